import { applicationEndpoints as E, isSystemAdmin, type Actor } from '@atrium/domain';
import type { Db } from '../../db/client';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { forbidden, notFound } from '../../lib/http-error';
import { actorOf } from '../../plugins/access';
import { registerFileEntity } from '../files';
import { isApplicationVisible } from './applications.repo';
import {
  deleteApplication,
  getApplication,
  getCloudCmaInfo,
  listApplications,
  saveApplication,
  setFavourite,
  toggleFlag,
  type ApplicationDeps,
} from './applications.service';

/** The application directory: list, favourites, Cloud CMA's link; the system admin's upkeep. */
export const applicationRoutes: FeatureRoutes = (app, { database: { db }, storage, config }) => {
  const deps: ApplicationDeps = { db, storage, uploadTmpDir: config.files.uploadTmpDir };
  // a logo is seen by whoever may see its application, and changed by a system administrator
  const requireVisible = async (d: Db, actor: Actor, id: number) => {
    if (!(await isApplicationVisible(d, actor, id))) throw notFound();
  };
  const requireEditable = async (d: Db, actor: Actor, id: number) => {
    await requireVisible(d, actor, id);
    if (!isSystemAdmin(actor)) throw forbidden();
  };
  registerFileEntity('application', { requireVisible, requireEditable });
  registerEndpoints(app, E, {
    listApplications: (req) => listApplications(db, actorOf(req), req.body),
    saveApplication: (req) => saveApplication(deps, actorOf(req), req),
    getCloudCmaInfo: (req) => getCloudCmaInfo(db, actorOf(req)),
    getApplication: (req) => getApplication(db, actorOf(req), req.params.id),
    deleteApplication: async (req, reply) => {
      await deleteApplication(deps, req.params.id);
      return reply.status(204).send();
    },
    togglePromoted: (req) => toggleFlag(db, req.params.id, 'promoted'),
    toggleCanShow: (req) => toggleFlag(db, req.params.id, 'canShow'),
    addFavouriteApplication: async (req, reply) => {
      await setFavourite(db, actorOf(req), req.params.id, req.params.user, true);
      return reply.status(204).send();
    },
    removeFavouriteApplication: async (req, reply) => {
      await setFavourite(db, actorOf(req), req.params.id, req.params.user, false);
      return reply.status(204).send();
    },
  });
};
