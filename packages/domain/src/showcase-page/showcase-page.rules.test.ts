import { describe, expect, it } from 'vitest';
import { LISTING_STATUS } from '../constants';
import { isShowcaseVisible, showcasePrice, showcaseSections, streetAddress } from './showcase-page.rules';

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
