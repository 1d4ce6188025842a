import { developmentEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { actorOf } from '../../plugins/access';
import { registerFileEntity } from '../files';
import { registerImageOwner } from '../images';
import {
  addAgent,
  addListings,
  changeDevelopment,
  createDevelopment,
  developmentLookups,
  getAgents,
  getAmenities,
  getDevelopment,
  getListings,
  getUnits,
  listDevelopments,
  removeAgent,
  removeListing,
  reorderAgents,
  requireDevelopment,
  saveAdCopy,
  saveAmenities,
  togglePublish,
  updateDevelopment,
} from './developments.service';

/** The logo, photos, floor plans and videos of a development: seen and changed by who may open it. */
function registerDevelopmentMedia() {
  registerFileEntity('development', {
    requireVisible: requireDevelopment,
    requireEditable: requireDevelopment,
  });
  registerImageOwner('development', changeDevelopment);
}

/** Developments (spec/002 section 7, the building calls). */
export const developmentsRoutes: FeatureRoutes = (app, { database: { db } }) => {
  registerDevelopmentMedia();
  const done = <T>(reply: { status: (n: number) => { send: () => T } }) => reply.status(204).send();
  registerEndpoints(app, E, {
    createDevelopment: (req) => createDevelopment(db, actorOf(req), req.body),
    searchDevelopments: (req) => listDevelopments(db, actorOf(req), req.body),
    developmentLookups: (req) => developmentLookups(db, actorOf(req), req.body.officeIds),
    getDevelopment: (req) => getDevelopment(db, actorOf(req), req.params.id),
    getDevelopmentUnits: async (req, reply) => {
      const units = await getUnits(db, actorOf(req), req.params.id);
      return units ?? done(reply);
    },
    getDevelopmentAgents: (req) => getAgents(db, actorOf(req), req.params.id),
    getDevelopmentListings: (req) => getListings(db, actorOf(req), req.params.id, req.query),
    getDevelopmentAmenities: (req) => getAmenities(db, actorOf(req), req.params.id),
    updateDevelopment: async (req, reply) => {
      await updateDevelopment(db, actorOf(req), req.body);
      return done(reply);
    },
    saveDevelopmentAdCopy: async (req, reply) => {
      await saveAdCopy(db, actorOf(req), req.params.id, req.body);
      return done(reply);
    },
    addDevelopmentAgent: (req) => addAgent(db, actorOf(req), req.params.id, req.body),
    removeDevelopmentAgent: async (req, reply) => {
      await removeAgent(db, actorOf(req), req.params.id, req.params.agentId);
      return done(reply);
    },
    reorderDevelopmentAgents: async (req, reply) => {
      await reorderAgents(db, actorOf(req), req.params.id, req.body);
      return done(reply);
    },
    addDevelopmentListings: (req) => addListings(db, actorOf(req), req.params.id, req.body.listingIds),
    removeDevelopmentListing: async (req, reply) => {
      await removeListing(db, actorOf(req), req.params.id, req.params.listingId);
      return done(reply);
    },
    saveDevelopmentAmenities: (req) => saveAmenities(db, actorOf(req), req.params.id, req.body),
    toggleDevelopmentPublish: async (req, reply) => {
      await togglePublish(db, actorOf(req), req.params.id);
      return done(reply);
    },
  });
};
