import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import {
  IMAGE_ENTITY_TYPES,
  IMAGE_TAG_KINDS,
  IMAGE_TYPES,
  imageRefusal,
  imageTypeInfo,
  MSG,
  UPLOAD_MAX_PIXELS,
  type Actor,
  type Image,
  type ImageEntityType,
  type ImageTag,
  type ImageTagKind,
  type ImageType,
  type ImageTypeInfo,
  type ImageTypeInfoView,
} from '@atrium/domain';
import type { DbOrTx } from '../../db/audited-write';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { deleteFileRows, fileEntity, findFile, insertFile, objectKey, setFilesPlace } from '../files';
import {
  countImagesByType,
  countImagesOfType,
  findImage,
  findTag,
  insertImageRow,
  listAllImageRows,
  listTagCatalogue,
  listUsedTags,
  nextOrderNo,
  renumberImages,
  updateImageRow,
  type FileRow,
  type ImageRow,
} from './images.repo';
import { isColourPhoto } from './colour';
import { changeImagesOf, imagesView, placeOf, RENDITION_JOB, type ImageDeps } from './images.service';
import { PDF_CONTENT_TYPE } from './pdf-pages';

/** The image types of a record's entity type, each with its limits and how many it holds now. */
export async function imageTypes(
  deps: ImageDeps,
  actor: Actor,
  entityType: ImageEntityType,
  entityId: number,
): Promise<ImageTypeInfoView[]> {
  await fileEntity(entityType).requireVisible(deps.db, actor, entityId);
  const loaded = new Map(
    (await countImagesByType(deps.db, entityType, entityId)).map((r) => [r.imageType, r.n]),
  );
  return Object.entries(IMAGE_TYPES[entityType]).map(([imageType, info]: [string, ImageTypeInfo]) => ({
    imageType: imageType as ImageType,
    name: info.name,
    alias: info.alias,
    maxPhotos: info.maxPhotos,
    allowPortrait: info.allowPortrait,
    allowLandscape: info.allowLandscape,
    photosLoaded: loaded.get(imageType) ?? 0,
    requiredSize: { ...info.requiredSize },
  }));
}

export const tagCatalogue = (deps: ImageDeps, kind: ImageTagKind): Promise<ImageTag[]> =>
  listTagCatalogue(deps.db, kind);

/** The entity type of a tag kind (1 listing, 2 development). */
function entityTypeOfKind(kind: ImageTagKind): ImageEntityType {
  const type = IMAGE_TAG_KINDS[kind] as string;
  if (!(IMAGE_ENTITY_TYPES as readonly string[]).includes(type)) throw notFound();
  return type as ImageEntityType;
}

export async function usedTags(
  deps: ImageDeps,
  actor: Actor,
  q: { kind: ImageTagKind; entityId: number; target: ImageType },
): Promise<ImageTag[]> {
  const entityType = entityTypeOfKind(q.kind);
  await fileEntity(entityType).requireVisible(deps.db, actor, q.entityId);
  const rows = await listUsedTags(deps.db, entityType, q.entityId, q.target);
  return rows.map(({ id, name }) => ({ id, name }));
}

/** An image of the given record, or 404 (an image of another record is not revealed). */
async function imageOf(tx: DbOrTx, entityType: string, entityId: number, id: string): Promise<ImageRow> {
  const row = await findImage(tx, id);
  if (!row || row.entityType !== entityType || row.entityId !== entityId) throw notFound();
  return row;
}

/**
 * Sets an image's one tag (the first and only id; an empty list clears it). The tag must be one
 * of the catalogue of the record's kind.
 */
export async function saveTags(
  deps: ImageDeps,
  actor: Actor,
  q: { kind: ImageTagKind; entityId: number; target: string },
  ids: number[],
): Promise<Image> {
  const entityType = entityTypeOfKind(q.kind);
  await fileEntity(entityType).requireEditable(deps.db, actor, q.entityId);
  await imageOf(deps.db, entityType, q.entityId, q.target);
  const tagId = ids[0] ?? null;
  if (tagId != null && !(await findTag(deps.db, q.kind, tagId))) throw badRequest(MSG.unknownReference);
  const row = await updateImageRow(deps.db, q.target, { tagId });
  if (!row) throw notFound();
  return (await imagesView(deps.db, [row]))[0];
}

type CropBox = { x: number; y: number; width: number; height: number };

/**
 * The crop of a stored original, in its own format (JPEG stays JPEG, PNG stays PNG). The box is
 * in the image as it is shown: EXIF-rotated first, so the crop carries no rotation any more.
 */
async function cropObject(deps: ImageDeps, original: FileRow, box: CropBox) {
  const bytes = await buffer(await deps.storage.get(original.storageKey));
  const image = sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS });
  const shown = (await image.metadata()).autoOrient;
  if (box.x + box.width > shown.width || box.y + box.height > shown.height)
    throw badRequest(MSG.cropOutsideImage);
  const cut = image.rotate().extract({ left: box.x, top: box.y, width: box.width, height: box.height });
  const encoded = original.contentType === 'image/png' ? cut.png() : cut.jpeg({ quality: 92 });
  return encoded.toBuffer({ resolveWithObject: true });
}

type NewFileValues = Awaited<ReturnType<typeof storeObject>>;

/** Puts bytes in storage as a new file of the image's record; answers the new files row's values. */
async function storeObject(deps: ImageDeps, like: FileRow, data: Buffer, size: { w: number; h: number }) {
  const id = crypto.randomUUID();
  const key = objectKey(id);
  await deps.storage.put(key, Readable.from(data), { contentType: like.contentType, size: data.length });
  return {
    id,
    entityType: like.entityType,
    entityId: like.entityId,
    place: like.place,
    fileName: like.fileName,
    contentType: like.contentType,
    sizeBytes: data.length,
    width: size.w,
    height: size.h,
    sha256: crypto.createHash('sha256').update(data).digest('hex'),
    storageKey: key,
    createdBy: like.createdBy,
  };
}

/** Runs `record` after an object was stored; when it fails the object is removed. */
async function orRemove<T>(deps: ImageDeps, key: string, record: () => Promise<T>): Promise<T> {
  try {
    return await record();
  } catch (err) {
    await deps.storage.delete(key).catch(() => {});
    throw err;
  }
}

/** The change that moves a row to another type, at the end of its order, within its maximum. */
async function retype(tx: DbOrTx, row: ImageRow, imageType: ImageType): Promise<Partial<ImageRow>> {
  if (row.imageType === imageType) return {};
  const info = imageTypeInfo(row.entityType as ImageEntityType, imageType)!;
  if ((await countImagesOfType(tx, row.entityType, row.entityId, imageType)) >= info.maxPhotos)
    throw badRequest(MSG.imagesOverLimit);
  return { imageType, orderNo: await nextOrderNo(tx, row.entityType, row.entityId, imageType) };
}

/**
 * Crops an image's original (x, y, width and height in its pixels as shown, inside it). The crop
 * must pass the rules of its type (newImageType when given, which moves it to the end of that
 * type). It replaces the original: a new files row and object, the old original and renditions
 * deleted, the renditions made again by the job.
 */
export async function cropImage(
  deps: ImageDeps,
  actor: Actor,
  id: string,
  body: CropBox & { newImageType?: ImageType },
): Promise<Image> {
  const row = await findImage(deps.db, id);
  if (!row) throw notFound();
  const entityType = row.entityType as ImageEntityType;
  await fileEntity(entityType).requireEditable(deps.db, actor, row.entityId);
  const imageType = body.newImageType ?? (row.imageType as ImageType);
  checkCrop(row, body, imageType);
  const original = await findFile(deps.db, row.originalFileId);
  if (!original) throw notFound();
  if (original.contentType === PDF_CONTENT_TYPE) throw badRequest(MSG.pdfNotCroppable);
  const cropped = await cropObject(deps, original, body);
  // a black-and-white floor plan cropped into a main photo must pass the photos' colour rule
  if (imageTypeInfo(entityType, imageType)?.isColourChecked && !(await isColourPhoto(cropped.data)))
    throw badRequest(MSG.photoNotInColour);
  const values = await storeObject(deps, original, cropped.data, {
    w: cropped.info.width,
    h: cropped.info.height,
  });
  const { image, oldKeys } = await orRemove(deps, values.storageKey, () =>
    changeImagesOf(deps, actor, entityType, row.entityId, (tx) =>
      replaceOriginal(tx, row, { ...values, place: placeOf(imageType) }, imageType),
    ),
  );
  await Promise.all(oldKeys.map((k) => deps.storage.delete(k).catch(() => {})));
  await deps.jobs.enqueue(RENDITION_JOB, { imageId: id });
  return image;
}

/** The crop may lie inside the image and passes the rules of the type it will have. */
function checkCrop(row: ImageRow, box: CropBox, imageType: ImageType) {
  // the stored size is the header's, before any EXIF rotation: the box is checked against the
  // image as shown once it is read (cropObject); here only what cannot fit whichever way it turns
  const side = Math.max(row.width, row.height);
  if (box.x + box.width > side || box.y + box.height > side) throw badRequest(MSG.cropOutsideImage);
  const info = imageTypeInfo(row.entityType as ImageEntityType, imageType);
  if (!info) throw notFound();
  const refusal = imageRefusal(box.width, box.height, info);
  if (refusal) throw badRequest(refusal);
}

/**
 * In the record's transaction: records the crop's file, points the image at it (renditions
 * cleared, the type changed when asked), deletes the old original's and renditions' rows and
 * answers the image and the keys of the objects to delete once committed.
 */
async function replaceOriginal(tx: DbOrTx, was: ImageRow, values: NewFileValues, imageType: ImageType) {
  const current = await findImage(tx, was.id);
  // deleted or cropped by someone else meanwhile: this crop was made from a stale original
  if (!current) throw notFound();
  if (current.originalFileId !== was.originalFileId) throw new HttpError(409, MSG.staleVersion);
  const file = await insertFile(tx, values);
  const updated = await updateImageRow(tx, was.id, {
    ...(await retype(tx, current, imageType)),
    width: file.width!,
    height: file.height!,
    originalFileId: file.id,
    smallFileId: null,
    mediumFileId: null,
  });
  if (current.imageType !== imageType)
    await renumberImages(tx, current.entityType, current.entityId, current.imageType);
  const old = [current.originalFileId, current.smallFileId, current.mediumFileId];
  const oldKeys = await deleteFileRows(
    tx,
    old.filter((f): f is string => !!f),
  );
  return { image: (await imagesView(tx, [updated]))[0], oldKeys };
}

/**
 * Sends photographer uploaded images of a record to its main photos or floor plans: appended
 * in the order given, within the target's maximum and rules; the photographer images left are
 * renumbered from 1. The record's count and completeness follow (changeImagesOf).
 */
export async function moveImages(
  deps: ImageDeps,
  actor: Actor,
  entityType: ImageEntityType,
  entityId: number,
  body: { ids: string[]; imageType: ImageType },
): Promise<Image[]> {
  const ids = [...new Set(body.ids)];
  const info = imageTypeInfo(entityType, body.imageType);
  if (!info) throw notFound();
  return changeImagesOf(deps, actor, entityType, entityId, async (tx) => {
    const rows = new Map((await listAllImageRows(tx, entityType, entityId)).map((r) => [r.id, r]));
    if (ids.some((i) => !rows.has(i))) throw notFound();
    const moving = ids.map((i) => rows.get(i)!);
    if (moving.some((r) => r.imageType !== 'photographer')) throw badRequest(MSG.onlyPhotographerImagesMove);
    const loaded = await countImagesOfType(tx, entityType, entityId, body.imageType);
    if (loaded + moving.length > info.maxPhotos) throw badRequest(MSG.imagesOverLimit);
    for (const r of moving) {
      const refusal = imageRefusal(r.width, r.height, info);
      if (refusal) throw badRequest(refusal);
    }
    let orderNo = await nextOrderNo(tx, entityType, entityId, body.imageType);
    const moved: ImageRow[] = [];
    for (const r of moving)
      moved.push(await updateImageRow(tx, r.id, { imageType: body.imageType, orderNo: orderNo++ }));
    const fileIds = moving.flatMap((r) => [r.originalFileId, r.smallFileId, r.mediumFileId]);
    await setFilesPlace(
      tx,
      fileIds.filter((f): f is string => !!f),
      placeOf(body.imageType),
    );
    await renumberImages(tx, entityType, entityId, 'photographer');
    return imagesView(tx, moved);
  });
}

/**
 * 'Choose from main photos': copies a main photo of the record into its showcase hero images
 * (landscape, 5 at most). The copy has its own files row and object (an object belongs to one
 * files row, so deleting either image never removes the other's); its renditions are made by
 * the job. `newGuid` is the copy's id: a repeat of the same call answers the same copy.
 */
export async function chooseFeaturedImage(
  deps: ImageDeps,
  actor: Actor,
  target: FeaturedTarget,
  body: { sourceGuid: string; newGuid?: string },
): Promise<Image> {
  const info = imageTypeInfo(target.entityType, target.type);
  if (!info) throw notFound();
  await fileEntity(target.entityType).requireEditable(deps.db, actor, target.entityId);
  const repeat = body.newGuid ? await findImage(deps.db, body.newGuid) : undefined;
  if (repeat) return sameCopy(deps, repeat, target);
  const source = await featuredSource(deps.db, target, info, body.sourceGuid);
  const original = await findFile(deps.db, source.originalFileId);
  if (!original) throw notFound();
  const values = await copyObject(deps, original);
  const image = await orRemove(deps, values.storageKey, () =>
    changeImagesOf(deps, actor, target.entityType, target.entityId, async (tx) => {
      await requireRoom(tx, target, info);
      const file = await insertFile(tx, values);
      const row = await insertImageRow(tx, {
        id: body.newGuid ?? crypto.randomUUID(),
        entityType: target.entityType,
        entityId: target.entityId,
        imageType: target.type,
        caption: source.caption,
        tagId: source.tagId,
        width: source.width,
        height: source.height,
        originalFileId: file.id,
        createdBy: actor.userId,
      });
      return (await imagesView(tx, [row]))[0];
    }),
  );
  await deps.jobs.enqueue(RENDITION_JOB, { imageId: image.id });
  return image;
}

type FeaturedTarget = { entityId: number; entityType: ImageEntityType; type: ImageType };

/** The main photo to copy: one of the record's, passing the target type's rules, with room left. */
async function featuredSource(tx: DbOrTx, target: FeaturedTarget, info: ImageTypeInfo, sourceGuid: string) {
  const source = await imageOf(tx, target.entityType, target.entityId, sourceGuid);
  if (source.imageType !== 'mainPhoto') throw badRequest(MSG.featuredFromMainPhotos);
  const refusal = imageRefusal(source.width, source.height, info);
  if (refusal) throw badRequest(refusal);
  await requireRoom(tx, target, info);
  return source;
}

async function requireRoom(tx: DbOrTx, target: FeaturedTarget, info: ImageTypeInfo) {
  if ((await countImagesOfType(tx, target.entityType, target.entityId, target.type)) >= info.maxPhotos)
    throw badRequest(MSG.imagesOverLimit);
}

/** A repeated choice answers the copy it made; an id used for anything else is a conflict. */
async function sameCopy(deps: ImageDeps, row: ImageRow, target: FeaturedTarget): Promise<Image> {
  const same =
    row.entityType === target.entityType && row.entityId === target.entityId && row.imageType === target.type;
  if (!same) throw new HttpError(409, MSG.duplicateRecord);
  return (await imagesView(deps.db, [row]))[0];
}

/** A copy of a stored original under a new file id (the bytes streamed, never held whole). */
async function copyObject(deps: ImageDeps, original: FileRow) {
  const id = crypto.randomUUID();
  const key = objectKey(id);
  await deps.storage.put(key, await deps.storage.get(original.storageKey), {
    contentType: original.contentType,
    size: original.sizeBytes,
  });
  const { createdDate: _created, ...values } = original;
  return { ...values, id, storageKey: key };
}
