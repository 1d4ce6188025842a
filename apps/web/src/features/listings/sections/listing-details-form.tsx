import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Autocomplete,
  Box,
  FormControlLabel,
  Grid,
  Radio,
  RadioGroup,
  Tab,
  Tabs,
  TextField,
} from '@mui/material';
import { Controller } from 'react-hook-form';
import {
  canMoveListingToOffice,
  dealTypeText,
  hasRestrictedListingFields,
  isSectionEditDisabled,
  isShowPendingAsActiveShown,
  isStatusDropdownDisabled,
  LISTING_STATUS_LABEL,
  listingDetailsFormSchemaFor,
  MSG,
  statusChangeIssue,
  statusChoices,
  zipOnBlur,
  type ListingDetailsForm,
  type ListingDetailsFormInput,
  type ListingStatusId,
} from '@atrium/domain';
import { showToast } from '../../../lib/toast-store';
import { listingWrites, useNeighborhoods, type ListingDetailsData } from '../listings-api';
import type { SectionFormProps } from './section-contract';
import { useBlurSave } from '../../../components/form/use-blur-save';
import { SectionFormFrame } from '../../../components/record-page/section-form-frame';
import { FormText } from '../../../components/form/form-text';
import { FormNumber } from '../../../components/form/form-number';
import { FormCheckbox, FormSelect } from '../../../components/form/form-choice';
import { DetailsOwners, EMPTY_OWNER } from './details-owners';
import { formatMoney } from '../../../lib/format';

const SUB_TABS = ['Basics', 'Interior', 'Exterior', 'Domain'] as const;
const DEAL_TYPES = [
  { value: 1, label: 'List side' },
  { value: 2, label: 'Both sides' },
  { value: 3, label: 'Sale side' },
];

function defaults(l: ListingDetailsData): ListingDetailsFormInput {
  const text = (v: string | null) => v ?? '';
  const num = (v: number | null) => (v == null ? '' : String(v));
  return {
    listingType: l.listingType,
    title: text(l.title),
    address1: text(l.address1),
    address2: text(l.address2),
    city: text(l.city),
    regionId: l.regionId,
    zip: text(l.zip),
    county: text(l.county),
    neighborhood: text(l.neighborhood),
    aineighborhood: text(l.aineighborhood),
    marketArea: text(l.marketArea),
    officeId: l.officeId,
    propertyTypeId: l.propertyTypeId,
    mlsNumber: text(l.mlsNumber),
    tridentDealNumber: text(l.tridentDealNumber),
    rfgId: text(l.rfgId),
    taxMapNumber: text(l.taxMapNumber),
    dealTypeId: (l.dealTypeId as 1 | 2 | 3) ?? null,
    priorBrokerSale: l.priorBrokerSale,
    showPendingAsActive: l.showPendingAsActive,
    interiorSize: num(l.interiorSize),
    exteriorSize: num(l.exteriorSize),
    lotSize: num(l.lotSize),
    lotSizeTypeId: l.lotSizeTypeId as 1 | 2 | null,
    outdoorSpace: text(l.outdoorSpace),
    rooms: num(l.rooms),
    bedrooms: num(l.bedrooms),
    fullBaths: num(l.fullBaths),
    halfBaths: num(l.halfBaths),
    year: num(l.year),
    listingStatusId: l.listingStatusId,
    ownerInfo: l.ownerInfo.length
      ? l.ownerInfo.map((o) => ({
          firstName: text(o.firstName),
          lastName: text(o.lastName),
          ownerAddressDifferentFromPropertyAddress: o.ownerAddressDifferentFromPropertyAddress,
          address: text(o.address),
          address2: text(o.address2),
          city: text(o.city),
          regionId: o.regionId,
          zip: text(o.zip),
        }))
      : [{ ...EMPTY_OWNER }],
  };
}

/** The listing details form: Basics, Interior, Exterior and Domain, saved on field blur. */
export function ListingDetailsForm({ listing, actor, lookups, save, leave }: SectionFormProps) {
  const [tab, setTab] = useState<(typeof SUB_TABS)[number]>('Basics');
  const schema = useMemo(
    () => listingDetailsFormSchemaFor({ currentStatusId: listing.listingStatusId, dates: listing }),
    [listing],
  );
  const form = useForm<ListingDetailsFormInput, unknown, ListingDetailsForm>({
    resolver: zodResolver(schema),
    defaultValues: defaults(listing),
    mode: 'onTouched',
  });
  const control = form.control as Control<ListingDetailsFormInput, unknown, unknown>;
  const [officeId, dealTypeId, statusId] = useWatch({
    control: form.control,
    name: ['officeId', 'dealTypeId', 'listingStatusId'],
  });
  const office = lookups.offices.find((o) => o.id === officeId);
  const neighborhoods = useNeighborhoods(office?.salesRegionId ?? null).data ?? [];
  const restricted = hasRestrictedListingFields(actor);
  // the listing's office, and those the actor may move it to (none for an agent)
  const offices = lookups.offices
    .filter((o) => o.id === listing.officeId || canMoveListingToOffice(actor, o.id))
    .map((o) => ({ value: o.id, label: o.name }));
  const current = listing.listingStatusId as ListingStatusId;
  const statuses = statusChoices(actor, current).map((id) => ({
    value: id,
    label: LISTING_STATUS_LABEL[id],
  }));

  // the details, the owners and a changed status are one save: one request, one transaction
  const submit = (values: ListingDetailsForm) =>
    save([listingWrites.details(listing.id, values)], { success: MSG.listingDetailsSaved });
  const blur = useBlurSave(form, submit, leave);

  // a status that breaks a date rule is refused at once, with the catalogue message in the toast
  useEffect(() => {
    if (statusId == null || statusId === listing.listingStatusId) return;
    const issue = statusChangeIssue(statusId as ListingStatusId, listing);
    if (issue) {
      showToast('error', issue);
      void form.trigger('listingStatusId');
    }
  }, [statusId, listing, form]);

  return (
    <SectionFormFrame blur={blur} label="Listing details">
      <Tabs
        value={tab}
        onChange={(_e, v) => setTab(v)}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {SUB_TABS.map((t) => (
          // narrower on a phone, so the four fit in 390 px instead of clipping the last one
          <Tab key={t} value={t} label={t} sx={{ minWidth: { xs: 0, sm: 90 }, px: { xs: 1.5, sm: 2 } }} />
        ))}
      </Tabs>
      <Box hidden={tab !== 'Basics'}>
        <Grid container spacing={2}>
          <Grid size={12}>
            <Controller
              control={form.control}
              name="listingType"
              render={({ field }) => (
                <RadioGroup
                  row
                  aria-label="Listing type"
                  value={field.value ?? 'Sale'}
                  onChange={(e) => field.onChange(e.target.value)}
                >
                  <FormControlLabel value="Sale" control={<Radio />} label="Sale" disabled={restricted} />
                  <FormControlLabel value="Rental" control={<Radio />} label="Rental" disabled={restricted} />
                </RadioGroup>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <FormText control={control} name="title" label="Title" required />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField
              fullWidth
              label="Price"
              value={formatMoney(listing.currentPrice) ?? ''}
              disabled
              helperText="Edit in Prices"
            />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <FormText control={control} name="address1" label="Address" required />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <FormText control={control} name="address2" label="Address 2" />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <FormText control={control} name="city" label="City" required />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <FormSelect
              control={control}
              name="regionId"
              label="State"
              required
              options={lookups.states.map((s) => ({ value: s.id, label: s.name }))}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <FormText
              control={control}
              name="zip"
              label="Zip"
              required
              inputMode="numeric"
              onBlurValue={zipOnBlur}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormSelect
              control={control}
              name="officeId"
              label="Office"
              required
              options={offices}
              disabled={offices.length < 2}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormText control={control} name="county" label="County" />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Controller
              control={form.control}
              name="neighborhood"
              render={({ field, fieldState }) => (
                <Autocomplete
                  freeSolo
                  disabled={restricted}
                  options={neighborhoods.map((n) => n.name)}
                  value={field.value ?? ''}
                  onChange={(_e, v) => field.onChange(v ?? '')}
                  onInputChange={(_e, v) => field.onChange(v)}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label="Neighborhood"
                      onBlur={field.onBlur}
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message}
                    />
                  )}
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormSelect
              control={control}
              name="propertyTypeId"
              label="Property type"
              allowEmpty
              options={lookups.propertyTypes.map((p) => ({ value: p.id, label: p.name }))}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormSelect
              control={control}
              name="dealTypeId"
              label="Deal type"
              required
              disabled={isSectionEditDisabled(actor, 'ListAgent')}
              options={DEAL_TYPES}
              helperText={dealTypeText(dealTypeId)}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormSelect
              control={control}
              name="listingStatusId"
              label="Status"
              options={statuses}
              disabled={isStatusDropdownDisabled(actor, current)}
            />
          </Grid>
          {dealTypeId === 3 && (
            <Grid size={{ xs: 12, md: 6 }}>
              <FormCheckbox control={control} name="priorBrokerSale" label="Prior broker sale" />
            </Grid>
          )}
          {isShowPendingAsActiveShown(Number(statusId)) && (
            <Grid size={{ xs: 12, md: 6 }}>
              <FormCheckbox control={control} name="showPendingAsActive" label="Show Pending as Active" />
            </Grid>
          )}
          <Grid size={12} sx={{ mt: 1 }}>
            <DetailsOwners form={form} lookups={lookups} />
          </Grid>
        </Grid>
      </Box>
      <Box hidden={tab !== 'Interior'}>
        <Grid container spacing={2}>
          {(
            [
              ['interiorSize', 'Interior size (sq. ft.)'],
              ['rooms', 'Total rooms'],
              ['bedrooms', 'Bedrooms'],
              ['fullBaths', 'Full baths'],
              ['halfBaths', 'Half baths'],
              ['year', 'Year built'],
            ] as const
          ).map(([name, label]) => (
            <Grid key={name} size={{ xs: 12, sm: 6, md: 4 }}>
              <FormNumber control={control} name={name} label={label} />
            </Grid>
          ))}
        </Grid>
      </Box>
      <Box hidden={tab !== 'Exterior'}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <FormNumber control={control} name="exteriorSize" label="Exterior size (sq. ft.)" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <FormNumber control={control} name="lotSize" label="Lot size" decimals={2} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <FormSelect
              control={control}
              name="lotSizeTypeId"
              label="Lot size unit"
              allowEmpty
              options={lookups.lotSizeUnits.map((u) => ({ value: u.id, label: u.name }))}
            />
          </Grid>
          <Grid size={12}>
            <FormText control={control} name="outdoorSpace" label="Outdoor space" />
          </Grid>
        </Grid>
      </Box>
      <Box hidden={tab !== 'Domain'}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormText control={control} name="mlsNumber" label="MLS number" />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField fullWidth label="Listing number" value={listing.listingNumber ?? ''} disabled />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormText control={control} name="tridentDealNumber" label="Deal number" />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormText control={control} name="taxMapNumber" label="Tax map number" />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormText control={control} name="rfgId" label="RFG id" disabled={restricted} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormText control={control} name="aineighborhood" label="AI area" disabled={restricted} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormText control={control} name="marketArea" label="Market area" />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField fullWidth label="Data source" value={listing.dataSource ?? ''} disabled />
          </Grid>
        </Grid>
      </Box>
    </SectionFormFrame>
  );
}
