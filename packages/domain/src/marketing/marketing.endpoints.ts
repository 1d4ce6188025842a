import { z } from 'zod';
import { defineEndpoints, FileDownload, NoContent } from '../contract';
import { IdParams } from '../http';
import {
  ListingMarketingPageQuery,
  ListingMarketingPageSchema,
  ListingMarketingSummarySchema,
  MarketingFileParams,
  MarketingListQuery,
  MarketingFileSchema,
  ListingMarketingParams,
  MarketingItemInputSchema,
  MarketingTypeSchema,
  PropertyMarketingListSchema,
} from './marketing.schema';

/**
 * A listing's property marketing: past and upcoming items, create or edit (one PUT for every
 * type, told apart by marketingTypeId), delete and the CSV export. Reads need the listing to be
 * visible, changes need Listing Edit on it; every change is audited in the listing's history.
 */

const EDIT = ['systemAdmin', 'listingEdit'] as const;
const tags = ['property marketing'] as const;

export const marketingEndpoints = defineEndpoints({
  getMarketingList: {
    method: 'GET',
    path: '/api/listing/:id/marketinglist',
    summary: "A listing's marketing items: past (newest first) and upcoming (today on, soonest first)",
    tags,
    allow: 'signedIn',
    params: IdParams,
    query: MarketingListQuery,
    response: PropertyMarketingListSchema,
    refusals: [404],
  },
  saveMarketingItem: {
    method: 'PUT',
    path: '/api/marketing',
    summary: 'Create a marketing item (no id) or update one (with its id); the fields follow its type',
    tags,
    allow: EDIT,
    body: MarketingItemInputSchema,
    response: NoContent,
    refusals: [400, 404],
  },
  deleteMarketingItem: {
    method: 'DELETE',
    path: '/api/listing/:listingId/marketing/:id',
    summary: 'Delete a marketing item of a listing',
    tags,
    allow: EDIT,
    params: ListingMarketingParams,
    response: NoContent,
    refusals: [404],
  },
  exportMarketing: {
    method: 'PUT',
    path: '/api/listing/:id/advMarketingExport',
    summary: "A listing's marketing items as a CSV file (text cells guarded against formula injection)",
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: FileDownload,
    refusals: [404],
  },
  uploadMarketingFile: {
    method: 'POST',
    path: '/api/listing/:listingId/marketing/:id/file',
    summary:
      'Attach a file (multipart, field "file": JPG, PNG or PDF up to 50 MB, read from its content) to a marketing item; it replaces the item\'s file (an advertisement\'s tear sheet)',
    tags,
    allow: EDIT,
    params: MarketingFileParams,
    multipart: true,
    response: MarketingFileSchema,
    status: 201,
    refusals: [400, 404, 413, 415],
  },
  deleteMarketingFile: {
    method: 'DELETE',
    path: '/api/listing/:listingId/marketing/:id/file',
    summary: "Remove a marketing item's file from the server",
    tags,
    allow: EDIT,
    params: MarketingFileParams,
    response: NoContent,
    refusals: [404],
  },
  getListingMarketingSummary: {
    method: 'GET',
    path: '/api/listing/:id/marketingSummary',
    summary:
      "A listing's marketing at a glance: counts by type, the latest and the next item, totals of costs, views and clicks",
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: ListingMarketingSummarySchema,
    refusals: [404],
  },
  getListingsMarketing: {
    method: 'GET',
    path: '/api/Marketing/listings',
    summary:
      'The marketing at a glance of the listings the user may see that have marketing items, latest activity first, paged',
    tags,
    allow: 'signedIn',
    query: ListingMarketingPageQuery,
    response: ListingMarketingPageSchema,
  },
  getMarketingTypes: {
    method: 'GET',
    path: '/api/Marketing/marketingTypes',
    summary: 'The marketing types, All first',
    tags,
    allow: 'signedIn',
    response: z.array(MarketingTypeSchema),
  },
});
