import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/audited-write';
import { files, images, listings } from '../../db/schema';
import type { ImageEntityType } from '@atrium/domain';

export type ImageRow = typeof images.$inferSelect;
export type FileRow = typeof files.$inferSelect;

/**
 * Locks the record an image change belongs to, so that order numbers and the record's image
 * count are computed by one change at a time. Answers false when the record does not exist.
 */
export async function lockImageOwner(tx: DbOrTx, entityType: ImageEntityType, entityId: number) {
  switch (entityType) {
    case 'listing':
      return (
        (await tx.select({ id: listings.id }).from(listings).where(eq(listings.id, entityId)).for('update'))
          .length > 0
      );
  }
}

/** A listing's image count: its main photos. */
export async function countListingPhotos(tx: DbOrTx, listingId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(images)
    .where(
      and(
        eq(images.entityType, 'listing'),
        eq(images.entityId, listingId),
        eq(images.imageType, 'mainPhoto'),
      ),
    );
  return row?.n ?? 0;
}

export const insertImageRow = async (tx: DbOrTx, row: Omit<typeof images.$inferInsert, 'orderNo'>) =>
  (
    await tx
      .insert(images)
      .values({
        ...row,
        orderNo: sql`(select coalesce(max(${images.orderNo}), 0) + 1 from ${images}
          where ${images.entityType} = ${row.entityType} and ${images.entityId} = ${row.entityId}
          and ${images.imageType} = ${row.imageType})`,
      })
      .returning()
  )[0];

export const countImagesOfType = async (
  tx: DbOrTx,
  entityType: string,
  entityId: number,
  imageType: string,
): Promise<number> =>
  (
    await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(images)
      .where(
        and(
          eq(images.entityType, entityType),
          eq(images.entityId, entityId),
          eq(images.imageType, imageType),
        ),
      )
  )[0].n;

export const listImageRows = (tx: DbOrTx, entityType: string, entityId: number, imageType: string) =>
  tx
    .select()
    .from(images)
    .where(
      and(eq(images.entityType, entityType), eq(images.entityId, entityId), eq(images.imageType, imageType)),
    )
    .orderBy(asc(images.orderNo), asc(images.createdDate));

export const listAllImageRows = (tx: DbOrTx, entityType: string, entityId: number) =>
  tx
    .select()
    .from(images)
    .where(and(eq(images.entityType, entityType), eq(images.entityId, entityId)));

/** The images with their original files (name, type, size), by id. */
export const findImagesWithFiles = (tx: DbOrTx, ids: string[]) =>
  tx
    .select({ image: images, file: files })
    .from(images)
    .innerJoin(files, eq(files.id, images.originalFileId))
    .where(inArray(images.id, ids));

export const findImage = async (tx: DbOrTx, id: string): Promise<ImageRow | undefined> =>
  (await tx.select().from(images).where(eq(images.id, id)))[0];

/** Deletes images; answers the ids of their files as they stood when the rows were deleted. */
export const deleteImageRows = (tx: DbOrTx, ids: string[]) =>
  tx.delete(images).where(inArray(images.id, ids)).returning({
    originalFileId: images.originalFileId,
    smallFileId: images.smallFileId,
    mediumFileId: images.mediumFileId,
  });

export const setOrderNo = (tx: DbOrTx, id: string, orderNo: number) =>
  tx.update(images).set({ orderNo }).where(eq(images.id, id));

export const setCaption = (tx: DbOrTx, id: string, change: { caption?: string; floorplanCaption?: string }) =>
  tx.update(images).set(change).where(eq(images.id, id));

/** Sets a rendition of an image; answers false when the image is gone (deleted meanwhile). */
export async function setRendition(tx: DbOrTx, id: string, rendition: 'small' | 'medium', fileId: string) {
  const set = rendition === 'small' ? { smallFileId: fileId } : { mediumFileId: fileId };
  return (await tx.update(images).set(set).where(eq(images.id, id)).returning({ id: images.id })).length > 0;
}

export const countImagesByType = (tx: DbOrTx, entityType: string, entityId: number) =>
  tx
    .select({ imageType: images.imageType, n: sql<number>`count(*)::int` })
    .from(images)
    .where(and(eq(images.entityType, entityType), eq(images.entityId, entityId)))
    .groupBy(images.imageType);
