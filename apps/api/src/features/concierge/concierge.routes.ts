import { conciergeEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { createConcierge } from '../../adapters/concierge/concierge';
import { CONCIERGE_PAGE_CSP } from '../../adapters/concierge/sandbox-page';
import { registerEndpoints } from '../../lib/endpoints';
import { actorOf } from '../../plugins/access';
import {
  conciergeSandboxPage,
  getConciergeAccess,
  getUserConcierge,
  redirectToConcierge,
  saveUserConcierge,
  type ConciergeDeps,
} from './concierge.service';

/** The concierge: login details (system admins), the audited redirect, the sandbox portal. */
export const conciergeRoutes: FeatureRoutes = (app, { database: { db }, config, keys }) => {
  const concierge = createConcierge(config.concierge, String(keys.privateJwks.keys[0].d));
  const deps: ConciergeDeps = { db, concierge, brand: config.brand };
  registerEndpoints(app, E, {
    getUserConcierge: (req) => getUserConcierge(deps, req.params.id),
    saveUserConcierge: (req) => saveUserConcierge(deps, actorOf(req), req.params.id, req.body),
    getConciergeAccess: (req) => getConciergeAccess(deps, actorOf(req)),
    redirectToConcierge: (req) => redirectToConcierge(deps, actorOf(req), req.body.notes),
    openConciergeSandbox: async (req, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('Content-Security-Policy', CONCIERGE_PAGE_CSP)
        .header('Cache-Control', 'private, no-store')
        .send(await conciergeSandboxPage(deps, req.query)),
  });
};
