import { sql, type SQL } from 'drizzle-orm';
import {
  expiryWindow,
  isSystemAdmin,
  LISTING_STATUS,
  MARKET_SEARCH_STATUSES,
  QUICK_FILTER_LIMITS,
  type Actor,
  type ListingReach,
  type ListingSortColumn,
  type ListingStatusId,
  type QuickFilter,
  type SortDirection,
} from '@atrium/domain';
import { preparedPerShape, prepareSql, rowsOf, type Db } from '../../db/client';
import { listingScopeSql } from './listing-scope.sql';

/** Everything a listing search resolves to before it becomes SQL. */
export type SearchPlan = {
  actor: Actor;
  today: string;
  statusIds: ListingStatusId[];
  reach: ListingReach;
  isPrivate: boolean;
  text?: string;
  quickFilters: QuickFilter[];
  businessPurposeTypeId?: 1 | 2;
  isSelectSale?: boolean;
  officeIds: number[] | null;
  agentIds: number[] | null;
  soldAgentIds: number[] | null;
};

export type ListingListRow = {
  id: number;
  title: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  listing_status_id: number;
  price: number | null;
  publish: boolean;
  display_offer_price_for_select_sold: boolean;
  use_address_as_title: boolean;
  show_map: boolean;
  show_address: boolean;
  closed_date: string | null;
  sold_price: number | null;
  listing_type: string;
  listing_date: string | null;
  expiration_date: string | null;
  office_id: number | null;
  office: string | null;
  sales_region_id: number | null;
  is_valid: boolean;
  mls_number: string | null;
  image_count: number;
  updated_at: string | Date;
  in_scope: boolean;
};

export type ListingAgentRow = {
  listing_id: number;
  agent_id: number;
  side_type_id: number;
  select_sale: boolean;
  first_name: string;
  last_name: string;
};

const ids = (values: readonly number[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Listings where one of these agents is on either side. */
const withAgents = (agentIds: readonly number[]) =>
  sql`l.id = any(array(select la.listing_id from listing_agents la where la.agent_id in (${ids(agentIds)})))`;

/** The offices of the sales regions of these offices (market expansion). */
const marketOffices = (officeIds: readonly number[]) =>
  sql`l.office_id in (select o2.id from offices o2 where o2.sales_region_id in
      (select o1.sales_region_id from offices o1 where o1.id in (${ids(officeIds)})))`;

/** The reach of a tab as a condition on `l`: always inside the query, never a filter afterwards. */
export function reachSql(plan: Pick<SearchPlan, 'actor' | 'reach' | 'officeIds'>): SQL {
  const { actor } = plan;
  switch (plan.reach) {
    case 'national':
      return sql`true`;
    case 'mine':
      return actor.agentIds.length ? withAgents(actor.agentIds) : listingScopeSql(actor);
    case 'market': {
      const base = isSystemAdmin(actor) ? (plan.officeIds ?? []) : actor.officeIds;
      if (isSystemAdmin(actor) && base.length === 0) return sql`true`;
      // the market sees listings that are on the market; drafts, deletions and the like stay in scope
      const market = base.length
        ? sql`(${statusSql(MARKET_SEARCH_STATUSES)} and ${marketOffices(base)})`
        : sql`false`;
      return sql`(${market} or ${listingScopeSql(actor)})`;
    }
    default:
      return listingScopeSql(actor);
  }
}

function statusSql(statusIds: readonly number[]): SQL {
  return statusIds.length === 1
    ? sql`l.listing_status_id = ${statusIds[0]}`
    : sql`l.listing_status_id in (${ids(statusIds)})`;
}

function quickFilterSql(filter: QuickFilter, today: string): SQL {
  switch (filter) {
    case 'invalid':
      return sql`l.is_valid = false`;
    case 'draft':
      return sql`l.listing_status_id = ${LISTING_STATUS.draft}`;
    case '10Photos':
      return sql`l.image_count <= ${QUICK_FILTER_LIMITS.maxImagesFor10Photos}`;
    case 'mlsNumberMissing':
      return sql`coalesce(l.mls_number, '') = ''`;
    case 'notPublished':
      return sql`l.publish = false`;
    case 'expiry': {
      const { from, to } = expiryWindow(today);
      return sql`(${statusSql(QUICK_FILTER_LIMITS.expiryStatuses)} and l.expiration_date between ${from} and ${to})`;
    }
    case 'lowres':
      return sql`l.has_low_res_images = true`;
  }
}

/** The filters every tab of one search shares (text, quick filters, offices, agents, purpose). */
export function sharedFilterSql(plan: SearchPlan): SQL[] {
  const where: SQL[] = [];
  if (plan.text) {
    const like = `%${plan.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // search_text (lower-cased title, address, city, zip, MLS and listing numbers) has a trigram index
    const all = sql`l.search_text like lower(${like})`;
    // outside the actor's scope a row shows only its title and city: the text matches only those
    where.push(
      plan.reach === 'national' || plan.reach === 'market'
        ? sql`(case when ${listingScopeSql(plan.actor)} then ${all}
            else lower(coalesce(l.title, '') || ' ' || coalesce(l.city, '')) like lower(${like}) end)`
        : all,
    );
  }
  for (const f of plan.quickFilters) where.push(quickFilterSql(f, plan.today));
  if (plan.businessPurposeTypeId)
    where.push(sql`l.listing_type = ${plan.businessPurposeTypeId === 1 ? 'Sale' : 'Rental'}`);
  if (plan.isSelectSale !== undefined)
    where.push(
      sql`${plan.isSelectSale ? sql`` : sql`not `}exists (select 1 from listing_agents ls where ls.listing_id = l.id and ls.select_sale)`,
    );
  if (plan.officeIds?.length && plan.reach !== 'market')
    where.push(sql`l.office_id in (${ids(plan.officeIds)})`);
  if (plan.agentIds?.length && plan.reach !== 'national') where.push(withAgents(plan.agentIds));
  return where;
}

/** The conditions of one tab: status, reach, private expiration and the sold-listing limit. */
export function tabSql(plan: SearchPlan): SQL[] {
  const where = [statusSql(plan.statusIds), reachSql(plan)];
  if (plan.isPrivate) where.push(sql`(l.expiration_date is null or l.expiration_date >= ${plan.today})`);
  if (plan.soldAgentIds?.length && plan.statusIds.includes(LISTING_STATUS.sold))
    where.push(sql`(l.listing_status_id <> ${LISTING_STATUS.sold} or ${withAgents(plan.soldAgentIds)})`);
  return where;
}

const SORT_SQL: Record<ListingSortColumn, SQL> = {
  lastUpdated: sql`l.updated_at`,
  listingDate: sql`l.listing_date`,
  price: sql`l.current_price`,
  closedDate: sql`l.closed_date`,
};

/** Order matching the indexes (column desc nulls last, id desc) or their exact reverse. */
function orderSql(column: ListingSortColumn, direction: SortDirection): SQL {
  return direction === 'desc'
    ? sql`${SORT_SQL[column]} desc nulls last, l.id desc nulls last`
    : sql`${SORT_SQL[column]} asc nulls first, l.id asc nulls first`;
}

export async function searchListingPage(
  db: Db,
  plan: SearchPlan,
  page: { offset: number; limit: number; sortColumn: ListingSortColumn; sortDirection: SortDirection },
): Promise<ListingListRow[]> {
  const where = sql.join([...tabSql(plan), ...sharedFilterSql(plan)], sql` and `);
  const inScope =
    plan.reach === 'national' || plan.reach === 'market' ? listingScopeSql(plan.actor) : sql`true`;
  const result = await db.execute(sql`
    select l.id, l.title, l.address1, l.address2, l.city, l.listing_status_id,
      l.current_price::float8 as price, l.publish, l.display_offer_price_for_select_sold,
      l.use_address_as_title, l.show_map, l.show_address, l.closed_date::text as closed_date,
      l.sold_price::float8 as sold_price, l.listing_type, l.listing_date::text as listing_date,
      l.expiration_date::text as expiration_date, l.office_id, o.name as office, l.sales_region_id,
      l.is_valid, l.mls_number, l.image_count, l.updated_at, ${inScope} as in_scope
    from listings l left join offices o on o.id = l.office_id
    where ${where}
    order by ${orderSql(page.sortColumn, page.sortDirection)}
    limit ${page.limit} offset ${page.offset}`);
  return rowsOf<ListingListRow>(result);
}

/**
 * The agents of a page of listings, in one query (no query per row). Named: its plan (index
 * lookups, nested loop on agents) is the same for any page, where planning each page's ids
 * chose a hash of every agent.
 */
const agentsOfListings = preparedPerShape((db: Db) =>
  prepareSql(
    db,
    'agents_of_listings',
    sql`select la.listing_id, la.agent_id, la.side_type_id, la.select_sale, a.first_name, a.last_name
      from listing_agents la join agents a on a.id = la.agent_id
      where la.listing_id = any(${sql.placeholder('listingIds')})
      order by la.listing_id, la.side_type_id, la.display_order`,
  ),
);

export async function findAgentsOfListings(
  db: Db,
  listingIds: readonly number[],
): Promise<ListingAgentRow[]> {
  if (!listingIds.length) return [];
  return rowsOf<ListingAgentRow>(await agentsOfListings(db).execute({ listingIds }));
}

/**
 * Counts of the scope tabs in one grouped pass over the status index (no count per tab), with
 * the sold-listing limit applied inside the aggregate.
 */
export async function countScopeTabs(
  db: Db,
  plan: SearchPlan,
): Promise<Array<{ listing_status_id: number; n: number }>> {
  const where = sql.join([statusSql(plan.statusIds), reachSql(plan), ...sharedFilterSql(plan)], sql` and `);
  const soldLimit = plan.soldAgentIds?.length
    ? sql`count(*) filter (where l.listing_status_id <> ${LISTING_STATUS.sold} or ${withAgents(plan.soldAgentIds)})`
    : sql`count(*)`;
  const result = await db.execute(sql`
    select l.listing_status_id, ${soldLimit}::int as n from listings l where ${where} group by l.listing_status_id`);
  return rowsOf(result);
}

/** The count of one tab with its own reach (the 'my', market and national tabs). */
export async function countTab(db: Db, plan: SearchPlan): Promise<number> {
  const where = sql.join([...tabSql(plan), ...sharedFilterSql(plan)], sql` and `);
  const result = await db.execute(sql`select count(*)::int as n from listings l where ${where}`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}
