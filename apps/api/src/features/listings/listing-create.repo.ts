import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import type { DbOrTx } from '../../db/audited-write';
import { listings } from '../../db/schema';

export type NewListing = typeof listings.$inferInsert;

/** The next listing id, so that the listing number can be written with the row. */
export async function nextListingId(db: DbOrTx): Promise<number> {
  const result = await db.execute(sql`select nextval(pg_get_serial_sequence('listings', 'id'))::int as id`);
  return Number(rowsOf<{ id: number }>(result)[0].id);
}

export async function findOffice(
  db: DbOrTx,
  id: number,
): Promise<{ id: number; salesRegionId: number | null } | null> {
  const result = await db.execute(sql`select id, sales_region_id from offices where id = ${id}`);
  const row = rowsOf<{ id: number; sales_region_id: number | null }>(result)[0];
  return row ? { id: Number(row.id), salesRegionId: row.sales_region_id } : null;
}

export async function insertListing(db: DbOrTx, row: NewListing): Promise<void> {
  await db.insert(listings).values(row);
}

export async function insertListAgent(db: DbOrTx, listingId: number, agentId: number): Promise<void> {
  await db.execute(sql`insert into listing_agents (listing_id, agent_id, side_type_id, display_order, select_sale, split)
    values (${listingId}, ${agentId}, 1, 1, false, 100)`);
}
