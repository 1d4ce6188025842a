import { sql } from 'drizzle-orm';
import { splitAgentCost, reservationAgentCost } from '@atrium/domain';
import { rowsOf, type Db } from '../client';
import * as t from '../schema';

const DEMO_OUTLETS = ['Meridian Living Magazine', 'Coastal Estates Weekly'];
const DEMO_SPOTS = [
  {
    name: 'Full page',
    numberOfSpots: 4,
    costPerSpot: 2400,
    agentCost: 1200,
    officeCost: 1200,
    canAgentRequest: true,
  },
  {
    name: 'Half page',
    numberOfSpots: 6,
    costPerSpot: 1300,
    agentCost: 650,
    officeCost: 650,
    canAgentRequest: true,
  },
  {
    name: 'Back cover',
    numberOfSpots: 1,
    costPerSpot: 8000,
    agentCost: 4000,
    officeCost: 4000,
    canAgentRequest: false,
  },
];

const day = (today: Date, days: number) =>
  new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Spots on the first demo advertisements, for every office. Media outlets and advertisements are
 * taken as they are (another area seeds them too); two outlets with two advertisements each are
 * made only when none exist yet. An advertisement that already has spots is left alone, so the
 * seed may run after any other.
 */
export async function seedSpots(db: Db, today: Date) {
  await ensureAdvertisements(db, today);
  const ads = rowsOf<{ id: number }>(
    await db.execute(sql`select a.id from advertisements a join media_outlets m on m.id = a.media_outlet_id
      where m.status_id = 1 and not exists (select 1 from spots s where s.advertisement_id = a.id)
      order by a.id limit 4`),
  );
  const spotIds: number[] = [];
  for (const ad of ads) {
    const rows = await db
      .insert(t.spots)
      .values(
        DEMO_SPOTS.map((s) => ({ ...s, advertisementId: Number(ad.id), description: `${s.name} in colour` })),
      )
      .returning({ id: t.spots.id });
    spotIds.push(...rows.map((r) => r.id));
  }
  if (spotIds.length) await seedReservationsAndBookings(db, spotIds, today);
}

async function ensureAdvertisements(db: Db, today: Date) {
  const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from advertisements`));
  if (Number(n) > 0) return;
  const [{ m }] = rowsOf<{ m: number }>(
    await db.execute(sql`select count(*)::int as m from media_outlets where status_id = 1`),
  );
  if (Number(m) === 0) await db.insert(t.mediaOutlets).values(DEMO_OUTLETS.map((name) => ({ name })));
  const outlets = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`select id, name from media_outlets where status_id = 1 order by id limit 2`),
  );
  await db.insert(t.advertisements).values(
    outlets.flatMap((o, i) => [
      {
        mediaOutletId: Number(o.id),
        name: `${o.name} · Spring Collection`,
        publish: true,
        type: 'Print',
        frequency: 'Monthly',
        edition: 'Spring',
        runDate: day(today, 30 + i * 7),
        reservationDeadline: day(today, 14 + i * 7),
        totalCost: 24000,
      },
      {
        mediaOutletId: Number(o.id),
        name: `${o.name} · Summer Homes`,
        publish: true,
        type: 'Print',
        frequency: 'Monthly',
        edition: 'Summer',
        runDate: day(today, 90 + i * 7),
        reservationDeadline: day(today, 70 + i * 7),
        totalCost: 18000,
      },
    ]),
  );
}

/** An office reservation, an agent reservation with its split cost, and two bookings that already ran. */
async function seedReservationsAndBookings(db: Db, spotIds: number[], today: Date) {
  const [office] = rowsOf<{ id: number }>(await db.execute(sql`select id from offices order by id limit 1`));
  const agents = rowsOf<{ id: number }>(
    await db.execute(sql`select id from agents where status_id = 1 order by id limit 2`),
  );
  if (office)
    await db.insert(t.spotReservations).values({
      spotId: spotIds[0],
      numberOfSpotsReserved: 1,
      entityTypeId: 3,
      entityIds: [Number(office.id)],
    });
  if (agents.length === 2) {
    const [reservation] = await db
      .insert(t.spotReservations)
      .values({
        spotId: spotIds[1],
        numberOfSpotsReserved: 1,
        entityTypeId: 4,
        entityIds: agents.map((a) => Number(a.id)),
      })
      .returning({ id: t.spotReservations.id });
    const shares = splitAgentCost(reservationAgentCost(DEMO_SPOTS[1].agentCost, 1), agents.length);
    await db
      .insert(t.spotReservationCosts)
      .values(
        agents.map((a, i) => ({ reservationId: reservation.id, agentId: Number(a.id), cost: shares[i] })),
      );
  }
  const listings = rowsOf<{ id: number; agent_id: number | null }>(
    await db.execute(sql`select l.id, (select la.agent_id from listing_agents la where la.listing_id = l.id
        order by la.side_type_id, la.display_order limit 1) as agent_id
      from listings l where l.listing_status_id = 1 and l.listing_type = 'Sale' order by l.id limit 2`),
  );
  if (listings.length)
    await db.insert(t.spotAssignments).values(
      listings.map((l, i) => ({
        spotId: spotIds[1],
        listingId: Number(l.id),
        agentId: l.agent_id == null ? null : Number(l.agent_id),
        runDate: day(today, -20 - i * 30),
      })),
    );
}
