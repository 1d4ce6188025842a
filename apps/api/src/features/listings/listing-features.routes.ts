import {
  AdditionalMlsSchema,
  etagFor,
  IdParams,
  ListingAmenitiesSchema,
  ListingBuildingSchema,
  ListingInteriorSchema,
  ListingLotSchema,
  MSG,
  VirtualTourSchema,
} from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { expectedVersion, savedVersion } from '../../lib/versioned-reply';
import { actorOf } from '../../plugins/access';
import {
  amenityCatalogue,
  getAdditionalMls,
  getAmenityDetails,
  getListingFeatures,
  saveAdditionalMls,
  saveListingAmenities,
  saveListingFields,
} from './listing-features.service';

const EDIT = ['systemAdmin', 'listingEdit'] as const;
const tags = ['listing features'];

/**
 * Features (building, interior, lot, amenities), virtual tour and additional MLS.
 * Section saves answer 204 (spec/000 section 7: PUT listing/{id}/{section}) with the new ETag.
 */
export const listingFeaturesRoutes: FeatureRoutes = (app, { database: { db } }) => {
  app.get('/api/amenities', { config: { allow: 'signedIn' }, schema: { tags } }, () => amenityCatalogue(db));

  app.get(
    '/api/listing/:id/amenityDetails',
    { config: { allow: 'signedIn' }, schema: { tags, params: IdParams } },
    (req) => getAmenityDetails(db, actorOf(req), req.params.id),
  );

  app.put(
    '/api/listing/:id/amenities',
    { config: { allow: EDIT }, schema: { tags, params: IdParams, body: ListingAmenitiesSchema } },
    async (req, reply) => {
      const { row } = await saveListingAmenities(db, actorOf(req), req.params.id, req.body.amenities);
      reply.header('ETag', etagFor(row.version));
      return { message: MSG.amenitiesSaved };
    },
  );

  app.get(
    '/api/listing/:id/features',
    { config: { allow: 'signedIn' }, schema: { tags, params: IdParams } },
    async (req, reply) => {
      const { listing, features } = await getListingFeatures(db, actorOf(req), req.params.id);
      reply.header('ETag', etagFor(listing.version));
      return features;
    },
  );

  const sections = [
    ['building', ListingBuildingSchema],
    ['interior', ListingInteriorSchema],
    ['lot', ListingLotSchema],
    ['tours', VirtualTourSchema],
  ] as const;
  for (const [section, body] of sections) {
    app.put(
      `/api/listing/:id/${section}`,
      { config: { allow: EDIT }, schema: { tags, params: IdParams, body } },
      async (req, reply) => {
        const row = await saveListingFields(
          db,
          actorOf(req),
          req.params.id,
          req.body as never,
          expectedVersion(req),
        );
        return savedVersion(reply, row);
      },
    );
  }

  app.get(
    '/api/listing/:id/additionalMls',
    { config: { allow: 'signedIn' }, schema: { tags, params: IdParams } },
    (req) => getAdditionalMls(db, actorOf(req), req.params.id),
  );
  app.put(
    '/api/listing/:id/additionalMls',
    { config: { allow: EDIT }, schema: { tags, params: IdParams, body: AdditionalMlsSchema } },
    async (req, reply) =>
      savedVersion(reply, (await saveAdditionalMls(db, actorOf(req), req.params.id, req.body)).row),
  );
};
