import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/audited-write';
import { listingAgents, listings } from '../../db/schema';

/** The listings (not deleted) having one of these ids or MLS numbers (compared lowercased, trimmed). */
export async function findSelectSoldListings(db: DbOrTx, ids: number[], mlsNumbers: string[]) {
  if (!ids.length && !mlsNumbers.length) return [];
  return db
    .select({ id: listings.id, mlsNumber: listings.mlsNumber })
    .from(listings)
    .where(
      and(
        ne(listings.listingStatusId, 6),
        or(
          ids.length ? inArray(listings.id, ids) : undefined,
          mlsNumbers.length ? inArray(sql`lower(trim(${listings.mlsNumber}))`, mlsNumbers) : undefined,
        ),
      ),
    );
}

/** A listing's agents: who they are and whether each is already a select sale. */
export function findListingAgentRows(db: DbOrTx, listingId: number) {
  return db
    .select({ agentId: listingAgents.agentId, selectSale: listingAgents.selectSale })
    .from(listingAgents)
    .where(eq(listingAgents.listingId, listingId));
}

/** Marks these agents' rows of the listing as select sales. */
export async function markSelectSale(db: DbOrTx, listingId: number, agentIds: number[]) {
  if (!agentIds.length) return;
  await db
    .update(listingAgents)
    .set({ selectSale: true })
    .where(and(eq(listingAgents.listingId, listingId), inArray(listingAgents.agentId, agentIds)));
}
