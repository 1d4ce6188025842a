/** What the search feature shares with other features: the data scope of its entity types. */
export { applicationScopeSql, applicationScopeValues, shownApplicationsSql } from './search-scope.sql';
