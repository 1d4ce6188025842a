import { z } from 'zod';
import { defineEndpoints, FileDownload } from '../contract';
import { IdParams } from '../http';
import {
  AdditionalMarketingSchema,
  MarketingExportSchema,
  MarketingListingAgent,
  MarketingSearchRow,
  MarketingSearchResult,
  MarketingSearchSchema,
  OtherMarketingMessage,
  OtherMarketingSaved,
} from './other-marketing.schema';

/**
 * Other marketing: the marketing items of every listing the user may see (the scope is a
 * condition of the query), and additional marketing entries with each agent's costs. Opened by
 * agents, marketing staff, staff and system admins; an entry is written on a listing in sight.
 */

const OTHER_MARKETING = [
  'agent',
  'corporateMarketingEmployee',
  'marketingCoordinator',
  'staff',
  'systemAdmin',
] as const;
const tags = ['other marketing'] as const;

export const otherMarketingEndpoints = defineEndpoints({
  searchMarketing: {
    method: 'POST',
    path: '/api/Marketing/search',
    summary:
      'Marketing items of the listings in scope: type (0 all, 1 paid), date range, agent, office, text; paged, date descending by default',
    tags,
    allow: OTHER_MARKETING,
    body: MarketingSearchSchema,
    response: MarketingSearchResult,
    refusals: [400],
  },
  exportMarketingSearch: {
    method: 'PUT',
    path: '/api/Marketing/search/export',
    summary:
      'The marketing items matching the filters (every page) as a CSV or XLSX file (format, XLSX by default), one line per agent cost; text cells guarded against formula injection',
    tags,
    allow: OTHER_MARKETING,
    body: MarketingExportSchema,
    response: FileDownload,
    refusals: [400],
  },
  getListingMarketing: {
    method: 'GET',
    path: '/api/listing/:id/marketing',
    summary:
      "A listing's marketing items with their agent costs, newest first (the listing must be in sight)",
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: z.array(MarketingSearchRow),
    refusals: [404],
  },
  getMarketingListingAgents: {
    method: 'GET',
    path: '/api/Marketing/listing/:id/agents',
    summary: "A listing's agents (list side first), as the cost rows of an additional marketing entry",
    tags,
    allow: OTHER_MARKETING,
    params: IdParams,
    response: z.array(MarketingListingAgent),
    refusals: [404],
  },
  saveAdditionalMarketing: {
    method: 'POST',
    path: '/api/marketing',
    summary:
      'Create (no id) or update an additional marketing entry: type, additional promotion type, date, description, billing code and at least one agent with its costs',
    tags,
    allow: OTHER_MARKETING,
    body: AdditionalMarketingSchema,
    response: OtherMarketingSaved,
    refusals: [400, 404],
  },
  deleteMarketingDetails: {
    method: 'DELETE',
    path: '/api/marketing/:id/details',
    summary: 'Delete a marketing item with its agent costs and file',
    tags,
    allow: OTHER_MARKETING,
    params: IdParams,
    response: OtherMarketingMessage,
    refusals: [404],
  },
});
