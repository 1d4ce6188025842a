import { useState } from 'react';
import { useForm, type Control } from 'react-hook-form';
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
  APPLICATION_LIMITS,
  APPLICATION_ROLE_CHOICES,
  ApplicationInputSchema,
  type Application,
  type ApplicationValues,
} from '@atrium/domain';
import { FormCheckbox, FormChips } from '../../components/form/form-choice';
import { FormText } from '../../components/form/form-text';
import { DropArea } from '../../components/drop-area/drop-area';
import { FileImage } from '../../components/image-manager/file-image';
import { showToast } from '../../lib/toast-store';
import { useLookups } from '../lookups';
import { applicationCalls } from './applications-api';

type FormValues = {
  id?: number;
  name: string;
  link: string;
  acronym: string;
  promoted: boolean;
  canShow: boolean;
  officeDetails: number[];
  roleDetails: string[];
  removeLogo: boolean;
};

const valuesOf = (app: Application | null): FormValues => ({
  id: app?.id,
  name: app?.name ?? '',
  link: app?.link ?? '',
  acronym: app?.acronym ?? '',
  promoted: app?.promoted ?? false,
  canShow: app?.canShow ?? true,
  officeDetails: app?.officeIds ?? [],
  roleDetails: app?.roleIds ?? [],
  removeLogo: false,
});

const ROLE_OPTIONS = APPLICATION_ROLE_CHOICES.map((r) => ({ value: r.key, label: r.name }));

/**
 * Add or edit an application (system administrators): name, link, acronym, logo, the offices and
 * roles it is limited to (none: everyone), promoted and shown. Fields and logo go in one form.
 * Mounted while open, so each opening starts from `app`.
 */
export function ApplicationDialog({
  app,
  onClose,
  onSaved,
}: {
  app: Application | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { offices } = useLookups();
  const form = useForm<FormValues, unknown, ApplicationValues>({
    resolver: zodResolver(ApplicationInputSchema) as never,
    defaultValues: valuesOf(app),
    mode: 'onTouched',
  });
  const control = form.control as Control<FormValues, unknown, unknown>;
  const [logo, setLogo] = useState(app?.logo ?? null);
  const [pending, setPending] = useState<File | null>(null);
  const [isBusy, setBusy] = useState(false);

  const save = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      const { message } = await applicationCalls.save(values, pending);
      showToast('success', message);
      onSaved();
    } catch {
      setBusy(false);
    }
  });

  const title = app ? 'Edit application' : 'Add application';
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
      aria-labelledby="application-title"
    >
      <DialogTitle id="application-title">{title}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id="application-form"
          noValidate
          aria-label="Application"
          onSubmit={(e) => void save(e)}
          sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}
        >
          <FormText
            control={control}
            name="name"
            label="Name"
            required
            maxLength={APPLICATION_LIMITS.nameMax}
          />
          <FormText
            control={control}
            name="acronym"
            label="Acronym"
            maxLength={APPLICATION_LIMITS.acronymMax}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormText control={control} name="link" label="Link" required placeholder="https://" />
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormChips
              control={control}
              name="officeDetails"
              label="Offices"
              helperText="None chosen: every office"
              options={offices.map((o) => ({ value: o.id, label: o.name }))}
            />
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormChips
              control={control}
              name="roleDetails"
              label="Roles"
              helperText="None chosen: every role"
              options={ROLE_OPTIONS}
            />
          </Box>
          <Stack direction="row" spacing={2} sx={{ gridColumn: '1 / -1', flexWrap: 'wrap' }}>
            <FormCheckbox control={control} name="promoted" label="Promoted" />
            <FormCheckbox control={control} name="canShow" label="Shown in the directory" />
          </Stack>
          <Stack spacing={1} sx={{ gridColumn: '1 / -1' }}>
            <Typography variant="subtitle2" component="h3">
              Logo
            </Typography>
            {logo && !pending && (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Box
                  sx={{ width: 56, height: 56, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}
                >
                  <FileImage
                    fileId={logo.id}
                    alt={`Logo of ${app?.name ?? 'the application'}`}
                    fit="contain"
                  />
                </Box>
                <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {logo.fileName}
                </Typography>
                <Button
                  color="error"
                  onClick={() => {
                    setLogo(null);
                    form.setValue('removeLogo', true);
                  }}
                >
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
              text={logo ? 'Drop a JPG or PNG to replace it, or' : 'Drop a JPG or PNG here, or'}
              buttonLabel="Choose logo"
              accept="image/jpeg,image/png"
              inputLabel="Logo"
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
        <Button type="submit" form="application-form" variant="contained" disabled={isBusy}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
