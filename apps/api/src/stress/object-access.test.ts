import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client';
import { registeredApiRoutes } from '../plugins/access';
import { createTestApp, type TestApp } from '../test/test-app';
import { AGENT } from './stress-support';

/**
 * Object-level access: every endpoint that takes an id is called as agent@meridian.example
 * (agent 1, office 1) first with the agent's own ids, then replayed with the ids of records of
 * other offices. The replay never succeeds (no 2xx), whatever the own call answered.
 *
 * Routes whose ids name shared reference data (not records of an office) are listed below with
 * the reason; every other route with a path parameter is checked.
 */
const SHARED_REFERENCE: Record<string, string> = {
  'GET /api/listing/rentalperiods/:id': 'rental periods are a network-wide lookup',
  'GET /api/salesregion/:id/neighborhoods': 'neighbourhoods of a sales region are a network-wide lookup',
  'GET /api/home/news/:id': 'news items are shown to everyone on the home page',
  'GET /api/image/:kind/tags': 'the image tag catalogues (1 listing, 2 development) are network-wide lookups',
  'GET /api/advertisement/:id':
    'advertisements belong to the network, not to an office: everyone signed in reads them',
  'PUT /api/advertisement/:id/advertisementExport':
    'the export of a network-wide advertisement, read by everyone',
  'PUT /api/advertisement/:id/citExport': 'the CIT export of a network-wide advertisement, read by everyone',
};

/** Sample bodies the agent's screens send, by route; other writes get an empty object. */
const BODIES: Record<string, unknown> = {
  'PUT /api/listing/:id/title': { title: 'Replayed title' },
  'POST /api/listing/:id/notes': { note: 'Replayed note' },
  'PUT /api/listing/:id/dealtype': { dealTypeId: 2 },
  'PUT /api/listing/:id/reorderagents': { sideTypeId: 1, agentIds: [1] },
  'PUT /api/listing/:id/togglesuppressmls': { toggleStatus: true },
  'POST /api/listing/:id/agent': { agentId: 11, sideTypeId: 1 },
  'PUT /api/listing/:id/agent': { agentId: 1, sideTypeId: 1, split: 100 },
  'PUT /api/listing/:id/amenities': { amenities: [] },
  'PUT /api/listing/:id/additionalMls': { additionalMls: [] },
};
/** Query strings some calls carry. */
const QUERIES: Record<string, string> = {
  'PUT /api/listing/:id/agent/:agentId/toggleselectsale': '?toggleStatus=true&sideTypeId=1',
};

describe('object-level access: agent calls replayed with ids of other offices', () => {
  let t: TestApp;
  let own: Record<string, number>;
  let other: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp();
    const one = async (q: ReturnType<typeof sql>) =>
      Number(rowsOf<{ id: number }>(await t.database.db.execute(q))[0].id);
    own = {
      listing: 1,
      office: 1,
      agent: 1,
      team: 1,
      user: await one(sql`select id from users where email = ${AGENT}`),
    };
    other = {
      listing: await one(sql`select l.id from listings l where l.office_id <> 1
        and not exists (select 1 from listing_agents la where la.listing_id = l.id and la.agent_id = 1) order by l.id limit 1`),
      office: 2,
      agent: await one(sql`select id from agents where office_id <> 1 order by id limit 1`),
      team: await one(sql`select id from sales_teams where office_id <> 1 order by id limit 1`),
      user: await one(sql`select u.id from users u where not exists
        (select 1 from user_offices uo where uo.user_id = u.id and uo.office_id = 1) order by u.id limit 1`),
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Which kind of record a route's `:id` names, read from its path. */
  function kindOf(url: string): keyof typeof own {
    const u = url.toLowerCase();
    if (/\/(listing|listingsyndication|rental|auditing)\b/.test(u)) return 'listing';
    if (/\/(user|userdashrole)\b/.test(u)) return 'user';
    if (/\/office\b/.test(u)) return 'office';
    if (/\/salesteam\b/.test(u)) return 'team';
    if (/\/agent\b/.test(u)) return 'agent';
    return 'listing';
  }
  function fill(url: string, ids: Record<string, number>, query = '') {
    const kind = kindOf(url);
    return `${url}${query}`
      .replace(/:type\b/, 'listing')
      .replace(/:id\b/, String(ids[kind]))
      .replace(/:agentId\b/, String(ids.agent))
      .replace(/:sideTypeId\b/, '1')
      .replace(/:flag\b/, 'true')
      .replace(/:[A-Za-z]+/g, String(ids[kind]));
  }

  it('no endpoint that takes an id answers 2xx to the agent for a record of another office', async () => {
    const routes = registeredApiRoutes(t.app).filter(
      (r) =>
        r.url.includes(':') &&
        r.allow !== 'public' &&
        r.method !== 'HEAD' &&
        !SHARED_REFERENCE[`${r.method} ${r.url}`],
    );
    expect(routes.length).toBeGreaterThan(10);
    const leaks: string[] = [];
    const table: string[] = [];
    // deletes last, so that the replays of the other calls still find their records
    const ordered = [...routes].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    const details = JSON.parse(
      (await t.call({ method: 'GET', url: '/api/listing/1/details', as: AGENT })).body,
    );
    for (const r of ordered) {
      const key = `${r.method} ${r.url}`;
      const call = (url: string, body: unknown) =>
        t.call({
          method: r.method,
          url,
          as: AGENT,
          body,
          headers: body ? { 'content-type': 'application/json' } : {},
        });
      // a body the agent's own call accepts when one is at hand: the sample, what the same path
      // reads back, or the listing's details (dates, prices, status, details)
      let body: unknown = undefined;
      let mine = await call(fill(r.url, own, QUERIES[key]), body);
      if (r.method !== 'GET' && r.method !== 'DELETE') {
        const readBack = await t.call({ method: 'GET', url: fill(r.url, own, QUERIES[key]), as: AGENT });
        const candidates = [
          BODIES[key],
          readBack.statusCode === 200 ? JSON.parse(readBack.body) : undefined,
          details,
          {},
        ].filter((c) => c !== undefined);
        for (const candidate of candidates) {
          body = candidate;
          mine = await call(fill(r.url, own, QUERIES[key]), body);
          if (mine.statusCode !== 400) break;
        }
      }
      const theirs = await call(fill(r.url, other, QUERIES[key]), body);
      table.push(`${key}: own ${mine.statusCode}, other office ${theirs.statusCode}`);
      if (theirs.statusCode < 300) leaks.push(`${key} -> ${theirs.statusCode} ${theirs.body.slice(0, 120)}`);
    }
    console.log(`object-level access, ${routes.length} routes:\n  ${table.join('\n  ')}`);
    expect(leaks).toEqual([]);
  });
});
