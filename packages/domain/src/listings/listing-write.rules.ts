import { LISTING_STATUS } from '../constants';
import type { Actor } from '../actor';
import { hasRestrictedListingFields } from './listing-status.rules';

/**
 * What every listing write derives from the fields it sets, whichever section sets them. Pure:
 * the API's one listing write function applies these inside the transaction of the change.
 */

/** The details fields a user without staff, power user or admin rights cannot change. */
export const RESTRICTED_LISTING_FIELDS = ['neighborhood', 'aineighborhood', 'rfgId', 'listingType'] as const;

/** The changes without the fields the actor may not set (they keep their stored value). */
export function withoutRestrictedFields<T extends Record<string, unknown>>(actor: Actor, changes: T): T {
  if (!hasRestrictedListingFields(actor)) return changes;
  const kept = { ...changes };
  for (const field of RESTRICTED_LISTING_FIELDS) delete kept[field];
  return kept;
}

export type StatusFacts = {
  listingStatusId: number;
  showPendingAsActive: boolean;
  currentPrice: number | null;
  lastAskingPrice: number | null;
};

/**
 * Fields that follow the status: 'show pending as active' exists only while pending (it is
 * cleared for any other status); a listing that becomes sold keeps its current price as the
 * last asking price unless one is recorded.
 */
export function statusDerivedFields(before: StatusFacts, after: StatusFacts): Partial<StatusFacts> {
  const derived: Partial<StatusFacts> = {};
  if (after.listingStatusId !== LISTING_STATUS.pending && after.showPendingAsActive)
    derived.showPendingAsActive = false;
  if (
    after.listingStatusId === LISTING_STATUS.sold &&
    before.listingStatusId !== LISTING_STATUS.sold &&
    after.lastAskingPrice == null
  )
    derived.lastAskingPrice = after.currentPrice;
  return derived;
}
