import { listingMergeEndpoints as E, MSG } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { actorOf } from '../../plugins/access';
import { mergeCandidates, mergeListings, mergeOverview } from './listing-merge.service';

/** Merge (staff, system admin): candidates, POST listing/overview (preview), POST listing/merge. */
export const listingMergeRoutes: FeatureRoutes = (app, { database: { db } }) => {
  registerEndpoints(app, E, {
    getMergeCandidates: (req) => mergeCandidates(db, actorOf(req), req.query.text),
    getMergeOverview: (req) => mergeOverview(db, actorOf(req), req.body),
    mergeListings: async (req) => ({
      ...(await mergeListings(db, actorOf(req), req.body)),
      message: MSG.mergeDone,
    }),
  });
};
