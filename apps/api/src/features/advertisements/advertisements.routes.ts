import {
  advertisementEndpoints as E,
  canWriteAdvertisements,
  isSystemAdmin,
  type Actor,
} from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import type { DbOrTx } from '../../db/audited-write';
import { registerEndpoints } from '../../lib/endpoints';
import { forbidden, notFound } from '../../lib/http-error';
import { actorOf } from '../../plugins/access';
import { registerFileEntity } from '../files';
import { findAdvertisement, findOutlet } from './advertisements.repo';
import type { AdFileDeps } from './advertisement-files';
import {
  deactivateOutlet,
  deleteOutletFile,
  getOutlet,
  listActiveOutlets,
  listOutlets,
  saveOutlet,
  uploadOutletFile,
} from './media-outlets.service';
import {
  copyAdvertisement,
  deleteAdvertisement,
  deleteAdvertisementFile,
  getAdvertisement,
  listAdvertisements,
  listEditions,
  saveAdvertisement,
  uploadAdvertisementFile,
} from './advertisements.service';
import { exportAdvertisement, exportAdvertisementCit } from './advertisements-export';
import { sendDownload } from '../files';

/** The files of media outlets and advertisements through the generic files calls. */
function registerAdvertisingFiles() {
  const exists = (find: (db: DbOrTx, id: number) => Promise<unknown>) => async (db: DbOrTx, id: number) => {
    if (!(await find(db, id))) throw notFound();
  };
  const outletExists = exists(findOutlet);
  const adExists = exists(findAdvertisement);
  // an outlet's logo and media kit are shown wherever the outlet is named; only admins change them
  registerFileEntity('mediaOutlet', {
    requireVisible: (db, _actor, id) => outletExists(db, id),
    requireEditable: async (db, actor: Actor, id) => {
      await outletExists(db, id);
      if (!isSystemAdmin(actor)) throw forbidden();
    },
  });
  registerFileEntity('advertisement', {
    requireVisible: (db, _actor, id) => adExists(db, id),
    requireEditable: async (db, actor: Actor, id) => {
      await adExists(db, id);
      if (!canWriteAdvertisements(actor)) throw forbidden();
    },
  });
}

/** Media outlets and advertisements (spec/002 section 7). */
export const advertisementsRoutes: FeatureRoutes = (app, { database: { db }, storage, config }) => {
  const deps: AdFileDeps = { db, storage, uploadTmpDir: config.files.uploadTmpDir };
  registerAdvertisingFiles();
  registerEndpoints(app, E, {
    searchMediaOutlets: (req) => listOutlets(db, req.body),
    listActiveMediaOutlets: () => listActiveOutlets(db),
    getMediaOutlet: (req) => getOutlet(db, req.params.id),
    saveMediaOutlet: (req) => saveOutlet(db, actorOf(req), req.body),
    uploadMediaOutletFile: (req) => uploadOutletFile(deps, actorOf(req), req.params.id, req.query.place, req),
    deleteMediaOutletFile: (req) => deleteOutletFile(deps, actorOf(req), req.params.id, req.params.place),
    deactivateMediaOutlet: (req) => deactivateOutlet(db, actorOf(req), req.params.id),
    searchAdvertisements: (req) => listAdvertisements(db, req.body),
    getEditions: (req) => listEditions(db, req.query.mediaOutletId),
    getAdvertisement: (req) => getAdvertisement(db, req.params.id),
    saveAdvertisement: (req) => saveAdvertisement(db, actorOf(req), req.body),
    uploadAdvertisementFile: (req) => uploadAdvertisementFile(deps, actorOf(req), req.query, req),
    deleteAdvertisementFile: (req) =>
      deleteAdvertisementFile(deps, actorOf(req), req.params.id, req.params.fileType),
    deleteAdvertisement: (req) => deleteAdvertisement(deps, actorOf(req), req.params.id),
    copyAdvertisement: (req) => copyAdvertisement(db, actorOf(req), req.body.advertisementId),
    exportAdvertisement: async (req, reply) =>
      sendDownload(reply, await exportAdvertisement(db, req.params.id)),
    exportAdvertisementCit: async (req, reply) =>
      sendDownload(reply, await exportAdvertisementCit(db, req.params.id)),
  });
};
