import { desc, eq } from 'drizzle-orm';
import type { OpenHouse, OpenHouseBody, Showing, ShowingBody } from '@atrium/domain';
import type { DbOrTx } from '../../db/audited-write';
import { listings, openHouses, showings } from '../../db/schema';

const showingColumns = {
  id: showings.id,
  listingId: showings.listingId,
  listingNumber: listings.listingNumber,
  showingDate: showings.showingDate,
  buyer: showings.buyer,
  buyerAgents: showings.buyerAgents,
  location: showings.location,
  notes: showings.notes,
  feedback: showings.feedback,
  count: showings.count,
};

const openHouseColumns = {
  id: openHouses.id,
  listingId: openHouses.listingId,
  listingNumber: listings.listingNumber,
  startDateTime: openHouses.startDateTime,
  endDateTime: openHouses.endDateTime,
  showingAgent: openHouses.showingAgent,
  attendees: openHouses.attendees,
  notes: openHouses.notes,
  section: openHouses.section,
  byAppointmentOnly: openHouses.byAppointmentOnly,
  doNotShowTime: openHouses.doNotShowTime,
  brokerOnly: openHouses.brokerOnly,
  isVirtual: openHouses.isVirtual,
  virtualUrl: openHouses.virtualUrl,
};

/** Showings of a listing, newest day first. */
export async function findShowings(db: DbOrTx, listingId: number): Promise<Showing[]> {
  return db
    .select(showingColumns)
    .from(showings)
    .innerJoin(listings, eq(listings.id, showings.listingId))
    .where(eq(showings.listingId, listingId))
    .orderBy(desc(showings.showingDate), desc(showings.id));
}

export async function findShowing(db: DbOrTx, id: number): Promise<Showing | undefined> {
  const [row] = await db
    .select(showingColumns)
    .from(showings)
    .innerJoin(listings, eq(listings.id, showings.listingId))
    .where(eq(showings.id, id));
  return row;
}

export async function insertShowing(tx: DbOrTx, listingId: number, body: ShowingBody) {
  const [row] = await tx
    .insert(showings)
    .values({ listingId, ...body, showingDate: body.showingDate! })
    .returning({ id: showings.id });
  return row.id;
}

export async function updateShowingRow(tx: DbOrTx, id: number, body: ShowingBody) {
  await tx
    .update(showings)
    .set({ ...body, showingDate: body.showingDate!, updatedAt: new Date().toISOString() })
    .where(eq(showings.id, id));
}

export async function deleteShowingRow(tx: DbOrTx, id: number) {
  await tx.delete(showings).where(eq(showings.id, id));
}

/** Open houses of a listing, latest first. */
export async function findOpenHouses(db: DbOrTx, listingId: number): Promise<OpenHouse[]> {
  return db
    .select(openHouseColumns)
    .from(openHouses)
    .innerJoin(listings, eq(listings.id, openHouses.listingId))
    .where(eq(openHouses.listingId, listingId))
    .orderBy(desc(openHouses.startDateTime), desc(openHouses.id));
}

export async function findOpenHouse(db: DbOrTx, id: number): Promise<OpenHouse | undefined> {
  const [row] = await db
    .select(openHouseColumns)
    .from(openHouses)
    .innerJoin(listings, eq(listings.id, openHouses.listingId))
    .where(eq(openHouses.id, id));
  return row;
}

const openHouseValues = (body: OpenHouseBody) => ({
  ...body,
  startDateTime: body.startDateTime!,
  endDateTime: body.endDateTime!,
});

export async function insertOpenHouse(tx: DbOrTx, listingId: number, body: OpenHouseBody) {
  const [row] = await tx
    .insert(openHouses)
    .values({ listingId, ...openHouseValues(body) })
    .returning({ id: openHouses.id });
  return row.id;
}

export async function updateOpenHouseRow(tx: DbOrTx, id: number, body: OpenHouseBody) {
  await tx
    .update(openHouses)
    .set({ ...openHouseValues(body), updatedAt: new Date().toISOString() })
    .where(eq(openHouses.id, id));
}

export async function deleteOpenHouseRow(tx: DbOrTx, id: number) {
  await tx.delete(openHouses).where(eq(openHouses.id, id));
}
