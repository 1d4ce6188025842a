import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '@atrium/domain';
import { HttpError } from '../lib/http-error';

/**
 * Request budgets of the API, per minute, counted apart for reads, writes, searches, exports
 * the web's log entries and private-site access attempts: each signed-in user has a budget of their own, and each client
 * address one for everything that comes from it (signed in or not; an office behind one
 * address shares it, hence the larger figure). A request over either budget gets 429 with
 * Retry-After and a sentence. Searches and exports have small budgets of their own, so one user
 * cannot saturate the server with 500-row advanced searches or spreadsheets.
 */
export const RATE_LIMIT_KINDS = ['reads', 'writes', 'searches', 'exports', 'logs', 'access'] as const;
export type RateLimitKind = (typeof RATE_LIMIT_KINDS)[number];
export type Budget = { perUser: number; perAddress: number };
export type RateLimits = Record<RateLimitKind, Budget>;

/** Room for a busy person's day (a listing page makes about fifteen reads) and nothing like a flood. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  reads: { perUser: 600, perAddress: 3000 },
  writes: { perUser: 120, perAddress: 600 },
  searches: { perUser: 60, perAddress: 300 },
  exports: { perUser: 10, perAddress: 30 },
  logs: { perUser: 30, perAddress: 30 },
  /** Guesses at a private showcase site's access code and its approval links: a handful, no more. */
  access: { perUser: 20, perAddress: 20 },
};

const WINDOW_MS = 60_000;

/**
 * The budgets of the environment: RATE_LIMIT_READS, _WRITES, _SEARCHES, _EXPORTS and _LOGS as
 * `perUser,perAddress`; RATE_LIMITS=off switches every budget off and RATE_LIMITS=<number>
 * multiplies every budget (benchmarks, stress tests and browser test runs; never in production).
 * Null when switched off.
 */
export function loadRateLimits(env: NodeJS.ProcessEnv): RateLimits | null {
  const mode = (env.RATE_LIMITS ?? 'on').trim().toLowerCase();
  if (mode === 'off') return null;
  const factor = mode === 'on' ? 1 : Number(mode);
  if (!(factor > 0)) throw new Error(`RATE_LIMITS must be on, off or a positive number, not "${mode}"`);
  const limits = {} as RateLimits;
  for (const kind of RATE_LIMIT_KINDS) {
    const name = `RATE_LIMIT_${kind.toUpperCase()}`;
    const text = env[name]?.trim();
    let budget = DEFAULT_RATE_LIMITS[kind];
    if (text) {
      const [perUser, perAddress] = text.split(',').map((n) => Number(n.trim()));
      if (!Number.isInteger(perUser) || !Number.isInteger(perAddress) || perUser < 1 || perAddress < 1)
        throw new Error(`${name} must be two whole numbers "perUser,perAddress", not "${text}"`);
      budget = { perUser, perAddress };
    }
    limits[kind] = {
      perUser: Math.ceil(budget.perUser * factor),
      perAddress: Math.ceil(budget.perAddress * factor),
    };
  }
  return limits;
}

/** Which budget a route's requests count against. */
export function rateLimitKind(method: string, url: string): RateLimitKind {
  if (/^\/api\/log\//i.test(url)) return 'logs';
  if (/approveAccessCode/i.test(url)) return 'access';
  if (/export/i.test(url)) return 'exports';
  if (/search/i.test(url)) return 'searches';
  return method === 'GET' || method === 'HEAD' ? 'reads' : 'writes';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set for every /api route when budgets are on (see rateLimitKind). */
    rateLimitKind?: RateLimitKind;
  }
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Counts every /api request against its budgets: the address's before the access check (so a
 * flood of unauthenticated calls is stopped before any token is verified), the user's once the
 * access check knows the user. Call before registerAccessControl.
 *
 * The counts live in memory (@fastify/rate-limit's LRU store, the 5,000 latest keys per budget):
 * each API instance counts on its own, and a restart starts afresh. A few microseconds per
 * request, no I/O.
 */
export async function registerRateLimits(app: FastifyInstance, limits: RateLimits | null) {
  if (!limits) return;
  await app.register(rateLimit, { global: false });
  const limiters = {} as Record<RateLimitKind, { user: Limiter; address: Limiter }>;
  for (const kind of RATE_LIMIT_KINDS) {
    limiters[kind] = {
      user: app.createRateLimit({
        max: limits[kind].perUser,
        timeWindow: WINDOW_MS,
        keyGenerator: (req) => `user:${req.actor?.userId}`,
      }),
      // the default key: the client address (an IPv6 address by its /64)
      address: app.createRateLimit({ max: limits[kind].perAddress, timeWindow: WINDOW_MS }),
    };
  }

  app.addHook('onRoute', (route) => {
    if (!/^\/api(\/|$)/i.test(route.url) || /^\/api\/docs/i.test(route.url)) return;
    const method = [route.method].flat()[0];
    // a new object: one options object may serve routes of different kinds
    route.config = { ...(route.config ?? {}), rateLimitKind: rateLimitKind(method, route.url) };
  });

  const spend = async (limiter: Limiter, req: FastifyRequest, reply: FastifyReply) => {
    const result = await limiter(req);
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    reply.header('Retry-After', String(seconds));
    throw new HttpError(429, MSG.tooManyRequests(seconds));
  };
  app.addHook('onRequest', async (req, reply) => {
    const kind = req.routeOptions.config?.rateLimitKind;
    if (kind) await spend(limiters[kind].address, req, reply);
  });
  app.addHook('preParsing', async (req, reply) => {
    const kind = req.routeOptions.config?.rateLimitKind;
    if (kind && req.actor) await spend(limiters[kind].user, req, reply);
  });
}
