import { ListingCreateSchema, ListingSearchCountsSchema, ListingSearchSchema } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { actorOf } from '../../plugins/access';
import { countListingTabs, searchListings } from './listing-search.service';
import { createListing } from './listing-create.service';

/** Listing lists (tabs, counts, paging, sorts, quick filters) and listing creation. */
export const listingSearchRoutes: FeatureRoutes = (app, { database: { db } }) => {
  app.post(
    '/api/listing/search',
    { config: { allow: 'signedIn' }, schema: { tags: ['listings'], body: ListingSearchSchema } },
    async (req) => searchListings(db, actorOf(req), req.body),
  );

  app.post(
    '/api/listing/search/counts',
    { config: { allow: 'signedIn' }, schema: { tags: ['listings'], body: ListingSearchCountsSchema } },
    async (req) => ({ counts: await countListingTabs(db, actorOf(req), req.body) }),
  );

  app.post(
    '/api/listing/create',
    {
      config: { allow: ['systemAdmin', 'listingCreation'] },
      schema: { tags: ['listings'], body: ListingCreateSchema },
    },
    async (req) => createListing(db, actorOf(req), req.body),
  );
};
