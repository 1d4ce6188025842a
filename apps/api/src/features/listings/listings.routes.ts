import { etagFor, IdParams, ListingTitleSchema, versionFromIfMatch } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { actorOf } from '../../plugins/access';
import { getListingDetails, saveListingTitle } from './listings.service';

export const listingsRoutes: FeatureRoutes = (app, { database: { db } }) => {
  app.get(
    '/api/listing/:id/details',
    { config: { allow: 'signedIn' }, schema: { tags: ['listings'], params: IdParams } },
    async (req, reply) => {
      const { listing, details } = await getListingDetails(db, actorOf(req), req.params.id);
      reply.header('ETag', etagFor(listing.version));
      return details;
    },
  );

  app.put(
    '/api/listing/:id/title',
    {
      config: { allow: ['systemAdmin', 'listingEdit'] },
      schema: { tags: ['listings'], params: IdParams, body: ListingTitleSchema },
    },
    async (req, reply) => {
      const row = await saveListingTitle(
        db,
        actorOf(req),
        req.params.id,
        req.body,
        versionFromIfMatch(req.headers['if-match']),
      );
      reply.header('ETag', etagFor(row.version));
      return reply.status(204).send();
    },
  );
};
