import {
  businessPurposeOf,
  canEditListing,
  canPublishListing,
  daysOnMarket,
  defaultSort,
  isSystemAdmin,
  LISTING_STATUS_LABEL,
  LISTING_TABS,
  listingDisplayTitle,
  resolveSearch,
  searchAudience,
  tabPageSize,
  tabRule,
  type Actor,
  type ListingSearchBody,
  type ListingSearchCountsBody,
  type ListingStatusId,
  type ListingTabIndex,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import {
  countScopeTabs,
  countTab,
  findAgentsOfListings,
  searchListingPage,
  type ListingAgentRow,
  type ListingListRow,
  type SearchPlan,
} from './listing-search.repo';
import { todayIso } from '../../lib/today';

export type ListingListItem = ReturnType<typeof toListItem>;

/** The filters of a search as the actor may run it: payload ids never widen the data scope. */
function basePlan(
  actor: Actor,
  body: Pick<ListingSearchBody, 'criteria' | 'agentIds' | 'officeIds'> &
    Partial<Pick<ListingSearchBody, 'businessPurposeTypeId'>>,
  today: string,
) {
  const audience = searchAudience(actor, body.agentIds);
  const officeIds = body.officeIds?.length
    ? isSystemAdmin(actor)
      ? body.officeIds
      : body.officeIds.filter((id) => actor.officeIds.includes(id))
    : null;
  return {
    actor,
    today,
    text: body.criteria?.text || undefined,
    quickFilters: [...new Set(body.criteria?.quickFilters ?? [])],
    businessPurposeTypeId: body.criteria?.businessPurposeTypeId ?? body.businessPurposeTypeId,
    isSelectSale: body.criteria?.isSelectSale,
    // an office filter the actor may not use matches nothing rather than everything
    officeIds: officeIds && officeIds.length === 0 ? [-1] : officeIds,
    agentIds: audience.agentIds,
    soldAgentIds: audience.soldAgentIds,
  };
}

export async function searchListings(db: Db, actor: Actor, body: ListingSearchBody, today = todayIso()) {
  const resolved = resolveSearch(body);
  const plan: SearchPlan = { ...basePlan(actor, body, today), ...resolved };
  const itemsPerPage = body.itemsPerPage ?? tabPageSize(body.tab);
  const sort = defaultSort(body.tab);
  const sortColumn = body.sortColumn ?? sort.sortColumn;
  const sortDirection = body.sortDirection ?? sort.sortDirection;
  // one row more than the page tells whether another page exists, without counting the table
  const rows = await searchListingPage(db, plan, {
    offset: (body.currentPage - 1) * itemsPerPage,
    limit: itemsPerPage + 1,
    sortColumn,
    sortDirection,
  });
  const page = rows.slice(0, itemsPerPage);
  const agents = await findAgentsOfListings(
    db,
    page.map((r) => Number(r.id)),
  );
  const byListing = new Map<number, ListingAgentRow[]>();
  for (const a of agents)
    byListing.set(Number(a.listing_id), [...(byListing.get(Number(a.listing_id)) ?? []), a]);
  return {
    results: page.map((r) => toListItem(actor, r, byListing.get(Number(r.id)) ?? [], today)),
    currentPage: body.currentPage,
    itemsPerPage,
    hasMore: rows.length > itemsPerPage,
    sortColumn,
    sortDirection,
    tab: body.tab ?? null,
  };
}

/** One row of a listing list; outside the actor's scope (national or market) only public facts. */
export function toListItem(actor: Actor, r: ListingListRow, agents: ListingAgentRow[], today: string) {
  const statusId = Number(r.listing_status_id) as ListingStatusId;
  const facts = {
    officeId: r.office_id == null ? null : Number(r.office_id),
    agentIds: agents.map((a) => Number(a.agent_id)),
  };
  // Out of scope (National / All Private shown to agents): the limited fields only, no link.
  const shown = Boolean(r.in_scope);
  const ifShown = <T>(value: T): T | null => (shown ? value : null);
  // One object literal: spreading rows into literals is many times slower in V8.
  return {
    id: Number(r.id),
    title: listingDisplayTitle({
      title: r.title,
      address1: shown ? r.address1 : null,
      useAddressAsTitle: shown && r.use_address_as_title,
    }),
    city: r.city,
    statusId,
    status: LISTING_STATUS_LABEL[statusId] ?? null,
    price: r.price == null ? null : Number(r.price),
    listingDate: r.listing_date,
    daysOnMarket: daysOnMarket(r.listing_date, today),
    office: r.office,
    businessPurposeTypeId: businessPurposeOf(r.listing_type),
    agents: agents.map((a) => ({
      agentId: Number(a.agent_id),
      name: `${a.first_name} ${a.last_name}`,
      sideTypeId: Number(a.side_type_id),
    })),
    isInScope: shown,
    address: ifShown(r.address1),
    address2: ifShown(r.address2),
    listingTitle: ifShown(r.title),
    publish: ifShown(r.publish),
    isSelectSale: ifShown(agents.some((a) => a.select_sale)),
    displayOfferPriceForSelectSold: ifShown(r.display_offer_price_for_select_sold),
    useAddressAsTitle: ifShown(r.use_address_as_title),
    showMap: ifShown(r.show_map),
    closedDate: ifShown(r.closed_date),
    soldPrice: shown && r.sold_price != null ? Number(r.sold_price) : null,
    expirationDate: ifShown(r.expiration_date),
    salesRegionId: shown && r.sales_region_id != null ? Number(r.sales_region_id) : null,
    isValid: ifShown(r.is_valid),
    mlsNumber: ifShown(r.mls_number),
    imageCount: shown ? Number(r.image_count) : null,
    lastUpdated: shown ? new Date(r.updated_at).toISOString() : null,
    canManage: shown && canEditListing(actor, facts),
    canPublish: shown && canPublishListing(actor, facts),
  };
}

/**
 * Counts of the requested tabs (all tabs by default): the scope tabs in one grouped query, each
 * 'my', market or national tab with its own small query.
 */
export async function countListingTabs(
  db: Db,
  actor: Actor,
  body: ListingSearchCountsBody,
  today = todayIso(),
): Promise<Array<{ tab: ListingTabIndex; count: number }>> {
  const tabs = body.tabs?.length ? [...new Set(body.tabs)] : LISTING_TABS.map((t) => t.index);
  const base = basePlan(actor, body, today);
  const scopeTabs = tabs.filter((t) => tabRule(t).reach === 'scope');
  const counts = new Map<ListingTabIndex, number>();
  if (scopeTabs.length) {
    const grouped = await countScopeTabs(db, {
      ...base,
      statusIds: scopeTabs.flatMap((t) => tabRule(t).statusIds),
      reach: 'scope',
      isPrivate: false,
    });
    const byStatus = new Map(grouped.map((g) => [Number(g.listing_status_id), Number(g.n)]));
    for (const t of scopeTabs) counts.set(t, byStatus.get(tabRule(t).statusIds[0]) ?? 0);
  }
  for (const t of tabs.filter((x) => tabRule(x).reach !== 'scope')) {
    const rule = tabRule(t);
    counts.set(
      t,
      await countTab(db, {
        ...base,
        statusIds: rule.statusIds,
        reach: rule.reach,
        isPrivate: rule.isPrivate,
      }),
    );
  }
  return tabs.map((tab) => ({ tab, count: counts.get(tab) ?? 0 }));
}
