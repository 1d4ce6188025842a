import { z } from 'zod';
import { defineEndpoints, FileDownload } from '../contract';
import {
  AdvancedSearchExportSchema,
  AdvancedSearchRequestSchema,
  CRITERION_TYPES,
  type CriterionTypeId,
} from './advanced-search';

/** The advanced search of listings: its fields, a page of results, and the export of all. */

const tags = ['search'] as const;

/** A result row: the listing id and the value of each column asked for. */
export const AdvancedSearchRow = z
  .object({ id: z.int() })
  .catchall(z.union([z.string(), z.number(), z.boolean(), z.null()]))
  .meta({ id: 'AdvancedSearchRow' });
export type AdvancedSearchRow = z.infer<typeof AdvancedSearchRow>;

export const AdvancedSearchResponse = z
  .object({
    currentPage: z.int(),
    itemsPerPage: z.int(),
    totalRecords: z.int(),
    columns: z.array(z.string()),
    results: z.array(AdvancedSearchRow),
  })
  .meta({ id: 'AdvancedSearchResponse' });
export type AdvancedSearchResponse = z.infer<typeof AdvancedSearchResponse>;

const criterionTypeIds = Object.values(CRITERION_TYPES) as [CriterionTypeId, ...CriterionTypeId[]];

/** A field of the search: how it is searched, its choices, whether it can be a result column. */
export const AdvancedSearchField = z
  .object({
    fieldName: z.string(),
    displayName: z.string(),
    searchFieldType: z.literal(criterionTypeIds),
    allowMultiple: z.boolean(),
    isColumn: z.boolean(),
    defaultColumnOrder: z.int().nullable(),
    lookups: z.array(z.object({ id: z.union([z.int(), z.string()]), name: z.string() })),
    values: z.array(z.string()),
    endValue: z.null(),
  })
  .meta({ id: 'AdvancedSearchField' });
export const AdvancedSearchFieldsResponse = z.array(AdvancedSearchField);

/** GET advlookup/lookups: every choice list of the advanced search, keyed by its source. */
export const AdvancedLookupsResponse = z
  .record(z.string(), z.array(z.object({ id: z.union([z.int(), z.string()]), name: z.string() })))
  .meta({ id: 'AdvancedLookups' });
export type AdvancedSearchFieldsResponse = z.infer<typeof AdvancedSearchFieldsResponse>;

export const advancedSearchEndpoints = defineEndpoints({
  getAdvancedSearchFields: {
    method: 'POST',
    path: '/api/listing/advancedsearch/fields',
    summary: 'The fields of the advanced search with their choices (offices of the user scope)',
    tags,
    allow: 'signedIn',
    response: AdvancedSearchFieldsResponse,
  },
  getAdvancedLookups: {
    method: 'GET',
    path: '/api/advlookup/lookups',
    summary:
      'The choice lists of the advanced search by source: statuses, offices in scope, property types, sales regions, deal and listing types, populatable fields',
    tags,
    allow: 'signedIn',
    response: AdvancedLookupsResponse,
  },
  advancedSearch: {
    method: 'POST',
    path: '/api/listing/advancedsearch',
    summary: 'A page of the listings matching every criterion, with the columns asked for',
    tags,
    allow: 'signedIn',
    body: AdvancedSearchRequestSchema,
    response: AdvancedSearchResponse,
  },
  exportAdvancedSearch: {
    method: 'POST',
    path: '/api/listing/advancedsearch/export',
    summary: 'Every listing matching the criteria as a CSV or XLSX file',
    tags,
    allow: 'signedIn',
    body: AdvancedSearchExportSchema,
    response: FileDownload,
  },
});
