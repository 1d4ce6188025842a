import { useMemo } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Grid, Typography } from '@mui/material';
import {
  areListingDatesRequired,
  disabledDateFields,
  formatListingDate,
  LISTING_STATUS,
  listingDatesFormSchema,
  MSG,
  type ListingDates,
  type ListingDatesInput,
} from '@atrium/domain';
import { listingWrites } from '../listings-api';
import type { SectionFormProps } from './section-contract';
import { useBlurSave } from '../../../components/form/use-blur-save';
import { SectionFormFrame } from '../../../components/record-page/section-form-frame';
import { FormDate } from '../../../components/form/form-date';
import { DATE_FIELDS } from './dates-section';

/** Dates (spec/000 sections 4.2, 5.3): any accepted display format, stored as YYYY-MM-DD. */
export function DatesForm({ listing, save, leave }: SectionFormProps) {
  const schema = useMemo(() => listingDatesFormSchema(listing), [listing]);
  const form = useForm<ListingDatesInput, unknown, ListingDates>({
    resolver: zodResolver(schema),
    defaultValues: Object.fromEntries(DATE_FIELDS.map(([name]) => [name, formatListingDate(listing[name])])),
    mode: 'onTouched',
  });
  const control = form.control as Control<ListingDatesInput, unknown, unknown>;
  const canceledDate = useWatch({ control: form.control, name: 'canceledDate' });
  const disabled = disabledDateFields({ dataSource: listing.dataSource, canceledDate: canceledDate || null });
  const required = areListingDatesRequired(listing);
  const submit = (values: ListingDates) =>
    save([listingWrites.dates(listing.id, values)], { success: MSG.listingDatesSaved });
  const blur = useBlurSave(form, submit, leave);
  return (
    <SectionFormFrame blur={blur} label="Dates">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Enter dates as MM/DD/YYYY (M/D/YY and dashes work too).
      </Typography>
      <Grid container spacing={2}>
        {DATE_FIELDS.map(([name, label]) => (
          <Grid key={name} size={{ xs: 12, sm: 6, md: 4 }}>
            <FormDate
              control={control}
              name={name}
              label={label}
              disabled={disabled.includes(name)}
              required={
                ((name === 'listingDate' || name === 'expirationDate') && required) ||
                (name === 'projectedListDate' && listing.listingStatusId === LISTING_STATUS.comingSoon)
              }
            />
          </Grid>
        ))}
      </Grid>
    </SectionFormFrame>
  );
}
