import { describe, expect, it } from 'vitest';
import {
  canRedeemDomain,
  canRenewDomain,
  domainProblem,
  domainStatusDisplay,
  domainSweepAction,
  domainWindows,
  isDomainLapsed,
  isShowcaseEligible,
  oneYearAfter,
  renumberCustomTabs,
  showcaseAfterAddressHidden,
  showcaseAfterShowAddressChange,
  showcaseDisplayOptions,
  showcaseHeaderText,
  showcaseHeadline,
  showcaseTitleText,
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
    ['meri-dian.com', 'brand'],
    ['homes.meridian.us', 'brand'],
    ['meridia.com', null],
  ])('%s → %s', (domain, problem) => expect(domainProblem(domain, 'Meridian')).toBe(problem));
  it.each([
    ['harbor-realty.com', 'Harbor Realty', 'brand'],
    ['harbor.com', 'Harbor Realty', null],
    ['smith.com', '', null],
  ])('%s with the brand %j → %s', (domain, brand, problem) =>
    expect(domainProblem(domain, brand)).toBe(problem),
  );
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
  it('without redemption allowed the redeem window shows the fourth status and offers no Redeem', () => {
    const n = { ...d, isRedeemable: false };
    expect(domainStatusDisplay(n, day('2027-01-25T00:00:00Z'))).toBe('INACTIVE');
    expect(canRedeemDomain(n, day('2027-01-25T00:00:00Z'))).toBe(false);
  });
  it('a site already owned is never offered Renew, in or before its window', () => {
    const owned = { ...d, alreadyOwned: true };
    expect(canRenewDomain(owned, day('2027-01-05T00:00:00Z'))).toBe(false);
    expect(canRedeemDomain(owned, day('2027-01-25T00:00:00Z'))).toBe(true);
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

  const brand = 'Meridian';
  it.each([
    ['address', { headerOptions: 1, customHeader: 'x' }, listing, '12 Elm St'],
    [
      'address hidden',
      { headerOptions: 1, customHeader: null },
      { ...listing, showAddress: false },
      'Austin, TX',
    ],
    [
      'address unknown',
      { headerOptions: 1, customHeader: null },
      { ...listing, address1: null, city: null, state: null },
      brand,
    ],
    ['other', { headerOptions: 2, customHeader: 'x' }, listing, brand],
    [
      'custom header',
      { headerOptions: 3, customHeader: ' Open house Sunday ' },
      listing,
      'Open house Sunday',
    ],
    ['custom header left empty', { headerOptions: 3, customHeader: '  ' }, listing, brand],
  ])('header bar: %s → %s', (_name, site, l, expected) =>
    expect(showcaseHeaderText(site, l, brand)).toBe(expected),
  );

  const titled = { ...listing, title: 'The Elm House' };
  it.each([
    ['address', { titleOption: 1, customTitle: 'x' }, titled, '12 Elm St | Meridian'],
    [
      'address hidden',
      { titleOption: 1, customTitle: null },
      { ...titled, showAddress: false },
      'Austin, TX | Meridian',
    ],
    ['title', { titleOption: 2, customTitle: 'x' }, titled, 'The Elm House | Meridian'],
    [
      'title left empty',
      { titleOption: 2, customTitle: null },
      { ...titled, title: ' ' },
      '12 Elm St | Meridian',
    ],
    ['custom text', { titleOption: 3, customTitle: 'Elm at sunset' }, titled, 'Elm at sunset | Meridian'],
    ['custom text left empty', { titleOption: 3, customTitle: null }, titled, '12 Elm St | Meridian'],
    ['none', { titleOption: 4, customTitle: 'x' }, titled, brand],
    [
      'nothing known',
      { titleOption: 1, customTitle: null },
      { ...titled, address1: null, city: null, state: null },
      brand,
    ],
  ])('title: %s → %s', (_name, site, l, expected) =>
    expect(showcaseTitleText(site, l, brand)).toBe(expected),
  );

  it.each([
    [
      { publish: true, headerOptions: 1 },
      { status: 2, headerOptions: 2 },
    ],
    [
      { publish: true, headerOptions: 2 },
      { status: 2, headerOptions: 2 },
    ],
    [
      { publish: true, headerOptions: 3 },
      { status: 2, headerOptions: 3 },
    ],
    [{ publish: false, headerOptions: 1 }, null],
    [{ publish: false, headerOptions: 3 }, null],
  ])('hiding the address of site %o → %o', (site, expected) =>
    expect(showcaseAfterAddressHidden(site)).toEqual(expected),
  );

  const site = { publish: true, headerOptions: 1, status: 1 };
  it.each([
    ['unchecked, published, address headline', true, false, site, { status: 2, headerOptions: 2 }],
    [
      'unchecked, published, custom header',
      true,
      false,
      { ...site, headerOptions: 3 },
      { status: 2, headerOptions: 3 },
    ],
    [
      'unchecked, published, already status 2 and other',
      true,
      false,
      { ...site, status: 2, headerOptions: 2 },
      null,
    ],
    ['unchecked, not published', true, false, { ...site, publish: false }, null],
    ['checked', false, true, site, null],
    ['stays checked', true, true, site, null],
    ['stays unchecked', false, false, site, null],
  ])('Show Address %s → %o', (_name, from, to, s, expected) =>
    expect(showcaseAfterShowAddressChange(from, to, s)).toEqual(expected),
  );

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

describe('the daily domain sweep', () => {
  const DAY = 86_400_000;
  const exp = new Date('2027-01-01T00:00:00Z');
  const w = domainWindows(exp);
  const at = (ms: number) => new Date(exp.getTime() + ms);
  const active = { status: 1, ...w, expiryWarnedFor: null };
  it.each([
    ['exp-31d', active, -31 * DAY, null],
    ['exp-30d-1ms', active, -30 * DAY - 1, null],
    ['exp-30d', active, -30 * DAY, 'warn'],
    ['exp-1ms', active, -1, 'warn'],
    [
      'exp-30d, already warned for this expiration',
      { ...active, expiryWarnedFor: w.expirationDate },
      -30 * DAY,
      null,
    ],
    [
      'exp-1d, warned for an earlier expiration',
      { ...active, expiryWarnedFor: '2026-01-01T00:00:00.000Z' },
      -DAY,
      'warn',
    ],
    ['exp', active, 0, 'expire'],
    ['exp+19d', active, 19 * DAY, 'expire'],
    ['exp+30d-1ms', active, 30 * DAY - 1, 'expire'],
    ['exp+30d', active, 30 * DAY, 'deactivate'],
    ['exp+31d', active, 31 * DAY, 'deactivate'],
    ['expired at exp+1d', { ...active, status: 2 }, DAY, null],
    ['expired at exp+19d+1ms', { ...active, status: 2 }, 19 * DAY + 1, null],
    ['expired at exp+30d-1ms', { ...active, status: 2 }, 30 * DAY - 1, null],
    ['expired at exp+30d', { ...active, status: 2 }, 30 * DAY, 'deactivate'],
    ['expired before its expiration is not warned', { ...active, status: 2 }, -DAY, null],
    ['inactive', { ...active, status: 3 }, 31 * DAY, null],
    ['pending', { ...active, status: 0 }, -DAY, null],
    ['pending past the redeem deadline', { ...active, status: 0 }, 31 * DAY, null],
    ['no expiration', { ...active, expirationDate: null }, 0, null],
  ] as const)('%s → %s', (_name, domain, offset, expected) =>
    expect(domainSweepAction(domain, at(offset))).toBe(expected),
  );

  it.each([
    [1, -1, false],
    [1, 0, true],
    [2, 19 * DAY, true],
    [3, -DAY, true],
    [0, DAY, false],
  ])('status %i at exp%+i ms lapsed: %s', (status, offset, lapsed) =>
    expect(isDomainLapsed({ status, expirationDate: w.expirationDate }, at(offset))).toBe(lapsed),
  );

  it('the statuses the sweep sets display in their windows', () => {
    const facts = { ...w, isRenewable: true, isRedeemable: true };
    expect(domainStatusDisplay({ ...facts, status: 2 }, at(DAY))).toBe('EXPIRED - RENEWABLE');
    expect(domainStatusDisplay({ ...facts, status: 2 }, at(20 * DAY))).toBe('EXPIRED - REDEEMABLE');
    expect(domainStatusDisplay({ ...facts, status: 3 }, at(30 * DAY))).toBe('INACTIVE');
    expect(canRenewDomain({ ...facts, status: 2 }, at(DAY))).toBe(true);
    expect(canRedeemDomain({ ...facts, status: 2 }, at(20 * DAY))).toBe(true);
  });
});
