import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  advertisementFileType,
  copiedAdvertisementName,
  MEDIA_OUTLET_STATUS,
  MSG,
  type Actor,
  type AdvertisementFileTypeId,
  type AdvertisementSaveBody,
  type AdvertisementSearchBody,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import { diffFields, recordAudit, type DbOrTx } from '../../db/audited-write';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { databaseRefusal } from '../../plugins/errors';
import { deleteFileRows, findFiles, insertFile } from '../files';
import {
  deleteAdvertisementRow,
  entityFileIds,
  findAdvertisement,
  findEditions,
  insertAdvertisement,
  lockAdvertisement,
  outletStatus,
  placeFileIds,
  searchAdvertisements,
  updateAdvertisement,
  type AdvertisementColumns,
} from './advertisements.repo';
import { removeObjects, removePlaceFile, replacePlaceFile, type AdFileDeps } from './advertisement-files';

/**
 * Advertisements: everyone signed in reads them; marketing staff and system admins (the
 * endpoints' allow lists) create, change, copy and delete them and their two files. Every change
 * is audited on the advertisement.
 */

const ENTITY = 'advertisement';

export const listAdvertisements = (db: Db, q: AdvertisementSearchBody) => searchAdvertisements(db, q);
export const listEditions = (db: Db, mediaOutletId: number) => findEditions(db, mediaOutletId);

export async function getAdvertisement(db: DbOrTx, id: number) {
  const ad = await findAdvertisement(db, id);
  if (!ad) throw notFound();
  return ad;
}

const outletError = (message: string) => badRequest(message, [{ field: 'mediaOutletId', message }]);

/** A new advertisement, or one moved to another outlet, needs an active outlet that exists. */
async function checkOutlet(tx: DbOrTx, mediaOutletId: number) {
  const status = await outletStatus(tx, mediaOutletId);
  if (status === undefined) throw outletError(MSG.unknownReference);
  if (status !== MEDIA_OUTLET_STATUS.active) throw outletError(MSG.mediaOutletInactive);
}

export async function saveAdvertisement(db: Db, actor: Actor, body: AdvertisementSaveBody) {
  const { id: givenId, ...values } = body;
  const id = await db.transaction(async (tx) => {
    if (givenId === null) {
      await checkOutlet(tx, values.mediaOutletId);
      const newId = await insertAdvertisement(tx, values, actor.userId);
      await recordAudit(tx, {
        entityType: ENTITY,
        entityId: newId,
        action: 'create',
        actor,
        changes: diffFields({}, values),
      });
      return newId;
    }
    const before = await lockAdvertisement(tx, givenId);
    if (!before) throw notFound();
    if (before.mediaOutletId !== values.mediaOutletId) await checkOutlet(tx, values.mediaOutletId);
    const changes = diffFields(before, values);
    if (changes.length) {
      await updateAdvertisement(tx, givenId, values);
      await recordAudit(tx, { entityType: ENTITY, entityId: givenId, action: 'update', actor, changes });
    }
    return givenId;
  });
  return { id, message: MSG.advertisementCreatedUpdated };
}

/**
 * Deletes an advertisement with its files. Spots that still name it keep it (the database
 * refuses, answered as 409 with the sentence that says what to do).
 */
export async function deleteAdvertisement(deps: AdFileDeps, actor: Actor, id: number) {
  let keys: string[] = [];
  try {
    await deps.db.transaction(async (tx) => {
      const before = await lockAdvertisement(tx, id);
      if (!before) throw notFound();
      keys = await deleteFileRows(tx, await entityFileIds(tx, ENTITY, id));
      await deleteAdvertisementRow(tx, id);
      await recordAudit(tx, {
        entityType: ENTITY,
        entityId: id,
        action: 'delete',
        actor,
        changes: [{ field: 'name', oldValue: before.name, newValue: null }],
      });
    });
  } catch (err) {
    if (databaseRefusal(err)?.sqlState === '23503') throw new HttpError(409, MSG.advertisementInUse);
    throw err;
  }
  await removeObjects(deps.storage, keys);
  return { message: MSG.advertisementDeleted };
}

/**
 * A copy of an advertisement: its fields under 'Copy of <name>', unpublished (it is checked
 * before it shows), with the same ad image (a new files row naming the same stored object) and
 * without the tear sheet (the proof of one run does not prove another).
 */
export async function copyAdvertisement(db: Db, actor: Actor, sourceId: number) {
  const id = await db.transaction(async (tx) => {
    const source = await lockAdvertisement(tx, sourceId);
    if (!source) throw notFound();
    const values: AdvertisementColumns = {
      mediaOutletId: source.mediaOutletId,
      name: copiedAdvertisementName(source.name),
      publish: false,
      type: source.type,
      frequency: source.frequency,
      location: source.location,
      edition: source.edition,
      runDate: source.runDate,
      reservationDeadline: source.reservationDeadline,
      totalCost: source.totalCost,
      notes: source.notes,
    };
    const newId = await insertAdvertisement(tx, values, actor.userId);
    const images = await findFiles(tx, await placeFileIds(tx, ENTITY, sourceId, 'image'));
    for (const f of images) {
      const { id: _id, createdDate: _created, ...file } = f;
      await insertFile(tx, { ...file, id: crypto.randomUUID(), entityId: newId, createdBy: actor.userId });
    }
    await recordAudit(tx, {
      entityType: ENTITY,
      entityId: newId,
      action: 'copy',
      actor,
      changes: [{ field: 'copiedFrom', oldValue: null, newValue: sourceId }, ...diffFields({}, values)],
    });
    return newId;
  });
  return { id, message: MSG.advertisementCopied };
}

const adHooks = (id: number) => ({
  guard: async (tx: DbOrTx) => {
    if (!(await lockAdvertisement(tx, id))) throw notFound();
  },
  touch: (tx: DbOrTx) => updateAdvertisement(tx, id, {}),
});

export async function uploadAdvertisementFile(
  deps: AdFileDeps,
  actor: Actor,
  q: { advertisementId: number; fileType: AdvertisementFileTypeId },
  req: FastifyRequest,
) {
  const type = advertisementFileType(q.fileType)!;
  await getAdvertisement(deps.db, q.advertisementId); // refused before the upload is read
  const target = { entityType: ENTITY, entityId: q.advertisementId, place: type.place } as const;
  const row = await replacePlaceFile(deps, actor, target, req, adHooks(q.advertisementId));
  return {
    fileId: row.id,
    fileName: row.fileName,
    fileType: type.id,
    url: `/api/files/${row.id}`,
    message: MSG.advertisingFileUploaded,
  };
}

/** Removes the ad image or the tear sheet: the matching url is cleared with it. */
export async function deleteAdvertisementFile(
  deps: AdFileDeps,
  actor: Actor,
  id: number,
  fileType: AdvertisementFileTypeId,
) {
  const target = { entityType: ENTITY, entityId: id, place: advertisementFileType(fileType)!.place } as const;
  if (!(await removePlaceFile(deps, actor, target, adHooks(id)))) throw notFound();
  return { message: MSG.fileRemovedFromServer };
}
