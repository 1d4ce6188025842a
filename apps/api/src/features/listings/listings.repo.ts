import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import type { DbOrTx } from '../../db/audited-write';
import {
  agents,
  listingAgents,
  listingOwners,
  listingRentalDetails,
  listings,
  offices,
  propertyTypes,
  rentalPeriods,
  states,
} from '../../db/schema';

export type ListingRow = typeof listings.$inferSelect;

/** The listing row, locked until the caller's transaction ends. */
export async function lockListingRow(tx: DbOrTx, id: number): Promise<ListingRow | null> {
  const [row] = await tx.select().from(listings).where(eq(listings.id, id)).for('update');
  return row ?? null;
}

/** Bumps the version of a listing whose related rows (owners, terms) changed. */
export async function bumpListingVersion(tx: DbOrTx, id: number): Promise<ListingRow> {
  const [row] = await tx
    .update(listings)
    .set({ version: sql`${listings.version} + 1`, updatedAt: sql`now()` })
    .where(eq(listings.id, id))
    .returning();
  return row;
}

export async function findOfficeRegion(
  db: DbOrTx,
  officeId: number,
): Promise<{ salesRegionId: number | null } | null> {
  const [row] = await db
    .select({ salesRegionId: offices.salesRegionId })
    .from(offices)
    .where(eq(offices.id, officeId));
  return row ?? null;
}

export async function findStateCode(db: DbOrTx, regionId: number): Promise<string | null> {
  const [row] = await db.select({ code: states.code }).from(states).where(eq(states.id, regionId));
  return row?.code ?? null;
}

/** How many owners and rental terms a listing has: what a status change checks. */
export async function countListingRelations(
  db: DbOrTx,
  id: number,
): Promise<{ owners: number; terms: number }> {
  const rows = rowsOf<{ owners: number; terms: number }>(
    await db.execute(sql`select
      (select count(*)::int from listing_owners where listing_id = ${id}) as owners,
      (select count(*)::int from listing_rental_details where listing_id = ${id}) as terms`),
  );
  return { owners: Number(rows[0]?.owners ?? 0), terms: Number(rows[0]?.terms ?? 0) };
}

export async function findListing(db: DbOrTx, id: number): Promise<ListingRow | null> {
  const [row] = await db.select().from(listings).where(eq(listings.id, id));
  return row ?? null;
}

/** Office and the agent ids on either side: what the edit and view rules need. */
export async function findAccessFacts(
  db: DbOrTx,
  id: number,
): Promise<{ officeId: number | null; agentIds: number[] } | null> {
  const rows = rowsOf<{ office_id: number | null; agent_ids: number[] }>(
    await db.execute(sql`select l.office_id, coalesce(array_agg(la.agent_id) filter (where la.agent_id is not null), '{}') as agent_ids
      from listings l left join listing_agents la on la.listing_id = l.id where l.id = ${id} group by l.id`),
  );
  if (!rows[0]) return null;
  return { officeId: rows[0].office_id, agentIds: rows[0].agent_ids.map(Number) };
}

/**
 * The listing with what its page shows beside it and what the view rule needs, in one query:
 * office name, whether the property type is commercial, the agent ids on either side.
 */
export async function findListingForPage(db: Db, id: number) {
  const [row] = await db
    .select({
      listing: listings,
      officeName: offices.name,
      isCommercial: propertyTypes.isCommercial,
      agentIds: sql<
        number[]
      >`coalesce((select array_agg(la.agent_id) from listing_agents la where la.listing_id = ${listings.id}), '{}')`,
    })
    .from(listings)
    .leftJoin(offices, eq(offices.id, listings.officeId))
    .leftJoin(propertyTypes, eq(propertyTypes.id, listings.propertyTypeId))
    .where(eq(listings.id, id));
  if (!row) return null;
  return { ...row, isCommercial: row.isCommercial ?? false, agentIds: row.agentIds.map(Number) };
}

/** The agents, owners and rental terms of a listing, in display order. */
export async function findListingRelations(db: Db, id: number) {
  const [agentRows, owners, rentals] = await Promise.all([
    db
      .select({
        id: listingAgents.id,
        agentId: listingAgents.agentId,
        sideTypeId: listingAgents.sideTypeId,
        displayOrder: listingAgents.displayOrder,
        selectSale: listingAgents.selectSale,
        split: listingAgents.split,
        firstName: agents.firstName,
        lastName: agents.lastName,
        office: offices.name,
      })
      .from(listingAgents)
      .innerJoin(agents, eq(agents.id, listingAgents.agentId))
      .leftJoin(offices, eq(offices.id, agents.officeId))
      .where(eq(listingAgents.listingId, id))
      .orderBy(asc(listingAgents.sideTypeId), asc(listingAgents.displayOrder)),
    db
      .select()
      .from(listingOwners)
      .where(eq(listingOwners.listingId, id))
      .orderBy(asc(listingOwners.displayOrder)),
    db
      .select({
        id: listingRentalDetails.id,
        rentalPeriodId: listingRentalDetails.rentalPeriodId,
        name: rentalPeriods.name,
        price: listingRentalDetails.price,
        yearInfo: listingRentalDetails.yearInfo,
        description: listingRentalDetails.description,
        allowCustomText: rentalPeriods.allowCustomText,
      })
      .from(listingRentalDetails)
      .innerJoin(rentalPeriods, eq(rentalPeriods.id, listingRentalDetails.rentalPeriodId))
      .where(eq(listingRentalDetails.listingId, id))
      .orderBy(asc(rentalPeriods.displayOrder)),
  ]);
  return { agents: agentRows, owners, rentals };
}
