import type { FastifyRequest } from 'fastify';
import { canManageSpots, UPLOAD_PLACES, type Actor } from '@atrium/domain';
import type { Db } from '../../db/client';
import type { Storage } from '../../adapters/storage/storage';
import { forbidden, notFound } from '../../lib/http-error';
import { deleteFileRows, insertFile, storeUpload, withUpload } from '../files';
import { findSpot, SPOT_FILE, spotFileIds } from './spots.repo';

/** A spot's tear sheet: one stored file (JPG, PNG or PDF), replaced by the next upload. */

export type SpotFileDeps = { db: Db; storage: Storage; uploadTmpDir: string };

export async function requireVisibleSpot(db: Db, actor: Actor, id: number) {
  const spot = await findSpot(db, actor, id);
  if (!spot) throw notFound();
  return spot;
}

export async function requireEditableSpot(db: Db, actor: Actor, id: number) {
  const spot = await requireVisibleSpot(db, actor, id);
  if (!canManageSpots(actor)) throw forbidden();
  return spot;
}

export async function uploadTearSheet(deps: SpotFileDeps, actor: Actor, spotId: number, req: FastifyRequest) {
  // refuse a spot out of reach before reading the upload
  await requireEditableSpot(deps.db, actor, spotId);
  const { accept, refusal } = UPLOAD_PLACES[SPOT_FILE.place];
  let replaced: string[] = [];
  const file = await withUpload(req, { accept, refusal, tmpDir: deps.uploadTmpDir }, (upload) =>
    storeUpload(deps.storage, upload, { ...SPOT_FILE, entityId: spotId, createdBy: actor.userId }, (values) =>
      deps.db.transaction(async (tx) => {
        replaced = await deleteFileRows(tx, await spotFileIds(tx, spotId));
        return insertFile(tx, values);
      }),
    ),
  );
  for (const key of replaced) await deps.storage.delete(key);
  return { id: file.id, fileName: file.fileName, contentType: file.contentType, sizeBytes: file.sizeBytes };
}

export async function deleteTearSheet(deps: SpotFileDeps, actor: Actor, spotId: number) {
  await requireEditableSpot(deps.db, actor, spotId);
  const ids = await spotFileIds(deps.db, spotId);
  if (!ids.length) throw notFound();
  for (const key of await deleteFileRows(deps.db, ids)) await deps.storage.delete(key);
}
