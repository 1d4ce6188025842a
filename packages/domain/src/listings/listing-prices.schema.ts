import { z } from 'zod';
import { IdFromText } from '../http';
import { COMMISSION_TYPE, FLIP_TAX_SIDES, LIMITS, TAX_PERIODS } from '../constants';
import { MSG } from '../messages';
import { numberField, textField } from './listing-fields';
import { checkCommissions, normalizeCommissions } from './listing-commission.rules';
import { isFlipTaxSideShown } from './listing-status.rules';

/**
 * Prices and commissions (spec/000 section 5.4) and rental terms. Money is typed as text or sent
 * as a number; currency characters are stripped, two decimals kept, empty values are null.
 */
const price = (label: string, maxLength = 11, required = false) =>
  numberField({ label, maxLength, required });

/** A commission value: the range depends on its type, checked by checkCommissions. */
const commission = (label: string) => numberField({ label, min: -LIMITS.maxNumeric });

const CommissionTypeField = z
  .union([z.literal(1), z.literal(2), z.literal(3)])
  .nullable()
  .optional()
  .transform((v) => v ?? null);

/** Maximum financing and flip tax: 0 to 100, otherwise 'Error: Incorrect value'. */
const upTo100 = (label: string) =>
  numberField({
    label,
    max: LIMITS.maxFinancingMax,
    maxMessage: MSG.incorrectValue,
    minMessage: MSG.incorrectValue,
  });

export const ListingPricesSchema = z
  .object({
    initialPrice: price('Initial Price', 11, true),
    currentPrice: price('Current Price', 11, true),
    soldPrice: price('Sold Price', 13),
    lastAskingPrice: price('Last Asking Price', 13),
    priceUponRequest: z.boolean().default(false),
    commonCharges: price('Common Charges'),
    maintenance: price('Maintenance'),
    realEstateTax: price('Real Estate Tax'),
    /** Tax period: Monthly (true) or Annual (false). */
    taxesAreMonthly: z.boolean().default(false),
    doNotDisplayTaxesOnWebsite: z.boolean().default(false),
    listingBudget: price('Listing Budget'),
    listingCommission: commission('Listing commission'),
    listingCommissionType: CommissionTypeField,
    buyerCommission: commission('Buyer commission'),
    buyerCommissionType: CommissionTypeField,
    displayBuyerCommissionOnWebsite: z.boolean().default(false),
    noFeeRental: z.boolean().default(false),
    maxFinancing: upTo100('Maximum Financing'),
    flipTaxAmount: upTo100('Flip Tax'),
    flipTaxSide: z
      .enum(FLIP_TAX_SIDES)
      .nullable()
      .optional()
      .transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    if (v.listingCommissionType === COMMISSION_TYPE.notOffered)
      ctx.addIssue({ code: 'custom', path: ['listingCommissionType'], message: MSG.incorrectValue });
    checkCommissions(v, ctx);
    const percentTooLong = (value: number | null, type: number | null) =>
      value != null &&
      (type ?? COMMISSION_TYPE.percent) === COMMISSION_TYPE.percent &&
      String(value).length > 5;
    if (percentTooLong(v.listingCommission, v.listingCommissionType))
      ctx.addIssue({
        code: 'custom',
        path: ['listingCommission'],
        message: MSG.maxLength('Listing commission', 5),
      });
    if (percentTooLong(v.buyerCommission, v.buyerCommissionType))
      ctx.addIssue({
        code: 'custom',
        path: ['buyerCommission'],
        message: MSG.maxLength('Buyer commission', 5),
      });
  })
  .transform((v) => normalizeCommissions(v));
export type ListingPrices = z.output<typeof ListingPricesSchema>;
export type ListingPricesInput = z.input<typeof ListingPricesSchema>;

/** What the server stores: the flip tax side only for sales region 6. */
export function pricesForRegion<T extends { flipTaxSide: string | null }>(
  p: T,
  salesRegionId: number | null,
): T {
  return isFlipTaxSideShown(salesRegionId) ? p : { ...p, flipTaxSide: null };
}

export const TAX_PERIOD_OF = (taxesAreMonthly: boolean): (typeof TAX_PERIODS)[number] =>
  taxesAreMonthly ? 'Monthly' : 'Annual';

/** One rental term: a period, its price, year info (4 digits) and a description. */
export const RentalTermSchema = z.object({
  rentalPeriodId: IdFromText,
  price: numberField({ label: 'Rental Price', maxLength: 13 }),
  yearInfo: z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((v, ctx): string | null => {
      const text = v == null ? '' : String(v).trim();
      if (text === '') return null;
      if (!/^\d{4}$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: MSG.yearFourDigits });
        return z.NEVER;
      }
      return text;
    }),
  description: textField('Description', LIMITS.addressMax),
});
export type RentalTerm = z.output<typeof RentalTermSchema>;
export type RentalTermInput = z.input<typeof RentalTermSchema>;

/** Rows with price 0 or missing are dropped before saving. */
export function keptRentalTerms<T extends { price: number | null }>(terms: readonly T[]): T[] {
  return terms.filter((t) => t.price != null && t.price > 0);
}

/** PUT listing/{id}/rentalterms: listingRentalDetails (and prices, which mirror them). */
export const ListingRentalTermsSchema = z
  .object({
    listingRentalDetails: z.array(RentalTermSchema),
    prices: z.array(z.unknown()).optional(),
  })
  .superRefine((v, ctx) => {
    const ids = keptRentalTerms(v.listingRentalDetails).map((t) => t.rentalPeriodId);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['listingRentalDetails'], message: MSG.rentalPeriodTwice });
  })
  .transform((v) => ({ listingRentalDetails: keptRentalTerms(v.listingRentalDetails) }));
export type ListingRentalTerms = z.output<typeof ListingRentalTermsSchema>;

/** At least one rental term is required for rentals. */
export function rentalTermsIssue(terms: readonly unknown[], listingType: string): string | null {
  return listingType === 'Rental' && terms.length === 0 ? MSG.rentalTermRequired : null;
}

/** The rental terms form of a listing: the shared schema plus the rental requirement. */
export function rentalTermsFormSchema(listingType: string) {
  return ListingRentalTermsSchema.superRefine((v, ctx) => {
    const issue = rentalTermsIssue(v.listingRentalDetails, listingType);
    if (issue) ctx.addIssue({ code: 'custom', path: ['listingRentalDetails'], message: issue });
  });
}
