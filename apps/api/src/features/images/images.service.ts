import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import {
  canReorderListingPhotos,
  IMAGE_RENDITIONS,
  IMAGE_TYPES,
  imageFileKinds,
  imageRefusal,
  imageTypeInfo,
  isLandscape,
  isLowResolution,
  MSG,
  type Actor,
  type Image,
  type ImageEntityType,
  type ImageRendition,
  type ImageType,
  imageFormatRefusal,
  type ListingAccessFacts,
  type UploadPlace,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import type { Storage } from '../../adapters/storage/storage';
import type { AppContext } from '../../app-context';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import {
  deleteFileRows,
  fileEntity,
  findFile,
  findFiles,
  insertFile,
  objectKey,
  storeUpload,
  withUpload,
} from '../files';
import { writeListing } from '../listings';
import { isColourPhoto } from './colour';
import { measurePdf, renditionSource } from './pdf-pages';
import type { DbOrTx } from '../../db/audited-write';
import {
  countImagesByType,
  countImagesOfType,
  deleteImageRows,
  findImage,
  findImagesWithFiles,
  insertImageRow,
  listAllImageRows,
  listImageRows,
  lockImageOwner,
  setCaption,
  setOrderNo,
  setRendition,
  listingPhotoFacts,
  findStalledImageIds,
  findTags,
  renumberImages,
  countPhotographerImagesFor,
  listPhotographerImageRows,
  findImageOfFile,
  type FileRow,
  type ImageRow,
} from './images.repo';

export type ImageDeps = { db: Db; storage: Storage; jobs: AppContext['jobs']; uploadTmpDir: string };

export const RENDITION_JOB = 'image-renditions';
/** The recurring job that queues again the renditions of images whose job was lost. */
export const RENDITION_SWEEP_JOB = 'image-renditions-sweep';
/** An image is swept when it has waited this long for its renditions, and for at most a day. */
const STALLED_AFTER_SECONDS = 5 * 60;
const SWEEP_UNTIL_SECONDS = 24 * 60 * 60;

/** The place of the files row an image type's files are kept under. */
export const placeOf = (imageType: ImageType): UploadPlace =>
  imageType === 'floorPlan' ? 'floorPlan' : 'photo';

export function toImage(row: ImageRow, file: FileRow, tagName: string | null = null): Image {
  return {
    id: row.id,
    entityType: row.entityType as ImageEntityType,
    entityId: row.entityId,
    imageType: row.imageType as ImageType,
    orderNo: row.orderNo,
    caption: row.caption,
    floorplancaption: row.floorplanCaption,
    size: { width: row.width, height: row.height, sizeKb: Math.ceil(file.sizeBytes / 1024) },
    mimeType: file.contentType,
    fileName: file.fileName,
    islandscape: isLandscape(row.width, row.height),
    isLowResolution: isLowResolution(
      row.width,
      row.height,
      imageTypeInfo(row.entityType as ImageEntityType, row.imageType as ImageType)?.requiredSize,
    ),
    renditionStatus: row.smallFileId && row.mediumFileId ? 'ready' : 'pending',
    urls: { original: row.originalFileId, small: row.smallFileId, medium: row.mediumFileId },
    tagId: row.tagId,
    tagName: row.tagId == null ? null : tagName,
    createdDate: row.createdDate,
  };
}

/** The answers of image rows: their original files and tag names read in two queries. */
export async function imagesView(tx: DbOrTx, rows: ImageRow[]): Promise<Image[]> {
  const files = new Map(
    (
      await findFiles(
        tx,
        rows.map((r) => r.originalFileId),
      )
    ).map((f) => [f.id, f]),
  );
  const tagIds = [...new Set(rows.flatMap((r) => (r.tagId == null ? [] : [r.tagId])))];
  const tags = new Map((await findTags(tx, tagIds)).map((t) => [t.id, t.name]));
  return rows.map((r) => toImage(r, files.get(r.originalFileId)!, tags.get(r.tagId ?? 0) ?? null));
}

/**
 * How an image change is written for one type of record: in one transaction that locks the
 * record, checks the actor may change it, runs `apply` and keeps the record in step (at least its
 * version, so its ETag changes).
 */
export type ImageOwnerWrite = <T>(
  db: Db,
  actor: Actor,
  entityId: number,
  apply: (tx: DbOrTx) => Promise<T>,
) => Promise<T>;

const imageOwners = new Map<ImageEntityType, ImageOwnerWrite>();

/** Registers the write path of a record type's images (people-images.ts for agents, teams, offices). */
export function registerImageOwner(entityType: ImageEntityType, write: ImageOwnerWrite) {
  imageOwners.set(entityType, write);
}

/**
 * A listing's images change through writeListing: it locks the listing, checks the actor may
 * change it, and keeps its image count, its low-resolution flag, its data-complete flag, its
 * version and its audit in step with the change.
 */
registerImageOwner('listing', async (db, actor, entityId, apply) => {
  const { result } = await writeListing(db, actor, entityId, { expectedVersion: null }, async (tx) => {
    const result = await apply(tx);
    return { fields: await listingPhotoFacts(tx, entityId), result };
  });
  return result;
});

/** Changes the images of a record through the write path registered for its type. */
export async function changeImagesOf<T>(
  deps: ImageDeps,
  actor: Actor,
  entityType: ImageEntityType,
  entityId: number,
  apply: (tx: DbOrTx) => Promise<T>,
): Promise<T> {
  const write = imageOwners.get(entityType);
  if (!write) throw new Error(`no image write path registered for entity type ${entityType}`);
  return write(deps.db, actor, entityId, apply);
}

type ImageTarget = { entityType: ImageEntityType; entityId: number; imageType: ImageType };
/** Who uploads an image: a user, or a photographer account (which is not a user). */
type Uploader = { userId: number; photographerId?: never } | { photographerId: number; userId?: never };

/**
 * The one upload path of an image, whoever uploads it: JPG, JPEG or PNG by its content, at least
 * the type's minimum resolution and (for photos) 3x2 or 2x3 and in colour, refused before
 * anything is stored.
 * `write` runs the recording in the transaction of the caller's choosing (which must lock the
 * owner record first); the row joins the end of the order, below the type's maximum. The
 * renditions are left to a background job.
 */
async function uploadImage(
  deps: ImageDeps,
  target: ImageTarget,
  req: FastifyRequest,
  uploader: Uploader,
  write: (record: (tx: DbOrTx) => Promise<Image>) => Promise<Image>,
): Promise<Image> {
  const info = imageTypeInfo(target.entityType, target.imageType);
  if (!info) throw notFound();
  const replacedKeys: string[] = [];
  // a floor plan may also be a PDF, measured by its first page as rendered for its renditions
  const accept = imageFileKinds(target.imageType);
  const saved = await withUpload(
    req,
    { accept, refusal: imageFormatRefusal(target.imageType), tmpDir: deps.uploadTmpDir },
    async (checked) => {
      const upload =
        checked.kind === 'pdf' ? { ...checked, ...(await measurePdf(checked.tmpFile)) } : checked;
      const refusal = imageRefusal(upload.width!, upload.height!, info);
      if (refusal) throw badRequest(refusal);
      if (info.isColourChecked && !(await isColourPhoto(upload.tmpFile)))
        throw badRequest(MSG.photoNotInColour);
      const owner = {
        entityType: target.entityType,
        entityId: target.entityId,
        place: placeOf(target.imageType),
        createdBy: uploader.userId ?? null,
      };
      return storeUpload(deps.storage, upload, owner, (values) =>
        write(async (tx) => {
          // a type of one photo: the new upload takes the place of the one it holds
          if (info.replacesOnUpload) replacedKeys.push(...(await removeImagesOfType(tx, target)));
          const loaded = await countImagesOfType(tx, target.entityType, target.entityId, target.imageType);
          if (loaded >= info.maxPhotos) throw badRequest(MSG.imagesNotUploaded);
          const file = await insertFile(tx, values);
          const row = await insertImageRow(tx, {
            id: crypto.randomUUID(),
            ...target,
            width: upload.width!,
            height: upload.height!,
            originalFileId: file.id,
            createdBy: uploader.userId ?? null,
            photographerId: uploader.photographerId ?? null,
          });
          return toImage(row, file, null);
        }),
      );
    },
  );
  await Promise.all(replacedKeys.map((k) => deps.storage.delete(k).catch(() => {})));
  await deps.jobs.enqueue(RENDITION_JOB, { imageId: saved.id });
  return saved;
}

/** Deletes a record's images of one type with their files rows; answers the objects' keys. */
async function removeImagesOfType(tx: DbOrTx, target: ImageTarget): Promise<string[]> {
  const rows = await listImageRows(tx, target.entityType, target.entityId, target.imageType);
  if (!rows.length) return [];
  const deleted = await deleteImageRows(
    tx,
    rows.map((r) => r.id),
  );
  return deleteFileRows(
    tx,
    deleted.flatMap((d) =>
      [d.originalFileId, d.smallFileId, d.mediumFileId].filter((id): id is string => !!id),
    ),
  );
}

/** Stores one uploaded image of a record the actor may change; the record's image count follows. */
export async function saveImage(
  deps: ImageDeps,
  actor: Actor,
  target: ImageTarget,
  req: FastifyRequest,
): Promise<Image> {
  if (!imageTypeInfo(target.entityType, target.imageType)) throw notFound();
  await fileEntity(target.entityType).requireEditable(deps.db, actor, target.entityId);
  return uploadImage(deps, target, req, { userId: actor.userId }, (record) =>
    changeImagesOf(deps, actor, target.entityType, target.entityId, record),
  );
}

/**
 * Stores an image a photographer uploads into a listing's photographer images (the caller has
 * checked the invitation), recording the photographer as its uploader. The listing row is locked
 * like any image change, but not written: its image count counts main photos only.
 */
export async function savePhotographerImage(
  deps: ImageDeps,
  listingId: number,
  photographerId: number,
  req: FastifyRequest,
): Promise<Image> {
  const target = { entityType: 'listing', entityId: listingId, imageType: 'photographer' } as const;
  return uploadImage(deps, target, req, { photographerId }, (record) =>
    deps.db.transaction(async (tx) => {
      if (!(await lockImageOwner(tx, target.entityType, listingId))) throw notFound();
      return record(tx);
    }),
  );
}

/** The images a photographer uploaded to a listing, in their order (the caller has checked the invitation). */
export async function listPhotographerImages(
  deps: Pick<ImageDeps, 'db'>,
  listingId: number,
  photographerId: number,
) {
  return imagesView(deps.db, await listPhotographerImageRows(deps.db, listingId, photographerId));
}

/** How many images a photographer uploaded to each of these listings (0 for none). */
export async function countPhotographerImages(
  deps: Pick<ImageDeps, 'db'>,
  listingIds: number[],
  photographerId: number,
) {
  const found = new Map(
    (await countPhotographerImagesFor(deps.db, listingIds, photographerId)).map((r) => [r.entityId, r.n]),
  );
  return listingIds.map((listingId) => ({ listingId, count: found.get(listingId) ?? 0 }));
}

/**
 * A file (original or rendition) of an image this photographer uploaded, with the listing it
 * belongs to, or null when the id is not one.
 */
export async function findPhotographerImageFile(
  deps: Pick<ImageDeps, 'db'>,
  fileId: string,
  photographerId: number,
) {
  const file = await findFile(deps.db, fileId);
  if (!file || file.entityType !== 'listing') return null;
  const owner = { entityType: 'listing', entityId: file.entityId, imageType: 'photographer' };
  const image = await findImageOfFile(deps.db, owner, fileId);
  return image?.photographerId === photographerId ? { listingId: file.entityId, file } : null;
}

export async function listImages(
  deps: ImageDeps,
  actor: Actor,
  q: { entityType: ImageEntityType; entityId: number; imageType: ImageType },
): Promise<Image[]> {
  await fileEntity(q.entityType).requireVisible(deps.db, actor, q.entityId);
  return imagesView(deps.db, await listImageRows(deps.db, q.entityType, q.entityId, q.imageType));
}

export async function countImages(
  deps: ImageDeps,
  actor: Actor,
  entityType: ImageEntityType,
  entityId: number,
) {
  await fileEntity(entityType).requireVisible(deps.db, actor, entityId);
  // the entity type's own image types, each counted (0 when it holds none)
  const byType: Partial<Record<ImageType, number>> = Object.fromEntries(
    Object.keys(IMAGE_TYPES[entityType]).map((t) => [t, 0]),
  );
  for (const r of await countImagesByType(deps.db, entityType, entityId))
    if (r.imageType in byType) byType[r.imageType as ImageType] = r.n;
  return { total: Object.values(byType).reduce((a, b) => a + b, 0), byType };
}

/**
 * Deletes images of records the actor may change: rows and files in one transaction per
 * record (the rest renumbered from 1, the count kept in step), then the stored objects that no
 * files row names any more (an object can be shared, as the demo photos are).
 */
export async function deleteImages(deps: ImageDeps, actor: Actor, ids: string[]) {
  const unique = [...new Set(ids)];
  const found = await findImagesWithFiles(deps.db, unique);
  if (found.length !== unique.length) throw notFound();
  const owners = new Map<string, { entityType: ImageEntityType; entityId: number; rows: ImageRow[] }>();
  for (const { image } of found) {
    const key = `${image.entityType}:${image.entityId}`;
    const owner = owners.get(key) ?? {
      entityType: image.entityType as ImageEntityType,
      entityId: image.entityId,
      rows: [],
    };
    owner.rows.push(image);
    owners.set(key, owner);
  }
  for (const o of owners.values()) await fileEntity(o.entityType).requireEditable(deps.db, actor, o.entityId);
  // the files are read from the deleted rows themselves, so a rendition the job has just
  // added goes with its image
  const storageKeys: string[] = [];
  for (const o of owners.values()) {
    const keys = await changeImagesOf(deps, actor, o.entityType, o.entityId, async (tx) => {
      const deleted = await deleteImageRows(
        tx,
        o.rows.map((r) => r.id),
      );
      const fileIds = deleted.flatMap((d) =>
        [d.originalFileId, d.smallFileId, d.mediumFileId].filter((id): id is string => !!id),
      );
      for (const type of new Set(o.rows.map((r) => r.imageType)))
        await renumberImages(tx, o.entityType, o.entityId, type);
      return deleteFileRows(tx, fileIds);
    });
    storageKeys.push(...keys);
  }
  await Promise.all(storageKeys.map((k) => deps.storage.delete(k).catch(() => {})));
}

/** Reordering needs more than editing the record: for a listing, Listing Photo Reorder. */
async function requireReorderable(deps: ImageDeps, actor: Actor, entityType: ImageEntityType, id: number) {
  const facts = await fileEntity(entityType).requireEditable(deps.db, actor, id);
  if (entityType === 'listing' && !canReorderListingPhotos(actor, facts as ListingAccessFacts))
    throw forbidden();
}

/** Sets the order of a record's images; every id must be one of its images, each number once. */
export async function reorderImages(
  deps: ImageDeps,
  actor: Actor,
  entityType: ImageEntityType,
  entityId: number,
  order: Array<{ id: string; orderNo: number }>,
) {
  await requireReorderable(deps, actor, entityType, entityId);
  if (new Set(order.map((o) => o.id)).size !== order.length) throw badRequest(MSG.duplicateImageOrder);
  await deps.db.transaction(async (tx) => {
    await lockImageOwner(tx, entityType, entityId);
    const rows = new Map((await listAllImageRows(tx, entityType, entityId)).map((r) => [r.id, r]));
    if (order.some((o) => !rows.has(o.id))) throw notFound();
    const byType = new Map<string, Set<number>>();
    for (const o of order) {
      const type = rows.get(o.id)!.imageType;
      const taken = byType.get(type) ?? new Set<number>();
      if (taken.has(o.orderNo)) throw badRequest(MSG.duplicateImageOrder);
      taken.add(o.orderNo);
      byType.set(type, taken);
    }
    for (const o of order) await setOrderNo(tx, o.id, o.orderNo);
  });
}

export async function saveCaption(
  deps: ImageDeps,
  actor: Actor,
  id: string,
  body: { caption: string; isFloorPlanCaption: boolean },
) {
  const row = await findImage(deps.db, id);
  if (!row) throw notFound();
  await fileEntity(row.entityType).requireEditable(deps.db, actor, row.entityId);
  await setCaption(
    deps.db,
    id,
    body.isFloorPlanCaption ? { floorplanCaption: body.caption } : { caption: body.caption },
  );
}

/**
 * The background job: makes the missing small and medium renditions of an image (JPEG, resized
 * to their width, never enlarged). Idempotent: a rendition already made is kept; an image
 * deleted meanwhile leaves nothing behind.
 */
export async function makeRenditions(deps: Omit<ImageDeps, 'jobs' | 'uploadTmpDir'>, imageId: string) {
  const row = await findImage(deps.db, imageId);
  if (!row) return;
  const original = await findFile(deps.db, row.originalFileId);
  if (!original) return;
  const missing = (Object.keys(IMAGE_RENDITIONS) as ImageRendition[]).filter((r) =>
    r === 'small' ? !row.smallFileId : !row.mediumFileId,
  );
  for (const rendition of missing) {
    const input = await renditionSource(deps.storage, original, IMAGE_RENDITIONS[rendition]);
    const data = await input
      .rotate()
      .resize({ width: IMAGE_RENDITIONS[rendition], withoutEnlargement: true })
      .jpeg({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const fileId = crypto.randomUUID();
    const key = objectKey(fileId);
    await deps.storage.put(key, Readable.from(data.data), {
      contentType: 'image/jpeg',
      size: data.data.length,
    });
    const stored = await deps.db
      .transaction(async (tx) => {
        await insertFile(tx, {
          id: fileId,
          entityType: original.entityType,
          entityId: original.entityId,
          place: original.place,
          fileName: original.fileName.replace(/\.[^.]*$/, '') + `-${rendition}.jpg`,
          contentType: 'image/jpeg',
          sizeBytes: data.data.length,
          width: data.info.width,
          height: data.info.height,
          sha256: crypto.createHash('sha256').update(data.data).digest('hex'),
          storageKey: key,
          createdBy: original.createdBy,
        });
        if (!(await setRendition(tx, imageId, rendition, fileId, row.originalFileId))) throw new ImageGone();
        return true;
      })
      .catch(async (err: unknown) => {
        if (err instanceof ImageGone) return false;
        await deps.storage.delete(key).catch(() => {});
        throw err;
      });
    if (!stored) {
      await deps.storage.delete(key).catch(() => {});
      return;
    }
  }
}

class ImageGone extends Error {}

/**
 * Queues again the renditions of images stored over five minutes (and under a day) ago that still
 * lack them: an upload is saved before its job is queued, so a queue that failed just then would
 * otherwise leave the image 'Processing' for good. Making renditions is idempotent, so an image
 * whose job is merely slow is not harmed. Answers how many were queued.
 */
export async function requeueStalledRenditions(deps: Pick<ImageDeps, 'db' | 'jobs'>) {
  const ids = await findStalledImageIds(deps.db, STALLED_AFTER_SECONDS, SWEEP_UNTIL_SECONDS);
  for (const imageId of ids) await deps.jobs.enqueue(RENDITION_JOB, { imageId });
  return ids.length;
}
