import { eq, sql } from 'drizzle-orm';
import { LISTING_STATUS, type Actor, type ShowingBody } from '@atrium/domain';
import type { DbOrTx } from '../../db/audited-write';
import { rowsOf } from '../../db/client';
import { showings } from '../../db/schema';
import { listingScopeSql } from '../listings';

/** A listing an import row may name, with what the edit rule needs. */
export type ImportListing = {
  id: number;
  mlsNumber: string | null;
  listingNumber: string | null;
  officeId: number | null;
  agentIds: number[];
};

/**
 * Listings the actor may see whose MLS number or listing number is one of `numbers` (compared
 * lowercased and trimmed), deleted ones left out. The view scope is applied in the query; the edit
 * rule is the service's.
 */
export async function findImportListings(
  db: DbOrTx,
  actor: Actor,
  numbers: string[],
): Promise<ImportListing[]> {
  if (numbers.length === 0) return [];
  const list = sql`array[${sql.join(
    numbers.map((n) => sql`${n}`),
    sql`, `,
  )}]::text[]`;
  const rows = rowsOf<{
    id: number;
    mls_number: string | null;
    listing_number: string | null;
    office_id: number | null;
    agent_ids: number[];
  }>(
    await db.execute(sql`select l.id, l.mls_number, l.listing_number, l.office_id,
        coalesce((select array_agg(la.agent_id) from listing_agents la where la.listing_id = l.id), '{}') as agent_ids
      from listings l
      where (lower(trim(l.mls_number)) = any(${list}) or lower(trim(l.listing_number)) = any(${list}))
        and l.listing_status_id <> ${LISTING_STATUS.deleted}
        and ${listingScopeSql(actor, 'l')}`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    mlsNumber: r.mls_number,
    listingNumber: r.listing_number,
    officeId: r.office_id,
    agentIds: r.agent_ids.map(Number),
  }));
}

export type StoredShowing = ShowingBody & { id: number; showingDate: string };

/** The showings of a listing as the import compares them. */
export async function findListingShowingsForImport(tx: DbOrTx, listingId: number): Promise<StoredShowing[]> {
  return tx
    .select({
      id: showings.id,
      showingDate: showings.showingDate,
      buyer: showings.buyer,
      buyerAgents: showings.buyerAgents,
      location: showings.location,
      notes: showings.notes,
      feedback: showings.feedback,
      count: showings.count,
    })
    .from(showings)
    .where(eq(showings.listingId, listingId));
}

/** Adds the new showings of one listing in one statement; answers their ids in the same order. */
export async function insertShowings(
  tx: DbOrTx,
  listingId: number,
  bodies: ShowingBody[],
): Promise<number[]> {
  if (bodies.length === 0) return [];
  const rows = await tx
    .insert(showings)
    .values(bodies.map((b) => ({ listingId, ...b, showingDate: b.showingDate! })))
    .returning({ id: showings.id });
  return rows.map((r) => r.id);
}

/**
 * Changes many showings in one statement per 500 (a row per showing would cost one round trip
 * each): every column of the showing from `values`.
 */
export async function updateShowings(tx: DbOrTx, changes: Array<{ id: number; body: ShowingBody }>) {
  for (let i = 0; i < changes.length; i += 500) {
    const rows = changes
      .slice(i, i + 500)
      .map(
        ({ id, body: b }) =>
          sql`(${id}::int, ${b.showingDate}::date, ${b.buyer}::text, ${b.buyerAgents}::text, ${b.location}::text, ${b.notes}::text, ${b.feedback}::text, ${b.count}::int)`,
      );
    await tx.execute(sql`update showings as s set showing_date = v.showing_date, buyer = v.buyer,
        buyer_agents = v.buyer_agents, location = v.location, notes = v.notes, feedback = v.feedback,
        count = v.count, updated_at = now()
      from (values ${sql.join(rows, sql`, `)}) as v(id, showing_date, buyer, buyer_agents, location, notes, feedback, count)
      where s.id = v.id`);
  }
}
