import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import {
  GlobalSearchRequestSchema,
  ListingDatesSchema,
  ListingDetailsSchema,
  ListingSearchSchema,
  AdCopyTitleSchema,
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
  hugeInt,
  idField,
  pathId,
  sendAndCheck,
  unknownId,
  unstorableText,
} from './fuzz-support';

/**
 * Fuzz (fast-check, seed printed; FUZZ_SEED replays) of the listing and search bodies whose
 * validity the shared domain schemas decide: valid bodies are accepted (and stored as sent),
 * invalid ones get 400 with a message, nothing answers 5xx, and a refused body stores nothing.
 * Besides junk, the bodies carry text the database cannot store (NUL, unpaired surrogates),
 * ids of 2^31 and more in the path and the body, and ids of records that do not exist.
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
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.string({ maxLength: 60 }),
        fc.constantFrom('  ', 'A | B', 'back\\slash', ' Penthouse in Tribeca ', 'Café 🏡'),
        unstorableText,
      );
      await fuzz(around({ title }), async (body) => {
        const valid = accepts(AdCopyTitleSchema, body);
        const res = await sendAndCheck(t, 'PUT', `/api/listing/${LISTING}/title`, body, valid);
        if (valid) {
          expect(res.statusCode).toBe(204);
          const [row] = rowsOf<{ title: string }>(
            await t.database.db.execute(sql`select title from listings where id = ${LISTING}`),
          );
          expect(row.title).toBe(AdCopyTitleSchema.parse(body).title);
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
            text: fc.oneof(fc.string({ maxLength: 30 }), unstorableText),
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
        agentIds: fc.array(idField(fc.integer({ min: -1, max: 70 })), { maxLength: 4 }),
        officeIds: fc.array(idField(fc.integer({ min: 0, max: 12 })), { maxLength: 4 }),
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
          unstorableText,
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

  it(
    'PUT listing/{id}/details: foreign ids known, unknown and beyond the integers; text the database cannot store',
    async () => {
      const text = (base: string) =>
        fc.oneof({ weight: 6, arbitrary: fc.constant(base) }, { weight: 1, arbitrary: unstorableText });
      const shape = {
        listingType: fc.constant('Sale'),
        title: text('Fuzzed Harbor House'),
        address1: text('1 Harbor Lane'),
        city: text('Rye'),
        neighborhood: text('Harbor'),
        regionId: idField(fc.constant(33)),
        zip: fc.constant('10580'),
        dealTypeId: fc.constant(1),
        officeId: idField(fc.constant(1)),
        propertyTypeId: idField(fc.integer({ min: 1, max: 3 })),
        lotSizeTypeId: idField(fc.constantFrom(1, 2)),
        ownerInfo: fc.array(
          fc.record({
            id: fc.option(idField(unknownId), { nil: undefined }),
            firstName: text('Ann'),
            lastName: text('Owner'),
            regionId: idField(fc.constant(33)),
          }),
          { maxLength: 2 },
        ),
      };
      await fuzz(around(shape), async (body) => {
        const sent = asSent(body);
        // a schema-valid body with an id of a record that does not exist is refused by a rule
        // or by the database (400), so only the schema's and the text check's refusals are sure
        const refused = !accepts(ListingDetailsSchema, sent);
        await sendAndCheck(t, 'PUT', `/api/listing/${LISTING}/details`, body, refused ? false : null);
      });
    },
    TIMEOUT,
  );

  it(
    'path ids beyond the integers, unknown or not numbers: 400 or 404, never 5xx',
    async () => {
      const call = fc.record({
        id: pathId(LISTING),
        route: fc.constantFrom('title', 'dates'),
        body: fc.oneof(
          fc.record({ title: fc.string({ maxLength: 20 }) }),
          fc.record({ listingDate: fc.constant(null) }),
        ),
      });
      await fuzz(call, async ({ id, route, body }) => {
        const res = await sendAndCheck(t, 'PUT', `/api/listing/${id}/${route}`, body, null);
        if (!/^\d+$/.test(id) || Number(id) > 2 ** 31 - 1) expect(res.statusCode, id).toBe(400);
        else if (id !== String(LISTING)) expect([400, 404], id).toContain(res.statusCode);
      });
    },
    TIMEOUT,
  );

  it('keeps hugeInt beyond the integers (the generator itself)', () => {
    fc.assert(fc.property(hugeInt, (n) => n > 2 ** 31 - 1));
  });
});
