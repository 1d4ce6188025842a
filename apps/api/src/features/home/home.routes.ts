import { etagFor, IdParams, MSG, NewsItemSchema, StatsRequestSchema } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { expectedVersion, savedVersion } from '../../lib/versioned-reply';
import { actorOf } from '../../plugins/access';
import { badRequest } from '../../lib/http-error';
import { createNews, getHome, getStats, removeNews, updateNews } from './home.service';
import { todayIso } from '../../lib/today';

/** Home page (spec/002 section 2.11 and 7): news carousel, office statistics, news upkeep. */
export const homeRoutes: FeatureRoutes = (app, { database: { db } }) => {
  app.get('/api/home', { config: { allow: 'signedIn' }, schema: { tags: ['home'] } }, () => getHome(db));

  app.post('/api/stats', { config: { allow: 'signedIn' }, schema: { tags: ['home'] } }, (req) => {
    // The body is optional (the page sends none or {}), so it is read here rather than by the schema.
    const body = StatsRequestSchema.safeParse(req.body ?? {});
    if (!body.success) throw badRequest(body.error.issues[0]?.message ?? MSG.invalidBody);
    return getStats(db, actorOf(req), body.data, todayIso());
  });

  app.post(
    '/api/home/news',
    { config: { allow: ['systemAdmin'] }, schema: { tags: ['home'], body: NewsItemSchema } },
    async (req, reply) => {
      const row = await createNews(db, actorOf(req), req.body);
      reply.header('ETag', etagFor(row.version));
      return reply.status(201).send({ id: row.id, version: row.version });
    },
  );

  app.put(
    '/api/home/news/:id',
    {
      config: { allow: ['systemAdmin'] },
      schema: { tags: ['home'], params: IdParams, body: NewsItemSchema },
    },
    async (req, reply) => {
      const row = await updateNews(db, actorOf(req), req.params.id, req.body, expectedVersion(req));
      return savedVersion(reply, row);
    },
  );

  app.delete(
    '/api/home/news/:id',
    { config: { allow: ['systemAdmin'] }, schema: { tags: ['home'], params: IdParams } },
    async (req, reply) => {
      await removeNews(db, actorOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
};
