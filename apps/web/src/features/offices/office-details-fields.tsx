import type { Control } from 'react-hook-form';
import { Grid, Typography } from '@mui/material';
import { OFFICE_LIMITS as L, OFFICE_REGIONS, type OfficeDetailsInput } from '@atrium/domain';
import { FormText } from '../../components/form/form-text';
import { FormCheckbox, FormChips, FormSelect } from '../../components/form/form-choice';
import { useLookups } from '../lookups';
import type { OfficeData } from './offices-api';

/** The details form's values plus the specialization chips (saved by their own call). */
export type OfficeFormValues = OfficeDetailsInput & { officeSpecializations: number[] };

export const EMPTY_OFFICE_FORM: OfficeFormValues = {
  primaryMlsName: '',
  mlsNumber: '',
  publish: true,
  locationCode: '',
  name: '',
  urlName: '',
  officeRegionId: null,
  salesRegionId: null,
  address1: '',
  address2: '',
  city: '',
  regionId: null,
  zip: '',
  phoneNumber: '',
  fax: '',
  email: '',
  facebookUrl: '',
  twitterUrl: '',
  linkedInUrl: '',
  instagramUrl: '',
  officeSpecializations: [],
};

/** The form's values of an office as read. */
export function officeFormValues(o: OfficeData): OfficeFormValues {
  return {
    primaryMlsName: o.primaryMlsName ?? '',
    mlsNumber: o.mlsNumber ?? '',
    publish: o.publish,
    locationCode: o.locationCode ?? '',
    name: o.name,
    urlName: o.urlName ?? '',
    officeRegionId: o.officeRegionId,
    salesRegionId: o.salesRegionId,
    address1: o.address1 ?? '',
    address2: o.address2 ?? '',
    city: o.city ?? '',
    regionId: o.regionId,
    zip: o.zip ?? '',
    phoneNumber: o.phoneNumber ?? '',
    fax: o.fax ?? '',
    email: o.email ?? '',
    facebookUrl: o.facebookUrl ?? '',
    twitterUrl: o.twitterUrl ?? '',
    linkedInUrl: o.linkedInUrl ?? '',
    instagramUrl: o.instagramUrl ?? '',
    officeSpecializations: o.officeSpecializations,
  };
}

/** The office's details fields (Details section and the creation form), in the spec's order. */
export function OfficeDetailsFields({ control }: { control: Control<OfficeFormValues, unknown, unknown> }) {
  const lookups = useLookups();
  const text = (
    name: keyof OfficeFormValues,
    label: string,
    max: number | undefined,
    o: { required?: boolean; inputMode?: 'tel' | 'email' | 'url' | 'numeric'; md?: number } = {},
  ) => (
    <Grid size={{ xs: 12, sm: 6, md: o.md ?? 4 }}>
      <FormText
        control={control}
        name={name}
        label={label}
        required={o.required}
        inputMode={o.inputMode}
        maxLength={max}
      />
    </Grid>
  );
  return (
    <Grid container spacing={2}>
      {text('name', 'Name', L.nameMax, { required: true })}
      {text('primaryMlsName', 'Primary MLS name', L.nameMax)}
      {text('mlsNumber', 'MLS id', L.mlsIdMax)}
      {text('locationCode', 'Location code', L.nameMax)}
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormSelect
          control={control}
          name="officeRegionId"
          label="Office region"
          required
          options={OFFICE_REGIONS.map((r) => ({ value: r.id, label: r.name }))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormSelect
          control={control}
          name="salesRegionId"
          label="Sales region"
          required
          options={lookups.salesRegions.map((r) => ({ value: r.id, label: r.name }))}
        />
      </Grid>
      {text('urlName', 'Office link', L.nameMax)}
      <Grid size={{ xs: 12, sm: 6, md: 8 }} sx={{ display: 'flex', alignItems: 'center' }}>
        <FormCheckbox control={control} name="publish" label="Publish" />
      </Grid>
      <Grid size={12}>
        <Typography variant="overline" color="text.secondary" component="h3">
          Address and contact
        </Typography>
      </Grid>
      {text('address1', 'Address 1', L.addressMax, { required: true, md: 6 })}
      {text('address2', 'Address 2', L.addressMax, { md: 6 })}
      {text('city', 'City', L.addressMax, { required: true })}
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormSelect
          control={control}
          name="regionId"
          label="State"
          required
          options={lookups.states.map((s) => ({ value: s.id, label: s.name }))}
        />
      </Grid>
      {text('zip', 'Zip', L.zipMax, { required: true, inputMode: 'numeric' })}
      {text('phoneNumber', 'Phone number', undefined, { required: true, inputMode: 'tel' })}
      {text('fax', 'Fax', undefined, { required: true, inputMode: 'tel' })}
      {text('email', 'Email', L.emailMax, { required: true, inputMode: 'email' })}
      <Grid size={12}>
        <Typography variant="overline" color="text.secondary" component="h3">
          Social
        </Typography>
      </Grid>
      {text('facebookUrl', 'Facebook URL', L.socialUrlMax, { inputMode: 'url', md: 6 })}
      {text('twitterUrl', 'Twitter X URL', L.socialUrlMax, { inputMode: 'url', md: 6 })}
      {text('linkedInUrl', 'LinkedIn URL', L.socialUrlMax, { inputMode: 'url', md: 6 })}
      {text('instagramUrl', 'Instagram URL', L.socialUrlMax, { inputMode: 'url', md: 6 })}
      <Grid size={12}>
        <FormChips
          control={control}
          name="officeSpecializations"
          label="Specializations"
          options={lookups.specializations.map((s) => ({ value: s.id, label: s.name }))}
        />
      </Grid>
    </Grid>
  );
}
