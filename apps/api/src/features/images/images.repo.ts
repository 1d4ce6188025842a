import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/audited-write';
import {
  agents,
  developments,
  files,
  images,
  imageTags,
  listings,
  offices,
  salesTeams,
} from '../../db/schema';
import { MIN_IMAGE_SIZE, type ImageEntityType } from '@atrium/domain';

export type ImageRow = typeof images.$inferSelect;
export type FileRow = typeof files.$inferSelect;

/** A record's images of one type. */
const ofType = (entityType: string, entityId: number, imageType: string) =>
  and(eq(images.entityType, entityType), eq(images.entityId, entityId), eq(images.imageType, imageType));

/**
 * Locks the record an image change belongs to, so that order numbers and the record's image
 * count are computed by one change at a time. Answers false when the record does not exist.
 */
export async function lockImageOwner(tx: DbOrTx, entityType: ImageEntityType, entityId: number) {
  const table = OWNER_TABLES[entityType];
  return (
    (await tx.select({ id: table.id }).from(table).where(eq(table.id, entityId)).for('update')).length > 0
  );
}

/** The table of each record type images belong to. */
const OWNER_TABLES = {
  listing: listings,
  agent: agents,
  salesTeam: salesTeams,
  office: offices,
  development: developments,
} as const;

/**
 * What a listing keeps of its main photos: their count, and whether one is below the minimum
 * resolution (its 'Some photos are too small' flag; see isLowResolution).
 */
export async function listingPhotoFacts(tx: DbOrTx, listingId: number) {
  const { minLongSide, minShortSide } = MIN_IMAGE_SIZE;
  const [row] = await tx
    .select({
      imageCount: sql<number>`count(*)::int`,
      hasLowResImages: sql<boolean>`coalesce(bool_or(greatest(${images.width}, ${images.height}) < ${minLongSide}
        or least(${images.width}, ${images.height}) < ${minShortSide}), false)`,
    })
    .from(images)
    .where(ofType('listing', listingId, 'mainPhoto'));
  return row ?? { imageCount: 0, hasLowResImages: false };
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
      .where(ofType(entityType, entityId, imageType))
  )[0].n;

export const listImageRows = (tx: DbOrTx, entityType: string, entityId: number, imageType: string) =>
  tx
    .select()
    .from(images)
    .where(ofType(entityType, entityId, imageType))
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

/**
 * Sets a rendition of an image made from `fromOriginal`; answers false when the image is gone
 * (deleted meanwhile) or its original was replaced meanwhile (cropped): that rendition is stale.
 */
export async function setRendition(
  tx: DbOrTx,
  id: string,
  rendition: 'small' | 'medium',
  fileId: string,
  fromOriginal: string,
) {
  const set = rendition === 'small' ? { smallFileId: fileId } : { mediumFileId: fileId };
  const updated = await tx
    .update(images)
    .set(set)
    .where(and(eq(images.id, id), eq(images.originalFileId, fromOriginal)))
    .returning({ id: images.id });
  return updated.length > 0;
}

/** Changes an image's row (a new original, its type and place, its tag). */
export const updateImageRow = async (
  tx: DbOrTx,
  id: string,
  change: Partial<Omit<typeof images.$inferInsert, 'id'>>,
) => (await tx.update(images).set(change).where(eq(images.id, id)).returning())[0];

/** The order number after the last of a record's images of one type. */
export const nextOrderNo = async (tx: DbOrTx, entityType: string, entityId: number, imageType: string) =>
  (
    await tx
      .select({ n: sql<number>`coalesce(max(${images.orderNo}), 0)::int + 1` })
      .from(images)
      .where(ofType(entityType, entityId, imageType))
  )[0].n;

/** Renumbers a record's images of one type from 1 in their order. */
export async function renumberImages(tx: DbOrTx, entityType: string, entityId: number, imageType: string) {
  const rest = await listImageRows(tx, entityType, entityId, imageType);
  for (const [i, r] of rest.entries()) if (r.orderNo !== i + 1) await setOrderNo(tx, r.id, i + 1);
}

export const listTagCatalogue = (tx: DbOrTx, kind: number) =>
  tx
    .select({ id: imageTags.id, name: imageTags.name })
    .from(imageTags)
    .where(eq(imageTags.kind, kind))
    .orderBy(asc(imageTags.displayOrder), asc(imageTags.name));

export const findTag = async (tx: DbOrTx, kind: number, id: number) =>
  (
    await tx
      .select({ id: imageTags.id, name: imageTags.name })
      .from(imageTags)
      .where(and(eq(imageTags.kind, kind), eq(imageTags.id, id)))
  )[0];

/** The names of tags, by id. */
export const findTags = (tx: DbOrTx, ids: number[]) =>
  ids.length
    ? tx.select({ id: imageTags.id, name: imageTags.name }).from(imageTags).where(inArray(imageTags.id, ids))
    : Promise.resolve([]);

/** The distinct tags on a record's images of one type, in the catalogue's order. */
export const listUsedTags = (tx: DbOrTx, entityType: string, entityId: number, imageType: string) =>
  tx
    .selectDistinct({ id: imageTags.id, name: imageTags.name, displayOrder: imageTags.displayOrder })
    .from(images)
    .innerJoin(imageTags, eq(imageTags.id, images.tagId))
    .where(and(ofType(entityType, entityId, imageType), isNotNull(images.tagId)))
    .orderBy(asc(imageTags.displayOrder), asc(imageTags.name));

export const countImagesByType = (tx: DbOrTx, entityType: string, entityId: number) =>
  tx
    .select({ imageType: images.imageType, n: sql<number>`count(*)::int` })
    .from(images)
    .where(and(eq(images.entityType, entityType), eq(images.entityId, entityId)))
    .groupBy(images.imageType);

/** The photographer images one photographer uploaded to a listing, in their order. */
export const listPhotographerImageRows = (tx: DbOrTx, listingId: number, photographerId: number) =>
  tx
    .select()
    .from(images)
    .where(and(ofType('listing', listingId, 'photographer'), eq(images.photographerId, photographerId)))
    .orderBy(asc(images.orderNo), asc(images.createdDate));

/** How many images one photographer uploaded to each of these listings (listings without any are left out). */
export const countPhotographerImagesFor = (tx: DbOrTx, listingIds: number[], photographerId: number) =>
  listingIds.length
    ? tx
        .select({ entityId: images.entityId, n: sql<number>`count(*)::int` })
        .from(images)
        .where(
          and(
            eq(images.entityType, 'listing'),
            inArray(images.entityId, listingIds),
            eq(images.imageType, 'photographer'),
            eq(images.photographerId, photographerId),
          ),
        )
        .groupBy(images.entityId)
    : Promise.resolve([]);

/** The image of a record of one type that a file belongs to, as its original or a rendition. */
export const findImageOfFile = async (
  tx: DbOrTx,
  owner: { entityType: string; entityId: number; imageType: string },
  fileId: string,
): Promise<ImageRow | undefined> =>
  (
    await tx
      .select()
      .from(images)
      .where(
        and(
          ofType(owner.entityType, owner.entityId, owner.imageType),
          or(
            eq(images.originalFileId, fileId),
            eq(images.smallFileId, fileId),
            eq(images.mediumFileId, fileId),
          ),
        ),
      )
  )[0];

/**
 * Images still without both renditions that were stored between `from` and `to` ago (in
 * seconds): those whose job was lost (the queue unreachable after the upload was saved).
 */
export const findStalledImageIds = async (tx: DbOrTx, from: number, to: number) =>
  (
    await tx
      .select({ id: images.id })
      .from(images)
      .where(
        and(
          or(sql`${images.smallFileId} is null`, sql`${images.mediumFileId} is null`),
          sql`${images.createdDate} < now() - make_interval(secs => ${from})`,
          sql`${images.createdDate} > now() - make_interval(secs => ${to})`,
        ),
      )
  ).map((r) => r.id);
