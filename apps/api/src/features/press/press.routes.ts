import { hasAnyRole, pressEndpoints as E, type Actor } from '@atrium/domain';
import type { Db } from '../../db/client';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { forbidden, notFound } from '../../lib/http-error';
import { actorOf } from '../../plugins/access';
import { registerFileEntity } from '../files';
import { findMediaOutletChoices, pressItemExists } from './press.repo';
import {
  deletePress,
  deletePressImage,
  exportPress,
  getPressDetail,
  getPressItem,
  savePress,
  searchPress,
  uploadPressImage,
  type PressDeps,
} from './press.service';
import { sendDownload } from '../files';

const PRESS_STAFF = ['corporateMarketingEmployee', 'marketingCoordinator', 'systemAdmin'] as const;

/** Press items: list, save, delete, details, export and the web display image. */
export const pressRoutes: FeatureRoutes = (app, { database: { db }, storage, config }) => {
  const deps: PressDeps = { db, storage, uploadTmpDir: config.files.uploadTmpDir };
  // a press item's image is seen and changed by the press staff, like the item itself
  const requirePressStaff = async (d: Db, actor: Actor, id: number) => {
    if (!hasAnyRole(actor, PRESS_STAFF)) throw forbidden();
    if (!(await pressItemExists(d, id))) throw notFound();
  };
  registerFileEntity('press', { requireVisible: requirePressStaff, requireEditable: requirePressStaff });
  registerEndpoints(app, E, {
    searchPress: (req) => searchPress(db, req.body),
    savePress: (req) => savePress(db, actorOf(req), req.body),
    deletePress: async (req, reply) => {
      await deletePress(deps, req.params.id);
      return reply.status(204).send();
    },
    getPressDetailSummary: (req) => getPressItem(db, req.params.id),
    getPressDetail: (req) => getPressDetail(db, req.params.id),
    exportPress: async (req, reply) => sendDownload(reply, await exportPress(db, req.body)),
    uploadPressWebDisplayImage: async (req, reply) =>
      reply.status(201).send(await uploadPressImage(deps, actorOf(req), req.params.id, req)),
    getPressMediaOutlets: () => findMediaOutletChoices(db),
    deletePressWebDisplayImage: async (req, reply) => {
      await deletePressImage(deps, req.params.id);
      return reply.status(204).send();
    },
  });
};
