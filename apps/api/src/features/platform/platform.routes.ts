import { platformEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints, type EndpointHandler } from '../../lib/endpoints';

/** Liveness, readiness and the web's log entries. */
export const platformRoutes: FeatureRoutes = (app, { database }) => {
  const log =
    (level: 'debug' | 'error'): EndpointHandler<typeof E.logDebug> =>
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
    };
  registerEndpoints(app, E, {
    getHealth: () => ({ status: 'ok' as const }),
    getReadiness: async (_req, reply) => {
      try {
        await database.ping();
        return { status: 'ready' as const, database: database.kind };
      } catch {
        return reply.status(503).send({ status: 'unavailable', database: database.kind });
      }
    },
    logDebug: log('debug'),
    logError: log('error'),
  });
};
