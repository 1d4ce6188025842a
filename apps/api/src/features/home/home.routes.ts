import { etagFor, homeEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { expectedVersion, savedVersion } from '../../lib/versioned-reply';
import { actorOf } from '../../plugins/access';
import { todayIso } from '../../lib/today';
import { createNews, getHome, getStats, removeNews, updateNews } from './home.service';

/** Home page: news carousel, office statistics, news upkeep. */
export const homeRoutes: FeatureRoutes = (app, { database: { db } }) => {
  registerEndpoints(app, E, {
    getHome: () => getHome(db),
    getOfficeStats: (req) => getStats(db, actorOf(req), req.body, todayIso()),
    createNews: async (req, reply) => {
      const row = await createNews(db, actorOf(req), req.body);
      reply.header('ETag', etagFor(row.version));
      return reply.status(201).send({ id: row.id, version: row.version });
    },
    updateNews: async (req, reply) =>
      savedVersion(reply, await updateNews(db, actorOf(req), req.params.id, req.body, expectedVersion(req))),
    removeNews: async (req, reply) => {
      await removeNews(db, actorOf(req), req.params.id);
      return reply.status(204).send();
    },
  });
};
