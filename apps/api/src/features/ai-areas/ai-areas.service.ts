import type { FastifyRequest } from 'fastify';
import {
  AI_AREA_STATUS,
  MSG,
  NOTIFICATION_TYPE,
  parentProblemIn,
  UPLOAD_PLACES,
  type Actor,
  type AiArea,
  type AiAreaImage,
  type AiAreaSearch,
  type AiAreaValues,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import { recordAudit, type DbOrTx } from '../../db/audited-write';
import type { Storage } from '../../adapters/storage/storage';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { exportFile, type XlsxColumn } from '../../lib/xlsx-export';
import { databaseRefusal } from '../../plugins/errors';
import { deleteFileRows, insertFile, storeUpload, withUpload } from '../files';
import { actorName, notify } from '../notifications';
import {
  AI_AREA_IMAGE,
  aiAreaExists,
  deleteAiAreaRow,
  findAiArea,
  findAiAreaImageIds,
  findAiAreaPage,
  findParentCandidates,
  hasChildren,
  insertAiArea,
  nameTaken,
  salesRegionExists,
  updateAiAreaVersioned,
  type AiAreaFields,
} from './ai-areas.repo';

/** What the writes that touch files need besides the database. */
export type AiAreaDeps = { db: Db; storage: Storage; uploadTmpDir: string };

const ENTITY = 'neighborhood';

export const searchAiAreas = (db: Db, q: AiAreaSearch) => findAiAreaPage(db, q);

export async function getAiArea(db: DbOrTx, id: number): Promise<AiArea> {
  const area = await findAiArea(db, id);
  if (!area) throw notFound();
  return area;
}

const refuse = (field: string, message: string) => badRequest(message, [{ field, message }]);
const nameTakenError = () =>
  new HttpError(409, MSG.aiAreaNameTaken, [{ field: 'name', message: MSG.aiAreaNameTaken }]);

/** The parent rule with the database's chain: same region, not itself, no loop. */
async function checkParent(
  db: DbOrTx,
  areaId: number | null,
  salesRegionId: number,
  parentId: number | null,
) {
  if (parentId == null) return;
  const problem = parentProblemIn(
    await findParentCandidates(db, salesRegionId, parentId),
    areaId,
    salesRegionId,
    parentId,
  );
  if (problem) throw refuse('parentNeighborhood', problem);
}

/** A unique-name race lost between the check and the write is the same 409. */
async function asNameConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (databaseRefusal(err)?.sqlState === '23505') throw nameTakenError();
    throw err;
  }
}

/**
 * Creates (no id) or updates (id, at the version the client read) an area: its region must exist,
 * its name be free in the region, its parent pass the parent rule; an area with child areas keeps
 * its region (they would be left under a parent of another region).
 */
export async function saveAiArea(db: Db, actor: Actor, v: AiAreaValues, expectedVersion: number | null) {
  if (!(await salesRegionExists(db, v.salesRegionId))) throw refuse('salesRegionId', MSG.invalidId);
  const fields: AiAreaFields = {
    name: v.name,
    alias: v.alias,
    summary: v.summary,
    description: v.description,
    status: v.status,
    salesRegionId: v.salesRegionId,
    parentNeighborhoodId: v.parentNeighborhood,
  };
  const id = await asNameConflict(() =>
    db.transaction(async (tx) => {
      const areaId = v.id ?? null;
      let wasToReview = false;
      if (areaId != null) {
        const current = await findAiArea(tx, areaId);
        if (!current) throw notFound();
        if (current.salesRegionId !== v.salesRegionId && (await hasChildren(tx, areaId)))
          throw refuse('salesRegionId', MSG.aiAreaRegionHasChildren);
        wasToReview = current.status === AI_AREA_STATUS.notReviewed;
      }
      if (await nameTaken(tx, v.salesRegionId, v.name, areaId)) throw nameTakenError();
      await checkParent(tx, areaId, v.salesRegionId, v.parentNeighborhood);
      let savedId = areaId;
      if (savedId != null)
        await updateAiAreaVersioned(tx, {
          entityType: ENTITY,
          id: savedId,
          expectedVersion,
          changes: fields,
          actor,
        });
      else {
        savedId = await insertAiArea(tx, fields);
        await recordAudit(tx, { entityType: ENTITY, entityId: savedId, action: 'add', actor, changes: [] });
      }
      if (v.status === AI_AREA_STATUS.notReviewed && !wasToReview)
        await notify(tx, {
          typeId: NOTIFICATION_TYPE.aiAreaToReview,
          entityId: savedId,
          text: `AI area ${v.name} needs review (${areaId == null ? 'added' : 'changed'} by ${actorName(actor)})`,
        });
      return savedId;
    }),
  );
  return getAiArea(db, id);
}

/** PUT neighborhood/{id}/process/map: the parent alone, by the same rule. */
export async function setAiAreaParent(
  db: Db,
  actor: Actor,
  id: number,
  parentId: number | null,
  expectedVersion: number | null,
) {
  await db.transaction(async (tx) => {
    const current = await findAiArea(tx, id);
    if (!current) throw notFound();
    await checkParent(tx, id, current.salesRegionId, parentId);
    await updateAiAreaVersioned(tx, {
      entityType: ENTITY,
      id,
      expectedVersion,
      changes: { parentNeighborhoodId: parentId },
      actor,
    });
  });
  return getAiArea(db, id);
}

/** Objects no row names any more; one that cannot be removed is a leftover, never an error. */
async function removeObjects(storage: Storage, keys: string[]) {
  for (const key of keys) await storage.delete(key).catch(() => {});
}

/** Deletes an area with its image rows; its children lose their parent; the objects go after. */
export async function deleteAiArea(deps: AiAreaDeps, actor: Actor, id: number) {
  const keys = await deps.db.transaction(async (tx) => {
    const removed = await deleteFileRows(tx, await findAiAreaImageIds(tx, id));
    if (!(await deleteAiAreaRow(tx, id))) throw notFound();
    await recordAudit(tx, { entityType: ENTITY, entityId: id, action: 'delete', actor, changes: [] });
    return removed;
  });
  await removeObjects(deps.storage, keys);
}

/**
 * Sets an area's image: JPG or PNG up to 50 MB, told by its content. The object is stored first;
 * the new row then replaces the area's image rows; the replaced objects go after.
 */
export async function uploadAiAreaImage(
  deps: AiAreaDeps,
  actor: Actor,
  id: number,
  req: FastifyRequest,
): Promise<AiAreaImage> {
  if (!(await aiAreaExists(deps.db, id))) throw notFound();
  const { accept, refusal } = UPLOAD_PLACES[AI_AREA_IMAGE.place];
  let replaced: string[] = [];
  const image = await withUpload(req, { accept, refusal, tmpDir: deps.uploadTmpDir }, (upload) =>
    storeUpload(deps.storage, upload, { ...AI_AREA_IMAGE, entityId: id, createdBy: actor.userId }, (values) =>
      deps.db.transaction(async (tx) => {
        if (!(await aiAreaExists(tx, id))) throw notFound();
        replaced = await deleteFileRows(tx, await findAiAreaImageIds(tx, id));
        const row = await insertFile(tx, values);
        return { id: row.id, fileName: row.fileName, contentType: row.contentType, sizeBytes: row.sizeBytes };
      }),
    ),
  );
  await removeObjects(deps.storage, replaced);
  return image;
}

/** POST neighborhood/delete/file: removes the area's image (the one named, when named); 404 when none. */
export async function deleteAiAreaImage(deps: AiAreaDeps, id: number, image: string | null) {
  const keys = await deps.db.transaction(async (tx) => {
    const ids = await findAiAreaImageIds(tx, id);
    if (!ids.length || (image != null && !ids.includes(image))) throw notFound();
    return deleteFileRows(tx, ids);
  });
  await removeObjects(deps.storage, keys);
}

/** Rows in one export: every area the network will ever have, with room. */
const EXPORT_MAX = 20_000;

const COLUMNS: XlsxColumn<AiArea>[] = [
  { header: 'Name', width: 28, value: (a) => a.name },
  { header: 'Alias', width: 22, value: (a) => a.alias },
  { header: 'Sales Region', width: 16, value: (a) => a.salesRegionName },
  { header: 'Parent Area', width: 28, value: (a) => a.parentNeighborhoodName },
  { header: 'Status', width: 14, value: (a) => a.statusName },
  { header: 'Listings', width: 10, value: (a) => a.listingsCount },
  { header: 'Has Image', width: 10, value: (a) => (a.hasImage ? 'Yes' : 'No') },
  { header: 'Summary', width: 50, value: (a) => a.summary },
];

/** The areas matching the filters, every page, in the list's order, as CSV or XLSX. */
export async function exportAiAreas(db: Db, q: AiAreaSearch & { format: 'csv' | 'xlsx' }) {
  const { results } = await findAiAreaPage(db, { ...q, currentPage: 1, recordsPerPage: EXPORT_MAX }, true);
  return exportFile(q.format, 'ai-areas', 'AI Areas', COLUMNS, results.slice(0, EXPORT_MAX));
}
