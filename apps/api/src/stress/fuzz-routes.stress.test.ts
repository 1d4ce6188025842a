import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { registeredApiRoutes } from '../plugins/access';
import { createTestApp, type TestApp } from '../test/test-app';
import { around, FUZZ_LISTING, FUZZ_RUNS, FUZZ_SEED, fuzz, sendAndCheck } from './fuzz-support';

/**
 * Fuzz of every other POST and PUT of the listing and search features (the route registry of
 * plugins/access.ts lists them; fuzz.test.ts covers the ones the domain schemas judge): whatever
 * the body, no 5xx, and a refusal carries a message and stores nothing.
 */
const COVERED_ELSEWHERE = [
  'PUT /api/listing/:id/title',
  'PUT /api/listing/:id/dates',
  'POST /api/listing/search',
  'POST /api/search/global',
];

describe('fuzz: every other write endpoint of the listing and search features (pglite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    console.log(
      `fuzz: fast-check seed ${FUZZ_SEED} (replay with FUZZ_SEED=${FUZZ_SEED}), ${FUZZ_RUNS} bodies per endpoint`,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('no 5xx; refusals explain themselves and store nothing', async () => {
    const routes = registeredApiRoutes(t.app).filter(
      (r) =>
        (r.method === 'POST' || r.method === 'PUT') &&
        /^\/api\/(listing|search|savedsearches|listingsyndication)/i.test(r.url) &&
        !COVERED_ELSEWHERE.includes(`${r.method} ${r.url}`),
    );
    expect(routes.length).toBeGreaterThan(0);
    const body = around({
      id: fc.integer({ min: 0, max: 400 }),
      listingId: fc.integer({ min: 0, max: 400 }),
      fromListingId: fc.integer({ min: 0, max: 400 }),
      toListingId: fc.integer({ min: 0, max: 400 }),
      agentId: fc.integer({ min: 0, max: 70 }),
      sideTypeId: fc.integer({ min: 0, max: 3 }),
      dealTypeId: fc.integer({ min: 0, max: 4 }),
      split: fc.double({ min: -10, max: 120, noNaN: true }),
      title: fc.string({ maxLength: 60 }),
      note: fc.string({ maxLength: 60 }),
      name: fc.string({ maxLength: 30 }),
      toggleStatus: fc.boolean(),
    });
    for (const route of routes) {
      const url = route.url.replace(/:id\b/, String(FUZZ_LISTING)).replace(/:[A-Za-z]+/g, '1');
      await fuzz(body, async (b) => {
        await sendAndCheck(t, route.method, url, b, null);
      });
    }
    console.log(`fuzz: ${routes.length} endpoints: ${routes.map((r) => `${r.method} ${r.url}`).join(', ')}`);
  });
});
