import { etagFor, listingEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerFileEntity } from '../files';
import { requireEditableListing, requireVisibleListing } from './listing-access.service';
import { registerEndpoints } from '../../lib/endpoints';
import { expectedVersion, savedVersion } from '../../lib/versioned-reply';
import { actorOf } from '../../plugins/access';
import {
  getLastUpdated,
  getListingDetails,
  saveListingDetails,
  saveListingStatus,
  saveListingTitle,
} from './listings.service';

/** The listing itself: details (read with its ETag, saved with If-Match), status, title, last change. */
export const listingsRoutes: FeatureRoutes = (app, { database: { db } }) => {
  // files of a listing (photos, floor plans, documents): seen by whoever sees it, changed by its editors
  registerFileEntity('listing', {
    requireVisible: requireVisibleListing,
    requireEditable: requireEditableListing,
  });
  registerEndpoints(app, E, {
    getListingDetails: async (req, reply) => {
      const { listing, details } = await getListingDetails(db, actorOf(req), req.params.id);
      reply.header('ETag', etagFor(listing.version));
      return details;
    },
    saveListingDetails: async (req, reply) =>
      savedVersion(
        reply,
        await saveListingDetails(db, actorOf(req), req.params.id, req.body, expectedVersion(req)),
      ),
    saveListingStatus: async (req, reply) =>
      savedVersion(
        reply,
        await saveListingStatus(db, actorOf(req), req.params.id, req.body, expectedVersion(req)),
      ),
    saveListingTitle: async (req, reply) =>
      savedVersion(
        reply,
        await saveListingTitle(db, actorOf(req), req.params.id, req.body, expectedVersion(req)),
      ),
    getLastUpdated: async (req, reply) => {
      const result = await getLastUpdated(db, actorOf(req), req.params.id);
      reply.header('ETag', etagFor(result.version));
      return result;
    },
  });
};
