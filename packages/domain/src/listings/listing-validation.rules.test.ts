import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import {
  LISTING_FLAGS,
  missingRequiredFields,
  validateListing,
  type ListingCompletenessFacts,
} from './listing-validation.rules';
import { COMPLETE_LISTING_FACTS } from './listing-validation.fixture';

const TODAY = '2026-11-21';
const complete = COMPLETE_LISTING_FACTS;
const keys = (f: Partial<ListingCompletenessFacts>) =>
  validateListing({ ...complete, ...f }, TODAY).warnings.map((w) => w.key);

describe('listing flags 1 to 18', () => {
  it('has 18 distinct ids, 1 to 18', () => {
    expect(LISTING_FLAGS.map((f) => f.id)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
  });
  it('a complete listing raises no warning and is valid', () => {
    const v = validateListing(complete, TODAY);
    expect(v.warnings).toEqual([]);
    expect(v.isValid).toBe(true);
    expect(v.flags).toEqual([]);
  });
  it.each<[string, Partial<ListingCompletenessFacts>, number]>([
    ['photosTooSmall', { hasLowResImages: true }, 1],
    ['expiringSoon', { expirationDate: '2026-12-10' }, 2],
    ['invalidAddress', { zip: '3313' }, 3],
    ['mlsImportSuppressed', { suppressMlsImport: true }, 4],
    [
      'notSelectSale',
      { listingStatusId: 4, lastAskingPrice: 1, contractDate: '2026-10-02', closedDate: '2026-11-01' },
      5,
    ],
    ['addressHidden', { showAddress: false }, 6],
    ['notPublished', { publish: false }, 7],
    ['showcasePrivateOrUnpublished', { showcase: { exists: true, isPrivate: true, publish: true } }, 8],
    ['fewerThan10Images', { imageCount: 9 }, 9],
    ['noVideo', { videoCount: 0 }, 10],
    ['noVirtualTour', { virtualTourUrl: null }, 11],
    ['missingMlsNumber', { mlsNumber: ' ' }, 12],
    ['noShowcaseSite', { showcase: null }, 13],
    ['priceHidden', { priceUponRequest: true }, 14],
    ['over100Images', { imageCount: 101 }, 15],
    ['adCopyOver4000', { adCopyLength: 4001 }, 16],
    ['missingBuyerCommission', { buyerCommission: null }, 17],
    ['requiredDataMissing', { title: null }, 18],
  ])('%s raises flag %i', (key, facts, id) => {
    const v = validateListing({ ...complete, ...facts }, TODAY);
    expect(v.warnings.map((w) => w.key)).toContain(key);
    expect(v.flags).toContain(id);
  });
  it.each<[string, Partial<ListingCompletenessFacts>]>([
    ['expiring after one month', { expirationDate: '2026-12-22' }],
    ['expired already', { expirationDate: '2026-11-20' }],
    ['10 images exactly', { imageCount: 10 }],
    ['100 images exactly', { imageCount: 100 }],
    ['ad copy of 4000', { adCopyLength: 4000 }],
    ['buyer commission not offered', { buyerCommission: null, buyerCommissionType: 3 }],
    ['a 3D tour only', { virtualTourUrl: null, virtualTour3dUrl: 'https://3d.example' }],
  ])('%s raises no warning', (_l, facts) => {
    expect(keys(facts)).toEqual([]);
  });
  it('unknown videos and showcase count as none', () => {
    expect(keys({ videoCount: null, showcase: null })).toEqual(['noVideo', 'noShowcaseSite']);
  });
  it('links each warning to the section that fixes it', () => {
    const v = validateListing({ ...complete, imageCount: 3, virtualTourUrl: null }, TODAY);
    expect(v.warnings.map((w) => [w.key, w.section])).toEqual([
      ['fewerThan10Images', 'Photos'],
      ['noVirtualTour', 'VirtualTour'],
    ]);
  });
});

describe('required-field catalogue', () => {
  const missing = (f: Partial<ListingCompletenessFacts>) =>
    missingRequiredFields({ ...complete, ...f }).map((m) => m.key);
  it.each<[string, Partial<ListingCompletenessFacts>, string[]]>([
    ['title', { title: '' }, ['title']],
    ['prices', { currentPrice: null, initialPrice: null }, ['currentPrice', 'initialPrice']],
    [
      'sold needs last asking price, agreement and closed date',
      { listingStatusId: 4, hasSelectSale: true },
      ['lastAskingPrice', 'agreementDate', 'closedDate'],
    ],
    ['pending needs the agreement date', { listingStatusId: 3 }, ['agreementDate']],
    ['a rental needs one term', { listingType: 'Rental' }, ['rentalTerm']],
    ['an empty ad copy', { adCopyLength: 0 }, ['adCopy']],
    ['list side without agents', { listSideAgents: 0 }, ['agentInfo']],
    ['both sides need both', { dealTypeId: 2, saleSideAgents: 0 }, ['agentInfo']],
    ['dates', { listingDate: null, expirationDate: null }, ['expirationDate', 'listDate']],
    ['address', { city: null }, ['address']],
    ['property type', { propertyTypeId: null }, ['propertyType']],
    ['photo', { imageCount: 0 }, ['photo']],
  ])('%s', (_l, facts, expected) => {
    expect(missing(facts)).toEqual(expected);
  });
  it('OB List/Our Sale with prior broker sale needs no list or expiration date', () => {
    expect(
      missing({
        dealTypeId: 3,
        priorBrokerSale: true,
        listingDate: null,
        expirationDate: null,
        listSideAgents: 0,
        saleSideAgents: 1,
      }),
    ).toEqual([]);
  });
  it('a missing sale-side agent points to the sell agent section', () => {
    const [m] = missingRequiredFields({ ...complete, dealTypeId: 3, listSideAgents: 0, saleSideAgents: 0 });
    expect(m.section).toBe('SellAgent');
  });
  it('the required-data warning lists the missing fields in the catalogue sentence', () => {
    const v = validateListing({ ...complete, title: null, propertyTypeId: null }, TODAY);
    expect(v.isValid).toBe(false);
    expect(v.warnings.find((w) => w.flagId === 18)?.message).toBe(
      MSG.required(['Listing title', 'Property type']),
    );
  });
});
