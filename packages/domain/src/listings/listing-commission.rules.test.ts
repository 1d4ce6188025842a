import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import {
  guardSpreadsheetCell,
  ListingCommissionSchema,
  normalizeCommissions,
} from './listing-commission.rules';
import { mergedListingChanges, MergeRequestSchema } from './listing-merge.rules';
import { ListingNoteSchema, VirtualTourSchema, VIRTUAL_TOUR_EXAMPLE } from './listing-extras.schema';
import { ListingAmenitiesSchema } from './listing-features.schema';

const base = {
  listingCommission: 5,
  listingCommissionType: 1,
  buyerCommission: 2.5,
  buyerCommissionType: 1,
} as const;
const firstMessage = (v: unknown) => {
  const r = ListingCommissionSchema.safeParse(v);
  return r.success ? null : r.error.issues[0].message;
};

describe('commission rules (spec/000 section 5.4)', () => {
  it.each<[string, object, string | null]>([
    ['valid percent', {}, null],
    ['listing 100 %', { listingCommission: 100 }, null],
    ['listing over 100 %', { listingCommission: 100.01 }, MSG.listingCommissionMax],
    ['buyer over 100 %', { buyerCommission: 101 }, MSG.buyerCommissionMax],
    ['listing below 0', { listingCommission: -1 }, MSG.listingCommissionMin],
    ['buyer below 0', { buyerCommission: -0.5 }, MSG.buyerCommissionMin],
    ['dollar amount over 100 is fine', { listingCommission: 25000, listingCommissionType: 2 }, null],
    ['dollar amount below 0', { buyerCommission: -5, buyerCommissionType: 2 }, MSG.buyerCommissionMin],
    [
      'null type means percent',
      { listingCommission: 120, listingCommissionType: null },
      MSG.listingCommissionMax,
    ],
    ['not offered ignores the amount', { buyerCommission: 500, buyerCommissionType: 3 }, null],
    ['empty commissions are null', { listingCommission: null, buyerCommission: null }, null],
  ])('%s', (_l, over, message) => {
    expect(firstMessage({ ...base, ...over })).toBe(message);
  });
  it('type 3 is for the buyer only', () => {
    expect(ListingCommissionSchema.safeParse({ ...base, listingCommissionType: 3 }).success).toBe(false);
  });
  it('normalises: null type is percent, type 3 clears the buyer commission', () => {
    expect(
      normalizeCommissions({
        ...base,
        listingCommissionType: null,
        buyerCommission: 3,
        buyerCommissionType: 3,
      }),
    ).toEqual({
      listingCommission: 5,
      listingCommissionType: 1,
      buyerCommission: null,
      buyerCommissionType: 3,
    });
  });
});

describe('spreadsheet formula guard', () => {
  it.each<[unknown, unknown]>([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['12 Main St', '12 Main St'],
    [42.5, 42.5],
    [null, null],
  ])('%j becomes %j', (input, output) => {
    expect(guardSpreadsheetCell(input)).toEqual(output);
  });
});

describe('merge', () => {
  const opts = (o: object) => MergeRequestSchema.parse({ fromListingId: 1, toListingId: 2, ...o });
  const from = {
    mlsNumber: 'M1',
    tridentDealNumber: 'T1',
    title: 'From',
    year: 1920,
    imageCount: 4,
    hasLowResImages: true,
    virtualTourUrl: 'https://a',
  };
  const to = {
    mlsNumber: 'M2',
    tridentDealNumber: null,
    title: 'To',
    year: 2001,
    imageCount: 6,
    hasLowResImages: false,
    virtualTourUrl: null,
  };
  it('refuses merging a listing into itself', () => {
    expect(MergeRequestSchema.safeParse({ fromListingId: 3, toListingId: 3 }).error?.issues[0].message).toBe(
      MSG.mergeSameListing,
    );
  });
  it('carries only the included groups', () => {
    expect(mergedListingChanges(from, to, opts({ includeMlsId: true }))).toEqual({ mlsNumber: 'M1' });
    expect(
      mergedListingChanges(from, to, opts({ includeTridentId: true, includeListingFeatures: true })),
    ).toEqual({
      tridentDealNumber: 'T1',
      year: 1920,
    });
    expect(mergedListingChanges(from, to, opts({}))).toEqual({});
  });
  it('media adds image counts and fills a missing tour', () => {
    expect(mergedListingChanges(from, to, opts({ includeMedia: true }))).toEqual({
      imageCount: 10,
      hasLowResImages: true,
      virtualTourUrl: 'https://a',
    });
  });
});

describe('virtual tour, notes and amenities', () => {
  it.each([
    ['https://tour.example/1', true],
    ['http://tour.example/1', false],
    ['tour.example', false],
    ['', true],
  ])('tour url %j accepted: %s', (url, ok) => {
    const r = VirtualTourSchema.safeParse({ virtualTourUrl: url, virtualTour3dUrl: null });
    expect(r.success).toBe(ok);
    if (!ok) expect(r.error?.issues[0].message).toBe(MSG.virtualTourHttps(VIRTUAL_TOUR_EXAMPLE));
  });
  it('counts the note limit on text, not markup', () => {
    expect(ListingNoteSchema.safeParse({ note: `<b>${'a'.repeat(3000)}</b>` }).success).toBe(true);
    expect(ListingNoteSchema.safeParse({ note: 'a'.repeat(3001) }).error?.issues[0].message).toBe(
      MSG.noteMax,
    );
    expect(ListingNoteSchema.safeParse({ note: '<p> </p>' }).error?.issues[0].message).toBe(MSG.noteRequired);
  });
  it('selects an amenity when it has text; text at most 100', () => {
    const r = ListingAmenitiesSchema.parse({ amenities: [{ amenityId: 1, selected: false, text: 'Oak' }] });
    expect(r.amenities[0]).toEqual({ amenityId: 1, selected: true, text: 'Oak' });
    expect(
      ListingAmenitiesSchema.safeParse({
        amenities: [{ amenityId: 1, selected: true, text: 'x'.repeat(101) }],
      }).error?.issues[0].message,
    ).toBe(MSG.amenityTextMax);
  });
});
