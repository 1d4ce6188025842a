import { spotEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { actorOf } from '../../plugins/access';
import { registerFileEntity } from '../files';
import {
  deleteTearSheet,
  requireEditableSpot,
  requireVisibleSpot,
  uploadTearSheet,
} from './spot-files.service';
import {
  agentSpotStats,
  assignListing,
  deleteReservation,
  deleteSpot,
  getAgentCosts,
  getAssignments,
  getReservations,
  getSpot,
  getSpotDetails,
  listingsForSpots,
  listSpots,
  mediaOutletsWithSpots,
  outletAdvertisements,
  removeListing,
  requestSpot,
  reserve,
  saveAgentCosts,
  saveSpot,
} from './spots.service';

/** Advertising spots: booking, requests, reservations and agent costs. */
export const spotsRoutes: FeatureRoutes = (app, { database: { db }, mailer, storage, config }) => {
  const files = { db, storage, uploadTmpDir: config.files.uploadTmpDir };
  // a spot's tear sheet is seen by whoever sees the spot, changed by the marketing staff
  registerFileEntity('spot', { requireVisible: requireVisibleSpot, requireEditable: requireEditableSpot });
  registerEndpoints(app, E, {
    searchSpotMediaOutlets: (req) => mediaOutletsWithSpots(db, actorOf(req), req.body),
    searchOutletAdvertisements: (req) => outletAdvertisements(db, actorOf(req), req.body),
    searchSpotListings: (req) => listingsForSpots(db, actorOf(req), req.body),
    getSpotStats: (req) => agentSpotStats(db, actorOf(req)),
    assignSpotListing: (req) => assignListing(db, actorOf(req), req.body),
    requestSpot: async (req, reply) => {
      await requestSpot({ db, mailer }, actorOf(req), req.body);
      return reply.status(204).send();
    },
    listSpotAssignments: (req) => getAssignments(db, actorOf(req), req.params.id, req.body),
    getSpotDetails: (req) => getSpotDetails(db, actorOf(req), req.params.id),
    removeSpotListing: async (req, reply) => {
      await removeListing(db, actorOf(req), req.params.spotId, req.params.listingId);
      return reply.status(204).send();
    },
    listSpots: (req) => listSpots(db, actorOf(req), req.params.id, req.body),
    saveSpot: (req) => saveSpot(db, actorOf(req), req.body),
    uploadSpotFile: async (req, reply) =>
      reply.status(201).send(await uploadTearSheet(files, actorOf(req), req.params.id, req)),
    deleteSpotFile: async (req, reply) => {
      await deleteTearSheet(files, actorOf(req), req.query.spotId);
      return reply.status(204).send();
    },
    deleteSpot: async (req, reply) => {
      await deleteSpot(db, actorOf(req), req.params.advertisementId, req.params.spotId);
      return reply.status(204).send();
    },
    reserveSpot: (req) => reserve(db, actorOf(req), req.body),
    getSpotReservations: (req) => getReservations(db, actorOf(req), req.params.id),
    deleteSpotReservation: async (req, reply) => {
      await deleteReservation(db, actorOf(req), req.params);
      return reply.status(204).send();
    },
    getSpot: (req) => getSpot(db, actorOf(req), req.params.id),
    listSpotReservationCosts: (req) => getAgentCosts(db, actorOf(req), req.params.id),
    saveSpotReservationCost: (req) => saveAgentCosts(db, actorOf(req), req.params.id, req.body),
  });
};
