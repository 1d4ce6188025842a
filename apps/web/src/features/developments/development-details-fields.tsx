import type { Control } from 'react-hook-form';
import { Grid, Typography } from '@mui/material';
import {
  DEVELOPMENT_LIMITS as L,
  DEVELOPMENT_NUMBER_FIELDS,
  DEVELOPMENT_STATUSES,
  formatListingDate,
  LOT_SIZE_TYPES,
  type DevelopmentNumberField,
} from '@atrium/domain';
import { FormText } from '../../components/form/form-text';
import { FormCheckbox, FormSelect } from '../../components/form/form-choice';
import { FormDate } from '../../components/form/form-date';
import { useDevelopmentLookups, type DevelopmentData } from './developments-api';

/** The details form's values as typed: numbers and dates are text until the schema reads them. */
export type DevelopmentDetailsValues = {
  title: string;
  officeId: number | null;
  statusId: 1 | 2;
  siraDevelopmentId: string;
  address1: string;
  address2: string;
  city: string;
  regionId: number | null;
  zip: string;
  websiteUrl: string;
  listDate: string;
  expirationDate: string;
  agreementDate: string;
  lotSizeTypeId: 1 | 2 | null;
  isExclusiveListingAgent: boolean;
  ownerFirstName: string;
  ownerLastName: string;
} & Record<DevelopmentNumberField, string>;

export const EMPTY_DEVELOPMENT: DevelopmentDetailsValues = {
  title: '',
  officeId: null,
  statusId: 1,
  siraDevelopmentId: '',
  address1: '',
  address2: '',
  city: '',
  regionId: null,
  zip: '',
  websiteUrl: '',
  listDate: '',
  expirationDate: '',
  agreementDate: '',
  lotSizeTypeId: null,
  isExclusiveListingAgent: false,
  ownerFirstName: '',
  ownerLastName: '',
  totalUnits: '',
  totalDollarValue: '',
  minimumPricePerUnit: '',
  maxFinancing: '',
  interiorSize: '',
  exteriorSize: '',
  lotSize: '',
  yearBuilt: '',
};

const text = (v: number | string | null) => (v == null ? '' : String(v));

/** The form's values of a development as read. */
export function developmentFormValues(d: DevelopmentData): DevelopmentDetailsValues {
  return {
    title: d.title,
    officeId: d.officeId,
    statusId: d.statusId === 2 ? 2 : 1,
    siraDevelopmentId: text(d.siraDevelopmentId),
    address1: text(d.address1),
    address2: text(d.address2),
    city: text(d.city),
    regionId: d.regionId,
    zip: text(d.zip),
    websiteUrl: text(d.websiteUrl),
    listDate: formatListingDate(d.listDate),
    expirationDate: formatListingDate(d.expirationDate),
    agreementDate: formatListingDate(d.agreementDate),
    lotSizeTypeId: d.lotSizeTypeId === 1 || d.lotSizeTypeId === 2 ? d.lotSizeTypeId : null,
    isExclusiveListingAgent: d.isExclusiveListingAgent,
    ownerFirstName: text(d.ownerFirstName),
    ownerLastName: text(d.ownerLastName),
    totalUnits: text(d.totalUnits),
    totalDollarValue: text(d.totalDollarValue),
    minimumPricePerUnit: text(d.minimumPricePerUnit),
    maxFinancing: text(d.maxFinancing),
    interiorSize: text(d.interiorSize),
    exteriorSize: text(d.exteriorSize),
    lotSize: text(d.lotSize),
    yearBuilt: text(d.yearBuilt),
  };
}

type Ctl = Control<DevelopmentDetailsValues, unknown, unknown>;
const cell = { xs: 12, sm: 6, md: 4 } as const;

function Heading({ children }: { children: string }) {
  return (
    <Grid size={12}>
      <Typography variant="overline" color="text.secondary" component="h3">
        {children}
      </Typography>
    </Grid>
  );
}

/** The Development Details fields (the tab and the creation form), required ones marked. */
export function DevelopmentDetailsFields({ control }: { control: Ctl }) {
  const lookups = useDevelopmentLookups();
  const field = (
    name: keyof DevelopmentDetailsValues,
    label: string,
    max?: number,
    o: { required?: boolean; inputMode?: 'numeric' | 'decimal' | 'url'; md?: number } = {},
  ) => (
    <Grid size={{ ...cell, md: o.md ?? 4 }}>
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
  const numeric = (name: DevelopmentNumberField, required = false) => {
    const f = DEVELOPMENT_NUMBER_FIELDS[name];
    return (
      <Grid size={cell}>
        <FormText
          control={control}
          name={name}
          label={f.label}
          required={required}
          inputMode={f.isWhole ? 'numeric' : 'decimal'}
        />
      </Grid>
    );
  };
  const date = (name: 'listDate' | 'expirationDate' | 'agreementDate', label: string) => (
    <Grid size={cell}>
      <FormDate control={control} name={name} label={label} required />
    </Grid>
  );
  return (
    <Grid container spacing={2}>
      {field('title', 'Title', L.titleMax, { required: true, md: 8 })}
      <Grid size={cell}>
        <FormSelect
          control={control}
          name="statusId"
          label="Status"
          options={DEVELOPMENT_STATUSES.map((s) => ({ value: s.id, label: s.name }))}
        />
      </Grid>
      <Grid size={cell}>
        <FormSelect
          control={control}
          name="officeId"
          label="Office"
          required
          options={(lookups.data?.offices ?? []).map((o) => ({ value: o.id, label: o.name }))}
        />
      </Grid>
      {field('siraDevelopmentId', 'Sira id', L.siraIdMax)}
      {field('websiteUrl', 'Website URL', L.websiteUrlMax, { required: true, inputMode: 'url' })}
      <Heading>Address</Heading>
      {field('address1', 'Address', L.addressMax, { required: true, md: 6 })}
      {field('address2', 'Address 2', L.addressMax, { md: 6 })}
      {field('city', 'City', L.cityMax, { required: true })}
      <Grid size={cell}>
        <FormSelect
          control={control}
          name="regionId"
          label="State"
          required
          options={(lookups.data?.states ?? []).map((s) => ({ value: s.id, label: s.name }))}
        />
      </Grid>
      {field('zip', 'Zip', L.zipDigits, { required: true, inputMode: 'numeric' })}
      <Heading>Dates</Heading>
      {date('listDate', 'List date')}
      {date('expirationDate', 'Expiration date')}
      {date('agreementDate', 'Agreement date')}
      <Heading>Units and value</Heading>
      {numeric('totalUnits', true)}
      {numeric('totalDollarValue', true)}
      {numeric('minimumPricePerUnit', true)}
      {numeric('maxFinancing')}
      <Grid size={{ xs: 12, md: 8 }} sx={{ display: 'flex', alignItems: 'center' }}>
        <FormCheckbox control={control} name="isExclusiveListingAgent" label="Exclusive listing agent" />
      </Grid>
      <Heading>Building</Heading>
      {numeric('interiorSize')}
      {numeric('exteriorSize')}
      {numeric('yearBuilt')}
      {numeric('lotSize')}
      <Grid size={cell}>
        <FormSelect
          control={control}
          name="lotSizeTypeId"
          label="Lot size unit"
          allowEmpty
          options={LOT_SIZE_TYPES.map((t) => ({ value: t.id, label: t.name }))}
        />
      </Grid>
      <Heading>Owner</Heading>
      {field('ownerFirstName', 'Owner first name', L.ownerNameMax, { md: 6 })}
      {field('ownerLastName', 'Owner last name', L.ownerNameMax, { md: 6 })}
    </Grid>
  );
}
