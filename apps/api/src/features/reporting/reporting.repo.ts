import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  isSystemAdmin,
  type AbcrAgentRow,
  type AbcrListingRow,
  type Actor,
  type AdvertisingReportRow,
  type CitReportRow,
} from '@atrium/domain';
import { rowsOf, type Db } from '../../db/client';
import { reportExports } from '../../db/schema';
import { agentScopeSql } from '../agents';
import { listingScopeSql } from '../listings';

const num = (v: unknown) => (v == null ? null : Number(v));

/** The agent named, when the actor may open them (the agents feature's scope: an agent their own). */
export async function findReportAgent(db: Db, actor: Actor, agentId: number) {
  const [row] = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`
      select a.id, trim(a.first_name || ' ' || a.last_name) as name from agents a
      where a.id = ${agentId} and ${agentScopeSql(actor)}`),
  );
  return row;
}

type CitQuery = { startDate: string; endDate: string; includeMarketing: boolean; includeAds: boolean };

/**
 * The agent's CIT costs in the range: their shares of marketing items marked CIT (by the item's
 * date), and the agent cost of the spots booked for them (by the run date) or reserved for them
 * (their share, by the advertisement's run date).
 */
export async function findCitRows(db: Db, agentId: number, q: CitQuery): Promise<CitReportRow[]> {
  const parts = [];
  if (q.includeMarketing)
    parts.push(sql`
      select m.date::text as date, 'Marketing' as source, m.description, r.listing_id, l.address1 as address,
        m.billing_code, r.credit_memo, r.actual_cost, r.office_cost, r.agent_cost, r.agent_paid
      from marketing_item_agent_costs r
      join marketing_items m on m.id = r.marketing_item_id
      join listings l on l.id = r.listing_id
      where r.agent_id = ${agentId} and r.cit and m.date between ${q.startDate} and ${q.endDate}`);
  if (q.includeAds) {
    parts.push(sql`
      select d.day::text as date, 'Advertising' as source, ad.name || ' - ' || s.name as description,
        sa.listing_id, l.address1 as address, s.billing_code_type as billing_code, null as credit_memo,
        s.cost_per_spot as actual_cost, s.office_cost, s.agent_cost, false as agent_paid
      from spot_assignments sa
      join spots s on s.id = sa.spot_id
      join advertisements ad on ad.id = s.advertisement_id
      left join listings l on l.id = sa.listing_id
      cross join lateral (select coalesce(sa.run_date, ad.run_date, sa.created_at::date) as day) d
      where sa.agent_id = ${agentId} and d.day between ${q.startDate} and ${q.endDate}`);
    parts.push(sql`
      select d.day::text as date, 'Advertising' as source, ad.name || ' - ' || s.name || ' (reserved)' as description,
        null as listing_id, null as address, s.billing_code_type as billing_code, null as credit_memo,
        null as actual_cost, null as office_cost, c.cost as agent_cost, false as agent_paid
      from spot_reservation_costs c
      join spot_reservations r on r.id = c.reservation_id
      join spots s on s.id = r.spot_id
      join advertisements ad on ad.id = s.advertisement_id
      cross join lateral (select coalesce(ad.run_date, r.created_at::date) as day) d
      where c.agent_id = ${agentId} and d.day between ${q.startDate} and ${q.endDate}`);
  }
  if (!parts.length) return [];
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`${sql.join(parts, sql` union all `)} order by date, description`),
  );
  return rows.map((r) => ({
    date: String(r.date),
    source: r.source as CitReportRow['source'],
    description: String(r.description),
    listingId: num(r.listing_id),
    address: (r.address as string | null) ?? null,
    billingCode: (r.billing_code as string | null) ?? null,
    creditMemo: (r.credit_memo as string | null) ?? null,
    actualCost: num(r.actual_cost),
    officeCost: num(r.office_cost),
    agentCost: num(r.agent_cost),
    agentPaid: Boolean(r.agent_paid),
  }));
}

/**
 * The agent's advertising in the range: the spots booked with the agent (dated by the booking's run
 * date, else the advertisement's, else the booking's day) and the reservations the agent shares
 * (dated by the advertisement's run date, else the reservation's day), oldest first.
 */
export async function findAdvertisingRows(
  db: Db,
  agentId: number,
  q: { startDate: string; endDate: string },
): Promise<AdvertisingReportRow[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select d.day::text as date, 'Booked' as kind, mo.name as media_outlet, ad.name as advertisement,
        ad.edition, s.name as spot, sa.listing_id, l.address1 as address, 1 as spots, s.agent_cost
      from spot_assignments sa
      join spots s on s.id = sa.spot_id
      join advertisements ad on ad.id = s.advertisement_id
      join media_outlets mo on mo.id = ad.media_outlet_id
      left join listings l on l.id = sa.listing_id
      cross join lateral (select coalesce(sa.run_date, ad.run_date, sa.created_at::date) as day) d
      where sa.agent_id = ${agentId} and d.day between ${q.startDate} and ${q.endDate}
      union all
      select d.day::text as date, 'Reserved' as kind, mo.name, ad.name, ad.edition, s.name,
        null, null, r.number_of_spots_reserved, c.cost
      from spot_reservation_costs c
      join spot_reservations r on r.id = c.reservation_id
      join spots s on s.id = r.spot_id
      join advertisements ad on ad.id = s.advertisement_id
      join media_outlets mo on mo.id = ad.media_outlet_id
      cross join lateral (select coalesce(ad.run_date, r.created_at::date) as day) d
      where c.agent_id = ${agentId} and d.day between ${q.startDate} and ${q.endDate}
      order by date, media_outlet, advertisement, spot`),
  );
  return rows.map((r) => ({
    date: String(r.date),
    kind: r.kind as AdvertisingReportRow['kind'],
    mediaOutlet: String(r.media_outlet),
    advertisement: String(r.advertisement),
    edition: (r.edition as string | null) ?? null,
    spot: String(r.spot),
    listingId: num(r.listing_id),
    address: (r.address as string | null) ?? null,
    spots: Number(r.spots),
    agentCost: num(r.agent_cost),
  }));
}

type AbcrQuery = { startDate: string; endDate: string; businessPurposeTypeId?: 1 | 2 };

/**
 * The closed sides (closed_sides, kept by triggers) of listings in the scope closed in the range.
 * A system admin's scope is the whole network: the listings are then not read at all.
 */
function abcrSides(actor: Actor, q: AbcrQuery, agentId?: number) {
  const type =
    q.businessPurposeTypeId == null
      ? sql``
      : sql`and s.listing_type = ${q.businessPurposeTypeId === 2 ? 'Rental' : 'Sale'}`;
  const ofAgent = agentId == null ? sql`` : sql`and s.agent_id = ${agentId}`;
  const scope = listingScopeSql(actor);
  const scoped = isSystemAdmin(actor)
    ? sql``
    : sql`and exists (select 1 from listings l where l.id = s.listing_id and ${scope})`;
  return sql`
    select s.* from closed_sides s
    where s.closed_date between ${q.startDate} and ${q.endDate} ${type} ${ofAgent} ${scoped}`;
}

/** ABCR's sums per agent id (summed first: the names join the few thousand sums, not the sides). */
function abcrSums(actor: Actor, q: AbcrQuery) {
  return sql`
    select s.agent_id, count(*) filter (where s.side_type_id = 1) as listing_sides,
      count(*) filter (where s.side_type_id <> 1) as sale_sides,
      sum(s.volume_cents) as volume, sum(s.commission_cents) as commission
    from (${abcrSides(actor, q)}) s group by s.agent_id`;
}

/** The agents of `g` (abcrSums) with their names, in ABCR's order: the largest volume first. */
const ABCR_NAMED = sql`
  select a.id, trim(a.first_name || ' ' || a.last_name) as name, o.name as office_name,
    g.listing_sides, g.sale_sides, g.volume, g.commission
  from g join agents a on a.id = g.agent_id left join offices o on o.id = a.office_id
  order by g.volume desc, name, a.id`;

const abcrAgentRow = (r: Record<string, unknown>): AbcrAgentRow => ({
  agentId: Number(r.id),
  agentName: String(r.name),
  officeName: (r.office_name as string | null) ?? null,
  listingSides: Number(r.listing_sides),
  saleSides: Number(r.sale_sides),
  volume: Number(r.volume) / 100,
  commission: Number(r.commission) / 100,
});

/** ABCR: one row per agent with sides in the range, the largest volume first. */
export async function findAbcrAgents(db: Db, actor: Actor, q: AbcrQuery): Promise<AbcrAgentRow[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`with g as (${abcrSums(actor, q)}) ${ABCR_NAMED}`),
  );
  return rows.map(abcrAgentRow);
}

/**
 * One page of ABCR with the count and totals of every page, summed in the database (only the
 * page's rows travel: a year of the network is a few thousand agents).
 */
export async function findAbcrPage(
  db: Db,
  actor: Actor,
  q: AbcrQuery & { currentPage: number; itemsPerPage: number },
) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with g as (${abcrSums(actor, q)}),
      t as (
        select count(*) as records, coalesce(sum(g.listing_sides + g.sale_sides), 0) as sides,
          coalesce(sum(g.volume), 0) as volume, coalesce(sum(g.commission), 0) as commission
        from g)
      select t.records, t.sides as total_sides, t.volume as total_volume,
        t.commission as total_commission, p.*
      from t left join lateral (
        ${ABCR_NAMED} limit ${q.itemsPerPage} offset ${(q.currentPage - 1) * q.itemsPerPage}
      ) p on true
      order by p.volume desc, p.name, p.id`),
  );
  const [first] = rows;
  return {
    rows: rows.filter((r) => r.id != null).map(abcrAgentRow),
    totalRecords: Number(first.records),
    totals: {
      sides: Number(first.total_sides),
      volume: Number(first.total_volume) / 100,
      commission: Number(first.total_commission) / 100,
    },
  };
}

/** The sides behind one agent's ABCR row, the latest closed first. */
export async function findAbcrListings(
  db: Db,
  actor: Actor,
  q: AbcrQuery & { agentId: number },
): Promise<AbcrListingRow[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select s.*, l.address1, l.city from (${abcrSides(actor, q, q.agentId)}) s
      join listings l on l.id = s.listing_id
      order by s.closed_date desc, s.listing_id desc, s.side_type_id`),
  );
  return rows.map((r) => ({
    listingId: Number(r.listing_id),
    address: (r.address1 as string | null) ?? null,
    city: (r.city as string | null) ?? null,
    listingType: String(r.listing_type),
    closedDate: String(r.closed_date),
    price: Number(r.price),
    side: Number(r.side_type_id) === 1 ? 'Listing' : 'Sale',
    split: Number(r.split),
    volume: Number(r.volume_cents) / 100,
    commission: Number(r.commission_cents) / 100,
  }));
}

export type WebsiteReportRow = {
  id: number;
  address1: string | null;
  city: string | null;
  state: string | null;
  listing_status_id: number;
  office_name: string | null;
  showcase_views: number;
  sites: number;
  site_views: number;
};

/**
 * The listings in scope (of one agent, either side, when `agentId` is given) seen on the web in the
 * range: their showcase page's visits by day, and the other sites entered in views on web on a day
 * of the range. Driven from the views (few) rather than the listings (many); most viewed first.
 */
export async function findWebsiteRows(
  db: Db,
  actor: Actor,
  q: { startDate: string; endDate: string; agentId?: number },
): Promise<WebsiteReportRow[]> {
  const ofAgent =
    q.agentId == null
      ? sql`true`
      : sql`exists (select 1 from listing_agents la where la.listing_id = l.id and la.agent_id = ${q.agentId})`;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with v as (
        select listing_id, sum(views)::int as views from showcase_page_views
        where day between ${q.startDate} and ${q.endDate} group by listing_id),
      w as (
        select listing_id, count(*)::int as sites, sum(total_views)::int as views from views_on_web_sites
        where entry_date between ${q.startDate} and ${q.endDate} group by listing_id),
      seen as (select listing_id from v union select listing_id from w)
      select l.id, l.address1, l.city, l.state, l.listing_status_id, o.name as office_name,
        coalesce(v.views, 0) as showcase_views, coalesce(w.sites, 0) as sites, coalesce(w.views, 0) as site_views
      from seen
      join listings l on l.id = seen.listing_id
      left join offices o on o.id = l.office_id
      left join v on v.listing_id = l.id
      left join w on w.listing_id = l.id
      where ${listingScopeSql(actor)} and ${ofAgent}
      order by coalesce(v.views, 0) + coalesce(w.views, 0) desc, l.id`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    address1: (r.address1 as string | null) ?? null,
    city: (r.city as string | null) ?? null,
    state: (r.state as string | null) ?? null,
    listing_status_id: Number(r.listing_status_id),
    office_name: (r.office_name as string | null) ?? null,
    showcase_views: Number(r.showcase_views),
    sites: Number(r.sites),
    site_views: Number(r.site_views),
  }));
}

export type ListingExportRow = {
  id: number;
  mls_number: string | null;
  listing_type: string;
  listing_status_id: number;
  address1: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  office_name: string | null;
  current_price: string | null;
  listing_date: string | null;
  expiration_date: string | null;
  bedrooms: number | null;
};

/** The listings in the actor's scope, read in pages by id (a keyset: each page one index range). */
export async function* listingPages(
  db: Db,
  actor: Actor,
  pageSize = 2000,
): AsyncGenerator<ListingExportRow[]> {
  let after = 0;
  for (;;) {
    const page = rowsOf<ListingExportRow>(
      await db.execute(sql`
        select l.id, l.mls_number, l.listing_type, l.listing_status_id, l.address1, l.city, l.state, l.zip,
          o.name as office_name, l.current_price, l.listing_date::text, l.expiration_date::text, l.bedrooms
        from listings l left join offices o on o.id = l.office_id
        where l.id > ${after} and l.listing_status_id <> 6 and ${listingScopeSql(actor)}
        order by l.id limit ${pageSize}`),
    );
    if (!page.length) return;
    yield page;
    after = Number(page[page.length - 1].id);
    if (page.length < pageSize) return;
  }
}

export async function countListings(db: Db, actor: Actor): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from listings l where l.listing_status_id <> 6 and ${listingScopeSql(actor)}`,
    ),
  );
  return Number(row?.n ?? 0);
}

const EXPORT_COLUMNS = {
  id: reportExports.id,
  kind: reportExports.kind,
  format: reportExports.format,
  state: reportExports.state,
  rowsDone: reportExports.rowsDone,
  rowsTotal: reportExports.rowsTotal,
  fileName: reportExports.fileName,
  sizeBytes: reportExports.sizeBytes,
  error: reportExports.error,
  createdAt: reportExports.createdAt,
  finishedAt: reportExports.finishedAt,
};

export async function insertExport(
  db: Db,
  userId: number,
  kind: (typeof reportExports.$inferInsert)['kind'],
  format: (typeof reportExports.$inferInsert)['format'],
) {
  const [row] = await db.insert(reportExports).values({ userId, kind, format }).returning(EXPORT_COLUMNS);
  return row;
}

export const findExports = (db: Db, userId: number) =>
  db
    .select(EXPORT_COLUMNS)
    .from(reportExports)
    .where(eq(reportExports.userId, userId))
    .orderBy(desc(reportExports.id))
    .limit(20);

export async function findExport(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({ ...EXPORT_COLUMNS, storageKey: reportExports.storageKey })
    .from(reportExports)
    .where(and(eq(reportExports.id, id), eq(reportExports.userId, userId)));
  return row;
}

export const updateExport = (db: Db, id: number, values: Partial<typeof reportExports.$inferInsert>) =>
  db.update(reportExports).set(values).where(eq(reportExports.id, id));

/** Exports finished (done or failed) more than `days` days ago, with their stored files' keys. */
export const findOldExports = (db: Db, days: number) =>
  db
    .select({ id: reportExports.id, storageKey: reportExports.storageKey })
    .from(reportExports)
    .where(sql`${reportExports.finishedAt} < now() - make_interval(days => ${days})`);

export const deleteExports = (db: Db, ids: number[]) =>
  db.delete(reportExports).where(inArray(reportExports.id, ids));
