import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MSG } from '@atrium/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { registeredApiRoutes } from '../../plugins/access';
import { DEFAULT_RATE_LIMITS, loadRateLimits, rateLimitKind } from '../../plugins/rate-limits';

/**
 * Request budgets: per user and per address, reads, writes, searches, exports and log entries
 * counted apart, 429 with Retry-After and a sentence beyond. Small budgets here; the defaults
 * and the switches are read from the environment.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      RATE_LIMITS: 'on',
      RATE_LIMIT_READS: '4,10',
      RATE_LIMIT_WRITES: '3,100',
      RATE_LIMIT_SEARCHES: '2,100',
      RATE_LIMIT_EXPORTS: '1,100',
      RATE_LIMIT_LOGS: '5,3',
    },
  });
});
afterAll(async () => {
  await t?.close();
});

let nextAddress = 1;
/** Each test speaks from addresses of its own, so the address budgets of the others do not count. */
const freshAddress = () => `10.9.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

async function send(opts: { method: string; url: string; as?: string; body?: unknown; from: string }) {
  return t.app.inject({
    method: opts.method as 'GET',
    url: opts.url,
    remoteAddress: opts.from,
    headers: opts.as ? { authorization: `Bearer ${await t.token(opts.as)}` } : {},
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
}

function expectLimited(res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(res.statusCode, res.body).toBe(429);
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(60);
  expect(JSON.parse(res.body)).toEqual({ message: MSG.tooManyRequests(wait), errors: [] });
}

describe('per-user budgets', () => {
  it('answers 429 with Retry-After once a user spends the reads budget, from any address', async () => {
    for (let i = 0; i < 4; i++) {
      const res = await send({
        method: 'GET',
        url: '/api/lookups',
        as: 'agent@meridian.example',
        from: freshAddress(),
      });
      expect(res.statusCode).toBe(200);
    }
    expectLimited(
      await send({ method: 'GET', url: '/api/lookups', as: 'agent@meridian.example', from: freshAddress() }),
    );
    // another user is not held back by the agent's reads
    const other = await send({
      method: 'GET',
      url: '/api/lookups',
      as: 'agent2@meridian.example',
      from: freshAddress(),
    });
    expect(other.statusCode).toBe(200);
  });

  it('counts searches and exports apart from reads and from each other', async () => {
    const as = 'staff@meridian.example';
    const search = () =>
      send({
        method: 'POST',
        url: '/api/listing/advancedsearch',
        as,
        body: { itemsPerPage: 500 },
        from: freshAddress(),
      });
    expect((await search()).statusCode).toBe(200);
    expect((await search()).statusCode).toBe(200);
    expectLimited(await search());
    // reads and exports still have their own budgets
    expect((await send({ method: 'GET', url: '/api/lookups', as, from: freshAddress() })).statusCode).toBe(
      200,
    );
    const exportOnce = () =>
      send({ method: 'POST', url: '/api/listing/advancedsearch/export', as, body: {}, from: freshAddress() });
    expect((await exportOnce()).statusCode).toBeLessThan(400);
    expectLimited(await exportOnce());
  });

  it('counts writes apart', async () => {
    const as = 'admin@meridian.example';
    const write = () =>
      send({
        method: 'POST',
        url: '/api/feedback',
        as,
        body: { message: 'Budget check' },
        from: freshAddress(),
      });
    for (let i = 0; i < 3; i++) expect((await write()).statusCode).toBeLessThan(300);
    expectLimited(await write());
    expect((await send({ method: 'GET', url: '/api/lookups', as, from: freshAddress() })).statusCode).toBe(
      200,
    );
  });
});

describe('per-address budgets', () => {
  it('stops one address, signed in or not, and not another', async () => {
    const from = freshAddress();
    for (let i = 0; i < 10; i++) {
      const as = ['power@meridian.example', 'bm@meridian.example', 'mc@meridian.example', undefined][i % 4];
      const res = await send({ method: 'GET', url: as ? '/api/lookups' : '/api/health', as, from });
      expect(res.statusCode, `request ${i + 1}`).toBe(200);
    }
    expectLimited(await send({ method: 'GET', url: '/api/health', from }));
    expectLimited(await send({ method: 'GET', url: '/api/lookups', as: 'cme@meridian.example', from }));
    expect((await send({ method: 'GET', url: '/api/health', from: freshAddress() })).statusCode).toBe(200);
  });

  it('refuses an unauthenticated flood before checking its tokens', async () => {
    const from = freshAddress();
    for (let i = 0; i < 10; i++)
      expect((await send({ method: 'GET', url: '/api/listing/1/details', from })).statusCode).toBe(401);
    expectLimited(await send({ method: 'GET', url: '/api/listing/1/details', from }));
  });
});

describe('web log entries', () => {
  const log = (from: string, as?: string, message = 'Failed to fetch the listings') =>
    send({ method: 'POST', url: '/api/log/error', as, body: { message }, from });

  it('takes a few anonymous entries per address, then 429', async () => {
    const from = freshAddress();
    for (let i = 0; i < 3; i++) expect((await log(from)).statusCode).toBe(204);
    expectLimited(await log(from));
  });

  it('takes a few entries per signed-in user, from any address', async () => {
    const as = 'guest@meridian.example';
    for (let i = 0; i < 5; i++) expect((await log(freshAddress(), as)).statusCode).toBe(204);
    expectLimited(await log(freshAddress(), as));
  });

  it('refuses an entry over 8 KB with 413', async () => {
    const res = await log(freshAddress(), undefined, 'x'.repeat(LIMITS.logBodyMaxBytes));
    expect(res.statusCode).toBe(413);
  });
});

describe('which budget a route spends', () => {
  it('counts every export route as an export and every search route as a search', () => {
    const kinds = Object.fromEntries(
      registeredApiRoutes(t.app).map((r) => [`${r.method} ${r.url}`, rateLimitKind(r.method, r.url)]),
    );
    for (const route of ['POST /api/listing/advancedsearch/export', 'POST /api/listing/commissionExport'])
      expect(kinds[route], route).toBe('exports');
    for (const route of [
      'POST /api/listing/search',
      'POST /api/listing/search/counts',
      'POST /api/listing/advancedsearch',
      'POST /api/listing/commissionSearch',
      'POST /api/search/global',
      'POST /api/user/search',
      'POST /api/user/masqueradesearch',
      'GET /api/agent/searchbyname',
    ])
      expect(kinds[route], route).toBe('searches');
    expect(kinds['POST /api/log/error']).toBe('logs');
    expect(kinds['POST /api/privatelisting/approveAccessCode']).toBe('access');
    expect(kinds['GET /api/listing/:id/details']).toBe('reads');
    expect(kinds['PUT /api/listing/:id/details']).toBe('writes');
    const exports = Object.keys(kinds).filter((k) => kinds[k] === 'exports');
    expect(exports.every((k) => /export/i.test(k))).toBe(true);
  });
});

describe('configuration', () => {
  it('has defaults, per-kind settings, a multiplier and a switch', () => {
    expect(loadRateLimits({})).toEqual(DEFAULT_RATE_LIMITS);
    expect(loadRateLimits({ RATE_LIMITS: 'off' })).toBeNull();
    expect(loadRateLimits({ RATE_LIMIT_SEARCHES: '5, 50' })?.searches).toEqual({
      perUser: 5,
      perAddress: 50,
    });
    expect(loadRateLimits({ RATE_LIMITS: '10' })?.reads).toEqual({
      perUser: DEFAULT_RATE_LIMITS.reads.perUser * 10,
      perAddress: DEFAULT_RATE_LIMITS.reads.perAddress * 10,
    });
    expect(() => loadRateLimits({ RATE_LIMITS: 'sometimes' })).toThrow(/RATE_LIMITS/);
    expect(() => loadRateLimits({ RATE_LIMIT_READS: '100' })).toThrow(/RATE_LIMIT_READS/);
  });
});
