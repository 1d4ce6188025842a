import { sql } from 'drizzle-orm';
import { roleKey, type RoleCode } from '@atrium/domain';
import type { Db } from './client';
import * as t from './schema';

/**
 * Factories: one row of each kind with sensible defaults, any field overridden. Tests make the rows
 * they need with them instead of picking demo rows by id. Each insert takes its id from the
 * table's sequence, so factories and the demo data never collide.
 */

let counter = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(++counter).toString(36)}`;

type OfficeInsert = typeof t.offices.$inferInsert;
type AgentInsert = typeof t.agents.$inferInsert;
type ListingInsert = typeof t.listings.$inferInsert;

/** An office's row with defaults; the demo seed builds its offices from it too. */
export function officeRow(over: Partial<OfficeInsert> = {}): OfficeInsert {
  return { name: unique('Factory Office '), salesRegionId: 1, city: 'New York', state: 'NY', ...over };
}

export async function createOffice(db: Db, over: Partial<OfficeInsert> = {}) {
  const [row] = await db.insert(t.offices).values(officeRow(over)).returning();
  return row;
}

/** An agent's row with defaults; the demo seed builds its agents from it too. */
export function agentRow(over: Partial<AgentInsert> & { officeId: number }): AgentInsert {
  return { firstName: 'Fay', lastName: unique('Factory'), statusId: 1, ...over };
}

export async function createAgent(db: Db, over: Partial<AgentInsert> & { officeId: number }) {
  const [row] = await db.insert(t.agents).values(agentRow(over)).returning();
  return row;
}

export type FactoryUser = { id: number; email: string };

/** A user with roles (codes), offices and agent ids; answers the e-mail to sign in with. */
export async function createUser(
  db: Db,
  opts: { roles: RoleCode[]; officeIds?: number[]; agentIds?: number[]; email?: string },
): Promise<FactoryUser> {
  const email = opts.email ?? `${unique('user')}@factory.example`;
  const [user] = await db
    .insert(t.users)
    .values({ email, firstName: 'Fran', lastName: unique('User') })
    .returning({ id: t.users.id });
  const links = <T>(rows: T[], insert: (rows: T[]) => Promise<unknown>) =>
    rows.length ? insert(rows) : Promise.resolve();
  await links(
    opts.roles.map((code) => ({ userId: user.id, roleKey: roleKey(code) })),
    (rows) => db.insert(t.userRoles).values(rows),
  );
  await links(
    (opts.officeIds ?? []).map((officeId) => ({ userId: user.id, officeId })),
    (rows) => db.insert(t.userOffices).values(rows),
  );
  await links(
    (opts.agentIds ?? []).map((agentId) => ({ userId: user.id, agentId })),
    (rows) => db.insert(t.userAgents).values(rows),
  );
  return { id: user.id, email };
}

/** A complete listing's row (see createListing); the demo seed builds its listings from it too. */
export function listingRow(over: Partial<ListingInsert> & { officeId: number }): ListingInsert {
  return {
    listingType: 'Sale',
    listingStatusId: 1,
    title: unique('Factory Listing '),
    address1: '1 Factory Lane',
    city: 'New York',
    regionId: null,
    state: 'NY',
    zip: '10001',
    propertyTypeId: 1,
    initialPrice: 1_000_000,
    currentPrice: 1_000_000,
    listingDate: '2026-01-05',
    expirationDate: '2027-01-05',
    dealTypeId: 1,
    listingCommissionType: 1,
    buyerCommissionType: 1,
    buyerCommission: 2,
    imageCount: 12,
    isValid: true,
    dataSource: 'Atrium',
    ...over,
  };
}

export type FactoryListingAgent = {
  agentId: number;
  sideTypeId: 1 | 2;
  split?: number;
  selectSale?: boolean;
};

/**
 * A listing that is complete by the completeness rules unless overridden: an active sale with
 * title, address, prices, dates, property type, a photo, one owner and a list-side agent. Its
 * stored data-complete flag is whatever `isValid` says (true by default), as a row written
 * before the flag was kept current would be.
 */
export async function createListing(
  db: Db,
  over: Partial<ListingInsert> & {
    officeId: number;
    agents?: FactoryListingAgent[];
    owners?: number;
  },
) {
  const { agents = [], owners = 1, ...fields } = over;
  const [office] = await db
    .select({ salesRegionId: t.offices.salesRegionId })
    .from(t.offices)
    .where(sql`${t.offices.id} = ${fields.officeId}`);
  const [listing] = await db
    .insert(t.listings)
    .values(listingRow({ salesRegionId: office?.salesRegionId ?? null, ...fields }))
    .returning();
  await db.execute(
    sql`update listings set listing_number = 'F' || lpad(id::text, 7, '0') where id = ${listing.id}`,
  );
  if (agents.length)
    await db.insert(t.listingAgents).values(
      agents.map((a, i) => ({
        listingId: listing.id,
        agentId: a.agentId,
        sideTypeId: a.sideTypeId,
        displayOrder: i + 1,
        split: a.split ?? 100,
        selectSale: a.selectSale ?? false,
      })),
    );
  for (let i = 0; i < owners; i++)
    await db
      .insert(t.listingOwners)
      .values({ listingId: listing.id, firstName: 'Olive', lastName: `Owner ${i + 1}`, displayOrder: i + 1 });
  return listing;
}

/** An office with one agent and that agent's user (Agent, Listing Edit, Publish Listing). */
export async function createAgentUser(db: Db, officeId: number, roles: RoleCode[] = []) {
  const agent = await createAgent(db, { officeId });
  const user = await createUser(db, {
    roles: ['agent', 'listingEdit', 'publishListing', ...roles],
    officeIds: [officeId],
    agentIds: [agent.id],
  });
  return { agent, user };
}

/** A data consumer (syndication) with requirements; active unless overridden. */
export async function createDataConsumer(db: Db, over: Partial<typeof t.dataConsumers.$inferInsert> = {}) {
  const [row] = await db
    .insert(t.dataConsumers)
    .values({ name: unique('Factory Portal '), kind: 'portal', displayOrder: 100, ...over })
    .returning();
  return row;
}

/** A marketing item of a listing: an additional promotion dated today unless overridden. */
export async function createMarketingItem(
  db: Db,
  over: Partial<typeof t.marketingItems.$inferInsert> & { listingId: number },
) {
  const [row] = await db
    .insert(t.marketingItems)
    .values({
      marketingTypeId: 16,
      date: new Date().toISOString().slice(0, 10),
      description: unique('Promotion '),
      ...over,
    })
    .returning();
  return row;
}

/** A sales team in an office with members in the order given (active from two members). */
export async function createSalesTeam(
  db: Db,
  over: Partial<typeof t.salesTeams.$inferInsert> & { officeId: number; agentIds?: number[] },
) {
  const { agentIds = [], ...values } = over;
  const [team] = await db
    .insert(t.salesTeams)
    .values({
      name: unique('Factory Team '),
      email: `${unique('team')}@factory.example`,
      description: '<p>A factory team.</p>',
      statusId: agentIds.length >= 2 ? 1 : 2,
      ...values,
    })
    .returning();
  if (agentIds.length)
    await db
      .insert(t.salesTeamMembers)
      .values(agentIds.map((agentId, i) => ({ salesTeamId: team.id, agentId, displayOrder: i + 1 })));
  // the members' users belong to the team, as the sales-teams feature keeps them
  await db.execute(sql`insert into user_sales_teams (user_id, sales_team_id)
    select distinct ua.user_id, ${team.id}::int from user_agents ua
    join sales_team_members m on m.agent_id = ua.agent_id and m.sales_team_id = ${team.id}::int`);
  return team;
}

/** A media outlet, active unless overridden. */
export async function createMediaOutlet(db: Db, over: Partial<typeof t.mediaOutlets.$inferInsert> = {}) {
  const [row] = await db
    .insert(t.mediaOutlets)
    .values({ name: unique('Factory Outlet '), ...over })
    .returning();
  return row;
}

/** An advertisement of a media outlet, running today unless overridden. */
export async function createAdvertisement(
  db: Db,
  over: Partial<typeof t.advertisements.$inferInsert> & { mediaOutletId: number },
) {
  const [row] = await db
    .insert(t.advertisements)
    .values({ name: unique('Factory Ad '), runDate: new Date().toISOString().slice(0, 10), ...over })
    .returning();
  return row;
}

/** A spot of an advertisement: four spots for every office unless overridden. */
export async function createSpot(
  db: Db,
  over: Partial<typeof t.spots.$inferInsert> & { advertisementId: number },
) {
  const [row] = await db
    .insert(t.spots)
    .values({ name: unique('Factory Spot '), numberOfSpots: 4, agentCost: 300, ...over })
    .returning();
  return row;
}

/** An AI area (a neighborhood) of a sales region, not reviewed unless overridden. */
export async function createAiArea(db: Db, over: Partial<typeof t.neighborhoods.$inferInsert> = {}) {
  const [row] = await db
    .insert(t.neighborhoods)
    .values({ name: unique('Factory Area '), salesRegionId: 1, ...over })
    .returning();
  return row;
}

/** An agent's goal for a year (agent goals); small figures unless overridden. */
export async function createAgentGoal(
  db: Db,
  over: Partial<typeof t.agentGoals.$inferInsert> & { agentId: number; year: number },
) {
  const [row] = await db
    .insert(t.agentGoals)
    .values({ salesVolumeGoal: 10_000_000, closedDealsGoal: 12, newListingsGoal: 15, ...over })
    .returning();
  return row;
}

/**
 * A visitor's pending request for access to a listing's private showcase site (the site is
 * created, private, when the listing has none).
 */
export async function createPrivateAccessRequest(
  db: Db,
  over: Partial<typeof t.privateSiteUsers.$inferInsert> & { listingId: number },
) {
  const { listingId, ...fields } = over;
  await db.insert(t.showcaseSites).values({ listingId, privateSite: true }).onConflictDoNothing();
  const [site] = await db
    .select({ id: t.showcaseSites.id })
    .from(t.showcaseSites)
    .where(sql`${t.showcaseSites.listingId} = ${listingId}`);
  const [row] = await db
    .insert(t.privateSiteUsers)
    .values({
      showcaseSiteId: site!.id,
      name: 'Vera Visitor',
      email: `${unique('visitor')}@factory.example`,
      accessCode: unique('C'),
      approved: false,
      ...fields,
    })
    .returning();
  return row;
}

/** A design-vault template (a two-page brochure unless overridden), without previews. */
export async function createDesignTemplate(
  db: Db,
  over: Partial<typeof t.designTemplates.$inferInsert> = {},
) {
  const [row] = await db
    .insert(t.designTemplates)
    .values({ name: unique('Factory Template '), category: 'Brochure', pageCount: 2, ...over })
    .returning();
  return row;
}

/** An MLS e-mail contact, for all the MLS's listings unless overridden. */
export async function createMlsEmail(db: Db, over: Partial<typeof t.mlsEmails.$inferInsert> = {}) {
  const [row] = await db
    .insert(t.mlsEmails)
    .values({ email: `${unique('mls').toLowerCase()}@meridian.example`, mls: 'NY Regional MLS', ...over })
    .returning();
  return row;
}

/** Assigns users to a notification type (each user once). */
export async function assignNotification(db: Db, notificationTypeId: number, userIds: number[]) {
  if (!userIds.length) return;
  await db
    .insert(t.notificationAssignments)
    .values(userIds.map((userId) => ({ notificationTypeId, userId })))
    .onConflictDoNothing();
}

/** A notification of a user: 'Listing created' (8) about nothing unless overridden. */
export async function createNotification(
  db: Db,
  over: Partial<typeof t.notifications.$inferInsert> & { userId: number },
) {
  const [row] = await db
    .insert(t.notifications)
    .values({ typeId: 8, text: unique('Factory notification '), ...over })
    .returning();
  return row;
}

/**
 * An application of the directory, shown and open to everyone unless overridden; `officeIds` and
 * `roles` limit it to those offices and roles.
 */
export async function createApplication(
  db: Db,
  over: Partial<typeof t.applications.$inferInsert> & { officeIds?: number[]; roles?: RoleCode[] } = {},
) {
  const { officeIds = [], roles = [], ...fields } = over;
  const [row] = await db
    .insert(t.applications)
    .values({ name: unique('Factory App '), link: 'https://apps.factory.example/', ...fields })
    .returning();
  if (officeIds.length)
    await db
      .insert(t.applicationOffices)
      .values(officeIds.map((officeId) => ({ applicationId: row.id, officeId })));
  if (roles.length)
    await db
      .insert(t.applicationRoles)
      .values(roles.map((code) => ({ applicationId: row.id, roleKey: roleKey(code) })));
  return row;
}
