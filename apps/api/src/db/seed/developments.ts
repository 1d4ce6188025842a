import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rowsOf } from '../client';
import { developmentAgents, developments } from '../schema';

const DEMO_DEVELOPMENTS = [
  {
    title: 'The Harborview Residences',
    address1: '200 Harbor Walk',
    totalUnits: 84,
    value: 310_000_000,
    minimum: 1_850_000,
  },
  {
    title: 'Parkside Lofts',
    address1: '41 Linden Park',
    totalUnits: 36,
    value: 72_000_000,
    minimum: 1_150_000,
  },
  {
    title: 'One Meridian Place',
    address1: '1 Meridian Place',
    totalUnits: 120,
    value: 540_000_000,
    minimum: 2_400_000,
  },
  {
    title: 'The Orchard Townhomes',
    address1: '9 Orchard Lane',
    totalUnits: 18,
    value: 41_000_000,
    minimum: 1_950_000,
  },
] as const;

/**
 * A few developments (buildings) in the demo network: two in the office of agent2 (the persona
 * with development access), who is an agent of the first, each with agents on both sides and a
 * few listings of its office as its units; two more in other offices.
 */
export async function seedDevelopments(db: Db) {
  const [persona] = rowsOf<{ agent_id: number; office_id: number }>(
    await db.execute(sql`select ua.agent_id, a.office_id from users u
      join user_agents ua on ua.user_id = u.id join agents a on a.id = ua.agent_id
      where u.email = 'agent2@meridian.example' order by ua.agent_id limit 1`),
  );
  if (!persona) return;
  const officeIds = [
    persona.office_id,
    persona.office_id,
    ...rowsOf<{ id: number }>(
      await db.execute(
        sql`select id from offices where id <> ${persona.office_id} and status = 1 order by id limit 2`,
      ),
    ).map((r) => Number(r.id)),
  ];
  for (const [i, d] of DEMO_DEVELOPMENTS.entries()) {
    const officeId = Number(officeIds[i] ?? persona.office_id);
    const [office] = rowsOf<{ city: string | null; state: string | null; zip: string | null }>(
      await db.execute(sql`select city, state, zip from offices where id = ${officeId}`),
    );
    const [state] = rowsOf<{ id: number }>(
      await db.execute(sql`select id from states where code = ${office?.state ?? 'NY'}`),
    );
    const [row] = await db
      .insert(developments)
      .values({
        title: d.title,
        officeId,
        address1: d.address1,
        city: office?.city ?? 'New York',
        state: office?.state ?? 'NY',
        regionId: state ? Number(state.id) : null,
        zip: office?.zip ?? '10001',
        websiteUrl: `https://${d.title.toLowerCase().replace(/[^a-z]+/g, '')}.meridian.example`,
        listDate: '2026-03-02',
        expirationDate: '2027-03-01',
        agreementDate: '2026-02-20',
        totalUnits: d.totalUnits,
        totalDollarValue: d.value,
        minimumPricePerUnit: d.minimum,
        maxFinancing: 80,
        yearBuilt: 2025 + (i % 2),
        lotSize: 1.2 + i,
        lotSizeTypeId: 1,
        adCopyHeadline: 'Residences with a view of the water',
        adCopyBody: `<p>${d.title} brings <b>${d.totalUnits} residences</b> with private terraces, a rooftop pool and a full-time concierge.</p>`,
        publish: i !== 3,
      })
      .returning({ id: developments.id });
    const agentIds = rowsOf<{ id: number }>(
      await db.execute(sql`select id from agents where office_id = ${officeId} and status_id = 1
        and id <> ${persona.agent_id} order by id limit 4`),
    ).map((r) => Number(r.id));
    const team = i === 0 ? [persona.agent_id, ...agentIds] : agentIds;
    if (team.length)
      await db.insert(developmentAgents).values(
        team.map((agentId, k) => ({
          developmentId: row.id,
          agentId,
          sideTypeId: k % 2 === 0 ? 1 : 2,
          displayOrder: Math.floor(k / 2) + 1,
        })),
      );
    // a few active, pending and sold listings of the office become the development's units
    await db.execute(sql`update listings set development_id = ${row.id} where id in (
      select id from listings where office_id = ${officeId} and development_id is null
        and listing_status_id in (1, 3, 4) order by id limit ${i === 3 ? 0 : 5 - i})`);
  }
}
