import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/audited-write';
import { domains, listings, showcaseCustomTabs, showcaseSites } from '../../db/schema';

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
    })
    .from(listings)
    .where(eq(listings.id, listingId))
    .limit(1);
  return rows[0] ?? null;
}
