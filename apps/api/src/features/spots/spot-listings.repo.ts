import { sql, type SQL } from 'drizzle-orm';
import { LISTING_STATUS_LABEL, type Actor, type ListingStatusId } from '@atrium/domain';
import { rowsOf } from '../../db/client';
import type { DbOrTx } from '../../db/audited-write';
import { listingScopeSql } from '../listings';

/** The SQL of the booking screen's listing search and of the agent's spot figures. */

const ids = (values: readonly number[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

export type SpotListingQuery = {
  text?: string | null;
  status: number[];
  businessPurposeTypeId: 1 | 2;
  isLastAdvertisedRequired: boolean;
  currentPage: number;
  itemsPerPage: number;
  sortColumn: 'address1' | 'price' | 'agentName' | 'status' | 'lastAdvertised';
  sortDirection: 'asc' | 'desc';
};

const LAST_ADVERTISED = sql`(select max(coalesce(sa.run_date, sa.created_at::date))
  from spot_assignments sa where sa.listing_id = l.id)`;

const SORT: Record<SpotListingQuery['sortColumn'], SQL> = {
  address1: sql`lower(l.address1)`,
  price: sql`l.current_price`,
  agentName: sql`lower(ag.name)`,
  status: sql`l.listing_status_id`,
  lastAdvertised: LAST_ADVERTISED,
};

/** Listings in the actor's scope by status, purpose and text, with their first agent. */
export async function searchSpotListings(db: DbOrTx, actor: Actor, q: SpotListingQuery) {
  const where: SQL[] = [
    listingScopeSql(actor),
    sql`l.listing_status_id in (${ids(q.status)})`,
    sql`l.listing_type = ${q.businessPurposeTypeId === 1 ? 'Sale' : 'Rental'}`,
  ];
  if (q.text) {
    const like = `%${q.text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`l.search_text like ${like}`);
  }
  const condition = sql.join(where, sql` and `);
  const direction = q.sortDirection === 'desc' ? sql`desc nulls last` : sql`asc nulls first`;
  const agent = sql`left join lateral (
      select la.agent_id, a.first_name || ' ' || a.last_name as name
      from listing_agents la join agents a on a.id = la.agent_id
      where la.listing_id = l.id order by la.side_type_id, la.display_order limit 1) ag on true`;
  const [rows, count] = await Promise.all([
    db.execute(sql`
      select l.id, ag.agent_id, ag.name as agent_name, l.address1, l.listing_type,
        l.current_price::float8 as price, l.is_valid, l.publish, l.listing_status_id, l.listing_number,
        o.name as office_name, ${q.isLastAdvertisedRequired ? LAST_ADVERTISED : sql`null`}::text as last_advertised
      from listings l left join offices o on o.id = l.office_id ${agent}
      where ${condition}
      order by ${SORT[q.sortColumn]} ${direction}, l.id
      limit ${q.itemsPerPage} offset ${(q.currentPage - 1) * q.itemsPerPage}`),
    db.execute(sql`select count(*)::int as n from listings l where ${condition}`),
  ]);
  return {
    items: rowsOf<Record<string, unknown>>(rows).map((r) => ({
      id: Number(r.id),
      agentId: r.agent_id == null ? null : Number(r.agent_id),
      agentName: r.agent_name == null ? null : String(r.agent_name),
      address: r.address1 == null ? null : String(r.address1),
      type: String(r.listing_type),
      price: r.price == null ? null : Number(r.price),
      valid: Boolean(r.is_valid),
      publish: Boolean(r.publish),
      statusId: Number(r.listing_status_id),
      status: LISTING_STATUS_LABEL[Number(r.listing_status_id) as ListingStatusId] ?? 'Unknown',
      listingNumber: r.listing_number == null ? null : String(r.listing_number),
      officeName: r.office_name == null ? null : String(r.office_name),
      lastAdvertised: r.last_advertised == null ? null : String(r.last_advertised).slice(0, 10),
    })),
    totalCount: Number(rowsOf<{ n: number }>(count)[0]?.n ?? 0),
  };
}

/**
 * The user's spot figures of a year: spots booked for the user's agents (or by the user), spots the
 * user requested, and booked spots that have not run yet.
 */
export async function spotStats(db: DbOrTx, actor: Actor, today: string) {
  const year = Number(today.slice(0, 4));
  const from = `${year}-01-01`;
  const to = `${year + 1}-01-01`;
  const mine = actor.agentIds.length
    ? sql`(sa.agent_id in (${ids(actor.agentIds)}) or sa.created_by = ${actor.userId})`
    : sql`sa.created_by = ${actor.userId}`;
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select
        (select count(*) from spot_assignments sa where ${mine}
          and sa.created_at >= ${from}::date and sa.created_at < ${to}::date)::int as booked,
        (select count(*) from spot_requests r where r.user_id = ${actor.userId}
          and r.created_at >= ${from}::date and r.created_at < ${to}::date)::int as requested,
        (select count(*) from spot_assignments sa where ${mine} and sa.run_date >= ${today}::date)::int as upcoming`),
  );
  return {
    year,
    booked: Number(row?.booked ?? 0),
    requested: Number(row?.requested ?? 0),
    upcoming: Number(row?.upcoming ?? 0),
  };
}
