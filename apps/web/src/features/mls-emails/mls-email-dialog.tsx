import { useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Switch,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { MLS_EMAIL_LIMITS, MlsEmailInputSchema, type MlsEmail, type MlsEmailValues } from '@atrium/domain';
import { FormSelect } from '../../components/form/form-choice';
import { FormText } from '../../components/form/form-text';
import { showToast } from '../../lib/toast-store';
import { mlsEmailCalls } from './mls-emails-api';

type FormValues = { id?: number; email: string; mls: string; filterValue: string; insertOnly: boolean };

/**
 * Add or edit an MLS e-mail contact: e-mail, MLS (one of the known names), filter value, insert
 * only. Mounted while open, so each opening starts from `item` (or the MLS being shown).
 */
export function MlsEmailDialog({
  item,
  mls,
  mlsNames,
  onClose,
  onSaved,
}: {
  item: MlsEmail | null;
  mls: string;
  mlsNames: string[];
  onClose: () => void;
  onSaved: (mls: string) => void;
}) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const form = useForm<FormValues, unknown, MlsEmailValues>({
    resolver: zodResolver(MlsEmailInputSchema) as never,
    defaultValues: {
      id: item?.id,
      email: item?.email ?? '',
      mls: item?.mls ?? mls,
      filterValue: item?.filterValue ?? '',
      insertOnly: item?.insertOnly ?? false,
    },
    mode: 'onTouched',
  });
  const control = form.control as Control<FormValues, unknown, unknown>;
  const [isBusy, setBusy] = useState(false);

  const save = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      const { message } = await mlsEmailCalls.save(values);
      showToast('success', message);
      onSaved(values.mls);
    } catch {
      setBusy(false);
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
      aria-labelledby="mls-email-title"
    >
      <DialogTitle id="mls-email-title">{item ? 'Edit MLS e-mail' : 'New MLS e-mail'}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id="mls-email-form"
          noValidate
          aria-label="MLS e-mail"
          onSubmit={(e) => void save(e)}
          sx={{ display: 'grid', gap: 2, pt: 1 }}
        >
          <FormText
            control={control}
            name="email"
            label="Email"
            type="email"
            required
            maxLength={MLS_EMAIL_LIMITS.emailMax}
          />
          <FormSelect
            control={control}
            name="mls"
            label="MLS"
            required
            options={mlsNames.map((n) => ({ value: n, label: n }))}
          />
          <FormText
            control={control}
            name="filterValue"
            label="Filter value"
            helperText="Only listings matching this value (optional)"
            maxLength={MLS_EMAIL_LIMITS.filterValueMax}
          />
          <Controller
            control={control}
            name="insertOnly"
            render={({ field }) => (
              <FormControlLabel
                label="Insert only (new listings only)"
                control={
                  <Switch
                    checked={Boolean(field.value)}
                    onChange={(e) => field.onChange(e.target.checked)}
                    slotProps={{ input: { name: field.name } }}
                  />
                }
              />
            )}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
        <Button type="submit" form="mls-email-form" variant="contained" disabled={isBusy}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
