import { describe, expect, it } from 'vitest';
import { LISTING_STATUS } from '../constants';
import {
  isShowcaseVisible,
  showcaseHeadline,
  showcasePrice,
  showcaseSections,
  streetAddress,
} from './showcase-page.rules';

describe('showcaseHeadline', () => {
  const base = { address: '1 Main St', city: 'Sag Harbor', state: 'NY' };
  it.each([
    ['its own headline', { headline: 'Waterfront', showAddress: true }, 'Waterfront'],
    ['its own headline, address hidden', { headline: ' Waterfront ', showAddress: false }, 'Waterfront'],
    ['empty: the address', { headline: '', showAddress: true }, '1 Main St'],
    ['blank: the address', { headline: '   ', showAddress: true }, '1 Main St'],
    ['null: the address', { headline: null, showAddress: true }, '1 Main St'],
    ['empty, address hidden: city, state', { headline: '', showAddress: false }, 'Sag Harbor, NY'],
  ] as const)('%s', (_name, over, expected) => {
    expect(showcaseHeadline({ ...base, ...over })).toBe(expected);
  });
  it('address shown but missing: city, state', () => {
    expect(showcaseHeadline({ ...base, address: null, headline: null, showAddress: true })).toBe(
      'Sag Harbor, NY',
    );
  });
  it('only the city known', () => {
    expect(
      showcaseHeadline({ headline: null, showAddress: false, address: null, city: 'Hudson', state: null }),
    ).toBe('Hudson');
  });
});

describe('streetAddress', () => {
  it.each([
    ['1 Main St', '4B', '1 Main St, 4B'],
    ['1 Main St', null, '1 Main St'],
    [null, null, null],
    ['  ', '', null],
  ] as const)('%j + %j → %j', (a1, a2, expected) => expect(streetAddress(a1, a2)).toBe(expected));
});

describe('isShowcaseVisible', () => {
  it.each([
    [true, LISTING_STATUS.active, true],
    [true, LISTING_STATUS.sold, true],
    [false, LISTING_STATUS.active, false],
    [true, LISTING_STATUS.private, false],
    [false, LISTING_STATUS.private, false],
  ] as const)('publish %s, status %s → %s', (publish, listingStatusId, expected) =>
    expect(isShowcaseVisible({ publish, listingStatusId })).toBe(expected),
  );
});

describe('showcaseSections', () => {
  it.each([
    [1, 0, { features: true, customTabs: false }],
    [1, 2, { features: true, customTabs: true }],
    [2, 2, { features: false, customTabs: true }],
    [2, 0, { features: false, customTabs: false }],
    [3, 2, { features: false, customTabs: false }],
  ] as const)('option %s with %s tabs', (option, tabs, expected) =>
    expect(showcaseSections(option, tabs)).toEqual(expected),
  );
});

describe('showcasePrice', () => {
  it.each([
    [true, false, 2_500_000, 2_500_000],
    [false, false, 2_500_000, null],
    [true, true, 2_500_000, null],
    [true, false, null, null],
    [true, false, 0, null],
  ] as const)('show %s, upon request %s, %s → %s', (showPrice, priceUponRequest, price, expected) =>
    expect(showcasePrice({ showPrice, priceUponRequest, price })).toBe(expected),
  );
});
