import { describe, expect, it } from 'vitest';
import type { Actor } from '../actor';
import { LISTING_STATUS as S, LISTING_STATUS_IDS, type ListingStatusId } from '../constants';
import { MSG } from '../messages';
import type { RoleCode } from '../roles';
import {
  areListingDatesRequired,
  areOwnersRequired,
  canChangeStatus,
  dealTypeText,
  disabledDateFields,
  hasRestrictedListingFields,
  isFlipTaxSideShown,
  isPublished,
  isSectionEditDisabled,
  isSectionShownForDealType,
  isShowPendingAsActiveShown,
  isSoldPriceOptionDisabled,
  isStatusDropdownDisabled,
  statusChangeIssue,
  statusChoices,
} from './listing-status.rules';

const who = (...roles: RoleCode[]): Pick<Actor, 'roles'> => ({ roles });
const admin = who('systemAdmin');
const power = who('staff', 'powerUser');
const staff = who('staff', 'listingEdit');
const agent = who('agent', 'listingEdit');
const sorted = (ids: ListingStatusId[]) => [...ids].sort((a, b) => a - b);

describe('status choices by role (spec/000 section 4.2)', () => {
  it.each(LISTING_STATUS_IDS)('system admin and power user get all statuses from %i', (current) => {
    expect(statusChoices(admin, current)).toEqual(LISTING_STATUS_IDS);
    expect(statusChoices(power, current)).toEqual(LISTING_STATUS_IDS);
  });
  it('staff on an active listing: active and pending only', () => {
    expect(sorted(statusChoices(staff, S.active))).toEqual([S.active, S.pending]);
  });
  it.each([
    [S.draft, [S.active, S.deleted, S.comingSoon, S.draft, S.tempOffMarket, S.private]],
    [S.sold, [S.active, S.sold, S.deleted, S.comingSoon, S.draft, S.tempOffMarket, S.private]],
    [S.expired, [S.active, S.expired, S.deleted, S.comingSoon, S.draft, S.tempOffMarket, S.private]],
  ])('staff on a listing in status %i', (current, expected) => {
    expect(sorted(statusChoices(staff, current as ListingStatusId))).toEqual(
      sorted(expected as ListingStatusId[]),
    );
  });
  it.each([
    [S.draft, [S.comingSoon, S.draft, S.tempOffMarket, S.private]],
    [S.pending, [S.pending, S.comingSoon, S.draft, S.tempOffMarket, S.private]],
    [S.active, [S.active, S.comingSoon, S.draft, S.tempOffMarket, S.private]],
  ])('other users on a listing in status %i', (current, expected) => {
    expect(sorted(statusChoices(agent, current as ListingStatusId))).toEqual(
      sorted(expected as ListingStatusId[]),
    );
  });
});

describe('status dropdown enabling', () => {
  it.each([
    [admin, S.active, false],
    [admin, S.sold, false],
    [power, S.active, false],
    [staff, S.active, true],
    [staff, S.draft, false],
    [staff, S.comingSoon, false],
    [staff, S.private, false],
    [staff, S.tempOffMarket, false],
    [staff, S.pending, true],
    [staff, S.sold, true],
    [agent, S.draft, false],
    [agent, S.active, true],
    [agent, S.expired, true],
  ])('%j on status %i disabled: %s', (actor, current, expected) => {
    expect(isStatusDropdownDisabled(actor, current as ListingStatusId)).toBe(expected);
  });
  it.each([
    [staff, S.draft, S.active, true],
    [staff, S.draft, S.pending, false],
    [staff, S.active, S.pending, false],
    [agent, S.draft, S.comingSoon, true],
    [agent, S.draft, S.active, false],
    [admin, S.sold, S.active, true],
    [agent, S.sold, S.sold, true],
  ])('%j may move %i to %i: %s', (actor, from, to, expected) => {
    expect(canChangeStatus(actor, from as ListingStatusId, to as ListingStatusId)).toBe(expected);
  });
});

describe('status changes against dates (spec/000 section 8)', () => {
  const none = { contractDate: null, closedDate: null, canceledDate: null, projectedListDate: null };
  it.each([
    [S.pending, none, MSG.pendingNeedsContractDate],
    [S.pending, { ...none, contractDate: '2026-01-01' }, null],
    [
      S.pending,
      { ...none, contractDate: '2026-01-01', canceledDate: '2026-01-02' },
      MSG.pendingWithCancelledDate,
    ],
    [S.sold, { ...none, contractDate: '2026-01-01' }, MSG.soldNeedsClosedDate],
    [S.sold, { ...none, contractDate: '2026-01-01', closedDate: '2026-02-01' }, null],
    [S.sold, { ...none, closedDate: '2026-02-01', canceledDate: '2026-01-02' }, MSG.soldWithCancelledDate],
    [S.comingSoon, none, MSG.comingSoonNeedsProjectedDate],
    [S.comingSoon, { ...none, projectedListDate: '2026-05-01' }, null],
    [S.active, none, null],
    [S.draft, none, null],
  ])('to %i with %j', (target, dates, expected) => {
    expect(statusChangeIssue(target as ListingStatusId, dates)).toBe(expected);
  });
});

describe('form rules', () => {
  it.each([
    [1, false, true],
    [2, true, true],
    [3, false, true],
    [3, true, false],
  ])('deal type %i with prior broker sale %s: dates required %s', (dealTypeId, priorBrokerSale, expected) => {
    expect(areListingDatesRequired({ dealTypeId, priorBrokerSale })).toBe(expected);
  });
  it.each([
    [S.active, true],
    [S.draft, true],
    [S.sold, false],
    [S.deleted, false],
  ])('owners required for status %i: %s', (status, expected) => {
    expect(areOwnersRequired(status)).toBe(expected);
  });
  it.each([
    [S.pending, true],
    [S.active, false],
  ])('Show Pending as Active for status %i: %s', (status, expected) => {
    expect(isShowPendingAsActiveShown(status)).toBe(expected);
  });
  it.each([
    [1, 'Our List/OB Sale'],
    [2, 'Our List/Our Sale'],
    [3, 'OB List/Our Sale'],
    [null, ''],
  ])('deal type %j reads %j', (id, text) => {
    expect(dealTypeText(id)).toBe(text);
  });
  it.each([
    [true, true, false, true],
    [false, true, false, false],
    [true, false, false, false],
    [true, true, true, false],
  ])('publish %s, valid %s, commercial %s: published %s', (publish, isValid, isCommercial, expected) => {
    expect(isPublished({ publish, isValid, isCommercial })).toBe(expected);
  });
  it.each([
    [{ dataSource: 'Trident', canceledDate: null }, ['canceledDate', 'contractDate', 'closedDate']],
    [{ dataSource: 'Atrium', canceledDate: '2026-01-01' }, ['contractDate', 'closedDate']],
    [{ dataSource: 'Atrium', canceledDate: null }, []],
  ])('disabled date inputs for %j', (facts, expected) => {
    expect(disabledDateFields(facts)).toEqual(expected);
  });
  it.each([
    [6, true],
    [5, false],
    [null, false],
  ])('flip tax side shown for sales region %j: %s', (region, expected) => {
    expect(isFlipTaxSideShown(region)).toBe(expected);
  });
  it.each([
    [20, true],
    [9, true],
    [6, false],
  ])('sold price option disabled for sales region %i: %s', (region, expected) => {
    expect(isSoldPriceOptionDisabled(region)).toBe(expected);
  });
  it('restricted roles cannot change neighborhood, AI area, rfgId and listing type', () => {
    expect(hasRestrictedListingFields(agent)).toBe(true);
    expect(hasRestrictedListingFields(staff)).toBe(false);
    expect(hasRestrictedListingFields(admin)).toBe(false);
  });
});

describe('sections', () => {
  it.each([
    [who('staff', 'disableListingPriceEdit'), 'Prices', true],
    [who('staff', 'disableListingDatesEdit'), 'Dates', true],
    [who('staff', 'disableListingAgentsEdit'), 'ListAgent', true],
    [who('staff', 'disableListingAgentsEdit'), 'SellAgent', true],
    [who('staff', 'disableListingAdCopyEdit'), 'AdCopy', true],
    [who('systemAdmin', 'disableListingAdCopyEdit'), 'AdCopy', false],
    [who('staff', 'disableShowcaseEdit'), 'ShowcaseWebsite', true],
    [who('systemAdmin', 'disableShowcaseEdit'), 'ShowcaseWebsite', false],
    [who('systemAdmin', 'disableListingPriceEdit'), 'Prices', true],
    [staff, 'Prices', false],
    [who('staff', 'disableListingPriceEdit'), 'Dates', false],
  ] as const)('%j editing %s disabled: %s', (actor, key, expected) => {
    expect(isSectionEditDisabled(actor, key)).toBe(expected);
  });
  it.each([
    ['ListAgent', 1, true],
    ['ListAgent', 2, true],
    ['ListAgent', 3, false],
    ['SellAgent', 1, false],
    ['SellAgent', 2, true],
    ['SellAgent', 3, true],
    ['Prices', 3, true],
  ] as const)('%s shown for deal type %i: %s', (key, deal, expected) => {
    expect(isSectionShownForDealType(key, deal)).toBe(expected);
  });
});
