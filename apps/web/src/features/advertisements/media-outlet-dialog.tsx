import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  ADVERTISEMENT_LIMITS,
  MEDIA_OUTLET_FILE_LABEL,
  MEDIA_OUTLET_FILE_PLACES,
  MediaOutletSaveSchema,
  type MediaOutletFilePlace,
} from '@atrium/domain';
import { showToast } from '../../lib/toast-store';
import { mediaOutletCalls, mediaOutletKeys, type MediaOutletData } from './advertisements-api';
import { FileSlot } from './file-slot';

type Props = { outlet: MediaOutletData | null; onClose: () => void };

/**
 * Creates or edits a media outlet: its name and status, then its image, logo and media kit (a new
 * outlet gets its files once it is saved: the dialog stays open on it).
 */
export function MediaOutletDialog({ outlet: initial, onClose }: Props) {
  const queryClient = useQueryClient();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [outlet, setOutlet] = useState(initial);
  const [name, setName] = useState(initial?.name ?? '');
  const [statusId, setStatusId] = useState<1 | 2>(initial?.statusId === 2 ? 2 : 1);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  const refresh = (next: MediaOutletData) => {
    setOutlet(next);
    void queryClient.invalidateQueries({ queryKey: mediaOutletKeys.all });
  };
  const save = async () => {
    const body = { id: outlet?.id ?? null, name, statusId };
    const parsed = MediaOutletSaveSchema.safeParse(body);
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(null);
    setBusy(true);
    try {
      const { message, ...saved } = (await mediaOutletCalls.save(body)).data;
      showToast('success', message);
      refresh(saved);
      if (outlet) onClose();
    } catch {
      /* the call showed its message */
    } finally {
      setBusy(false);
    }
  };
  const upload = async (place: MediaOutletFilePlace, file: File) => {
    const { message: _m, ...next } = (await mediaOutletCalls.upload(outlet!.id, place, file)).data;
    refresh(next);
  };
  const remove = async (place: MediaOutletFilePlace) => {
    await mediaOutletCalls.deleteFile(outlet!.id, place);
    refresh({ ...outlet!, [place]: null, files: { ...outlet!.files, [place]: null } });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={isPhone}
      aria-labelledby="outlet-title"
    >
      <DialogTitle id="outlet-title">{outlet ? `Edit ${outlet.name}` : 'New media outlet'}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
          sx={{ pt: 1 }}
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Name"
              required
              autoFocus
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={Boolean(error)}
              helperText={error ?? ' '}
              slotProps={{ htmlInput: { maxLength: ADVERTISEMENT_LIMITS.nameMax } }}
              sx={{ flex: 2 }}
            />
            {outlet && (
              <TextField
                select
                label="Status"
                value={statusId}
                onChange={(e) => setStatusId(Number(e.target.value) === 2 ? 2 : 1)}
                sx={{ flex: 1, minWidth: 140 }}
              >
                <MenuItem value={1}>Active</MenuItem>
                <MenuItem value={2}>Inactive</MenuItem>
              </TextField>
            )}
          </Stack>
        </Box>
        {outlet && (
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              mt: 1,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
            }}
          >
            {MEDIA_OUTLET_FILE_PLACES.map((place) => (
              <FileSlot
                key={place}
                label={MEDIA_OUTLET_FILE_LABEL[place]}
                file={outlet.files[place]}
                isPdfAccepted={place === 'mediaKit'}
                onUpload={(file) => upload(place, file)}
                onDelete={() => remove(place)}
              />
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          {outlet && !initial ? 'Done' : 'Cancel'}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={isBusy}>
          {outlet ? 'Save' : 'Create'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
