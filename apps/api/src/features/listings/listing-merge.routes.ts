import { z } from 'zod';
import { MergeRequestSchema, MSG } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { actorOf } from '../../plugins/access';
import { mergeCandidates, mergeListings, mergeOverview } from './listing-merge.service';

const STAFF = ['staff', 'systemAdmin'] as const;
const tags = ['listing merge'];

/** Merge (staff, system admin): candidates, POST listing/overview (preview), POST listing/merge. */
export const listingMergeRoutes: FeatureRoutes = (app, { database: { db } }) => {
  app.get(
    '/api/listing/mergeCandidates',
    {
      config: { allow: STAFF },
      schema: { tags, querystring: z.object({ text: z.string().max(100).default('') }) },
    },
    (req) => mergeCandidates(db, actorOf(req), req.query.text),
  );
  app.post(
    '/api/listing/overview',
    { config: { allow: STAFF }, schema: { tags, body: MergeRequestSchema } },
    (req) => mergeOverview(db, actorOf(req), req.body),
  );
  app.post(
    '/api/listing/merge',
    { config: { allow: STAFF }, schema: { tags, body: MergeRequestSchema } },
    async (req) => ({ ...(await mergeListings(db, actorOf(req), req.body)), message: MSG.mergeDone }),
  );
};
