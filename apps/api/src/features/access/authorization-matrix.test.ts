import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { generateKeyPair, importJWK, SignJWT } from 'jose';
import { ALL_ENDPOINTS, isAllowed, MSG, type Allow } from '@atrium/domain';
import { createTestApp } from '../../test/test-app';
import { registerAccessControl, registeredApiRoutes, type ApiRoute } from '../../plugins/access';
import { embeddedIssuer } from '../identity/tokens';
import { PERSONAS, PHOTOGRAPHER_PERSONA } from '../../db/seed/personas';

/**
 * The authorization matrix: every /api route the app registers, called as every persona and with
 * no token, an expired token, a token signed by a foreign key, a photographer token and a valid
 * token for an e-mail without a user, compared with the route's declared `allow` through
 * isAllowed(). It grows by itself as routes are added.
 *
 * - no unexpected allow: a caller outside `allow` gets 401 (no valid staff token) or 403, never 2xx;
 * - no unexpected deny: a caller inside `allow` never gets the access layer's 401/403 (a 400 from
 *   validation, 404 from scope, 409/412 from rules are fine); nothing answers 5xx to `{}`.
 */
const SNAPSHOT = path.join(import.meta.dirname, 'route-permissions.snap.json');
const UPDATE_HINT =
  'Review who may do what, then refresh the snapshot: UPDATE_ROUTE_SNAPSHOT=1 npx vitest run --project api-pglite apps/api/src/features/access';

/** Path parameters filled with records that exist in the test data (id 1 unless named here). */
const PARAM_VALUES: Record<string, string> = { type: 'listing' };

/**
 * Routes whose handler refuses some callers inside `allow` with 403 on the record itself (not the
 * access layer), with the reason. Keep this list short; prefer 404 for records outside the scope.
 */
const RECORD_LEVEL_403: Array<{ route: RegExp; reason: string }> = [
  {
    route: /^(PUT|POST|DELETE) \/api\/listing\/:(id|listingId)\//,
    reason: 'agents edit only listings with one of their agent ids on a side (spec/000 section 6)',
  },
  {
    route: /^DELETE \/api\/showCaseSite\/:id$/,
    reason:
      "the listing's showcase site: the same rule, the listing's id in the path (no body to refuse first)",
  },
];

const ACCESS_DENIALS: Array<[number, string]> = [
  [401, MSG.unauthenticated],
  [403, MSG.forbidden],
  [403, MSG.unknownUser],
];

const t = await createTestApp();
afterAll(async () => {
  await t.close();
});

const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** The routes under test: HEAD twins of GET routes are left out (same handler, same rule). */
const routes: ApiRoute[] = registeredApiRoutes(t.app)
  .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS')
  .slice()
  .sort(
    (a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method) || a.url.localeCompare(b.url),
  );

function concreteUrl(url: string) {
  return url.replace(/:(\w+)\??/g, (_, name: string) => PARAM_VALUES[name] ?? '1').replace(/\*/g, 'x');
}

const config = t.ctx.config;
const issuer = embeddedIssuer(config);
const staffJwk = t.ctx.keys.privateJwks.keys[0];

async function expiredToken(email: string) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email, client_id: 'atrium-cli' })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: staffJwk.kid })
    .setSubject(email)
    .setIssuer(issuer)
    .setAudience(config.oidc.audience)
    .setIssuedAt(now - 7200)
    .setExpirationTime(now - 3600)
    .sign(await importJWK(staffJwk, 'RS256'));
}

const foreignKey = (await generateKeyPair('RS256')).privateKey;
async function foreignToken(email: string) {
  return new SignJWT({ email, client_id: 'atrium-cli' })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: staffJwk.kid })
    .setSubject(email)
    .setIssuer(issuer)
    .setAudience(config.oidc.audience)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(foreignKey);
}

async function photographerToken() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/photographer/login',
    payload: { email: PHOTOGRAPHER_PERSONA.email, password: PHOTOGRAPHER_PERSONA.password },
  });
  if (res.statusCode !== 200) throw new Error(`photographer login failed: ${res.statusCode}`);
  return res.json().token as string;
}
const photographer = await photographerToken();

/** roles: the persona's roles; null for callers without a valid staff token; 'unknownUser' for a
 * valid token whose e-mail has no (active) user. */
type Caller = {
  name: string;
  token: () => Promise<string | null>;
  roles: readonly string[] | null | 'unknownUser';
};
const callers: Caller[] = [
  ...PERSONAS.map((p) => ({ name: p.email, token: () => t.token(p.email), roles: p.roles })),
  { name: 'no token', token: async () => null, roles: null },
  { name: 'expired token', token: () => expiredToken('admin@meridian.example'), roles: null },
  { name: 'foreign key', token: () => foreignToken('admin@meridian.example'), roles: null },
  { name: 'photographer token', token: async () => photographer, roles: null },
  {
    name: 'valid token, no such user',
    token: () => t.token('nobody@meridian.example'),
    roles: 'unknownUser',
  },
];

function isAccessDenial(status: number, message: unknown) {
  return ACCESS_DENIALS.some(([s, m]) => s === status && m === message);
}

describe('authorization matrix', () => {
  it('finds the routes of every feature', () => {
    expect(routes.length).toBeGreaterThan(20);
    for (const url of ['/api/user/search', '/api/photographer/login', '/api/listing/:id/details'])
      expect(routes.map((r) => r.url)).toContain(url);
  });

  it('every route declares who may call it', () => {
    const undeclared = routes.filter((r) => (r.allow as Allow | undefined) === undefined);
    expect(
      undeclared,
      `routes without config.allow: ${undeclared.map((r) => `${r.method} ${r.url}`).join(', ')}`,
    ).toEqual([]);
  });

  it('matches the committed snapshot of route permissions, generated from the contracts', () => {
    const current = Object.fromEntries(
      ALL_ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e.allow] as const).sort(
        ([a], [b]) => a.split(' ')[1].localeCompare(b.split(' ')[1]) || a.localeCompare(b),
      ),
    );
    // one line per route, so a change of who may do what is one line of the review
    const json = (v: unknown): string =>
      Array.isArray(v) ? `[${v.map(json).join(', ')}]` : JSON.stringify(v);
    const lines = Object.entries(current).map(([k, v]) => `  ${json(k)}: ${json(v)}`);
    const text = `{\n${lines.join(',\n')}\n}\n`;
    if (process.env.UPDATE_ROUTE_SNAPSHOT || !fs.existsSync(SNAPSHOT)) fs.writeFileSync(SNAPSHOT, text);
    const committed = JSON.parse(fs.readFileSync(SNAPSHOT, 'utf8'));
    expect(current, `The route permissions changed. ${UPDATE_HINT}`).toEqual(committed);
  });

  it("registers exactly the routes of the contracts, each with the contract's allow", () => {
    const key = (method: string, url: string) => `${method} ${url.toLowerCase()}`;
    const registered = new Map(routes.map((r) => [key(r.method, r.url), r.allow]));
    const declared = new Map(ALL_ENDPOINTS.map((e) => [key(e.method, e.path), e.allow]));
    const withoutContract = [...registered.keys()].filter((k) => !declared.has(k));
    const notRegistered = [...declared.keys()].filter((k) => !registered.has(k));
    expect(withoutContract, 'routes registered without a contract (add one to packages/domain)').toEqual([]);
    expect(notRegistered, 'contracts without a route (register them with registerEndpoints)').toEqual([]);
    for (const [k, allow] of declared) expect(registered.get(k), k).toEqual(allow);
  });

  it('names every contract once (its operationId)', () => {
    const ids = ALL_ENDPOINTS.map((e) => e.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', async (_name, route) => {
    const url = concreteUrl(route.url);
    const problems: string[] = [];
    for (const caller of callers) {
      const token = await caller.token();
      const res = await t.app.inject({
        method: route.method as never,
        url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      let message: unknown;
      try {
        message = res.json().message;
      } catch {
        message = undefined;
      }
      const status = res.statusCode;
      const label = `${caller.name}: ${status} ${typeof message === 'string' ? message : ''}`.trim();
      if (status >= 500) {
        problems.push(`${label} (the call failed on the server)`);
        continue;
      }
      if (route.allow === 'public') {
        if (isAccessDenial(status, message)) problems.push(`${label} (unexpected deny of a public route)`);
        continue;
      }
      if (caller.roles === 'unknownUser') {
        if (status !== 403 || message !== MSG.unknownUser)
          problems.push(`${label} (expected 403 for an unknown user)`);
        continue;
      }
      if (caller.roles === null) {
        if (status !== 401) problems.push(`${label} (expected 401 without a valid staff token)`);
        continue;
      }
      const allowed = isAllowed({ roles: caller.roles as never }, route.allow);
      if (!allowed && status !== 403) problems.push(`${label} (unexpected allow: expected 403)`);
      if (allowed && isAccessDenial(status, message)) {
        const isRecordLevel = RECORD_LEVEL_403.some((r) => r.route.test(`${route.method} ${route.url}`));
        if (!(isRecordLevel && status === 403 && message === MSG.forbidden))
          problems.push(`${label} (unexpected deny: the role list allows this caller)`);
      }
    }
    expect(problems, `${route.method} ${url} allow=${JSON.stringify(route.allow)}`).toEqual([]);
  });
});

describe('a route without a declaration', () => {
  const denyAll = async () => {
    throw new Error('no tokens here');
  };
  it('stops the app from starting', async () => {
    const app = Fastify({ logger: false });
    registerAccessControl(app, denyAll, async () => null);
    await expect(
      (async () => {
        app.get('/api/undeclared', async () => ({ ok: true }));
        await app.ready();
      })(),
    ).rejects.toThrow('Route GET /api/undeclared does not declare who may call it');
    await app.close().catch(() => {});
  });
  it('is recorded with its rule when declared, and non-API routes need none', async () => {
    const app = Fastify({ logger: false });
    registerAccessControl(app, denyAll, async () => null);
    app.get('/api/declared', { config: { allow: ['systemAdmin'] } }, async () => ({ ok: true }));
    app.get('/not-api', async () => ({ ok: true }));
    await app.ready();
    expect(registeredApiRoutes(app).filter((r) => r.method === 'GET')).toEqual([
      { method: 'GET', url: '/api/declared', allow: ['systemAdmin'] },
    ]);
    expect((await app.inject({ method: 'GET', url: '/api/declared' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/not-api' })).statusCode).toBe(200);
    await app.close();
  });
});
