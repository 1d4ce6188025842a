import { useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
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
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  formatListingDate,
  MSG,
  PRESS_LIMITS,
  PRESS_TYPES,
  PressInputSchema,
  type PressItem,
  type PressValues,
} from '@atrium/domain';
import { FormCheckbox, FormSelect } from '../../components/form/form-choice';
import { FormDate } from '../../components/form/form-date';
import { FormText } from '../../components/form/form-text';
import { AgentPicker, type AgentOption } from '../../components/search-picker/agent-picker';
import { ListingPicker, type ListingOption } from '../../components/search-picker/listing-picker';
import { DropArea } from '../../components/drop-area/drop-area';
import { FileImage } from '../../components/image-manager/file-image';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { showToast } from '../../lib/toast-store';
import { pressCalls, useMediaOutlets } from './press-api';

type FormValues = {
  id?: number;
  pressTypeId: number | '';
  title: string;
  url: string;
  date: string;
  mediaOutletId: number | '' | null;
  entityDetails: { agentId: number | null; listingId: number | null };
  publish: boolean;
};
type LinkKind = 'none' | 'agent' | 'listing';

const valuesOf = (item: PressItem | null): FormValues => ({
  id: item?.id,
  pressTypeId: item?.pressTypeId ?? '',
  title: item?.title ?? '',
  url: item?.url ?? '',
  date: item ? formatListingDate(item.date) : '',
  mediaOutletId: item?.mediaOutletId ?? null,
  entityDetails: {
    agentId: item?.entityDetails.agentId ?? null,
    listingId: item?.entityDetails.listingId ?? null,
  },
  publish: item?.publish ?? true,
});

/**
 * Create or edit a press item: type, title, date, url, media outlet, the agent or listing it is
 * about, publish, and its web display image (JPG or PNG, sent once the item is saved).
 * Mounted while open, so each opening starts from `item`.
 */
export function PressDialog({
  item,
  onClose,
  onSaved,
}: {
  item: PressItem | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const outlets = useMediaOutlets();
  const form = useForm<FormValues, unknown, PressValues>({
    resolver: zodResolver(PressInputSchema) as never,
    defaultValues: valuesOf(item),
    mode: 'onTouched',
  });
  const control = form.control as Control<FormValues, unknown, unknown>;
  const entity = useWatch({ control, name: 'entityDetails' });
  const [kind, setKind] = useState<LinkKind>(
    entity.agentId ? 'agent' : entity.listingId ? 'listing' : 'none',
  );
  const [agent, setAgent] = useState<AgentOption | null>(
    item?.entityDetails.agentId
      ? {
          agentId: item.entityDetails.agentId,
          name: item.entityDetails.agentName ?? '',
          officeId: null,
          office: null,
        }
      : null,
  );
  const [listing, setListing] = useState<ListingOption | null>(
    item?.entityDetails.listingId
      ? {
          id: item.entityDetails.listingId,
          title: item.entityDetails.listingTitle ?? '',
          city: null,
          office: null,
        }
      : null,
  );
  const [image, setImage] = useState(item?.webDisplayImage ?? null);
  const [pending, setPending] = useState<File | null>(null);
  const [isRemoving, setRemoving] = useState(false);
  const [isBusy, setBusy] = useState(false);

  const link = (next: LinkKind) => {
    setKind(next);
    form.setValue('entityDetails', {
      agentId: next === 'agent' ? (agent?.agentId ?? null) : null,
      listingId: next === 'listing' ? (listing?.id ?? null) : null,
    });
  };

  const save = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      const { id, message } = await pressCalls.save(values);
      if (pending) await pressCalls.uploadImage(id, pending);
      showToast('success', message);
      onSaved();
    } catch {
      setBusy(false);
    }
  });

  const removeImage = async () => {
    if (!item) return;
    try {
      await pressCalls.removeImage(item.id);
      setImage(null);
      showToast('success', MSG.fileRemovedFromServer);
      onSaved();
    } finally {
      setRemoving(false);
    }
  };

  const outletOptions = (outlets.data ?? []).map((o) => ({
    value: o.id,
    label: o.statusId === 1 ? o.name : `${o.name} (inactive)`,
  }));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={isPhone} aria-labelledby="press-title">
      <DialogTitle id="press-title">{item ? 'Edit press item' : 'New press item'}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id="press-form"
          noValidate
          aria-label="Press item"
          onSubmit={(e) => void save(e)}
          sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          <FormSelect
            control={control}
            name="pressTypeId"
            label="Type"
            required
            options={PRESS_TYPES.map((t) => ({ value: t.id, label: t.name }))}
          />
          <FormDate control={control} name="date" label="Date" required />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormText
              control={control}
              name="title"
              label="Title"
              required
              maxLength={PRESS_LIMITS.titleMax}
            />
          </Box>
          <FormText control={control} name="url" label="Url" placeholder="https://" />
          <FormSelect
            control={control}
            name="mediaOutletId"
            label="Media outlet"
            allowEmpty
            options={outletOptions}
          />
          <TextField select label="About" value={kind} onChange={(e) => link(e.target.value as LinkKind)}>
            <MenuItem value="none">The company</MenuItem>
            <MenuItem value="agent">An agent</MenuItem>
            <MenuItem value="listing">A listing</MenuItem>
          </TextField>
          {kind === 'agent' && (
            <AgentPicker
              label="Agent"
              value={agent}
              onPick={(a) => {
                setAgent(a);
                form.setValue('entityDetails', { agentId: a?.agentId ?? null, listingId: null });
              }}
            />
          )}
          {kind === 'listing' && (
            <ListingPicker
              label="Listing"
              value={listing}
              onPick={(l) => {
                setListing(l);
                form.setValue('entityDetails', { agentId: null, listingId: l?.id ?? null });
              }}
            />
          )}
          {kind === 'none' && <Box />}
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormCheckbox control={control} name="publish" label="Publish" />
          </Box>
          <Stack spacing={1} sx={{ gridColumn: '1 / -1' }}>
            <Typography variant="subtitle2" component="h3">
              Web display image
            </Typography>
            {image && !pending && (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Box
                  sx={{
                    width: 120,
                    height: 80,
                    borderRadius: 1,
                    overflow: 'hidden',
                    bgcolor: 'action.hover',
                  }}
                >
                  <FileImage
                    fileId={image.id}
                    alt={`Web display image of ${item?.title ?? 'the item'}`}
                    fit="cover"
                  />
                </Box>
                <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {image.fileName}
                </Typography>
                <Button color="error" onClick={() => setRemoving(true)}>
                  Remove
                </Button>
              </Stack>
            )}
            {pending && (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {pending.name} (sent on save)
                </Typography>
                <Button onClick={() => setPending(null)}>Cancel upload</Button>
              </Stack>
            )}
            <DropArea
              text={image ? 'Drop a JPG or PNG to replace it, or' : 'Drop a JPG or PNG here, or'}
              buttonLabel="Choose image"
              accept="image/jpeg,image/png"
              inputLabel="Web display image"
              isDisabled={isBusy}
              onFiles={(files) => setPending(files[0] ?? null)}
            />
          </Stack>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
        <Button type="submit" form="press-form" variant="contained" disabled={isBusy}>
          Save
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={isRemoving}
        title="Remove the web display image?"
        message="The image is deleted from the server."
        confirmLabel="Remove"
        onConfirm={() => void removeImage()}
        onCancel={() => setRemoving(false)}
      />
    </Dialog>
  );
}
