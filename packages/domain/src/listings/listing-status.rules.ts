import { hasRole, isPrivileged, isSystemAdmin, type Actor } from '../actor';
import {
  DEAL_TYPE,
  DEAL_TYPE_TEXT,
  FLIP_TAX_SALES_REGION,
  LISTING_STATUS,
  LISTING_STATUS_IDS,
  NO_SOLD_PRICE_OPTION_SALES_REGIONS,
  type DealTypeId,
  type ListingStatusId,
} from '../constants';
import { MSG } from '../messages';

/** Status rules of spec/000 section 4.2 and the listing form rules of section 6, as pure data. */

const S = LISTING_STATUS;
/** Statuses a non-privileged user may always choose, besides the current one. */
const OPEN_STATUSES: ListingStatusId[] = [S.draft, S.comingSoon, S.private, S.tempOffMarket];

type WithRoles = Pick<Actor, 'roles'>;

function isPlainStaff(actor: WithRoles): boolean {
  return hasRole(actor, 'staff') && !isPrivileged(actor);
}

/**
 * The statuses offered in the status dropdown (spec/000 section 4.2):
 * - system admin or power user: all statuses;
 * - staff who is not a power user: active and pending while the listing is active; otherwise
 *   draft, coming soon, private, temp off-market, the current status, active and deleted;
 * - others: draft, coming soon, private, temp off-market and the current status.
 */
export function statusChoices(actor: WithRoles, current: ListingStatusId): ListingStatusId[] {
  if (isPrivileged(actor)) return [...LISTING_STATUS_IDS];
  const pick = (ids: ListingStatusId[]) => LISTING_STATUS_IDS.filter((id) => ids.includes(id));
  if (isPlainStaff(actor)) {
    if (current === S.active) return pick([S.active, S.pending]);
    return pick([...OPEN_STATUSES, current, S.active, S.deleted]);
  }
  return pick([...OPEN_STATUSES, current]);
}

/**
 * The dropdown is disabled for non-privileged users unless the listing is draft, coming soon,
 * private or temp off-market, and for staff while the listing is active.
 */
export function isStatusDropdownDisabled(actor: WithRoles, current: ListingStatusId): boolean {
  if (isPrivileged(actor)) return false;
  if (hasRole(actor, 'staff') && current === S.active) return true;
  return !OPEN_STATUSES.includes(current);
}

/** Whether the actor may move a listing from `current` to `target` (the server's check). */
export function canChangeStatus(
  actor: WithRoles,
  current: ListingStatusId,
  target: ListingStatusId,
): boolean {
  if (current === target) return true;
  return !isStatusDropdownDisabled(actor, current) && statusChoices(actor, current).includes(target);
}

export type ListingDateFacts = {
  contractDate: string | null;
  closedDate: string | null;
  canceledDate: string | null;
  projectedListDate: string | null;
};

/**
 * A status change that breaks a date rule is refused with the 'cannot be set to' messages of
 * spec/000 section 8; a cancelled date forbids pending and sold.
 */
export function statusChangeIssue(target: ListingStatusId, d: ListingDateFacts): string | null {
  if (target === S.pending) {
    if (!d.contractDate) return MSG.pendingNeedsContractDate;
    if (d.canceledDate) return MSG.pendingWithCancelledDate;
  }
  if (target === S.sold) {
    if (!d.closedDate) return MSG.soldNeedsClosedDate;
    if (d.canceledDate) return MSG.soldWithCancelledDate;
  }
  if (target === S.comingSoon && !d.projectedListDate) return MSG.comingSoonNeedsProjectedDate;
  return null;
}

/** Listing and expiration dates are required unless 'OB List/Our Sale' with a prior broker sale. */
export function areListingDatesRequired(l: { dealTypeId: number | null; priorBrokerSale: boolean }): boolean {
  return !(l.dealTypeId === DEAL_TYPE.saleSide && l.priorBrokerSale);
}

/** Owner information is required except for sold or deleted listings. */
export function areOwnersRequired(statusId: number): boolean {
  return statusId !== S.sold && statusId !== S.deleted;
}

/** Show Pending as Active appears only when the status is pending. */
export function isShowPendingAsActiveShown(statusId: number): boolean {
  return statusId === S.pending;
}

/** Changing the deal type updates the deal type text. */
export function dealTypeText(dealTypeId: number | null | undefined): string {
  return DEAL_TYPE_TEXT[dealTypeId as DealTypeId] ?? '';
}

/** A listing is published only if publish is set, isValid is set and the type is not commercial. */
export function isPublished(l: { publish: boolean; isValid: boolean; isCommercial: boolean }): boolean {
  return l.publish && l.isValid && !l.isCommercial;
}

/** The back-office listing system's data source: its cancel, contract and closed dates are locked. */
export const BACK_OFFICE_DATA_SOURCE = 'Trident';

export type DateFieldName =
  'listingDate' | 'expirationDate' | 'contractDate' | 'closedDate' | 'canceledDate' | 'projectedListDate';

/**
 * Date inputs that are disabled: cancel, contract and closed when the data source is the
 * back-office listing system; contract and closed while a cancelled date is set.
 */
export function disabledDateFields(l: {
  dataSource: string | null;
  canceledDate: string | null;
}): DateFieldName[] {
  if (l.dataSource === BACK_OFFICE_DATA_SOURCE) return ['canceledDate', 'contractDate', 'closedDate'];
  if (l.canceledDate) return ['contractDate', 'closedDate'];
  return [];
}

/** The flip tax side is offered only for sales region 6. */
export function isFlipTaxSideShown(salesRegionId: number | null | undefined): boolean {
  return salesRegionId === FLIP_TAX_SALES_REGION;
}
/** The display-sold-price option for select sold is disabled for sales regions 20 and 9. */
export function isSoldPriceOptionDisabled(salesRegionId: number | null | undefined): boolean {
  return (NO_SOLD_PRICE_OPTION_SALES_REGIONS as readonly number[]).includes(salesRegionId ?? -1);
}

/** Neighborhood, AI area, rfgId and listing type are disabled for users with restricted roles. */
export function hasRestrictedListingFields(actor: WithRoles): boolean {
  return !isSystemAdmin(actor) && !isPrivileged(actor) && !hasRole(actor, 'staff');
}

/** The edit sections of spec/000 section 2.6, in order. */
export const LISTING_SECTION_KEYS = [
  'ListingDetails',
  'AdditionalMls',
  'ListingFeatures',
  'Prices',
  'Dates',
  'ListAgent',
  'SellAgent',
  'AdCopy',
  'Photos',
  'Videos',
  'VirtualTour',
  'ShowcaseWebsite',
  'OpenHouse',
  'Showings',
] as const;
/** The edit section keys (a superset of ListingSectionKey of the completeness warnings). */
export type ListingEditSectionKey = (typeof LISTING_SECTION_KEYS)[number];

/** The permission that makes a section read-only ('hides the section while edit is on'). */
export const SECTION_DISABLE_PERMISSION: Partial<
  Record<
    ListingEditSectionKey,
    | 'disableListingPriceEdit'
    | 'disableListingDatesEdit'
    | 'disableListingAgentsEdit'
    | 'disableListingAdCopyEdit'
    | 'disableShowcaseEdit'
  >
> = {
  Prices: 'disableListingPriceEdit',
  Dates: 'disableListingDatesEdit',
  ListAgent: 'disableListingAgentsEdit',
  SellAgent: 'disableListingAgentsEdit',
  AdCopy: 'disableListingAdCopyEdit',
  ShowcaseWebsite: 'disableShowcaseEdit',
};

/**
 * Whether the section's edit form is withheld by a disabling permission. Disable Showcase Edit
 * and Disable Listing AdCopy Edit restrict everyone but system administrators; the price, dates
 * and agents permissions restrict whoever holds them, a system administrator included (the API
 * and the web both ask this one rule).
 */
export function isSectionEditDisabled(actor: WithRoles, key: ListingEditSectionKey): boolean {
  const permission = SECTION_DISABLE_PERMISSION[key];
  if (!permission) return false;
  if (
    (permission === 'disableShowcaseEdit' || permission === 'disableListingAdCopyEdit') &&
    isSystemAdmin(actor)
  )
    return false;
  return hasRole(actor, permission);
}

/** ListAgent shows for list-side or both-sides deals; SellAgent for sale-side or both-sides deals. */
export function isSectionShownForDealType(key: ListingEditSectionKey, dealTypeId: number | null): boolean {
  if (key === 'ListAgent') return dealTypeId === DEAL_TYPE.listSide || dealTypeId === DEAL_TYPE.bothSides;
  if (key === 'SellAgent') return dealTypeId === DEAL_TYPE.saleSide || dealTypeId === DEAL_TYPE.bothSides;
  return true;
}
