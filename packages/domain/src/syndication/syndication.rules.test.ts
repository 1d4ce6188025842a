import { describe, expect, it } from 'vitest';
import { validateListing, type ListingCompletenessFacts } from '../listings/listing-validation.rules';
import { COMPLETE_LISTING_FACTS } from '../listings/listing-validation.fixture';
import { SaveListingSyndicationSchema } from './syndication.schema';
import {
  checkConsumerRequirements,
  chooseAll,
  chooseConsumer,
  chooseSendOnly,
  isAllSelected,
  isSendOnlyCombined,
  requirementSummary,
  selectionMode,
  type ConsumerRequirement,
  type SyndicationSelection,
} from './syndication.rules';

const TODAY = '2026-11-25';
// the completeness fixture, with a price over every consumer's floor and no video, site or ad copy
const complete: ListingCompletenessFacts = {
  ...COMPLETE_LISTING_FACTS,
  initialPrice: 2_000_000,
  currentPrice: 1_950_000,
  videoCount: null,
  showcase: null,
  adCopyLength: null,
};

const sel = (selectedIds: number[], sendToSirOnly = false): SyndicationSelection => ({
  sendToSirOnly,
  selectedIds,
});
const SELECTABLE = [1, 2, 3];

describe('selection: all, single consumers and send-only exclude each other', () => {
  it.each([
    ['nothing', sel([]), 'none'],
    ['one consumer', sel([2]), 'some'],
    ['every selectable consumer', sel([3, 1, 2]), 'all'],
    ['every selectable plus a blocked one still selected', sel([1, 2, 3, 9]), 'all'],
    ['send-only', sel([], true), 'sendOnly'],
  ] as const)('%s reads as %s', (_name, s, mode) => {
    expect(selectionMode(s, SELECTABLE)).toBe(mode);
  });

  it.each([
    [[1, 2, 3], [1, 2, 3], true],
    [[1, 2], [1, 2, 3], false],
    [[], [], false],
    [[4], [], false],
  ])('isAllSelected(%j of %j) is %s', (selected, selectable, all) => {
    expect(isAllSelected(selected, selectable)).toBe(all);
  });

  it.each<[string, SyndicationSelection, SyndicationSelection]>([
    [
      'All on from send-only selects every selectable consumer',
      chooseAll(sel([], true), SELECTABLE, true),
      sel([1, 2, 3]),
    ],
    [
      'All on keeps a blocked consumer still selected',
      chooseAll(sel([9]), SELECTABLE, true),
      sel([9, 1, 2, 3]),
    ],
    ['All off clears the selectable ones', chooseAll(sel([1, 2, 3, 9]), SELECTABLE, false), sel([9])],
    ['a consumer on clears send-only', chooseConsumer(sel([], true), 2, true), sel([2])],
    ['a consumer on adds it to the others', chooseConsumer(sel([1]), 2, true), sel([1, 2])],
    ['a consumer off removes it (and so All)', chooseConsumer(sel([1, 2, 3]), 2, false), sel([1, 3])],
    ['send-only on clears every consumer', chooseSendOnly(sel([1, 2, 3]), true), sel([], true)],
    ['send-only off leaves nothing selected', chooseSendOnly(sel([], true), false), sel([])],
  ])('%s', (_name, got, want) => {
    expect(got).toEqual(want);
  });

  it('the last consumer ticked makes All true', () => {
    expect(selectionMode(chooseConsumer(sel([1, 2]), 3, true), SELECTABLE)).toBe('all');
  });

  it.each([
    [true, [{ status: true }], true],
    [true, [{ status: false }], false],
    [false, [{ status: true }], false],
    [true, [], false],
  ])('send-only %s with %j is combined: %s', (sendOnly, infos, combined) => {
    expect(isSendOnlyCombined(sendOnly, infos)).toBe(combined);
  });
});

describe('consumer requirements over the completeness rules', () => {
  const check = (requirements: ConsumerRequirement[], over: Partial<ListingCompletenessFacts> = {}) => {
    const facts = { ...complete, ...over };
    return checkConsumerRequirements(requirements, facts, validateListing(facts, TODAY));
  };
  const portal: ConsumerRequirement[] = [
    { kind: 'noFlag', flag: 'invalidAddress' },
    { kind: 'minPhotos', count: 5 },
    { kind: 'noFlag', flag: 'notPublished' },
    { kind: 'noFlag', flag: 'missingMlsNumber' },
    { kind: 'notPrivate' },
  ];

  it('a complete listing meets a portal’s requirements', () => {
    const c = check(portal);
    expect(c).toEqual({ meetsRequirements: true, unmet: [] });
    expect(requirementSummary(c)).toBe('Meets requirements');
  });

  it.each<[string, Partial<ListingCompletenessFacts>, ConsumerRequirement[], string[], Array<string | null>]>(
    [
      [
        'zip of 4 digits',
        { zip: '3313' },
        portal,
        ['a valid address (street and 5-digit zip)'],
        ['ListingDetails'],
      ],
      [
        'no street',
        { address1: null },
        portal,
        ['a valid address (street and 5-digit zip)'],
        ['ListingDetails'],
      ],
      ['4 photos of 5', { imageCount: 4 }, portal, ['at least 5 photos (has 4)'], ['Photos']],
      ['5 photos of 5', { imageCount: 5 }, portal, [], []],
      ['not published', { publish: false }, portal, ['the listing published'], ['ListingDetails']],
      ['no MLS number', { mlsNumber: ' ' }, portal, ['an MLS number'], ['ListingDetails']],
      ['private', { listingStatusId: 11 }, portal, ['a listing that is not private'], ['ListingDetails']],
      [
        'a sale for a rentals site',
        {},
        [{ kind: 'listingType', listingType: 'Rental' }],
        ['a rental listing'],
        [null],
      ],
      [
        'a rental for a rentals site',
        { listingType: 'Rental', rentalTerms: 1 },
        [{ kind: 'listingType', listingType: 'Rental' }],
        [],
        [],
      ],
      [
        'sold, for an on-market site',
        { listingStatusId: 4, closedDate: '2026-11-01', contractDate: '2026-10-15', lastAskingPrice: 1 },
        [{ kind: 'onMarket' }],
        ['an active, pending or coming soon status'],
        ['ListingDetails'],
      ],
      ['coming soon, for an on-market site', { listingStatusId: 7 }, [{ kind: 'onMarket' }], [], []],
      [
        '$999,999 for a $1M site',
        { currentPrice: 999_999 },
        [{ kind: 'minPrice', amount: 1_000_000 }],
        ['a price of at least $1,000,000'],
        ['Prices'],
      ],
      ['$1M for a $1M site', { currentPrice: 1_000_000 }, [{ kind: 'minPrice', amount: 1_000_000 }], [], []],
      [
        'a rental at $6,000 a month for a $1M site',
        { listingType: 'Rental', rentalTerms: 1, currentPrice: 6_000 },
        [{ kind: 'minPrice', amount: 1_000_000 }],
        [],
        [],
      ],
      [
        'price hidden',
        { priceUponRequest: true },
        [{ kind: 'noFlag', flag: 'priceHidden' }],
        ['the price shown (not upon request)'],
        ['Prices'],
      ],
      [
        'no virtual tour',
        { virtualTourUrl: null },
        [{ kind: 'noFlag', flag: 'noVirtualTour' }],
        ['a virtual tour'],
        ['VirtualTour'],
      ],
      [
        'missing title and property type',
        { title: null, propertyTypeId: null },
        [{ kind: 'noFlag', flag: 'requiredDataMissing' }],
        ['complete listing data (listing title, property type)'],
        ['ListingDetails'],
      ],
    ],
  )('%s', (_name, over, requirements, texts, sections) => {
    const c = check(requirements, over);
    expect(c.unmet.map((u) => u.text)).toEqual(texts);
    expect(c.unmet.map((u) => u.section)).toEqual(sections);
    expect(c.meetsRequirements).toBe(texts.length === 0);
  });

  it('lists every unmet requirement in the consumer’s order', () => {
    const c = check(portal, { zip: null, imageCount: 2, publish: false });
    expect(requirementSummary(c)).toBe(
      'Missing: a valid address (street and 5-digit zip), at least 5 photos (has 2), the listing published',
    );
  });
});

describe('the save payload', () => {
  const body = { listingId: 1, listingNumber: 'F1', sendToSirOnly: false, dataConsumerInfos: [] };
  it.each([
    ['no consumer', body, true],
    [
      'two consumers',
      {
        ...body,
        dataConsumerInfos: [
          { dataConsumerId: 1, status: true },
          { dataConsumerId: 2, status: false },
        ],
      },
      true,
    ],
    [
      'a consumer twice',
      {
        ...body,
        dataConsumerInfos: [
          { dataConsumerId: 1, status: true },
          { dataConsumerId: 1, status: false },
        ],
      },
      false,
    ],
    [
      'a status that is not a boolean',
      { ...body, dataConsumerInfos: [{ dataConsumerId: 1, status: 'yes' }] },
      false,
    ],
    ['a consumer id of 0', { ...body, dataConsumerInfos: [{ dataConsumerId: 0, status: true }] }, false],
  ])('%s: accepted %s', (_name, value, ok) => {
    expect(SaveListingSyndicationSchema.safeParse(value).success).toBe(ok);
  });
});
