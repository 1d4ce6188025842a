import { useState } from 'react';
import { useForm, useWatch, Controller, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Autocomplete, Box, Button, Paper, Stack, TextField } from '@mui/material';
import {
  ADVERTISEMENT_LIMITS as L,
  AdvertisementFormSchema,
  formatListingDate,
  type AdvertisementFormInput,
} from '@atrium/domain';
import { FormCheckbox, FormSelect } from '../../components/form/form-choice';
import { FormDate } from '../../components/form/form-date';
import { FormMoney } from '../../components/form/form-number';
import { FormText } from '../../components/form/form-text';
import { UnsavedChangesGuard } from '../../components/form/unsaved-changes-guard';
import {
  advertisementCalls,
  useActiveMediaOutlets,
  useEditions,
  type AdvertisementData,
} from './advertisements-api';

type Values = AdvertisementFormInput;
type Output = Parameters<typeof advertisementCalls.save>[0];

const valuesOf = (ad: AdvertisementData | null): Values => ({
  mediaOutletId: ad?.mediaOutletId ?? (null as unknown as number),
  name: ad?.name ?? '',
  publish: ad?.publish ?? false,
  type: ad?.type ?? '',
  frequency: ad?.frequency ?? '',
  location: ad?.location ?? '',
  edition: ad?.edition ?? '',
  runDate: formatListingDate(ad?.runDate ?? null),
  reservationDeadline: formatListingDate(ad?.reservationDeadline ?? null),
  totalCost: ad?.totalCost ?? null,
  notes: ad?.notes ?? '',
});

type Props = {
  ad: AdvertisementData | null;
  isReadOnly: boolean;
  onSaved: (id: number, message: string) => Promise<void>;
};

/** The advertisement's fields: the media outlet first, its editions offered in the edition field. */
export function AdvertisementForm({ ad, isReadOnly, onSaved }: Props) {
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(AdvertisementFormSchema),
    defaultValues: valuesOf(ad),
    mode: 'onTouched',
  });
  const control = form.control as Control<Values, unknown, unknown>;
  const [isBusy, setBusy] = useState(false);
  const outlets = useActiveMediaOutlets();
  const outletId = useWatch({ control: form.control, name: 'mediaOutletId' });
  const editions = useEditions(typeof outletId === 'number' && outletId > 0 ? outletId : null);
  const options = (outlets.data ?? []).map((o) => ({ value: o.id, label: o.name }));
  // an advertisement of an outlet deactivated since keeps showing its outlet
  if (ad && !options.some((o) => o.value === ad.mediaOutletId))
    options.push({ value: ad.mediaOutletId, label: `${ad.mediaOutletName} (inactive)` });

  const save = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      const { id, message } = (await advertisementCalls.save({ ...values, id: ad?.id ?? null })).data;
      form.reset(form.getValues());
      await onSaved(id, message);
    } catch {
      /* the call showed its message */
    } finally {
      setBusy(false);
    }
  });

  return (
    <Paper
      component="form"
      aria-label={ad ? 'Advertisement details' : 'New advertisement'}
      noValidate
      onSubmit={(e) => void save(e)}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <UnsavedChangesGuard
        when={form.formState.isDirty && !isBusy}
        message="Leave without saving the advertisement?"
      />
      <Box component="fieldset" disabled={isReadOnly} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormSelect
            control={control}
            name="mediaOutletId"
            label="Media outlet"
            required
            options={options}
            disabled={isReadOnly}
          />
          <FormText
            control={control}
            name="name"
            label="Name"
            required
            maxLength={isReadOnly ? undefined : L.nameMax}
            disabled={isReadOnly}
          />
          <FormText
            control={control}
            name="type"
            label="Type"
            maxLength={isReadOnly ? undefined : L.typeMax}
            disabled={isReadOnly}
          />
          <FormText
            control={control}
            name="frequency"
            label="Frequency"
            maxLength={isReadOnly ? undefined : L.frequencyMax}
            disabled={isReadOnly}
          />
          <FormText
            control={control}
            name="location"
            label="Location"
            maxLength={isReadOnly ? undefined : L.locationMax}
            disabled={isReadOnly}
          />
          <Controller
            control={control}
            name="edition"
            render={({ field, fieldState }) => (
              <Autocomplete
                freeSolo
                disabled={isReadOnly}
                options={editions.data ?? []}
                inputValue={field.value ?? ''}
                onInputChange={(_e, value) => field.onChange(value)}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label="Edition"
                    name={field.name}
                    onBlur={field.onBlur}
                    error={Boolean(fieldState.error)}
                    helperText={
                      fieldState.error?.message ?? 'Editions of the chosen media outlet are offered'
                    }
                    slotProps={{
                      ...params.slotProps,
                      htmlInput: { ...params.slotProps.htmlInput, maxLength: L.editionMax },
                    }}
                  />
                )}
              />
            )}
          />
          <FormDate control={control} name="runDate" label="Run date" disabled={isReadOnly} />
          <FormDate
            control={control}
            name="reservationDeadline"
            label="Reservation deadline"
            disabled={isReadOnly}
          />
          <FormMoney control={control} name="totalCost" label="Total cost" disabled={isReadOnly} />
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <FormCheckbox control={control} name="publish" label="Publish" disabled={isReadOnly} />
          </Box>
          <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
            <FormText
              control={control}
              name="notes"
              label="Notes"
              multiline
              minRows={3}
              maxLength={isReadOnly ? undefined : L.notesMax}
              disabled={isReadOnly}
            />
          </Box>
        </Box>
      </Box>
      {!isReadOnly && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 3 }}>
          <Button color="inherit" disabled={!form.formState.isDirty || isBusy} onClick={() => form.reset()}>
            Reset
          </Button>
          <Button type="submit" variant="contained" disabled={isBusy}>
            {ad ? 'Save' : 'Create advertisement'}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
