import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { registeredApiRoutes } from '../plugins/access';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  around,
  FUZZ_LISTING,
  FUZZ_RUNS,
  FUZZ_SEED,
  fuzz,
  idField,
  pathId,
  sendAndCheck,
  unstorableText,
} from './fuzz-support';

/**
 * Fuzz of every other POST and PUT of the listing and search features (the route registry of
 * plugins/access.ts lists them; fuzz.test.ts covers the ones the domain schemas judge): whatever
 * the body, no 5xx, and a refusal carries a message and stores nothing. Path and body ids are
 * sometimes 2^31 or more, or ids of records that do not exist; texts sometimes hold characters
 * the database cannot store (NUL, unpaired surrogates).
 */
const COVERED_ELSEWHERE = [
  'PUT /api/listing/:id/title',
  'PUT /api/listing/:id/dates',
  'POST /api/listing/search',
  'POST /api/search/global',
  // accepted, it queues a job that writes the listing's history after the answer, into the next
  // body's before-and-after count; its refusals are tested in features/listings/listing-dash.test.ts
  'POST /api/listing/:id/sendtodash',
];

describe('fuzz: every other write endpoint of the listing and search features (pglite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: '1000' } }); // budgets on, far out of reach
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
    const text = (maxLength: number) => fc.oneof(fc.string({ maxLength }), unstorableText);
    const body = around({
      id: idField(fc.integer({ min: 0, max: 400 })),
      listingId: idField(fc.integer({ min: 0, max: 400 })),
      fromListingId: idField(fc.integer({ min: 0, max: 400 })),
      toListingId: idField(fc.integer({ min: 0, max: 400 })),
      agentId: idField(fc.integer({ min: 0, max: 70 })),
      agentIds: fc.array(idField(fc.integer({ min: 0, max: 70 })), { maxLength: 3 }),
      officeId: idField(fc.integer({ min: 0, max: 12 })),
      propertyTypeId: idField(fc.integer({ min: 0, max: 5 })),
      regionId: idField(fc.integer({ min: 30, max: 40 })),
      developmentId: idField(fc.integer({ min: 0, max: 20 })),
      userId: idField(fc.integer({ min: 0, max: 20 })),
      amenities: fc.array(
        fc.record({ amenityId: idField(fc.integer({ min: 0, max: 30 })), selected: fc.boolean() }),
        {
          maxLength: 2,
        },
      ),
      sideTypeId: fc.integer({ min: 0, max: 3 }),
      dealTypeId: fc.integer({ min: 0, max: 4 }),
      split: fc.double({ min: -10, max: 120, noNaN: true }),
      title: text(60),
      note: text(60),
      name: text(30),
      toggleStatus: fc.boolean(),
      // syndication
      listingNumber: text(20),
      sendToSirOnly: fc.boolean(),
      dataConsumerInfos: fc.array(
        fc.record({ dataConsumerId: idField(fc.integer({ min: 0, max: 12 })), status: fc.boolean() }),
        { maxLength: 3 },
      ),
    });
    for (const route of routes) {
      const call = fc.record({ id: pathId(FUZZ_LISTING), other: pathId(1), body });
      await fuzz(call, async ({ id, other, body: b }) => {
        const url = route.url.replace(/:id\b/, id).replace(/:[A-Za-z]+/g, other);
        await sendAndCheck(t, route.method, url, b, null);
      });
    }
    console.log(`fuzz: ${routes.length} endpoints: ${routes.map((r) => `${r.method} ${r.url}`).join(', ')}`);
  });
});
