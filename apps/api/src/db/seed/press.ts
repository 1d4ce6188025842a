import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rowsOf } from '../client';
import { marketingItemAgentCosts, marketingItems, mediaOutlets, pressItems } from '../schema';

/** Outlets the press items name when the demo has none yet (the advertising demo may add its own). */
const OUTLETS = [
  'The Meridian Review',
  'Coastal Living Weekly',
  'Metro Property Journal',
  'Luxury Homes Quarterly',
];

const PRESS: Array<
  [typeId: number, title: string, daysAgo: number, publish: boolean, about: 'agent' | 'listing' | null]
> = [
  [1, 'Meridian opens a flagship office on the waterfront', 6, true, null],
  [3, 'Meridian named brokerage of the year by the regional board', 18, true, null],
  [2, 'A glass house above the bay sets a neighbourhood record', 25, true, 'listing'],
  [2, 'Inside a restored 1920s townhouse', 41, true, 'listing'],
  [3, 'How luxury buyers search now: an interview', 57, true, 'agent'],
  [1, 'Meridian partners with a global relocation network', 73, true, null],
  [2, 'The penthouse with three terraces', 96, false, 'listing'],
  [1, 'Spring market outlook (draft)', 2, false, 'agent'],
];

const day = (today: Date, daysAgo: number) =>
  new Date(today.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** The active outlets, adding the demo ones only when there are none. */
async function outletIds(db: Db): Promise<number[]> {
  const existing = await db
    .select({ id: mediaOutlets.id })
    .from(mediaOutlets)
    .where(sql`status_id = 1`);
  if (existing.length) return existing.map((o) => o.id);
  const added = await db
    .insert(mediaOutlets)
    .values(OUTLETS.map((name) => ({ name })))
    .returning({ id: mediaOutlets.id });
  return added.map((o) => o.id);
}

/** Listings of the agent persona and of the marketing coordinator's offices, with their agents. */
async function demoListings(db: Db) {
  return rowsOf<{ listing_id: number; agents: Array<{ id: number; name: string }> }>(
    await db.execute(sql`
      with chosen as (
        (select la.listing_id from listing_agents la
          join user_agents ua on ua.agent_id = la.agent_id
          join users u on u.id = ua.user_id and u.email = 'agent@meridian.example'
          order by la.listing_id limit 2)
        union
        (select min(l.id) from listings l
          join user_offices uo on uo.office_id = l.office_id
          join users u on u.id = uo.user_id and u.email = 'mc@meridian.example'
          group by l.office_id)
      )
      select c.listing_id,
        json_agg(json_build_object('id', a.id, 'name', a.first_name || ' ' || a.last_name)
          order by la.side_type_id, la.display_order) as agents
      from chosen c
      join listing_agents la on la.listing_id = c.listing_id
      join agents a on a.id = la.agent_id
      group by c.listing_id
      order by c.listing_id`),
  );
}

/**
 * Press items (published and drafts, about the company, an agent or a listing) and a few
 * additional marketing entries with each agent's costs, one of them CIT.
 */
export async function seedPressAndOtherMarketing(db: Db, today: Date) {
  const outlets = await outletIds(db);
  const listings = await demoListings(db);
  const agents = listings.flatMap((l) => l.agents);
  await db.insert(pressItems).values(
    PRESS.map(([pressTypeId, title, daysAgo, publish, about], i) => ({
      pressTypeId,
      title,
      date: day(today, daysAgo),
      publish,
      url: `https://news.meridian.example/press/${i + 1}`,
      mediaOutletId: outlets[i % outlets.length] ?? null,
      agentId: about === 'agent' ? (agents[i % Math.max(agents.length, 1)]?.id ?? null) : null,
      listingId:
        about === 'listing' ? (listings[i % Math.max(listings.length, 1)]?.listing_id ?? null) : null,
    })),
  );
  const entries = [
    { description: 'Printed brochure run', promotion: 10, daysAgo: 12, cost: 900, cit: false },
    { description: 'Broker open catering', promotion: 3, daysAgo: 33, cost: 450, cit: true },
    { description: 'Neighbourhood postcard mailing', promotion: 12, daysAgo: 48, cost: 1200, cit: false },
    { description: 'Sponsored social post', promotion: 15, daysAgo: 65, cost: 300, cit: false },
  ];
  for (const [i, listing] of listings.slice(0, entries.length).entries()) {
    const e = entries[i];
    const share = Math.round((e.cost / listing.agents.length) * 100) / 100;
    const [item] = await db
      .insert(marketingItems)
      .values({
        listingId: listing.listing_id,
        marketingTypeId: 16,
        additionalPromotionId: e.promotion,
        date: day(today, e.daysAgo),
        description: e.description,
        billingCode: `MKT-${2026_000 + i + 1}`,
        actualCost: share * listing.agents.length,
        officeCost: share * listing.agents.length,
        agentCost: e.cit ? share * listing.agents.length : null,
        cit: e.cit,
      })
      .returning({ id: marketingItems.id });
    await db.insert(marketingItemAgentCosts).values(
      listing.agents.map((a, k) => ({
        marketingItemId: item.id,
        listingId: listing.listing_id,
        agentId: a.id,
        agentName: a.name,
        actualCost: share,
        officeCost: share,
        agentCost: e.cit ? share : null,
        creditMemo: e.cit ? 'Full' : null,
        cit: e.cit,
        displayOrder: k + 1,
      })),
    );
  }
}
