import type { FastifyRequest } from 'fastify';
import {
  MSG,
  UPLOAD_PLACES,
  type Actor,
  type PressDetail,
  type PressImage,
  type PressItem,
  type PressSearch,
  type PressValues,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import type { Storage } from '../../adapters/storage/storage';
import { badRequest, notFound } from '../../lib/http-error';
import { exportFile, type XlsxColumn } from '../../lib/xlsx-export';
import { deleteFileRows, insertFile, storeUpload, withUpload } from '../files';
import {
  deletePressRow,
  fieldsOf,
  findPressImageIds,
  findPressItem,
  findPressPage,
  insertPressItem,
  missingLinks,
  PRESS_IMAGE,
  pressItemExists,
  updatePressItem,
} from './press.repo';

/** What the writes that touch files need besides the database. */
export type PressDeps = { db: Db; storage: Storage; uploadTmpDir: string };

export const searchPress = (db: Db, q: PressSearch) => findPressPage(db, q);

export async function getPressItem(db: Db, id: number): Promise<PressItem> {
  const item = await findPressItem(db, id);
  if (!item) throw notFound();
  return item;
}

export async function getPressDetail(db: Db, id: number): Promise<PressDetail> {
  const i = await getPressItem(db, id);
  return {
    id: i.id,
    pressTypeId: i.pressTypeId,
    title: i.title,
    url: i.url,
    date: i.date,
    mediaOutletId: i.mediaOutletId,
    entityDetails: { agentId: i.entityDetails.agentId, listingId: i.entityDetails.listingId },
    publish: i.publish,
    webDisplayImage: i.webDisplayImage,
  };
}

/** Creates (no id) or updates an item; a media outlet, agent or listing that does not exist is a 400. */
export async function savePress(db: Db, actor: Actor, v: PressValues) {
  const fields = fieldsOf(v);
  const missing = await missingLinks(db, fields);
  if (missing.length)
    throw badRequest(
      MSG.invalidId,
      missing.map((field) => ({ field, message: MSG.invalidId })),
    );
  if (v.id == null) return { id: await insertPressItem(db, fields, actor.userId), message: MSG.pressSaved };
  if (!(await updatePressItem(db, v.id, fields))) throw notFound();
  return { id: v.id, message: MSG.pressSaved };
}

/** Objects no row names any more; one that cannot be removed is a leftover, never an error. */
async function removeObjects(storage: Storage, keys: string[]) {
  for (const key of keys) await storage.delete(key).catch(() => {});
}

/** Deletes an item with its image rows; the objects go once the rows are gone. */
export async function deletePress(deps: PressDeps, id: number) {
  const keys = await deps.db.transaction(async (tx) => {
    const removed = await deleteFileRows(tx, await findPressImageIds(tx, id));
    if (!(await deletePressRow(tx, id))) throw notFound();
    return removed;
  });
  await removeObjects(deps.storage, keys);
}

/**
 * Sets an item's web display image: JPG or PNG up to 50 MB, told by its content. The object is
 * stored first; the new row then replaces the item's image rows; the replaced objects go after.
 */
export async function uploadPressImage(
  deps: PressDeps,
  actor: Actor,
  id: number,
  req: FastifyRequest,
): Promise<PressImage> {
  if (!(await pressItemExists(deps.db, id))) throw notFound();
  const { accept, refusal } = UPLOAD_PLACES[PRESS_IMAGE.place];
  let replaced: string[] = [];
  const image = await withUpload(req, { accept, refusal, tmpDir: deps.uploadTmpDir }, (upload) =>
    storeUpload(deps.storage, upload, { ...PRESS_IMAGE, entityId: id, createdBy: actor.userId }, (values) =>
      deps.db.transaction(async (tx) => {
        if (!(await pressItemExists(tx, id))) throw notFound();
        replaced = await deleteFileRows(tx, await findPressImageIds(tx, id));
        const row = await insertFile(tx, values);
        return { id: row.id, fileName: row.fileName, contentType: row.contentType, sizeBytes: row.sizeBytes };
      }),
    ),
  );
  await removeObjects(deps.storage, replaced);
  return image;
}

/** Removes an item's web display image; 404 when it has none. */
export async function deletePressImage(deps: PressDeps, id: number) {
  const keys = await deps.db.transaction(async (tx) => {
    const ids = await findPressImageIds(tx, id);
    if (!ids.length) throw notFound();
    return deleteFileRows(tx, ids);
  });
  await removeObjects(deps.storage, keys);
}

/** Rows in one export: every press item the company will ever have, with room. */
const EXPORT_MAX_PAGE = 20_000;

const COLUMNS: XlsxColumn<PressItem>[] = [
  { header: 'Type', width: 22, value: (i) => i.pressTypeName },
  { header: 'Title', width: 40, value: (i) => i.title },
  { header: 'Date', width: 12, value: (i) => i.date },
  { header: 'Media Outlet', width: 24, value: (i) => i.mediaOutletName },
  { header: 'Agent', width: 22, value: (i) => i.entityDetails.agentName },
  { header: 'Listing', width: 30, value: (i) => i.entityDetails.listingTitle },
  { header: 'Url', width: 40, value: (i) => i.url },
  { header: 'Publish', width: 9, value: (i) => (i.publish ? 'Yes' : 'No') },
];

/** PUT Press/search/export: every item matching the filters, in the list's order, as CSV or XLSX. */
export async function exportPress(db: Db, q: PressSearch & { format: 'csv' | 'xlsx' }) {
  const { results } = await findPressPage(db, { ...q, pageNumber: 1, pageSize: EXPORT_MAX_PAGE }, true);
  return exportFile(q.format, 'press', 'Press', COLUMNS, results.slice(0, EXPORT_MAX_PAGE));
}
