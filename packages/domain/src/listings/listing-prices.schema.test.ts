import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MSG } from '../messages';
import {
  keptRentalTerms,
  ListingPricesSchema,
  ListingRentalTermsSchema,
  pricesForRegion,
  rentalTermsFormSchema,
  rentalTermsIssue,
  TAX_PERIOD_OF,
} from './listing-prices.schema';

const first = <T extends z.ZodType>(schema: T, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0].message;
};
const valid = { initialPrice: '$2,500,000', currentPrice: 2400000 };

describe('prices (spec/000 section 5.4)', () => {
  it('strips currency and keeps numbers', () => {
    expect(ListingPricesSchema.parse(valid)).toMatchObject({ initialPrice: 2500000, currentPrice: 2400000 });
  });
  it.each([
    [{ initialPrice: '' }, MSG.required(['Initial Price'])],
    [{ currentPrice: null }, MSG.required(['Current Price'])],
    [{ soldPrice: '1234567890123' }, MSG.maxValue('Sold Price', 2147483647)],
    [{ soldPrice: '12345678901234' }, MSG.maxLength('Sold Price', 13)],
    [{ lastAskingPrice: '12345678901234' }, MSG.maxLength('Last Asking Price', 13)],
    [{ initialPrice: '123456789012' }, MSG.maxLength('Initial Price', 11)],
    [{ commonCharges: 'abc' }, MSG.notANumber('Common Charges')],
  ])('%j', (over, message) => {
    expect(first(ListingPricesSchema, { ...valid, ...over })).toBe(message);
  });
});

describe('commissions', () => {
  it.each([
    [{ listingCommission: 0 }, null],
    [{ listingCommission: 100 }, null],
    [{ listingCommission: '100.01' }, MSG.listingCommissionMax],
    [{ listingCommission: 120 }, MSG.listingCommissionMax],
    [{ listingCommission: -0.5 }, MSG.listingCommissionMin],
    [{ buyerCommission: 100 }, null],
    [{ buyerCommission: 100.5 }, MSG.buyerCommissionMax],
    [{ buyerCommission: -1 }, MSG.buyerCommissionMin],
    [{ listingCommission: '12.34' }, null],
    [{ listingCommission: 5000, listingCommissionType: 2 }, null],
    [{ listingCommission: -1, listingCommissionType: 2 }, MSG.listingCommissionMin],
    [{ buyerCommission: 250, buyerCommissionType: 2 }, null],
    [{ buyerCommission: -3, buyerCommissionType: 2 }, MSG.buyerCommissionMin],
    [{ listingCommission: 3, listingCommissionType: 3 }, MSG.incorrectValue],
  ])('%j', (over, message) => {
    expect(first(ListingPricesSchema, { ...valid, ...over })).toBe(message);
  });
  it('a null type means percent; type 3 clears the buyer commission; empty is null', () => {
    const out = ListingPricesSchema.parse({
      ...valid,
      listingCommission: '',
      buyerCommission: 2.5,
      buyerCommissionType: 3,
    });
    expect(out).toMatchObject({
      listingCommission: null,
      listingCommissionType: 1,
      buyerCommission: null,
      buyerCommissionType: 3,
    });
  });
  it.each([
    [{ maxFinancing: 100 }, null],
    [{ maxFinancing: 100.01 }, MSG.incorrectValue],
    [{ maxFinancing: -1 }, MSG.incorrectValue],
    [{ flipTaxAmount: '0' }, null],
    [{ flipTaxAmount: '101' }, MSG.incorrectValue],
    [{ flipTaxSide: 'Paid By Buyer' }, null],
    [{ flipTaxSide: 'Sometimes' }, 'Invalid option: expected one of "No"|"Paid By Buyer"|"Paid By Seller"'],
  ])('maximum financing and flip tax %j', (over, message) => {
    expect(first(ListingPricesSchema, { ...valid, ...over })).toBe(message);
  });
  it('keeps the flip tax side only in sales region 6', () => {
    expect(pricesForRegion({ flipTaxSide: 'No' }, 6).flipTaxSide).toBe('No');
    expect(pricesForRegion({ flipTaxSide: 'No' }, 1).flipTaxSide).toBeNull();
  });
  it('tax period: Monthly or Annual', () => {
    expect(TAX_PERIOD_OF(true)).toBe('Monthly');
    expect(TAX_PERIOD_OF(false)).toBe('Annual');
  });
});

describe('rental terms', () => {
  it('drops rows with price 0 or missing', () => {
    const out = ListingRentalTermsSchema.parse({
      listingRentalDetails: [
        { rentalPeriodId: 1, price: '$12,000' },
        { rentalPeriodId: 2, price: 0 },
        { rentalPeriodId: 3, price: '' },
        { rentalPeriodId: 4, price: null },
      ],
    });
    expect(out.listingRentalDetails).toEqual([
      { rentalPeriodId: 1, price: 12000, yearInfo: null, description: null },
    ]);
    expect(keptRentalTerms([{ price: 0 }, { price: 1 }])).toEqual([{ price: 1 }]);
  });
  it.each([
    [{ rentalPeriodId: 1, price: 1, yearInfo: '2027' }, null],
    [{ rentalPeriodId: 1, price: 1, yearInfo: '27' }, MSG.yearFourDigits],
    [{ rentalPeriodId: 1, price: '12345678901234' }, MSG.maxLength('Rental Price', 13)],
  ])('term %j', (term, message) => {
    expect(first(ListingRentalTermsSchema, { listingRentalDetails: [term] })).toBe(message);
  });
  it('refuses the same period twice', () => {
    expect(
      first(ListingRentalTermsSchema, {
        listingRentalDetails: [
          { rentalPeriodId: 1, price: 1 },
          { rentalPeriodId: 1, price: 2 },
        ],
      }),
    ).toBe(MSG.rentalPeriodTwice);
  });
  it.each([
    [[], 'Rental', MSG.rentalTermRequired],
    [[{}], 'Rental', null],
    [[], 'Sale', null],
  ])('terms %j for a %s', (terms, type, expected) => {
    expect(rentalTermsIssue(terms, type)).toBe(expected);
  });
  it('a rental whose rows all have price 0 has no term', () => {
    expect(
      first(rentalTermsFormSchema('Rental'), { listingRentalDetails: [{ rentalPeriodId: 1, price: 0 }] }),
    ).toBe(MSG.rentalTermRequired);
  });
});
