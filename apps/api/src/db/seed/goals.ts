import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rowsOf } from '../client';
import { createAgentGoal, createPrivateAccessRequest } from '../factories';

const isoDay = (today: Date, days: number) =>
  new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Agent goals and tasks in the demo: the persona agents (agent ids 1 to 3) have goals for last
 * year and this year, set a little above what they closed; the agent persona has a listing
 * expiring in twelve days and a visitor waiting for access to a private site.
 */
export async function seedGoalsAndTasks(db: Db, today: Date) {
  const year = today.getUTCFullYear();
  for (const agentId of [1, 2, 3]) {
    const exists = rowsOf(await db.execute(sql`select 1 from agents where id = ${agentId}`)).length > 0;
    if (!exists) continue;
    const [closed] = rowsOf<{ volume: string; deals: string }>(
      await db.execute(sql`
        select coalesce(sum(coalesce(l.sold_price, l.current_price, 0) * la.split / 100), 0) as volume,
               count(*) as deals
        from listing_agents la join listings l on l.id = la.listing_id
        where la.agent_id = ${agentId} and l.listing_status_id = 4
          and l.closed_date between ${`${year - 1}-01-01`} and ${`${year - 1}-12-31`}`),
    );
    const volume = Math.max(Number(closed?.volume ?? 0), 2_000_000);
    const deals = Math.max(Number(closed?.deals ?? 0), 2);
    const round = (v: number) => Math.min(Math.round(v / 100_000) * 100_000, 2_000_000_000);
    await createAgentGoal(db, {
      agentId,
      year: year - 1,
      salesVolumeGoal: round(volume * 0.9),
      closedDealsGoal: deals,
      newListingsGoal: deals + 2,
    });
    await createAgentGoal(db, {
      agentId,
      year,
      salesVolumeGoal: round(volume * 1.15),
      closedDealsGoal: deals + 1,
      newListingsGoal: deals + 4,
    });
  }
  // a task or two for the agent persona (agent id 1): an active listing expiring soon, an access request
  const [listing] = rowsOf<{ id: number }>(
    await db.execute(sql`
      select l.id from listings l join listing_agents la on la.listing_id = l.id and la.agent_id = 1
      where l.listing_status_id = 1 order by l.id limit 1`),
  );
  if (!listing) return;
  await db.execute(sql`update listings set expiration_date = ${isoDay(today, 12)} where id = ${listing.id}`);
  await createPrivateAccessRequest(db, {
    listingId: listing.id,
    name: 'Eleanor Whitfield',
    email: 'eleanor.whitfield@example.com',
    phone: '(212) 555-0143',
  });
}
