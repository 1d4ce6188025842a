import { z } from 'zod';
import { IdFromText } from '../http';
import { hasRole, isAgent, type Actor } from '../actor';
import { LIMITS, LISTING_STATUS, LISTING_TABS, type ListingStatusId } from '../constants';

/**
 * Listing lists (spec/000 sections 4.5, 6, 9; spec/001 'Listing lists and tabs' and section 9;
 * spec/002 section 9): the search payload, the tabs with their status and reach, the quick
 * filters, the sorts and the paging sizes, as data and pure functions.
 */
export type ListingTabIndex = (typeof LISTING_TABS)[number]['index'];
export type ListingTabKey = (typeof LISTING_TABS)[number]['key'];
export const LISTING_TAB_INDEXES = LISTING_TABS.map((t) => t.index) as ListingTabIndex[];

/**
 * How far a tab reaches: `scope` the actor's data scope (offices or own agent sides), `mine` the
 * actor's own agent ids (own offices for a user without agent ids), `market` every office of the
 * sales regions of the actor's offices, `national` the whole network.
 */
export type ListingReach = 'scope' | 'mine' | 'market' | 'national';
export type ListingTabRule = {
  index: ListingTabIndex;
  key: ListingTabKey;
  label: string;
  statusIds: ListingStatusId[];
  reach: ListingReach;
  /** Private searches use the current date as expiration: expired private listings drop out. */
  isPrivate: boolean;
};

const S = LISTING_STATUS;
const TAB_RULE: Record<ListingTabIndex, Pick<ListingTabRule, 'statusIds' | 'reach' | 'isPrivate'>> = {
  1: { statusIds: [S.active], reach: 'scope', isPrivate: false },
  2: { statusIds: [S.expired], reach: 'scope', isPrivate: false },
  3: { statusIds: [S.pending], reach: 'scope', isPrivate: false },
  4: { statusIds: [S.sold], reach: 'scope', isPrivate: false },
  7: { statusIds: [S.comingSoon], reach: 'scope', isPrivate: false },
  8: { statusIds: [S.draft], reach: 'scope', isPrivate: false },
  9: { statusIds: [S.tempOffMarket], reach: 'scope', isPrivate: false },
  11: { statusIds: [S.private], reach: 'scope', isPrivate: false },
  100: { statusIds: [S.comingSoon], reach: 'mine', isPrivate: false },
  101: { statusIds: [S.private], reach: 'mine', isPrivate: true },
  102: { statusIds: [S.private], reach: 'national', isPrivate: true },
  [-1]: { statusIds: [S.private], reach: 'market', isPrivate: true },
};

export const LISTING_TAB_RULES: ListingTabRule[] = LISTING_TABS.map((t) => ({ ...t, ...TAB_RULE[t.index] }));
export function tabRule(index: ListingTabIndex): ListingTabRule {
  return LISTING_TAB_RULES.find((t) => t.index === index)!;
}

/** The tabs of /eng/listings and of /eng/privatelistings, in display order. */
export const LISTINGS_PAGE_TABS: ListingTabIndex[] = [1, 7, 8, 3, 4, 2, 9, 11, 100];
export const PRIVATE_LISTINGS_PAGE_TABS: ListingTabIndex[] = [101, 102, -1];

/** The listing table default (spec/002 section 9): Active, Coming Soon and Draft by listingDate. */
export const LISTING_TABLE_DEFAULT_STATUSES: ListingStatusId[] = [S.active, S.comingSoon, S.draft];

/** 20 per tab, 100 for the tabs whose key starts with 'my' (spec/001 section 9). */
export function tabPageSize(index: ListingTabIndex | undefined): number {
  if (index === undefined) return LIMITS.listingSearchPageSize;
  return tabRule(index).key.startsWith('my') ? LIMITS.myTabPageSize : LIMITS.defaultListSize;
}

export const LISTING_SORT_COLUMNS = ['lastUpdated', 'listingDate', 'price', 'closedDate'] as const;
export type ListingSortColumn = (typeof LISTING_SORT_COLUMNS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The sort menu: Last Updated, List Date, Price, all descending; Closed Date on the sold tab. */
export const LISTING_SORT_OPTIONS: Array<{ column: ListingSortColumn; label: string }> = [
  { column: 'lastUpdated', label: 'Last Updated' },
  { column: 'listingDate', label: 'List Date' },
  { column: 'price', label: 'Price' },
];
export const SOLD_SORT_OPTION = { column: 'closedDate' as const, label: 'Closed Date' };

/** Default sort: the sold tab by closed date, the listing table default by listing date. */
export function defaultSort(index: ListingTabIndex | undefined): {
  sortColumn: ListingSortColumn;
  sortDirection: SortDirection;
} {
  if (index === 4) return { sortColumn: 'closedDate', sortDirection: 'desc' };
  if (index === undefined) return { sortColumn: 'listingDate', sortDirection: 'desc' };
  return { sortColumn: 'lastUpdated', sortDirection: 'desc' };
}

export const QUICK_FILTERS = [
  'invalid',
  'draft',
  '10Photos',
  'mlsNumberMissing',
  'notPublished',
  'expiry',
  'lowres',
] as const;
export type QuickFilter = (typeof QUICK_FILTERS)[number];
export const QUICK_FILTER_LABEL: Record<QuickFilter, string> = {
  invalid: 'Data incomplete',
  draft: 'Draft',
  '10Photos': 'Fewer than 10 photos',
  mlsNumberMissing: 'MLS number missing',
  notPublished: 'Not published',
  expiry: 'Expiring',
  lowres: 'Low-resolution photos',
};
/** 10Photos: image count at most 9. Expiry: 7 days ago to 28 days ahead, active and pending. */
export const QUICK_FILTER_LIMITS = {
  maxImagesFor10Photos: 9,
  expiryDaysBack: 7,
  expiryDaysAhead: 28,
  expiryStatuses: [S.active, S.pending] as ListingStatusId[],
} as const;

/** The window of the expiry quick filter around `today` (ISO dates, both ends included). */
export function expiryWindow(today: string): { from: string; to: string } {
  return {
    from: addDays(today, -QUICK_FILTER_LIMITS.expiryDaysBack),
    to: addDays(today, QUICK_FILTER_LIMITS.expiryDaysAhead),
  };
}

const IdList = z.array(IdFromText).max(1000);
/** A tab of the listing lists, by its index. */
export const ListingTabIndexSchema = z.union(
  LISTING_TAB_INDEXES.map((i) => z.literal(i)) as [
    z.ZodLiteral<ListingTabIndex>,
    z.ZodLiteral<ListingTabIndex>,
    ...z.ZodLiteral<ListingTabIndex>[],
  ],
);
const StatusId = z.union(
  Object.values(S).map((i) => z.literal(i)) as [
    z.ZodLiteral<ListingStatusId>,
    z.ZodLiteral<ListingStatusId>,
    ...z.ZodLiteral<ListingStatusId>[],
  ],
);

export const ListingSearchCriteria = z.object({
  /** Free text over title, address, city, MLS number and listing number. */
  text: z.string().trim().max(200).optional(),
  quickFilters: z.array(z.enum(QUICK_FILTERS)).max(QUICK_FILTERS.length).optional(),
  businessPurposeTypeId: z.union([z.literal(1), z.literal(2)]).optional(),
  isSelectSale: z.boolean().optional(),
});

/**
 * POST listing/search: criteria, currentPage, itemsPerPage, sortColumn, sortDirection, agentIds,
 * officeIds, roleIds; tab searches add the tab (its status), market or private flags.
 */
export const ListingSearchSchema = z.object({
  criteria: ListingSearchCriteria.optional(),
  currentPage: z.coerce.number().int().min(1, { error: 'Page should be 1 or more' }).default(1),
  itemsPerPage: z.coerce
    .number()
    .int()
    .min(1)
    .max(LIMITS.myTabPageSize, { error: `At most ${LIMITS.myTabPageSize} listings per page` })
    .optional(),
  sortColumn: z.enum(LISTING_SORT_COLUMNS).optional(),
  sortDirection: z.enum(SORT_DIRECTIONS).optional(),
  agentIds: IdList.optional(),
  officeIds: IdList.optional(),
  /** The caller's role keys; the server uses the actor's own roles, never these. */
  roleIds: z.array(z.string().max(64)).max(50).optional(),
  tab: ListingTabIndexSchema.optional(),
  /** One status id or several (the select-sale lists send status Sold at the top level). */
  status: z
    .union([StatusId, z.array(StatusId).max(12)])
    .transform((s) => (Array.isArray(s) ? s : [s]))
    .optional(),
  /** The select-sale lists send the business purpose at the top level; the criteria's wins. */
  businessPurposeTypeId: z.union([z.literal(1), z.literal(2)]).optional(),
  /** Market search: office ids expand to every office of the same sales regions. */
  isMarket: z.boolean().optional(),
  /** Private search: the current date is the expiration bound. */
  isPrivate: z.boolean().optional(),
});
export type ListingSearchRequest = z.input<typeof ListingSearchSchema>;
export type ListingSearchBody = z.output<typeof ListingSearchSchema>;

/** The counts call takes the same filters without paging and sorting. */
export const ListingSearchCountsSchema = ListingSearchSchema.pick({
  criteria: true,
  agentIds: true,
  officeIds: true,
  roleIds: true,
}).extend({ tabs: z.array(ListingTabIndexSchema).min(1).max(LISTING_TAB_INDEXES.length).optional() });
export type ListingSearchCountsBody = z.output<typeof ListingSearchCountsSchema>;

/**
 * The role rules of a search (spec/000 section 6): a branch manager's search drops the agent
 * filter and the agent role; for others, an agent's filter is limited to their own agent ids and
 * a sold-listing search to their own agent ids.
 */
export function searchAudience(
  actor: Pick<Actor, 'roles' | 'agentIds'>,
  requestedAgentIds: readonly number[] | undefined,
): { agentIds: number[] | null; soldAgentIds: number[] | null; actsAsAgent: boolean } {
  if (hasRole(actor, 'branchManager')) return { agentIds: null, soldAgentIds: null, actsAsAgent: false };
  const actsAsAgent = isAgent(actor) && actor.agentIds.length > 0;
  let agentIds = requestedAgentIds?.length ? [...requestedAgentIds] : null;
  if (actsAsAgent && agentIds) agentIds = agentIds.filter((id) => actor.agentIds.includes(id));
  if (agentIds && agentIds.length === 0) agentIds = [...actor.agentIds];
  return { agentIds, soldAgentIds: actsAsAgent ? [...actor.agentIds] : null, actsAsAgent };
}

/**
 * The statuses a market search reaches beyond the actor's own scope: listings on the market
 * (public or private). Drafts, expired, off-market and deleted listings stay within the scope.
 */
export const MARKET_SEARCH_STATUSES: readonly ListingStatusId[] = [
  S.active,
  S.comingSoon,
  S.pending,
  S.sold,
  S.private,
];

/** The statuses, reach and private flag a search resolves to. */
export function resolveSearch(body: Pick<ListingSearchBody, 'tab' | 'status' | 'isMarket' | 'isPrivate'>): {
  statusIds: ListingStatusId[];
  reach: ListingReach;
  isPrivate: boolean;
  isTableDefault: boolean;
} {
  if (body.tab !== undefined) {
    const rule = tabRule(body.tab);
    return {
      statusIds: rule.statusIds,
      reach: body.isMarket && rule.reach === 'scope' ? 'market' : rule.reach,
      isPrivate: rule.isPrivate || Boolean(body.isPrivate),
      isTableDefault: false,
    };
  }
  const statusIds = body.status?.length ? body.status : LISTING_TABLE_DEFAULT_STATUSES;
  return {
    statusIds,
    reach: body.isMarket ? 'market' : 'scope',
    isPrivate: Boolean(body.isPrivate),
    isTableDefault: !body.status?.length,
  };
}

/** Days on market: from the listing date to today, never negative; null without a date. */
export function daysOnMarket(listingDate: string | null | undefined, today: string): number | null {
  if (!listingDate) return null;
  const days = Math.round(
    (Date.parse(today.slice(0, 10)) - Date.parse(listingDate.slice(0, 10))) / 86_400_000,
  );
  return Math.max(0, days);
}

/**
 * Search paging (spec/000 section 4.5): a page number above the current one appends its rows,
 * any other page number replaces the list.
 */
export function accumulatePage<T>(
  previous: { page: number; rows: readonly T[] },
  page: number,
  rows: readonly T[],
): { page: number; rows: T[] } {
  return page > previous.page ? { page, rows: [...previous.rows, ...rows] } : { page, rows: [...rows] };
}

/** The 'lastUpdated' preference: an updated listing moves to the top of a cached list. */
export function moveToTop<T extends { id: number }>(
  rows: readonly T[],
  id: number,
  updated?: Partial<T>,
): T[] {
  const row = rows.find((r) => r.id === id);
  if (!row) return [...rows];
  return [{ ...row, ...updated }, ...rows.filter((r) => r.id !== id)];
}

/** What a listing with neither title nor address is called wherever it is named. */
export const UNTITLED_LISTING = 'Untitled listing';

/** The title a row shows: the address when useAddressAsTitle is on, else the title. */
export function listingDisplayTitle(l: {
  title: string | null;
  address1: string | null;
  useAddressAsTitle: boolean;
}): string {
  const text = l.useAddressAsTitle ? l.address1 || l.title : l.title || l.address1;
  return text?.trim() || UNTITLED_LISTING;
}

function addDays(day: string, n: number): string {
  return new Date(Date.parse(day.slice(0, 10)) + n * 86_400_000).toISOString().slice(0, 10);
}
