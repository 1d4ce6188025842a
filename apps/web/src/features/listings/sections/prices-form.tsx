import { useMemo } from 'react';
import { z } from 'zod';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, CircularProgress, Grid, MenuItem, TextField, Typography } from '@mui/material';
import {
  COMMISSION_TYPE_LABEL,
  isFlipTaxSideShown,
  LISTING_STATUS,
  ListingPricesSchema,
  MSG,
  rentalTermsFormSchema,
  type ListingPrices,
  type ListingPricesInput,
  type ListingRentalTerms,
} from '@atrium/domain';
import {
  listingWrites,
  useRentalPeriods,
  type ListingDetailsData,
  type ListingWrite,
  type RentalPeriodTerm,
} from '../listings-api';
import type { SectionFormProps } from './section-contract';
import { useBlurSave } from '../../../components/form/use-blur-save';
import { SectionFormFrame } from '../../../components/record-page/section-form-frame';
import { FormText } from '../../../components/form/form-text';
import { FormMoney, FormNumber, FormPercent } from '../../../components/form/form-number';
import { FormCheckbox, FormSelect } from '../../../components/form/form-choice';

/** What the form's schema gives: the prices, and a rental's terms. */
type PricesFormOutput = { prices: ListingPrices; terms?: ListingRentalTerms };
type PricesFormInput = {
  prices: ListingPricesInput;
  terms?: {
    listingRentalDetails: Array<{
      rentalPeriodId: number;
      price: string | number | null;
      yearInfo: string | null;
      description: string | null;
    }>;
  };
};

function priceDefaults(l: ListingDetailsData): ListingPricesInput {
  const s = (v: number | null) => (v == null ? '' : String(v));
  return {
    initialPrice: s(l.initialPrice),
    currentPrice: s(l.currentPrice),
    soldPrice: s(l.soldPrice),
    lastAskingPrice: s(l.lastAskingPrice),
    priceUponRequest: l.priceUponRequest,
    commonCharges: s(l.commonCharges),
    maintenance: s(l.maintenance),
    realEstateTax: s(l.realEstateTax),
    taxesAreMonthly: l.taxesAreMonthly,
    doNotDisplayTaxesOnWebsite: l.doNotDisplayTaxesOnWebsite,
    listingBudget: s(l.listingBudget),
    listingCommission: s(l.listingCommission),
    listingCommissionType: (l.listingCommissionType ?? 1) as 1 | 2,
    buyerCommission: s(l.buyerCommission),
    buyerCommissionType: (l.buyerCommissionType ?? 1) as 1 | 2 | 3,
    displayBuyerCommissionOnWebsite: l.displayBuyerCommissionOnWebsite,
    noFeeRental: l.noFeeRental,
    maxFinancing: s(l.maxFinancing),
    flipTaxAmount: s(l.flipTaxAmount),
    flipTaxSide: (l.flipTaxSide as ListingPricesInput['flipTaxSide']) ?? null,
  };
}

export function PricesForm(props: SectionFormProps) {
  const isRental = props.listing.listingType === 'Rental';
  const periods = useRentalPeriods(props.listing.id, isRental);
  if (isRental && !periods.data)
    return (
      <Box role="status" sx={{ py: 4, display: 'grid', placeItems: 'center' }}>
        <CircularProgress size={24} color="secondary" />
      </Box>
    );
  return <PricesFormBody {...props} periods={periods.data ?? []} />;
}

/** Prices and commissions (spec/000 section 5.4), with the rental terms of a rental. */
function PricesFormBody({
  listing,
  save,
  leave,
  periods,
}: SectionFormProps & { periods: RentalPeriodTerm[] }) {
  const isRental = listing.listingType === 'Rental';
  const schema = useMemo(
    () =>
      isRental
        ? z.object({ prices: ListingPricesSchema, terms: rentalTermsFormSchema('Rental') })
        : z.object({ prices: ListingPricesSchema }),
    [isRental],
  );
  const form = useForm<PricesFormInput, unknown, PricesFormOutput>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: {
      prices: priceDefaults(listing),
      ...(isRental
        ? {
            terms: {
              listingRentalDetails: periods.map((p) => ({
                rentalPeriodId: p.rentalPeriodId,
                price: p.price == null ? '' : String(p.price),
                yearInfo: p.yearInfo ?? '',
                description: p.description ?? '',
              })),
            },
          }
        : {}),
    },
    mode: 'onTouched',
  });
  const control = form.control as Control<PricesFormInput, unknown, unknown>;
  const buyerType = useWatch({ control: form.control, name: 'prices.buyerCommissionType' });
  const sold = listing.listingStatusId === LISTING_STATUS.sold;

  const submit = async (values: PricesFormOutput, changed: string[]) => {
    const writes: ListingWrite[] = [];
    if (changed.includes('prices')) writes.push(listingWrites.prices(listing.id, values.prices));
    if (isRental && changed.includes('terms'))
      writes.push(listingWrites.rentalTerms(listing.id, values.terms!));
    const success = changed.includes('prices') ? MSG.listingPricesSaved : MSG.rentalPricesSaved;
    return save(writes, { success });
  };
  const blur = useBlurSave(form, submit, leave);
  const money = (name: `prices.${keyof ListingPricesInput}`, label: string, required = false) => (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <FormMoney control={control} name={name} label={label} required={required} />
    </Grid>
  );

  return (
    <SectionFormFrame blur={blur} label="Prices">
      <Grid container spacing={2}>
        {money('prices.initialPrice', 'Initial price', true)}
        {money('prices.currentPrice', 'Current price', true)}
        {sold && money('prices.soldPrice', 'Sold price')}
        {sold && money('prices.lastAskingPrice', 'Last asking price')}
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormCheckbox control={control} name="prices.priceUponRequest" label="Price upon request" />
        </Grid>
        <Grid size={12}>
          <Typography variant="h6" sx={{ mt: 1 }}>
            Commissions
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelect
            control={control}
            name="prices.listingCommissionType"
            label="Listing commission type"
            options={[1, 2].map((v) => ({ value: v, label: COMMISSION_TYPE_LABEL[v] }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormNumber
            decimals={2}
            control={control}
            name="prices.listingCommission"
            label="Listing commission"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelect
            control={control}
            name="prices.buyerCommissionType"
            label="Buyer commission type"
            options={[1, 2, 3].map((v) => ({ value: v, label: COMMISSION_TYPE_LABEL[v] }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormNumber
            decimals={2}
            control={control}
            name="prices.buyerCommission"
            label="Buyer commission"
            disabled={buyerType === 3}
          />
        </Grid>
        <Grid size={12}>
          <FormCheckbox
            control={control}
            name="prices.displayBuyerCommissionOnWebsite"
            label="Display buyer commission on website"
          />
        </Grid>
        <Grid size={12}>
          <Typography variant="h6" sx={{ mt: 1 }}>
            Charges and taxes
          </Typography>
        </Grid>
        {money('prices.commonCharges', 'Common charges')}
        {money('prices.maintenance', 'Maintenance')}
        {money('prices.realEstateTax', 'Real estate tax')}
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Controller
            control={form.control}
            name="prices.taxesAreMonthly"
            render={({ field }) => (
              <TextField
                select
                fullWidth
                label="Tax period"
                value={field.value ? 'Monthly' : 'Annual'}
                onChange={(e) => field.onChange(e.target.value === 'Monthly')}
                onBlur={field.onBlur}
              >
                <MenuItem value="Monthly">Monthly</MenuItem>
                <MenuItem value="Annual">Annual</MenuItem>
              </TextField>
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormPercent control={control} name="prices.maxFinancing" label="Maximum financing" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormPercent control={control} name="prices.flipTaxAmount" label="Flip tax" />
        </Grid>
        {isFlipTaxSideShown(listing.salesRegionId) && (
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <FormSelect
              control={control}
              name="prices.flipTaxSide"
              label="Flip tax side"
              allowEmpty
              options={['No', 'Paid By Buyer', 'Paid By Seller'].map((v) => ({ value: v, label: v }))}
            />
          </Grid>
        )}
        <Grid size={{ xs: 12, md: 8 }}>
          <FormCheckbox
            control={control}
            name="prices.doNotDisplayTaxesOnWebsite"
            label="Do not display taxes on website"
          />
        </Grid>
        {isRental && (
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <FormCheckbox control={control} name="prices.noFeeRental" label="No fee rental" />
          </Grid>
        )}
      </Grid>
      {isRental && (
        <RentalTermsFields
          control={control}
          periods={periods}
          error={
            (form.formState.errors.terms as { listingRentalDetails?: { message?: string } } | undefined)
              ?.listingRentalDetails?.message
          }
        />
      )}
    </SectionFormFrame>
  );
}

function RentalTermsFields({
  control,
  periods,
  error,
}: {
  control: Control<PricesFormInput, unknown, unknown>;
  periods: RentalPeriodTerm[];
  error?: string;
}) {
  return (
    <Box sx={{ mt: 3 }} data-testid="rental-terms">
      <Typography variant="h6">Rental terms</Typography>
      <Typography variant="body2" color={error ? 'error' : 'text.secondary'} sx={{ mb: 2 }}>
        {error ?? 'Terms without a price are not kept. A rental needs at least one term.'}
      </Typography>
      <Grid container spacing={2}>
        {periods.map((p, i) => (
          <Grid key={p.rentalPeriodId} size={12} container spacing={2} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 3 }}>
              <Typography>{p.name}</Typography>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormMoney
                control={control}
                name={`terms.listingRentalDetails.${i}.price`}
                label={`${p.name} price`}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 2 }}>
              <FormText
                control={control}
                name={`terms.listingRentalDetails.${i}.yearInfo`}
                label="Year"
                inputMode="numeric"
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              {p.allowCustomText && (
                <FormText
                  control={control}
                  name={`terms.listingRentalDetails.${i}.description`}
                  label="Description"
                />
              )}
            </Grid>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
