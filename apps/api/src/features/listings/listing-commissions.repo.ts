import { sql, type SQL } from 'drizzle-orm';
import { LISTING_STATUS, type Actor, type CommissionSearch, type ListingCommissionRow } from '@atrium/domain';
import { rowsOf } from '../../db/client';
import type { DbOrTx } from '../../db/audited-write';
import { listingScopeSql } from './listing-scope.sql';

const SORT: Record<CommissionSearch['sortColumn'], SQL> = {
  listingDate: sql`l.listing_date`,
  createdDate: sql`l.created_at`,
  currentPrice: sql`l.current_price`,
  address: sql`l.address1`,
  office: sql`o.name`,
};

/** Commission rows of the actor's scope (offices, or all for a system admin), one tab at a time. */
export async function searchCommissions(
  db: DbOrTx,
  actor: Actor,
  q: Pick<CommissionSearch, 'businessPurposeTypeId' | 'text' | 'sortColumn' | 'sortDirection'>,
  page: { limit: number; offset: number },
): Promise<{ rows: ListingCommissionRow[]; total: number }> {
  const type = q.businessPurposeTypeId === 2 ? 'Rental' : 'Sale';
  const text = q.text?.trim();
  const like = text ? `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
  const dir = q.sortDirection === 'asc' ? sql`asc` : sql`desc`;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select l.id, l.listing_number, l.mls_number, l.address1, l.address2, l.city, l.state, l.zip,
        o.name as office, l.current_price, l.listing_date, l.created_at,
        l.listing_commission, l.listing_commission_type, l.buyer_commission, l.buyer_commission_type,
        l.display_buyer_commission_on_website, l.version,
        (select a.first_name || ' ' || a.last_name from listing_agents la join agents a on a.id = la.agent_id
          where la.listing_id = l.id and la.side_type_id = 1 order by la.display_order limit 1) as list_agent,
        count(*) over () as total
      from listings l left join offices o on o.id = l.office_id
      where ${listingScopeSql(actor)} and l.listing_type = ${type} and l.listing_status_id <> ${LISTING_STATUS.deleted}
        ${like ? sql`and (l.address1 ilike ${like} or l.mls_number ilike ${like} or l.listing_number ilike ${like} or l.title ilike ${like})` : sql``}
      order by ${SORT[q.sortColumn]} ${dir} nulls last, l.id desc
      limit ${page.limit} offset ${page.offset}`),
  );
  const num = (v: unknown) => (v == null ? null : Number(v));
  return {
    total: rows.length ? Number(rows[0].total) : 0,
    rows: rows.map((r) => ({
      id: Number(r.id),
      listingNumber: (r.listing_number as string) ?? null,
      mlsNumber: (r.mls_number as string) ?? null,
      address: [r.address1, r.address2, r.city, [r.state, r.zip].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', '),
      office: (r.office as string) ?? null,
      listAgent: (r.list_agent as string) ?? null,
      currentPrice: num(r.current_price),
      listingDate: r.listing_date ? String(r.listing_date).slice(0, 10) : null,
      createdDate: new Date(r.created_at as string).toISOString(),
      listingCommission: num(r.listing_commission),
      listingCommissionType: num(r.listing_commission_type),
      buyerCommission: num(r.buyer_commission),
      buyerCommissionType: num(r.buyer_commission_type),
      doNotDisplayBuyerCommission: !r.display_buyer_commission_on_website,
      version: Number(r.version),
    })),
  };
}
