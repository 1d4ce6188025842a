import { z } from 'zod';
import { LIMITS, LISTING_STATUS } from '../constants';

/** Result types of the global search (spec/000 section 2.5). */
export const SEARCH_ENTITY_TYPES = ['Listing', 'Office', 'SalesTeam', 'Application', 'Agent'] as const;
export type SearchEntityType = (typeof SEARCH_ENTITY_TYPES)[number];

/** The 13 tabs of the search results page with their internal keys (spec/000 section 2.5). */
export const SEARCH_TABS = [
  { key: 'all', label: 'All' },
  { key: 'active', label: 'Active', entityType: 'Listing', status: [LISTING_STATUS.active] },
  { key: 'privateListing', label: 'Private', entityType: 'Listing', status: [LISTING_STATUS.private] },
  { key: 'pending', label: 'Pending', entityType: 'Listing', status: [LISTING_STATUS.pending] },
  { key: 'sold', label: 'Sold', entityType: 'Listing', status: [LISTING_STATUS.sold] },
  { key: 'expired', label: 'Expired', entityType: 'Listing', status: [LISTING_STATUS.expired] },
  {
    key: 'offMarket',
    label: 'Off-Market',
    entityType: 'Listing',
    status: [LISTING_STATUS.tempOffMarket, LISTING_STATUS.permOffMarket],
  },
  { key: 'comingSoon', label: 'Coming Soon', entityType: 'Listing', status: [LISTING_STATUS.comingSoon] },
  { key: 'draft', label: 'Draft', entityType: 'Listing', status: [LISTING_STATUS.draft] },
  { key: 'agents', label: 'Agents', entityType: 'Agent' },
  { key: 'salesTeams', label: 'SalesTeams', entityType: 'SalesTeam' },
  { key: 'offices', label: 'Offices', entityType: 'Office' },
  { key: 'applications', label: 'Applications', entityType: 'Application' },
] as const satisfies ReadonlyArray<{
  key: string;
  label: string;
  entityType?: SearchEntityType;
  status?: readonly number[];
}>;
export type SearchTabKey = (typeof SEARCH_TABS)[number]['key'];

/** Text of the 'all' tab: wrapped in quotes, which the server reads as an exact phrase. */
export function exactPhrase(text: string): string {
  return `"${text.replace(/"/g, '').trim()}"`;
}

/** The global search box's request (POST /api/search/global): the text, the result type and the page. */
export const GlobalSearchRequestSchema = z.object({
  from: z.string().max(50).nullish(),
  currentPage: z.coerce.number().int().min(1).default(1),
  itemsPerPage: z.coerce
    .number()
    .int()
    .min(1)
    .max(LIMITS.globalSearchPageSize)
    .default(LIMITS.globalSearchPageSize),
  text: z.string().max(200).default(''),
  status: z
    .union([z.coerce.number().int(), z.array(z.coerce.number().int())])
    .nullish()
    .transform((v) => (v == null ? [] : Array.isArray(v) ? v : [v])),
  entityType: z.enum(SEARCH_ENTITY_TYPES).nullish(),
  sort: z.string().max(50).nullish(),
});
export type GlobalSearchRequest = z.input<typeof GlobalSearchRequestSchema>;

const nullishText = z.string().nullish();

/** One result: a listing, an office, a sales team, an application or an agent. */
export const GlobalSearchEntry = z
  .object({
    entityType: z.enum(SEARCH_ENTITY_TYPES),
    id: z.int(),
    metadata: z.object({
      statusId: z.int().nullable(),
      status: z.string().nullable(),
      date: z.string().nullable(),
      price: z.number().nullish(),
      listingType: nullishText,
    }),
    searchData: z.object({
      /** What identifies it: a listing's title (or address), a person's or an organisation's name. */
      name: z.string(),
      address: nullishText,
      city: nullishText,
      zip: nullishText,
      mlsNumber: nullishText,
      listingNumber: nullishText,
      office: nullishText,
      acronym: nullishText,
      link: nullishText,
    }),
  })
  .meta({ id: 'GlobalSearchEntry' });
export type GlobalSearchEntry = z.infer<typeof GlobalSearchEntry>;

export const GlobalSearchResponse = z
  .object({
    currentPage: z.int(),
    itemsPerPage: z.int(),
    totalRecords: z.int(),
    results: z.array(GlobalSearchEntry),
  })
  .meta({ id: 'GlobalSearchResponse' });
export type GlobalSearchResponse = z.infer<typeof GlobalSearchResponse>;

/** Where a result opens: in search-paths.ts, free of zod (it runs in the header's search box). */
export { searchResultPath } from './search-paths';

/** Office result status: 1 is Active, otherwise Inactive. */
export function officeStatusText(status: number | null | undefined): 'Active' | 'Inactive' {
  return status === 1 ? 'Active' : 'Inactive';
}
