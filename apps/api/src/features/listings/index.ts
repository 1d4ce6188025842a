/**
 * What the listings feature shares with other features: the data scope of listings, as SQL, and
 * the one write path of a listing (a change to its photos goes through it like any section), and
 * the checks that an actor may see or change a listing (404 outside the scope, 403 without the right).
 */
export { listingScopeSql } from './listing-scope.sql';
export { writeListing } from './listing-write.service';
export { requireEditableListing, requireVisibleListing } from './listing-access.service';
export { findCompletenessFacts } from './listing-validation.repo';
export type { ListingRow } from './listings.repo';
export { sanitizeNote } from './listing-notes.service';
