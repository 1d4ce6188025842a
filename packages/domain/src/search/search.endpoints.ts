import { defineEndpoints } from '../contract';
import { GlobalSearchRequestSchema, GlobalSearchResponse } from './search.schema';

/** The global search of the header and of the search results page. */
export const searchEndpoints = defineEndpoints({
  globalSearch: {
    method: 'POST',
    path: '/api/search/global',
    summary: 'Listings, offices, sales teams, applications and agents matching a text, in the user scope',
    tags: ['search'],
    allow: 'signedIn',
    body: GlobalSearchRequestSchema,
    response: GlobalSearchResponse,
  },
});
