import { hasRole, isAgent, isSystemAdmin, type Actor } from '../actor';

/** What the edit rules need to know about a listing. */
export type ListingAccessFacts = { officeId: number | null; agentIds: readonly number[] };

/**
 * Editing (spec/000 section 6): system admins can do everything; agents only listings where
 * one of their agent ids is on the list or sale side, with Listing Edit; other users with
 * Listing Edit only within their offices.
 */
export function canEditListing(actor: Actor, listing: ListingAccessFacts): boolean {
  return canActOnListing(actor, listing, 'listingEdit');
}
/**
 * Reordering a listing's photos (spec/001 section 6: only users with Listing Photo Reorder):
 * besides editing the listing, a system admin or a holder of that permission.
 */
export function canReorderListingPhotos(actor: Actor, listing: ListingAccessFacts): boolean {
  return canEditListing(actor, listing) && (isSystemAdmin(actor) || hasRole(actor, 'listingPhotoReorder'));
}
/** Publishing follows the same scope with the Publish Listing permission. */
export function canPublishListing(actor: Actor, listing: ListingAccessFacts): boolean {
  return canActOnListing(actor, listing, 'publishListing');
}

function canActOnListing(
  actor: Actor,
  listing: ListingAccessFacts,
  permission: 'listingEdit' | 'publishListing',
): boolean {
  if (isSystemAdmin(actor)) return true;
  if (!hasRole(actor, permission)) return false;
  if (isAgent(actor)) return listing.agentIds.some((id) => actor.agentIds.includes(id));
  return listing.officeId != null && actor.officeIds.includes(listing.officeId);
}

/** Viewing: everything for a system admin; otherwise own offices or own agent ids on a side. */
export function canViewListing(actor: Actor, listing: ListingAccessFacts): boolean {
  if (isSystemAdmin(actor)) return true;
  if (listing.officeId != null && actor.officeIds.includes(listing.officeId)) return true;
  return listing.agentIds.some((id) => actor.agentIds.includes(id));
}

export function canCreateListing(actor: Actor): boolean {
  return isSystemAdmin(actor) || hasRole(actor, 'listingCreation');
}

/**
 * Moving a listing to another office is a staff or administrator right: system administrators
 * to any office, other users with Listing Edit only to one of their own offices; an agent never,
 * even on a listing they may edit.
 */
export function canMoveListingToOffice(actor: Actor, officeId: number): boolean {
  if (isSystemAdmin(actor)) return true;
  if (isAgent(actor) || !hasRole(actor, 'listingEdit')) return false;
  return actor.officeIds.includes(officeId);
}
