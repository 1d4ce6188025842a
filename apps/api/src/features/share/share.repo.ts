import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files, images, imageShares, listings } from '../../db/schema';

export type ShareRow = typeof imageShares.$inferSelect;

/** Images by id with what sharing them needs of their original file. */
export const findShareImages = (db: Db, ids: string[]) =>
  db
    .select({
      id: images.id,
      entityType: images.entityType,
      entityId: images.entityId,
      width: images.width,
      height: images.height,
      fileName: files.fileName,
      mimeType: files.contentType,
      sizeBytes: files.sizeBytes,
      storageKey: files.storageKey,
      createdDate: files.createdDate,
    })
    .from(images)
    .innerJoin(files, eq(files.id, images.originalFileId))
    .where(inArray(images.id, ids));
export type ShareImage = Awaited<ReturnType<typeof findShareImages>>[number];

/** What the e-mail and the size rules need of the record the images belong to; null when gone. */
export async function findShareRecord(db: Db, entityType: string, entityId: number) {
  switch (entityType) {
    case 'listing': {
      const [row] = await db
        .select({
          title: listings.title,
          address1: listings.address1,
          city: listings.city,
          state: listings.state,
          zip: listings.zip,
          salesRegionId: listings.salesRegionId,
        })
        .from(listings)
        .where(eq(listings.id, entityId));
      return row ?? null;
    }
    default:
      return null;
  }
}

export const insertShare = async (db: Db, values: typeof imageShares.$inferInsert) =>
  (
    await db
      .insert(imageShares)
      .values(values)
      .returning({ id: imageShares.id, expiresAt: imageShares.expiresAt })
  )[0]!;

export const deleteShare = (db: Db, id: number) => db.delete(imageShares).where(eq(imageShares.id, id));

/** The share of a token's hash while its link works (the database's clock decides). */
export const findLiveShare = async (db: Db, tokenHash: string): Promise<ShareRow | undefined> =>
  (
    await db
      .select()
      .from(imageShares)
      .where(and(eq(imageShares.tokenHash, tokenHash), gt(imageShares.expiresAt, sql`now()`)))
  )[0];
