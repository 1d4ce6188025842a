import type { FastifyRequest } from 'fastify';
import { UPLOAD_PLACES, type Actor, type FileEntityType, type UploadPlace } from '@atrium/domain';
import type { Db } from '../../db/client';
import type { Storage } from '../../adapters/storage/storage';
import { recordAudit, type DbOrTx } from '../../db/audited-write';
import { deleteFileRows, insertFile, storeUpload, withUpload } from '../files';
import { placeFileIds } from './advertisements.repo';

/**
 * The one file of a place of a media outlet or an advertisement (its logo, its tear sheet): an
 * upload replaces the file there, a delete removes it. Rows change in one transaction with the
 * record's version bump and audit; the objects no row names any more go after the commit.
 */

export type AdFileDeps = { db: Db; storage: Storage; uploadTmpDir: string };
type Target = { entityType: FileEntityType; entityId: number; place: UploadPlace };
/** Locks the record and checks it may change (throws otherwise); runs inside the transaction. */
type Guard = (tx: DbOrTx) => Promise<void>;
/** Bumps the record's version after its files changed. */
type Touch = (tx: DbOrTx) => Promise<unknown>;

/** Removes objects no row names any more. */
export async function removeObjects(storage: Storage, keys: string[]) {
  // an object that cannot be removed is a leftover, never an error
  for (const key of keys) await storage.delete(key).catch(() => {});
}

export async function replacePlaceFile(
  deps: AdFileDeps,
  actor: Actor,
  target: Target,
  req: FastifyRequest,
  hooks: { guard: Guard; touch: Touch },
) {
  const { accept, refusal } = UPLOAD_PLACES[target.place];
  let replaced: string[] = [];
  const row = await withUpload(req, { accept, refusal, tmpDir: deps.uploadTmpDir }, (upload) =>
    storeUpload(deps.storage, upload, { ...target, createdBy: actor.userId }, (values) =>
      deps.db.transaction(async (tx) => {
        await hooks.guard(tx);
        const before = await placeFileIds(tx, target.entityType, target.entityId, target.place);
        replaced = await deleteFileRows(tx, before);
        const inserted = await insertFile(tx, values);
        await hooks.touch(tx);
        await audit(tx, actor, target, inserted.fileName);
        return inserted;
      }),
    ),
  );
  await removeObjects(deps.storage, replaced);
  return row;
}

/** Removes the file of a place; false when there was none. */
export async function removePlaceFile(
  deps: AdFileDeps,
  actor: Actor,
  target: Target,
  hooks: { guard: Guard; touch: Touch },
): Promise<boolean> {
  let keys: string[] = [];
  const removed = await deps.db.transaction(async (tx) => {
    await hooks.guard(tx);
    const ids = await placeFileIds(tx, target.entityType, target.entityId, target.place);
    if (!ids.length) return false;
    keys = await deleteFileRows(tx, ids);
    await hooks.touch(tx);
    await audit(tx, actor, target, null);
    return true;
  });
  await removeObjects(deps.storage, keys);
  return removed;
}

const audit = (tx: DbOrTx, actor: Actor, target: Target, fileName: string | null) =>
  recordAudit(tx, {
    entityType: target.entityType,
    entityId: target.entityId,
    action: 'update',
    actor,
    changes: [{ field: `file.${target.place}`, oldValue: null, newValue: fileName }],
  });
