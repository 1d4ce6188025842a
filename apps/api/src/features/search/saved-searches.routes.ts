import { etagFor, savedSearchEndpoints as E } from '@atrium/domain';
import type { FastifyReply } from 'fastify';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
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

/** The saved search with its version as the ETag. */
function withEtag(reply: FastifyReply, row: Parameters<typeof toSavedSearch>[0]) {
  reply.header('ETag', etagFor(row.version));
  return toSavedSearch(row);
}

export const savedSearchRoutes: FeatureRoutes = (app, { database: { db } }) => {
  registerEndpoints(app, E, {
    getSavedSearches: (req) => mySavedSearches(db, actorOf(req)),
    saveSearch: async (req, reply) =>
      withEtag(reply, await saveSearch(db, actorOf(req), req.body, expectedVersion(req))),
    getSavedSearch: async (req, reply) =>
      withEtag(reply, await getSavedSearch(db, actorOf(req), req.params.id)),
    removeSavedSearch: async (req, reply) => {
      await removeSavedSearch(db, actorOf(req), req.params.id);
      return reply.status(204).send();
    },
    setDefaultSearch: async (req, reply) =>
      withEtag(reply, await setDefaultSearch(db, actorOf(req), req.params.id, req.body?.userId ?? null)),
  });
};
