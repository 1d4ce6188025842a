import { etagFor, listingFeatureEndpoints as E, MSG } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints, type EndpointRequest } from '../../lib/endpoints';
import { expectedVersion, savedVersion } from '../../lib/versioned-reply';
import { actorOf } from '../../plugins/access';
import type { FastifyReply } from 'fastify';
import {
  amenityCatalogue,
  getAdditionalMls,
  getAmenityDetails,
  getListingFeatures,
  saveAdditionalMls,
  saveListingAmenities,
  saveListingFields,
} from './listing-features.service';

type FieldsEndpoint =
  typeof E.saveBuilding | typeof E.saveInterior | typeof E.saveLot | typeof E.saveVirtualTour;

/**
 * Features (building, interior, lot, amenities), virtual tour and additional MLS.
 * Section saves answer 204 (spec/000 section 7: PUT listing/{id}/{section}) with the new ETag.
 */
export const listingFeaturesRoutes: FeatureRoutes = (app, { database: { db } }) => {
  const saveFields = async (req: EndpointRequest<FieldsEndpoint>, reply: FastifyReply) =>
    savedVersion(
      reply,
      await saveListingFields(db, actorOf(req), req.params.id, req.body, expectedVersion(req)),
    );

  registerEndpoints(app, E, {
    getAmenities: () => amenityCatalogue(db),
    getAmenityDetails: (req) => getAmenityDetails(db, actorOf(req), req.params.id),
    saveAmenities: async (req, reply) => {
      const { row } = await saveListingAmenities(
        db,
        actorOf(req),
        req.params.id,
        req.body.amenities,
        expectedVersion(req),
      );
      reply.header('ETag', etagFor(row.version));
      return { message: MSG.amenitiesSaved };
    },
    getListingFeatures: async (req, reply) => {
      const { listing, features } = await getListingFeatures(db, actorOf(req), req.params.id);
      reply.header('ETag', etagFor(listing.version));
      return features;
    },
    saveBuilding: saveFields,
    saveInterior: saveFields,
    saveLot: saveFields,
    saveVirtualTour: saveFields,
    getAdditionalMls: (req) => getAdditionalMls(db, actorOf(req), req.params.id),
    saveAdditionalMls: async (req, reply) =>
      savedVersion(
        reply,
        (await saveAdditionalMls(db, actorOf(req), req.params.id, req.body, expectedVersion(req))).row,
      ),
  });
};
