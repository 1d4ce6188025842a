import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_REPORT_TREE, REPORT_SECTIONS } from '@atrium/domain';
import type { DbOrTx } from '../../db/audited-write';
import { rowsOf } from '../../db/client';
import {
  clientMarketingMedia,
  clientMarketingSections,
  images,
  listings,
  offices,
  videos,
} from '../../db/schema';

export type SectionRow = typeof clientMarketingSections.$inferSelect;

export const findSectionRows = (db: DbOrTx, listingId: number): Promise<SectionRow[]> =>
  db
    .select()
    .from(clientMarketingSections)
    .where(eq(clientMarketingSections.listingId, listingId))
    .orderBy(asc(clientMarketingSections.sortOrder), asc(clientMarketingSections.id));

export async function findSectionRow(db: DbOrTx, id: number): Promise<SectionRow | undefined> {
  const [row] = await db.select().from(clientMarketingSections).where(eq(clientMarketingSections.id, id));
  return row;
}

/**
 * Makes the report's sections the first time they are read: the default tree for a new report,
 * and any section the catalogue gained since, at the end of the top level. The listing row is
 * locked meanwhile, so two first reads cannot both make them.
 */
export async function ensureSectionRows(db: DbOrTx, listingId: number): Promise<SectionRow[]> {
  const existing = await findSectionRows(db, listingId);
  if (existing.length >= REPORT_SECTIONS.length) return existing;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${listings} where id = ${listingId} for update`);
    const rows = await findSectionRows(tx, listingId);
    if (rows.length === 0) {
      for (const [i, node] of DEFAULT_REPORT_TREE.entries()) {
        const [parent] = await tx
          .insert(clientMarketingSections)
          .values({ listingId, sectionId: node.sectionId, sortOrder: i + 1 })
          .returning();
        if (node.children.length)
          await tx.insert(clientMarketingSections).values(
            node.children.map((sectionId, j) => ({
              listingId,
              sectionId,
              parentId: parent.id,
              sortOrder: j + 1,
            })),
          );
      }
    } else {
      const have = new Set(rows.map((r) => r.sectionId));
      const missing = REPORT_SECTIONS.filter((s) => !have.has(s.sectionId));
      const top = rows.filter((r) => r.parentId == null).length;
      if (missing.length)
        await tx
          .insert(clientMarketingSections)
          .values(missing.map((s, i) => ({ listingId, sectionId: s.sectionId, sortOrder: top + i + 1 })))
          .onConflictDoNothing();
    }
    return findSectionRows(tx, listingId);
  });
}

export async function updateSectionPlace(
  tx: DbOrTx,
  listingId: number,
  id: number,
  place: { parentId: number | null; sortOrder: number },
) {
  await tx
    .update(clientMarketingSections)
    .set({ ...place, updatedAt: new Date().toISOString() })
    .where(and(eq(clientMarketingSections.id, id), eq(clientMarketingSections.listingId, listingId)));
}

export async function updateSectionRow(
  tx: DbOrTx,
  id: number,
  values: Partial<Pick<SectionRow, 'displaySection' | 'remark'>>,
) {
  await tx
    .update(clientMarketingSections)
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where(eq(clientMarketingSections.id, id));
}

export async function findCover(db: DbOrTx, listingId: number) {
  const [row] = await db
    .select()
    .from(clientMarketingMedia)
    .where(eq(clientMarketingMedia.listingId, listingId));
  return row;
}

export async function saveCover(
  tx: DbOrTx,
  listingId: number,
  cover: { imageId: string | null; videoId: number | null },
) {
  const values = { ...cover, updatedAt: new Date().toISOString() };
  await tx
    .insert(clientMarketingMedia)
    .values({ listingId, ...values })
    .onConflictDoUpdate({ target: clientMarketingMedia.listingId, set: values });
}

/** The listing's main photos in their order. */
export const findMainPhotos = (db: DbOrTx, listingId: number) =>
  db
    .select()
    .from(images)
    .where(
      and(
        eq(images.entityType, 'listing'),
        eq(images.entityId, listingId),
        eq(images.imageType, 'mainPhoto'),
      ),
    )
    .orderBy(asc(images.orderNo));

/** The listing's videos in their slots. */
export const findListingVideos = (db: DbOrTx, listingId: number) =>
  db
    .select()
    .from(videos)
    .where(and(eq(videos.entityType, 'listing'), eq(videos.entityId, listingId)))
    .orderBy(asc(videos.videoTypeId), asc(videos.displayOrder));

export const findVideosByIds = (db: DbOrTx, ids: number[]) =>
  ids.length ? db.select().from(videos).where(inArray(videos.id, ids)) : Promise.resolve([]);

/** What the report's header shows of the listing: address, office, region and listing date. */
export async function findHeaderFacts(db: DbOrTx, listingId: number) {
  const [row] = rowsOf<{
    address1: string | null;
    city: string | null;
    state: string | null;
    sales_region_id: number | null;
    office_id: number;
    listing_date: string | null;
    office_name: string | null;
  }>(
    await db.execute(sql`select l.address1, l.city, l.state, l.sales_region_id, l.office_id,
        l.listing_date::text as listing_date, o.name as office_name
      from ${listings} l left join ${offices} o on o.id = l.office_id where l.id = ${listingId}`),
  );
  return row;
}
