import { z } from 'zod';
import { defineEndpoints, NoContent } from '../contract';
import { IdFromText, IdParams } from '../http';
import { AdvancedSearchCriterionSchema, SavedSearchSchema } from './advanced-search';

/** The user's saved advanced searches: one of them may be the default. */

const tags = ['search'] as const;

export const SavedSearch = z
  .object({
    id: z.int(),
    name: z.string(),
    criteria: z.array(AdvancedSearchCriterionSchema),
    sortColumn: z.string().nullable(),
    sortDirection: z.enum(['asc', 'desc']).nullable(),
    columns: z.array(z.string()).nullable(),
    isDefault: z.boolean(),
  })
  .meta({ id: 'SavedSearch' });
export type SavedSearch = z.output<typeof SavedSearch>;

/** PUT savedsearches/{id}/setdefault: the body may be absent; a userId must be the caller's own. */
export const SetDefaultSearchSchema = z.object({ userId: IdFromText.nullish() }).nullish();

export const savedSearchEndpoints = defineEndpoints({
  getSavedSearches: {
    method: 'GET',
    path: '/api/savedsearches',
    summary: "The user's saved searches",
    tags,
    allow: 'signedIn',
    response: z.array(SavedSearch),
  },
  saveSearch: {
    method: 'POST',
    path: '/api/savedsearches',
    summary: 'Save a search, new or (with its id and If-Match) changed; answers it with its ETag',
    tags,
    allow: 'signedIn',
    body: SavedSearchSchema,
    response: SavedSearch,
    versioned: true,
    refusals: [404],
  },
  getSavedSearch: {
    method: 'GET',
    path: '/api/savedsearches/:id',
    summary: 'One saved search of the user (with its version as the ETag)',
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: SavedSearch,
    versioned: true,
    refusals: [404],
  },
  removeSavedSearch: {
    method: 'DELETE',
    path: '/api/savedsearches/:id',
    summary: 'Delete a saved search of the user',
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: NoContent,
    refusals: [404],
  },
  setDefaultSearch: {
    method: 'PUT',
    path: '/api/savedsearches/:id/setdefault',
    summary: "Make a saved search the user's default; answers it with its ETag",
    tags,
    allow: 'signedIn',
    params: IdParams,
    body: SetDefaultSearchSchema,
    response: SavedSearch,
    refusals: [404],
  },
});
