import { showingEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { actorOf } from '../../plugins/access';
import {
  addOpenHouse,
  addShowing,
  deleteOpenHouse,
  deleteShowing,
  getOpenHouses,
  getShowings,
  updateOpenHouse,
  updateShowing,
} from './showings.service';
import { importShowingsFile } from './showings-import.service';

/** Showings and open houses of a listing. */
export const showingsRoutes: FeatureRoutes = (app, { database: { db }, config }) => {
  const importDeps = { db, uploadTmpDir: config.files.uploadTmpDir };
  registerEndpoints(app, E, {
    getShowings: (req) => getShowings(db, actorOf(req), req.params.id),
    addShowing: (req) => addShowing(db, actorOf(req), req.body.listingId, req.body),
    updateShowing: (req) => updateShowing(db, actorOf(req), req.params.id, req.body),
    deleteShowing: async (req, reply) => {
      await deleteShowing(db, actorOf(req), req.params.id);
      return reply.status(204).send();
    },
    importShowings: (req) => importShowingsFile(importDeps, actorOf(req), req),
    getOpenHouses: (req) => getOpenHouses(db, actorOf(req), req.params.id),
    addOpenHouse: (req) => addOpenHouse(db, actorOf(req), req.body.listingId, req.body),
    updateOpenHouse: (req) => updateOpenHouse(db, actorOf(req), req.params.id, req.body),
    deleteOpenHouse: async (req, reply) => {
      await deleteOpenHouse(db, actorOf(req), req.params.id);
      return reply.status(204).send();
    },
  });
};
