import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/audited-write';
import { DOMAIN_STATUS, VIDEO_STATUS, VIDEO_TYPE } from '@atrium/domain';
import {
  agents,
  domains,
  listingAgents,
  listings,
  showcaseCustomTabs,
  showcaseSites,
  userAgents,
  users,
  videos,
} from '../../db/schema';

export type DomainRow = typeof domains.$inferSelect;
export type ShowcaseSiteRow = typeof showcaseSites.$inferSelect;
export type ShowcaseTabRow = typeof showcaseCustomTabs.$inferSelect;

/** A listing's domain (site type 0), or null. */
export async function findListingDomain(db: DbOrTx, listingId: number): Promise<DomainRow | null> {
  const rows = await db
    .select()
    .from(domains)
    .where(and(eq(domains.entityId, listingId), eq(domains.siteType, 0)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findDomainById(db: DbOrTx, id: number): Promise<DomainRow | null> {
  const rows = await db.select().from(domains).where(eq(domains.id, id)).limit(1);
  return rows[0] ?? null;
}

/** A domain by its name (stored lower-case), whoever holds it. */
export async function findDomainByName(db: DbOrTx, domainUrl: string): Promise<DomainRow | null> {
  const rows = await db.select().from(domains).where(eq(domains.domainUrl, domainUrl)).limit(1);
  return rows[0] ?? null;
}

export const insertDomain = async (db: DbOrTx, values: typeof domains.$inferInsert) =>
  (await db.insert(domains).values(values).returning())[0]!;

export const updateDomain = (db: DbOrTx, id: number, values: Partial<typeof domains.$inferInsert>) =>
  db
    .update(domains)
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where(eq(domains.id, id));

export const deleteDomain = (db: DbOrTx, id: number) => db.delete(domains).where(eq(domains.id, id));

/**
 * A listing's showcase site with its custom tabs in order, or null. The public page
 * (/site/{listingId}) reads the settings through this.
 */
export async function findShowcaseSite(
  db: DbOrTx,
  listingId: number,
): Promise<{ site: ShowcaseSiteRow; tabs: ShowcaseTabRow[] } | null> {
  const rows = await db.select().from(showcaseSites).where(eq(showcaseSites.listingId, listingId)).limit(1);
  const site = rows[0];
  if (!site) return null;
  const tabs = await db
    .select()
    .from(showcaseCustomTabs)
    .where(eq(showcaseCustomTabs.showcaseSiteId, site.id))
    .orderBy(asc(showcaseCustomTabs.orderNo));
  return { site, tabs };
}

export const insertShowcaseSite = async (db: DbOrTx, values: typeof showcaseSites.$inferInsert) =>
  (await db.insert(showcaseSites).values(values).returning())[0]!;

export const updateShowcaseSite = (
  db: DbOrTx,
  id: number,
  values: Partial<typeof showcaseSites.$inferInsert>,
) =>
  db
    .update(showcaseSites)
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where(eq(showcaseSites.id, id));

export const deleteShowcaseSite = (db: DbOrTx, listingId: number) =>
  db.delete(showcaseSites).where(eq(showcaseSites.listingId, listingId));

/** The custom tabs replaced by these, numbered from 1 in the order given. */
export async function replaceCustomTabs(
  db: DbOrTx,
  siteId: number,
  tabs: Array<{ title: string; body: string; orderNo: number }>,
) {
  await db.delete(showcaseCustomTabs).where(eq(showcaseCustomTabs.showcaseSiteId, siteId));
  if (tabs.length)
    await db.insert(showcaseCustomTabs).values(tabs.map((t) => ({ ...t, showcaseSiteId: siteId })));
}

/** What the eligibility and headline rules read of the listing. */
export async function findShowcaseListingFacts(db: DbOrTx, listingId: number) {
  const rows = await db
    .select({
      listingType: listings.listingType,
      listingStatusId: listings.listingStatusId,
      address1: listings.address1,
      city: listings.city,
      state: listings.state,
      showAddress: listings.showAddress,
      officeId: listings.officeId,
    })
    .from(listings)
    .where(eq(listings.id, listingId))
    .limit(1);
  return rows[0] ?? null;
}

/** The domains the daily sweep looks at (active and expired), with their listing's address. */
export const listDomainsToSweep = (db: DbOrTx) =>
  db
    .select({
      id: domains.id,
      domainUrl: domains.domainUrl,
      entityId: domains.entityId,
      status: domains.status,
      expirationDate: domains.expirationDate,
      renewDeadline: domains.renewDeadline,
      redeemDeadline: domains.redeemDeadline,
      expiryWarnedFor: domains.expiryWarnedFor,
      address1: listings.address1,
      address2: listings.address2,
      city: listings.city,
      state: listings.state,
    })
    .from(domains)
    .innerJoin(listings, eq(listings.id, domains.entityId))
    .where(inArray(domains.status, [DOMAIN_STATUS.active, DOMAIN_STATUS.expired]))
    .orderBy(asc(domains.id));

/**
 * Records that the agents are being warned about this expiration; false when another run already
 * did (the warning is sent by whoever wins this update).
 */
export async function claimExpiryWarning(db: DbOrTx, id: number, expirationDate: string): Promise<boolean> {
  const rows = await db
    .update(domains)
    .set({ expiryWarnedFor: expirationDate })
    .where(
      and(
        eq(domains.id, id),
        eq(domains.expirationDate, expirationDate),
        sql`${domains.expiryWarnedFor} is distinct from ${domains.expirationDate}`,
      ),
    )
    .returning({ id: domains.id });
  return rows.length > 0;
}

export const resetExpiryWarning = (db: DbOrTx, id: number, previous: string | null) =>
  db.update(domains).set({ expiryWarnedFor: previous }).where(eq(domains.id, id));

/**
 * Moves a domain from one status to another; false when it is no longer in `from` or its
 * expiration moved (another run moved it, or it was renewed meanwhile).
 */
export async function moveDomainStatus(
  db: DbOrTx,
  id: number,
  from: { status: number; expirationDate: string | null },
  to: number,
): Promise<boolean> {
  const rows = await db
    .update(domains)
    .set({ status: to, updatedAt: new Date().toISOString() })
    .where(
      and(
        eq(domains.id, id),
        eq(domains.status, from.status),
        from.expirationDate
          ? eq(domains.expirationDate, from.expirationDate)
          : sql`${domains.expirationDate} is null`,
      ),
    )
    .returning({ id: domains.id });
  return rows.length > 0;
}

/**
 * The list-side agents' e-mails in display order (the first is the lead agent): the agent's brand
 * e-mail, else the e-mail of the user who holds the agent.
 */
export async function listingAgentEmails(db: DbOrTx, listingId: number): Promise<Array<string | null>> {
  const rows = await db
    .select({
      email: sql<
        string | null
      >`coalesce(nullif(${agents.brandEmail}, ''), (select min(${users.email}) from ${userAgents} join ${users} on ${users.id} = ${userAgents.userId} where ${userAgents.agentId} = ${agents.id}))`,
    })
    .from(listingAgents)
    .innerJoin(agents, eq(agents.id, listingAgents.agentId))
    .where(and(eq(listingAgents.listingId, listingId), eq(listingAgents.sideTypeId, 1)))
    .orderBy(asc(listingAgents.displayOrder), asc(listingAgents.id));
  return rows.map((r) => r.email);
}

/** The listing's completed showcase hero video (type 3), if any. */
export async function findHeroVideo(db: DbOrTx, listingId: number) {
  const [row] = await db
    .select()
    .from(videos)
    .where(
      and(
        eq(videos.entityType, 'listing'),
        eq(videos.entityId, listingId),
        eq(videos.videoTypeId, VIDEO_TYPE.showcaseHero),
        eq(videos.status, VIDEO_STATUS.completed),
      ),
    )
    .limit(1);
  return row ?? null;
}
