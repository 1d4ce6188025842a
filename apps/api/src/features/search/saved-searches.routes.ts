import { z } from 'zod';
import { etagFor, IdFromText, IdParams, SavedSearchSchema } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { expectedVersion } from '../../lib/versioned-reply';
import { actorOf } from '../../plugins/access';
import {
  getSavedSearch,
  mySavedSearches,
  removeSavedSearch,
  saveSearch,
  setDefaultSearch,
  toSavedSearch,
} from './saved-searches.service';

const SetDefaultBody = z.object({ userId: IdFromText.nullish() }).nullish();

export const savedSearchRoutes: FeatureRoutes = (app, { database: { db } }) => {
  app.get('/api/savedsearches', { config: { allow: 'signedIn' }, schema: { tags: ['search'] } }, (req) =>
    mySavedSearches(db, actorOf(req)),
  );

  app.post(
    '/api/savedsearches',
    { config: { allow: 'signedIn' }, schema: { tags: ['search'], body: SavedSearchSchema } },
    async (req, reply) => {
      const row = await saveSearch(db, actorOf(req), req.body, expectedVersion(req));
      reply.header('ETag', etagFor(row.version));
      return toSavedSearch(row);
    },
  );

  app.get(
    '/api/savedsearches/:id',
    { config: { allow: 'signedIn' }, schema: { tags: ['search'], params: IdParams } },
    async (req, reply) => {
      const row = await getSavedSearch(db, actorOf(req), req.params.id);
      reply.header('ETag', etagFor(row.version));
      return toSavedSearch(row);
    },
  );

  app.delete(
    '/api/savedsearches/:id',
    { config: { allow: 'signedIn' }, schema: { tags: ['search'], params: IdParams } },
    async (req, reply) => {
      await removeSavedSearch(db, actorOf(req), req.params.id);
      return reply.status(204).send();
    },
  );

  app.put(
    '/api/savedsearches/:id/setdefault',
    {
      config: { allow: 'signedIn' },
      schema: { tags: ['search'], params: IdParams, body: SetDefaultBody },
    },
    async (req, reply) => {
      const row = await setDefaultSearch(db, actorOf(req), req.params.id, req.body?.userId ?? null);
      reply.header('ETag', etagFor(row.version));
      return toSavedSearch(row);
    },
  );
};
