import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAllowed, MSG, type Actor, type Allow } from '@atrium/domain';
import { HttpError } from '../lib/http-error';
import type { TokenVerifier } from '../features/identity/tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this endpoint: 'public', 'signedIn' or a list of role and permission codes. */
    allow?: Allow;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export type ActorResolver = (
  claims: { sub?: string; email?: string },
  req: FastifyRequest,
) => Promise<Actor | null>;

/**
 * Every route under /api declares `config.allow`; a route without one stops the server from
 * starting. The hook checks the bearer token (signature, issuer, audience, expiry) and the rule.
 */
export function registerAccessControl(
  app: FastifyInstance,
  verify: TokenVerifier,
  resolveActor: ActorResolver,
) {
  app.decorateRequest('actor', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return;
    const allow = (route.config as { allow?: Allow } | undefined)?.allow;
    if (allow === undefined)
      throw new Error(`Route ${route.method} ${route.url} does not declare who may call it`);
    const routes = apiRoutes.get(app) ?? [];
    apiRoutes.set(app, routes);
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, allow });
  });

  app.addHook('onRequest', async (req) => {
    const allow = (req.routeOptions.config as { allow?: Allow } | undefined)?.allow;
    if (allow === undefined) return; // not an API route (static files, docs, oidc)
    const header = req.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
    if (!token) {
      if (allow === 'public') return;
      throw new HttpError(401, MSG.unauthenticated);
    }
    let claims: { sub?: string; email?: string };
    try {
      claims = (await verify(token)) as { sub?: string; email?: string };
    } catch {
      if (allow === 'public') return;
      throw new HttpError(401, MSG.unauthenticated);
    }
    const actor = await resolveActor(claims, req);
    if (!actor) {
      if (allow === 'public') return;
      throw new HttpError(403, MSG.unknownUser);
    }
    req.actor = actor;
    if (!isAllowed(actor, allow)) throw new HttpError(403, MSG.forbidden);
  });
}

export type ApiRoute = { method: string; url: string; allow: Allow };
const apiRoutes = new WeakMap<FastifyInstance, ApiRoute[]>();

/** Every /api route of an app with its declared `allow` (the authorization matrix test reads it). */
export function registeredApiRoutes(app: FastifyInstance): readonly ApiRoute[] {
  return apiRoutes.get(app) ?? [];
}

/** The acting user of a route that is not public (the access hook guarantees one). */
export function actorOf(req: FastifyRequest): Actor {
  if (!req.actor) throw new HttpError(401, MSG.unauthenticated);
  return req.actor;
}
