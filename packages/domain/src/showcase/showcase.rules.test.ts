import { describe, expect, it } from 'vitest';
import {
  canRedeemDomain,
  canRenewDomain,
  domainProblem,
  domainStatusDisplay,
  domainWindows,
  isShowcaseEligible,
  oneYearAfter,
  renumberCustomTabs,
  showcaseAfterAddressHidden,
  showcaseDisplayOptions,
  showcaseHeadline,
} from './showcase.rules';

describe('domainProblem', () => {
  it.each([
    ['smith-house.com', null],
    ['https://www.Smith-House.online/', null],
    ['a.b.us', null],
    ['smith.io', 'invalid'],
    ['smith', 'invalid'],
    ['-smith.com', 'invalid'],
    ['smith house.com', 'invalid'],
    ['', 'invalid'],
    ['meridianhomes.com', 'brand'],
    ['MyMeridian.net', 'brand'],
  ])('%s → %s', (domain, problem) => expect(domainProblem(domain, 'Meridian')).toBe(problem));
});

describe('domainStatusDisplay and the actions offered', () => {
  const w = domainWindows(new Date('2027-01-01T00:00:00Z'));
  const d = { status: 1, ...w, isRenewable: true, isRedeemable: true };
  const day = (iso: string) => new Date(iso);
  it.each([
    ['2026-12-31T23:59:59Z', 'ACTIVE', true, false],
    ['2027-01-01T00:00:00Z', 'EXPIRED - RENEWABLE', true, false],
    ['2027-01-19T23:59:59Z', 'EXPIRED - RENEWABLE', true, false],
    ['2027-01-20T00:00:00Z', 'EXPIRED - REDEEMABLE', false, true],
    ['2027-01-30T23:59:59Z', 'EXPIRED - REDEEMABLE', false, true],
    ['2027-01-31T00:00:00Z', 'INACTIVE', false, false],
  ])('at %s: %s (renew %s, redeem %s)', (now, shown, renew, redeem) => {
    expect(domainStatusDisplay(d, day(now))).toBe(shown);
    expect(canRenewDomain(d, day(now))).toBe(renew);
    expect(canRedeemDomain(d, day(now))).toBe(redeem);
  });
  it('pending shows as is and is not renewable', () => {
    const p = { ...d, status: 0 };
    expect(domainStatusDisplay(p, day('2027-01-05T00:00:00Z'))).toBe('PENDING');
    expect(canRenewDomain(p, day('2026-06-01T00:00:00Z'))).toBe(false);
  });
  it('without renewal allowed the renew window shows the fourth status', () => {
    expect(domainStatusDisplay({ ...d, isRenewable: false }, day('2027-01-05T00:00:00Z'))).toBe('INACTIVE');
    expect(canRenewDomain({ ...d, alreadyOwned: true }, day('2026-06-01T00:00:00Z'))).toBe(false);
  });
  it('a year after', () =>
    expect(oneYearAfter(new Date('2026-11-25T10:00:00Z')).toISOString()).toBe('2027-11-25T10:00:00.000Z'));
});

describe('site rules', () => {
  it.each([
    [null, 0, 3],
    [null, 2, 2],
    [1, 2, 1],
    [3, 0, 3],
  ])('displayOptions %s with %i tabs → %i', (current, tabs, expected) =>
    expect(showcaseDisplayOptions(current, tabs)).toBe(expected),
  );

  const listing = { address1: '12 Elm St', city: 'Austin', state: 'TX', showAddress: true };
  it.each([
    ['My home', listing, 'My home'],
    ['  ', listing, '12 Elm St'],
    [null, { ...listing, showAddress: false }, 'Austin, TX'],
    [null, { ...listing, address1: null }, 'Austin, TX'],
  ])('headline %s', (headline, l, expected) => expect(showcaseHeadline(headline, l)).toBe(expected));

  it('hiding the address of a published site', () => {
    expect(showcaseAfterAddressHidden({ publish: true, headerOptions: 1 })).toEqual({
      status: 2,
      headerOptions: 2,
    });
    expect(showcaseAfterAddressHidden({ publish: true, headerOptions: 3 })).toEqual({
      status: 2,
      headerOptions: 3,
    });
    expect(showcaseAfterAddressHidden({ publish: false, headerOptions: 1 })).toBeNull();
  });

  const sale = { listingType: 'Sale', listingStatusId: 1, address1: '1 Main', city: 'Austin' };
  it.each([
    [sale, true],
    [{ ...sale, listingStatusId: 7 }, true],
    [{ ...sale, listingStatusId: 4 }, false],
    [{ ...sale, listingType: 'Rental' }, false],
    [{ ...sale, address1: ' ' }, false],
  ])('eligible %o → %s', (l, ok) => expect(isShowcaseEligible(l)).toBe(ok));

  it('renumbers custom tabs from 1', () => {
    expect(
      renumberCustomTabs([
        { title: 'B', body: '' },
        { title: 'A', body: '' },
      ]).map((t) => [t.title, t.orderNo]),
    ).toEqual([
      ['B', 1],
      ['A', 2],
    ]);
  });
});
