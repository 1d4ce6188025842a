/** What the listings feature shares with other features: the data scope of listings, as SQL. */
export { listingScopeSql } from './listing-scope.sql';
