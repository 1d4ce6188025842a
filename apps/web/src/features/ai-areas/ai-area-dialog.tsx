import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  AI_AREA_LIMITS as L,
  AI_AREA_STATUSES,
  AiAreaInputSchema,
  MSG,
  SALES_REGIONS,
  type AiArea,
  type AiAreaValues,
} from '@atrium/domain';
import { FormSelect } from '../../components/form/form-choice';
import { FormText } from '../../components/form/form-text';
import { DropArea } from '../../components/drop-area/drop-area';
import { FileImage } from '../../components/image-manager/file-image';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { ApiError } from '../../lib/api-client';
import { showToast } from '../../lib/toast-store';
import { aiAreaCalls, useRegionAiAreas } from './ai-areas-api';

type FormValues = {
  id?: number;
  name: string;
  alias: string;
  summary: string;
  description: string;
  status: number;
  salesRegionId: number | '' | null;
  parentNeighborhood: number | null;
};
const FIELDS = ['name', 'alias', 'summary', 'description', 'status', 'salesRegionId', 'parentNeighborhood'];

const valuesOf = (area: AiArea | null): FormValues => ({
  id: area?.id,
  name: area?.name ?? '',
  alias: area?.alias ?? '',
  summary: area?.summary ?? '',
  description: area?.description ?? '',
  status: area?.status ?? 3,
  salesRegionId: area?.salesRegionId ?? '',
  parentNeighborhood: area?.parentNeighborhood ?? null,
});

/**
 * Create or edit an AI area: name, alias, sales region, status, parent area (of the same region),
 * summary, description and its image (JPG or PNG, sent once the area is saved; removed at once
 * after a confirmation). Mounted while open, so each opening starts from `area`.
 */
export function AiAreaDialog({
  area,
  onClose,
  onSaved,
  onChanged,
}: {
  area: AiArea | null;
  onClose: () => void;
  onSaved: () => void;
  /** Something already stored changed (the image removed) while the dialog stays open. */
  onChanged: () => void;
}) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const form = useForm<FormValues, unknown, AiAreaValues>({
    resolver: zodResolver(AiAreaInputSchema) as never,
    defaultValues: valuesOf(area),
    mode: 'onTouched',
  });
  const control = form.control as Control<FormValues, unknown, unknown>;
  const region = useWatch({ control, name: 'salesRegionId' });
  const regionAreas = useRegionAiAreas(typeof region === 'number' ? region : null);
  // a parent belongs to the area's region: another region starts without one
  const shownRegion = useRef(region);
  useEffect(() => {
    if (region === shownRegion.current) return;
    shownRegion.current = region;
    form.setValue('parentNeighborhood', null);
  }, [region, form]);
  const [image, setImage] = useState(area?.image ?? null);
  const [pending, setPending] = useState<File | null>(null);
  const [isRemoving, setRemoving] = useState(false);
  const [isBusy, setBusy] = useState(false);

  const save = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      const saved = await aiAreaCalls.save(values, area?.version ?? null);
      if (pending) await aiAreaCalls.uploadImage(saved.id, pending);
      showToast('success', MSG.aiAreaSaved);
      onSaved();
    } catch (err) {
      // the server's reasons (a name in use, a parent refused) go under their fields
      if (err instanceof ApiError)
        for (const e of err.errors ?? [])
          if (FIELDS.includes(e.field))
            form.setError(e.field as keyof FormValues, { type: 'server', message: e.message });
      setBusy(false);
    }
  });

  const removeImage = async () => {
    if (!area || !image) return;
    try {
      await aiAreaCalls.removeImage(area.id, image.id);
      setImage(null);
      showToast('success', MSG.fileRemovedFromServer);
      onChanged();
    } finally {
      setRemoving(false);
    }
  };

  const parentOptions = (regionAreas.data ?? [])
    .filter((a) => a.id !== area?.id)
    .map((a) => ({ value: a.id, label: a.name }));

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={isPhone}
      aria-labelledby="ai-area-title"
    >
      <DialogTitle id="ai-area-title">{area ? 'Edit AI area' : 'New AI area'}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id="ai-area-form"
          noValidate
          aria-label="AI area"
          onSubmit={(e) => void save(e)}
          sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          <FormText control={control} name="name" label="Name" required maxLength={L.nameMax} />
          <FormText control={control} name="alias" label="Alias" maxLength={L.aliasMax} />
          <FormSelect
            control={control}
            name="salesRegionId"
            label="Sales region"
            required
            options={SALES_REGIONS.map((r) => ({ value: r.id, label: r.name }))}
          />
          <FormSelect
            control={control}
            name="status"
            label="Status"
            required
            options={AI_AREA_STATUSES.map((s) => ({ value: s.id, label: s.name }))}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormSelect
              control={control}
              name="parentNeighborhood"
              label="Parent area"
              allowEmpty
              disabled={typeof region !== 'number'}
              helperText={
                typeof region === 'number'
                  ? 'An area of the same sales region'
                  : 'Choose the sales region first'
              }
              options={parentOptions}
            />
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormText
              control={control}
              name="summary"
              label="Summary"
              multiline
              minRows={2}
              maxLength={L.summaryMax}
            />
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormText
              control={control}
              name="description"
              label="Description"
              multiline
              minRows={4}
              maxLength={L.descriptionMax}
            />
          </Box>
          <Stack spacing={1} sx={{ gridColumn: '1 / -1' }}>
            <Typography variant="subtitle2" component="h3">
              Image
            </Typography>
            {image && !pending && (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Box
                  sx={{
                    width: 120,
                    height: 80,
                    flexShrink: 0,
                    borderRadius: 1,
                    overflow: 'hidden',
                    bgcolor: 'action.hover',
                  }}
                >
                  <FileImage fileId={image.id} alt={`Image of ${area?.name ?? 'the area'}`} fit="cover" />
                </Box>
                <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {image.fileName}
                </Typography>
                <Button color="error" onClick={() => setRemoving(true)}>
                  Delete image
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
              inputLabel="AI area image"
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
        <Button type="submit" form="ai-area-form" variant="contained" disabled={isBusy}>
          Save
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={isRemoving}
        title="Delete the image?"
        message="The image is deleted from the server."
        confirmLabel="Delete image"
        onConfirm={() => void removeImage()}
        onCancel={() => setRemoving(false)}
      />
    </Dialog>
  );
}
