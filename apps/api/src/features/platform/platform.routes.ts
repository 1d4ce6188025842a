import { z } from 'zod';
import { LIMITS } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';

const LogBody = z.object({ message: z.string().max(4000), error: z.unknown().optional() });

/** Liveness, readiness and the web's log entries (spec/000 section 7: POST log/debug, log/error). */
export const platformRoutes: FeatureRoutes = (app, { database }) => {
  app.get('/api/health', { config: { allow: 'public' }, schema: { tags: ['platform'] } }, async () => ({
    status: 'ok',
  }));

  app.get(
    '/api/ready',
    { config: { allow: 'public' }, schema: { tags: ['platform'] } },
    async (_req, reply) => {
      try {
        await database.ping();
        return { status: 'ready', database: database.kind };
      } catch {
        return reply.status(503).send({ status: 'unavailable', database: database.kind });
      }
    },
  );

  // Public, so a failure before sign-in is logged too; small (8 KB, 413 beyond) and under the
  // 'logs' request budget per user and per address (plugins/rate-limits.ts).
  for (const level of ['debug', 'error'] as const) {
    app.post(
      `/api/log/${level}`,
      {
        config: { allow: 'public' },
        bodyLimit: LIMITS.logBodyMaxBytes,
        schema: { tags: ['platform'], body: LogBody },
      },
      async (req, reply) => {
        const entry = {
          source: 'web',
          userId: req.actor?.userId ?? null,
          reqId: req.id,
          error: req.body.error,
        };
        if (level === 'error') req.log.error(entry, req.body.message);
        else req.log.debug(entry, req.body.message);
        return reply.status(204).send();
      },
    );
  }
};
