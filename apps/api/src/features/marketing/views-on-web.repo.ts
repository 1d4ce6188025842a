import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { ViewsSiteBody } from '@atrium/domain';
import type { DbOrTx } from '../../db/audited-write';
import { domains, showcasePageViews, viewsOnWebSites } from '../../db/schema';

export type ViewsSiteRow = typeof viewsOnWebSites.$inferSelect;

export async function findViewsSites(db: DbOrTx, listingId: number): Promise<ViewsSiteRow[]> {
  return db
    .select()
    .from(viewsOnWebSites)
    .where(eq(viewsOnWebSites.listingId, listingId))
    .orderBy(asc(viewsOnWebSites.id));
}

export async function findViewsSite(db: DbOrTx, id: number): Promise<ViewsSiteRow | undefined> {
  const [row] = await db.select().from(viewsOnWebSites).where(eq(viewsOnWebSites.id, id));
  return row;
}

export async function insertViewsSite(
  tx: DbOrTx,
  listingId: number,
  body: ViewsSiteBody,
  entryDate: string,
  createdBy: number | null,
) {
  const [row] = await tx
    .insert(viewsOnWebSites)
    .values({ ...body, listingId, entryDate, createdBy })
    .returning();
  return row;
}

export async function updateViewsSiteRow(
  tx: DbOrTx,
  id: number,
  set: Partial<Pick<ViewsSiteRow, 'siteName' | 'deepLink' | 'totalViews' | 'logoFileId'>>,
) {
  const [row] = await tx
    .update(viewsOnWebSites)
    .set({ ...set, updatedAt: new Date().toISOString() })
    .where(eq(viewsOnWebSites.id, id))
    .returning();
  return row;
}

export async function deleteViewsSiteRow(tx: DbOrTx, id: number) {
  await tx.delete(viewsOnWebSites).where(eq(viewsOnWebSites.id, id));
}

/** The showcase page's visits per day, oldest first (from a day when given). */
export async function findShowcaseViews(
  db: DbOrTx,
  listingId: number,
  from?: string,
): Promise<{ day: string; views: number }[]> {
  return db
    .select({ day: showcasePageViews.day, views: showcasePageViews.views })
    .from(showcasePageViews)
    .where(
      and(eq(showcasePageViews.listingId, listingId), from ? gte(showcasePageViews.day, from) : undefined),
    )
    .orderBy(asc(showcasePageViews.day));
}

/** One more visit of the listing's showcase page on a day: a single upsert, no read first. */
export async function addShowcaseView(db: DbOrTx, listingId: number, day: string) {
  await db
    .insert(showcasePageViews)
    .values({ listingId, day, views: 1 })
    .onConflictDoUpdate({
      target: [showcasePageViews.listingId, showcasePageViews.day],
      set: { views: sql`${showcasePageViews.views} + 1` },
    });
}

/** The listing's showcase domain (site type 0), when it bought one. */
export async function findListingDomainUrl(db: DbOrTx, listingId: number): Promise<string | null> {
  const [row] = await db
    .select({ domainUrl: domains.domainUrl })
    .from(domains)
    .where(and(eq(domains.entityId, listingId), eq(domains.siteType, 0)))
    .limit(1);
  return row?.domainUrl ?? null;
}
