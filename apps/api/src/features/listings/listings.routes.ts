import {
  etagFor,
  IdParams,
  ListingDetailsSchema,
  ListingStatusSchema,
  ListingTitleSchema,
} from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { expectedVersion, savedVersion } from '../../lib/versioned-reply';
import { actorOf } from '../../plugins/access';
import {
  getLastUpdated,
  getListingDetails,
  saveListingDetails,
  saveListingStatus,
  saveListingTitle,
} from './listings.service';

const EDIT = ['systemAdmin', 'listingEdit'] as const;
const tags = ['listings'];

export const listingsRoutes: FeatureRoutes = (app, { database: { db } }) => {
  app.get(
    '/api/listing/:id/details',
    { config: { allow: 'signedIn' }, schema: { tags, params: IdParams } },
    async (req, reply) => {
      const { listing, details } = await getListingDetails(db, actorOf(req), req.params.id);
      reply.header('ETag', etagFor(listing.version));
      return details;
    },
  );

  app.put(
    '/api/listing/:id/details',
    { config: { allow: EDIT }, schema: { tags, params: IdParams, body: ListingDetailsSchema } },
    async (req, reply) => {
      const row = await saveListingDetails(db, actorOf(req), req.params.id, req.body, expectedVersion(req));
      return savedVersion(reply, row);
    },
  );

  app.put(
    '/api/listing/:id/status',
    { config: { allow: EDIT }, schema: { tags, params: IdParams, body: ListingStatusSchema } },
    async (req, reply) => {
      const row = await saveListingStatus(db, actorOf(req), req.params.id, req.body, expectedVersion(req));
      return savedVersion(reply, row);
    },
  );

  app.put(
    '/api/listing/:id/title',
    { config: { allow: EDIT }, schema: { tags, params: IdParams, body: ListingTitleSchema } },
    async (req, reply) => {
      const row = await saveListingTitle(db, actorOf(req), req.params.id, req.body, expectedVersion(req));
      return savedVersion(reply, row);
    },
  );

  app.get(
    '/api/listing/:id/lastUpdated',
    { config: { allow: 'signedIn' }, schema: { tags, params: IdParams } },
    async (req, reply) => {
      const result = await getLastUpdated(db, actorOf(req), req.params.id);
      reply.header('ETag', etagFor(result.version));
      return result;
    },
  );
};
