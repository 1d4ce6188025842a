import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import {
  GlobalSearchRequestSchema,
  ListingDatesSchema,
  ListingSearchSchema,
  ListingTitleSchema,
  listingDatesIssues,
} from '@atrium/domain';
import { rowsOf } from '../db/client';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  accepts,
  around,
  asSent,
  FUZZ_LISTING,
  FUZZ_RUNS,
  FUZZ_SEED,
  fuzz,
  sendAndCheck,
} from './fuzz-support';

/**
 * Fuzz (fast-check, seed printed; FUZZ_SEED replays) of the listing and search bodies whose
 * validity the shared domain schemas decide: valid bodies are accepted (and stored as sent),
 * invalid ones get 400 with a message, nothing answers 5xx, and a refused body stores nothing.
 * The other write endpoints are fuzzed by fuzz-routes.stress.test.ts (npm run test:stress).
 */
const LISTING = FUZZ_LISTING;
const TIMEOUT = 300_000;
const isoDay = fc
  .date({ min: new Date('2015-01-01'), max: new Date('2032-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const dateValue = fc.oneof(
  { weight: 6, arbitrary: isoDay },
  { weight: 2, arbitrary: fc.constant(null) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('', '2024-02-30', '2024-13-01', '31/12/2024', 'tomorrow', '12/31/2024'),
  },
);

describe('fuzz: listing title, dates, listing search and global search bodies', () => {
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

  it(
    'PUT listing/{id}/title',
    async () => {
      const title = fc.oneof(
        fc.string({ minLength: 1, maxLength: 50 }),
        fc.string({ maxLength: 70 }),
        fc.constantFrom('  ', 'A | B', 'back\\slash', ' Penthouse in Tribeca '),
      );
      await fuzz(around({ title }), async (body) => {
        const valid = accepts(ListingTitleSchema, body);
        const res = await sendAndCheck(t, 'PUT', `/api/listing/${LISTING}/title`, body, valid);
        if (valid) {
          expect(res.statusCode).toBe(204);
          const [row] = rowsOf<{ title: string }>(
            await t.database.db.execute(sql`select title from listings where id = ${LISTING}`),
          );
          expect(row.title).toBe(ListingTitleSchema.parse(body).title);
        }
      });
    },
    TIMEOUT,
  );

  it(
    'PUT listing/{id}/dates',
    async () => {
      const fields = [
        'listingDate',
        'expirationDate',
        'contractDate',
        'closedDate',
        'canceledDate',
        'projectedListDate',
      ];
      await fuzz(around(Object.fromEntries(fields.map((f) => [f, dateValue]))), async (body) => {
        const [listing] = rowsOf<{
          listing_status_id: number;
          deal_type_id: number;
          prior_broker_sale: boolean;
        }>(
          await t.database.db.execute(
            sql`select listing_status_id, deal_type_id, prior_broker_sale from listings where id = ${LISTING}`,
          ),
        );
        const parsed = ListingDatesSchema.safeParse(asSent(body));
        const valid =
          parsed.success &&
          accepts(ListingDatesSchema, body) &&
          listingDatesIssues(parsed.data, {
            listingStatusId: listing.listing_status_id,
            dealTypeId: listing.deal_type_id,
            priorBrokerSale: listing.prior_broker_sale,
          }).length === 0;
        await sendAndCheck(t, 'PUT', `/api/listing/${LISTING}/dates`, body, valid);
      });
    },
    TIMEOUT,
  );

  it(
    'POST listing/search',
    async () => {
      const shape = {
        criteria: fc.record(
          {
            text: fc.string({ maxLength: 30 }),
            quickFilters: fc.subarray([
              'invalid',
              'draft',
              '10Photos',
              'mlsNumberMissing',
              'notPublished',
              'expiry',
              'lowres',
            ]),
            businessPurposeTypeId: fc.constantFrom(1, 2, 3),
          },
          { requiredKeys: [] },
        ),
        currentPage: fc.integer({ min: -2, max: 60 }),
        itemsPerPage: fc.integer({ min: 0, max: 120 }),
        sortColumn: fc.constantFrom('lastUpdated', 'listingDate', 'price', 'closedDate', 'title'),
        sortDirection: fc.constantFrom('asc', 'desc', 'up'),
        agentIds: fc.array(fc.integer({ min: -1, max: 70 }), { maxLength: 4 }),
        officeIds: fc.array(fc.integer({ min: 0, max: 12 }), { maxLength: 4 }),
        tab: fc.constantFrom(1, 2, 3, 4, 7, 8, 9, 11, 100, 101, 102, -1, 5),
        status: fc.array(fc.constantFrom(1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 5), { maxLength: 4 }),
        isMarket: fc.boolean(),
        isPrivate: fc.boolean(),
      };
      await fuzz(around(shape), async (body) => {
        const res = await sendAndCheck(
          t,
          'POST',
          '/api/listing/search',
          body,
          accepts(ListingSearchSchema, body),
        );
        if (res.statusCode === 200) expect(Array.isArray(JSON.parse(res.body).results)).toBe(true);
      });
    },
    TIMEOUT,
  );

  it(
    'POST search/global',
    async () => {
      const shape = {
        text: fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.constantFrom('tribeca', '"Penthouse in"', 'penth', 'southamptn', '%_\\'),
        ),
        currentPage: fc.integer({ min: -1, max: 5 }),
        itemsPerPage: fc.integer({ min: 0, max: 60 }),
        status: fc.oneof(
          fc.integer({ min: 1, max: 11 }),
          fc.array(fc.integer({ min: 1, max: 11 }), { maxLength: 3 }),
        ),
        entityType: fc.constantFrom('Listing', 'Office', 'SalesTeam', 'Application', 'Agent', 'Other'),
        from: fc.string({ maxLength: 10 }),
        sort: fc.string({ maxLength: 10 }),
      };
      await fuzz(around(shape), async (body) => {
        await sendAndCheck(t, 'POST', '/api/search/global', body, accepts(GlobalSearchRequestSchema, body));
      });
    },
    TIMEOUT,
  );
});
