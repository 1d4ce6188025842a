import { listingSearchEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { actorOf } from '../../plugins/access';
import { countListingTabs, searchListings } from './listing-search.service';
import { createListing } from './listing-create.service';

/** Listing lists (tabs, counts, paging, sorts, quick filters) and listing creation. */
export const listingSearchRoutes: FeatureRoutes = (app, { database: { db } }) => {
  registerEndpoints(app, E, {
    searchListings: (req) => searchListings(db, actorOf(req), req.body),
    countListingTabs: async (req) => ({ counts: await countListingTabs(db, actorOf(req), req.body) }),
    createListing: (req) => createListing(db, actorOf(req), req.body),
  });
};
