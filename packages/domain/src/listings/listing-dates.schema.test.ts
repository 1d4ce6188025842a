import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LISTING_STATUS as S } from '../constants';
import { MSG } from '../messages';
import { ListingDatesSchema, listingDatesFormSchema, listingDatesIssues } from './listing-dates.schema';

const messages = <T extends z.ZodType>(schema: T, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};
const base = { listingDate: '01/05/2026', expirationDate: '2026-07-05' };

describe('date pairs (spec/000 section 4.2)', () => {
  it.each([
    [{ ...base }, []],
    [{ ...base, canceledDate: '2/1/2026', contractDate: '1/20/2026' }, [MSG.cancelDateWithContractOrClosed]],
    [
      { ...base, canceledDate: '2/1/2026', closedDate: '1/20/2026' },
      [MSG.cancelDateWithContractOrClosed, MSG.closedDateWithoutContract],
    ],
    [{ ...base, closedDate: '3/1/2026' }, [MSG.closedDateWithoutContract]],
    [{ ...base, contractDate: '2/1/2026', closedDate: '3/1/2026' }, []],
    [{ ...base, canceledDate: '2/1/2026' }, []],
    [{ ...base, listingDate: '2/30/2026' }, [MSG.invalidDate('Listing date')]],
  ])('%j', (dates, expected) => {
    expect(messages(ListingDatesSchema, dates)).toEqual(expected);
  });
  it('stores ISO days', () => {
    expect(ListingDatesSchema.parse(base)).toMatchObject({
      listingDate: '2026-01-05',
      expirationDate: '2026-07-05',
      contractDate: null,
    });
  });
});

describe('dates of a listing (spec/000 section 5.3)', () => {
  const ctx = (
    over: Partial<{ listingStatusId: number; dealTypeId: number; priorBrokerSale: boolean }> = {},
  ) => ({
    listingStatusId: S.draft,
    dealTypeId: 1,
    priorBrokerSale: false,
    ...over,
  });
  const none = ListingDatesSchema.parse({});
  it.each([
    [ctx(), [MSG.listingDateRequired, MSG.expirationDateRequired]],
    [ctx({ dealTypeId: 3 }), [MSG.listingDateRequired, MSG.expirationDateRequired]],
    [ctx({ dealTypeId: 2, priorBrokerSale: true }), [MSG.listingDateRequired, MSG.expirationDateRequired]],
    [ctx({ dealTypeId: 3, priorBrokerSale: true }), []],
    [
      ctx({ dealTypeId: 3, priorBrokerSale: true, listingStatusId: S.comingSoon }),
      [MSG.projectedDateRequired],
    ],
    [
      ctx({ dealTypeId: 3, priorBrokerSale: true, listingStatusId: S.pending }),
      [MSG.pendingWithoutContractDate],
    ],
    [ctx({ dealTypeId: 3, priorBrokerSale: true, listingStatusId: S.sold }), [MSG.soldWithoutClosedDate]],
  ])('empty dates with %j', (c, expected) => {
    expect(listingDatesIssues(none, c).map((i) => i.message)).toEqual(expected);
  });
  it('a pending or sold listing cannot take a cancelled date', () => {
    const d = ListingDatesSchema.parse({ ...base, canceledDate: '2026-02-01' });
    expect(listingDatesIssues(d, ctx({ listingStatusId: S.pending })).map((i) => i.message)).toEqual([
      MSG.pendingWithCancelledDate,
      MSG.pendingWithoutContractDate,
    ]);
    expect(listingDatesIssues(d, ctx({ listingStatusId: S.sold })).map((i) => i.message)).toEqual([
      MSG.soldWithCancelledDate,
      MSG.soldWithoutClosedDate,
    ]);
  });
  it('the form schema joins both', () => {
    const schema = listingDatesFormSchema(ctx({ listingStatusId: S.comingSoon }));
    expect(messages(schema, base)).toEqual([MSG.projectedDateRequired]);
    expect(messages(schema, { ...base, projectedListDate: '4/1/26' })).toEqual([]);
  });
});
