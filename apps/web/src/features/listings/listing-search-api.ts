import { queryOptions, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  accumulatePage,
  isAgent,
  LISTINGS_PAGE_TABS,
  listingDisplayTitle,
  listingSearchEndpoints as E,
  MSG,
  moveToTop,
  TOGGLE_ENDPOINTS,
  type EndpointResponse,
  type ListingCreateRequest,
  type ListingSearchRequest,
  type ListingSortColumn,
  type ListingTabIndex,
  type QuickFilter,
} from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import type { SessionUser } from '../../lib/session-store';

/** One row of POST listing/search (fields of spec/001 'Listing lists and tabs'). */
export type ListingListItem = EndpointResponse<typeof E.searchListings>['results'][number];

/** What a list screen asks for; paging is added by the list itself. */
export type ListingListFilters = {
  tab: ListingTabIndex;
  sortColumn?: ListingSortColumn;
  quickFilters: QuickFilter[];
  text: string;
  agentIds?: number[];
};
/** The cached list: the accumulated rows of the pages loaded so far. */
export type ListingListState = { page: number; rows: ListingListItem[]; hasMore: boolean };

export const listingSearchKeys = {
  all: ['listing-search'] as const,
  list: (userId: number, f: ListingListFilters) => ['listing-search', 'list', userId, f] as const,
  counts: (userId: number, tabs: ListingTabIndex[], f: Omit<ListingListFilters, 'tab' | 'sortColumn'>) =>
    ['listing-search', 'counts', userId, tabs, f] as const,
};

function requestOf(f: ListingListFilters, currentPage: number): ListingSearchRequest {
  return {
    tab: f.tab,
    currentPage,
    sortColumn: f.sortColumn,
    sortDirection: 'desc',
    agentIds: f.agentIds,
    criteria: { text: f.text || undefined, quickFilters: f.quickFilters },
  };
}
const searchPage = (f: ListingListFilters, page: number) =>
  callEndpoint(
    E.searchListings,
    { body: requestOf(f, page) },
    { errorMessage: MSG.failedFetchListings },
  ).then((r) => r.data);

/**
 * A listing list whose pages accumulate (spec/000 section 4.5): loading the next page appends
 * its rows to the cached list; a reload fetches page 1 and replaces it.
 */
export function useListingList(userId: number, filters: ListingListFilters) {
  const qc = useQueryClient();
  const key = listingSearchKeys.list(userId, filters);
  const query = useQuery(listingListQuery(userId, filters));
  const more = useMutation({
    mutationFn: async () => {
      const current = qc.getQueryData<ListingListState>(key);
      const next = (current?.page ?? 0) + 1;
      return { next, res: await searchPage(filters, next) };
    },
    onSuccess: ({ next, res }) =>
      qc.setQueryData<ListingListState>(key, (prev) => ({
        ...accumulatePage(prev ?? { page: 0, rows: [] }, next, res.results),
        hasMore: res.hasMore,
      })),
  });
  return { query, key, loadMore: () => more.mutate(), isLoadingMore: more.isPending };
}

export function useListingCounts(
  userId: number,
  tabs: ListingTabIndex[],
  f: Omit<ListingListFilters, 'tab' | 'sortColumn'>,
) {
  return useQuery(listingCountsQuery(userId, tabs, f));
}

/** Page 1 of a list (the cache the list's later pages accumulate into). */
const listingListQuery = (userId: number, filters: ListingListFilters) =>
  queryOptions({
    queryKey: listingSearchKeys.list(userId, filters),
    queryFn: async (): Promise<ListingListState> => {
      const res = await searchPage(filters, 1);
      return { ...accumulatePage({ page: 0, rows: [] }, 1, res.results), hasMore: res.hasMore };
    },
  });

const listingCountsQuery = (
  userId: number,
  tabs: ListingTabIndex[],
  f: Omit<ListingListFilters, 'tab' | 'sortColumn'>,
) =>
  queryOptions({
    queryKey: listingSearchKeys.counts(userId, tabs, f),
    queryFn: async () => {
      const res = await callEndpoint(
        E.countListingTabs,
        {
          body: {
            tabs,
            agentIds: f.agentIds,
            criteria: { text: f.text || undefined, quickFilters: f.quickFilters },
          },
        },
        { errorMessage: MSG.failedFetchListings },
      );
      return new Map(res.data.counts.map((c) => [c.tab, c.count]));
    },
  });

/** Who a list opens on: the requested tab if the list has it, and an agent's own listings where the list offers 'mine'. */
export function listingListDefaults(
  user: Pick<SessionUser, 'roleCodes' | 'agentIds'>,
  tabs: readonly ListingTabIndex[],
  requestedTab: string | null,
  hasMineToggle: boolean,
) {
  const requested = Number(requestedTab);
  const tab = (tabs as number[]).includes(requested) ? (requested as ListingTabIndex) : tabs[0];
  const canChooseMine = hasMineToggle && isAgent({ roles: user.roleCodes }) && user.agentIds.length > 0;
  return { tab, canChooseMine };
}

/**
 * Starts the calls /eng/listings opened from the address makes first (its first page and the tab
 * counts), so they run while the page's code loads: the list then finds them in the cache. Here,
 * not in the app's first code: the tabs' module brings its schemas along.
 */
export function prefetchListingsPage(
  user: Pick<SessionUser, 'userId' | 'roleCodes' | 'agentIds'>,
  search: URLSearchParams,
) {
  const tabs = LISTINGS_PAGE_TABS;
  const { tab, canChooseMine } = listingListDefaults(user, tabs, search.get('tab'), true);
  const shared = { quickFilters: [], text: '', agentIds: canChooseMine ? user.agentIds : undefined };
  void queryClient.prefetchQuery(listingCountsQuery(user.userId, tabs, shared));
  void queryClient.prefetchQuery(listingListQuery(user.userId, { ...shared, tab }));
}

/** Flags a list row switches in place (PUT listing/{id}/toggle.../{flag}): publish, show address, and the like. */
export const ROW_TOGGLES = {
  publish: { path: 'togglepublish', field: 'publish', error: MSG.failedPublishStatus },
  soldPrice: {
    path: 'toggleshowsoldpriceforselectsold',
    field: 'displayOfferPriceForSelectSold',
    error: MSG.failedListingOptions,
  },
  useAddress: { path: 'toggleuseaddress', field: 'useAddressAsTitle', error: MSG.failedListingOptions },
  showMap: { path: 'toggleshowmap', field: 'showMap', error: MSG.failedListingOptions },
} as const;
export type RowToggle = keyof typeof ROW_TOGGLES;

/**
 * Switches one flag of a row; the cached row takes the new value and, with the 'lastUpdated'
 * sort preference, moves to the top of the list (spec/000 section 9).
 */
export function useRowToggle(listKey: QueryKey, sortColumn: ListingSortColumn) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({
      row,
      toggle,
      value,
    }: {
      row: ListingListItem;
      toggle: RowToggle;
      value: boolean;
    }) => {
      const t = ROW_TOGGLES[toggle];
      await callEndpoint(
        TOGGLE_ENDPOINTS[t.path],
        { params: { id: row.id, flag: value } },
        { errorMessage: t.error },
      );
      return { row, toggle, value };
    },
    onSuccess: ({ row, toggle, value }) => {
      const t = ROW_TOGGLES[toggle];
      const changed: Partial<ListingListItem> = { [t.field]: value, lastUpdated: new Date().toISOString() };
      if (t.field === 'useAddressAsTitle')
        changed.title = listingDisplayTitle({
          title: row.listingTitle,
          address1: row.address,
          useAddressAsTitle: value,
        });
      qc.setQueryData<ListingListState>(listKey, (prev) =>
        prev
          ? {
              ...prev,
              rows:
                sortColumn === 'lastUpdated'
                  ? moveToTop(prev.rows, row.id, changed)
                  : prev.rows.map((r) => (r.id === row.id ? { ...r, ...changed } : r)),
            }
          : prev,
      );
    },
  });
}

export function useCreateListing() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ListingCreateRequest) =>
      callEndpoint(E.createListing, { body }, { errorMessage: MSG.errorCreatingListing }).then((r) => r.data),
    onSuccess: () => qc.invalidateQueries({ queryKey: listingSearchKeys.all }),
  });
}
