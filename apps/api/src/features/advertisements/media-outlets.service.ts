import type { FastifyRequest } from 'fastify';
import {
  MEDIA_OUTLET_STATUS,
  MSG,
  type Actor,
  type EndpointBody,
  type MediaOutletFilePlace,
  type MediaOutletSearchBody,
  type advertisementEndpoints,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import { diffFields, recordAudit, type DbOrTx } from '../../db/audited-write';
import { notFound } from '../../lib/http-error';
import {
  activeOutlets,
  findOutlet,
  insertOutlet,
  lockOutlet,
  searchOutlets,
  updateOutlet,
} from './advertisements.repo';
import { removePlaceFile, replacePlaceFile, type AdFileDeps } from './advertisement-files';

/**
 * Media outlets: system admins keep them (the endpoints allow no one else); deleting one is a
 * deactivation, so the advertisements that name it keep their outlet.
 */

type SaveBody = EndpointBody<typeof advertisementEndpoints.saveMediaOutlet>;

export const listOutlets = (db: Db, q: MediaOutletSearchBody) => searchOutlets(db, q);
export const listActiveOutlets = (db: Db) => activeOutlets(db);

export async function getOutlet(db: DbOrTx, id: number) {
  const outlet = await findOutlet(db, id);
  if (!outlet) throw notFound();
  return outlet;
}

export async function saveOutlet(db: Db, actor: Actor, body: SaveBody) {
  const id = await db.transaction(async (tx) => {
    if (body.id == null) {
      const values = { name: body.name, statusId: body.statusId ?? MEDIA_OUTLET_STATUS.active };
      const newId = await insertOutlet(tx, { ...values, createdBy: actor.userId });
      await recordAudit(tx, {
        entityType: 'mediaOutlet',
        entityId: newId,
        action: 'create',
        actor,
        changes: diffFields({}, values),
      });
      return newId;
    }
    const before = await lockOutlet(tx, body.id);
    if (!before) throw notFound();
    const changes = diffFields(before, { name: body.name, statusId: body.statusId });
    if (changes.length) {
      await updateOutlet(tx, body.id, { name: body.name, statusId: body.statusId });
      await recordAudit(tx, {
        entityType: 'mediaOutlet',
        entityId: body.id,
        action: 'update',
        actor,
        changes,
      });
    }
    return body.id;
  });
  return { ...(await getOutlet(db, id)), message: MSG.mediaOutletSaved };
}

export async function deactivateOutlet(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const before = await lockOutlet(tx, id);
    if (!before) throw notFound();
    if (before.statusId === MEDIA_OUTLET_STATUS.inactive) return;
    await updateOutlet(tx, id, { statusId: MEDIA_OUTLET_STATUS.inactive });
    await recordAudit(tx, {
      entityType: 'mediaOutlet',
      entityId: id,
      action: 'deactivate',
      actor,
      changes: [{ field: 'statusId', oldValue: before.statusId, newValue: MEDIA_OUTLET_STATUS.inactive }],
    });
  });
  return { message: MSG.mediaOutletDeactivated };
}

const outletHooks = (id: number) => ({
  guard: async (tx: DbOrTx) => {
    if (!(await lockOutlet(tx, id))) throw notFound();
  },
  touch: (tx: DbOrTx) => updateOutlet(tx, id, {}),
});

export async function uploadOutletFile(
  deps: AdFileDeps,
  actor: Actor,
  id: number,
  place: MediaOutletFilePlace,
  req: FastifyRequest,
) {
  await getOutlet(deps.db, id); // an unknown outlet is refused before the upload is read
  const target = { entityType: 'mediaOutlet', entityId: id, place } as const;
  await replacePlaceFile(deps, actor, target, req, outletHooks(id));
  return { ...(await getOutlet(deps.db, id)), message: MSG.advertisingFileUploaded };
}

export async function deleteOutletFile(
  deps: AdFileDeps,
  actor: Actor,
  id: number,
  place: MediaOutletFilePlace,
) {
  const target = { entityType: 'mediaOutlet', entityId: id, place } as const;
  if (!(await removePlaceFile(deps, actor, target, outletHooks(id)))) throw notFound();
  return { message: MSG.fileRemovedFromServer };
}
