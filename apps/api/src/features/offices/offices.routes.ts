import { etagFor, officeEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { expectedVersion, savedVersion } from '../../lib/versioned-reply';
import { actorOf } from '../../plugins/access';
import {
  addAdditionalMls,
  assignManager,
  createOffice,
  getAdditionalMls,
  getOffice,
  getSettings,
  listOffices,
  removeManager,
  saveAdditionalMls,
  saveSettings,
  saveSpecializations,
  setStatus,
  updateOffice,
  updateOfficeHistory,
} from './offices.service';

/** Offices (spec/002 section 7). */
export const officesRoutes: FeatureRoutes = (app, { database: { db } }) => {
  registerEndpoints(app, E, {
    searchOffices: (req) => listOffices(db, actorOf(req), req.body),
    getOffice: async (req, reply) => {
      const { version, ...office } = await getOffice(db, actorOf(req), req.params.id);
      reply.header('ETag', etagFor(version));
      return office;
    },
    createOffice: (req) => createOffice(db, actorOf(req), req.body),
    updateOffice: async (req, reply) =>
      savedVersion(
        reply,
        await updateOffice(db, actorOf(req), req.params.id, expectedVersion(req), req.body),
      ),
    updateOfficeHistory: async (req, reply) =>
      savedVersion(
        reply,
        await updateOfficeHistory(db, actorOf(req), req.params.id, expectedVersion(req), req.body.history),
      ),
    saveOfficeSpecializations: (req) =>
      saveSpecializations(db, actorOf(req), req.params.id, req.body.officeSpecializations),
    getOfficeSettings: (req) => getSettings(db, actorOf(req), req.params.id),
    saveOfficeSettings: (req) => saveSettings(db, actorOf(req), req.params.id, req.body),
    assignOfficeManager: (req) => assignManager(db, actorOf(req), req.params.id, req.body),
    removeOfficeManager: async (req, reply) => {
      await removeManager(db, actorOf(req), req.params.id);
      return reply.status(204).send();
    },
    getOfficeAdditionalMls: (req) => getAdditionalMls(db, actorOf(req), req.params.id),
    addOfficeAdditionalMls: (req) => addAdditionalMls(db, actorOf(req), req.body),
    saveOfficeAdditionalMls: (req) => saveAdditionalMls(db, actorOf(req), req.params.id, req.body),
    deactivateOffice: (req) => setStatus(db, actorOf(req), req.params.id, 2),
    activateOffice: (req) => setStatus(db, actorOf(req), req.params.id, 1),
  });
};
