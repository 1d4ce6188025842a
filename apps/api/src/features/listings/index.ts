/**
 * What the listings feature shares with other features: the data scope of listings, as SQL, and
 * the one write path of a listing (a change to its photos goes through it like any section).
 */
export { listingScopeSql } from './listing-scope.sql';
export { writeListing } from './listing-write.service';
