import { expect } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { unstorableTextPath } from '@atrium/domain';
import { rowsOf } from '../db/client';
import { unknownFields } from '../plugins/unknown-fields';
import type { TestApp } from '../test/test-app';
import { ADMIN } from './stress-support';

/** Bodies per endpoint and the fast-check seed (printed by each file; FUZZ_SEED replays a run). */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261122);
/** An Atrium-sourced listing of office 1 (the back office owns every 10th listing). */
export const FUZZ_LISTING = 3;

/**
 * Text PostgreSQL cannot store: a NUL character or an unpaired surrogate somewhere in it (JSON
 * carries both as escapes, and JSON.parse accepts them).
 */
const unstorableChar = fc.oneof(
  fc.constant('\u0000'),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
);
export const unstorableText = fc
  .tuple(fc.string({ maxLength: 12 }), unstorableChar, fc.string({ maxLength: 12 }))
  .map(([before, bad, after]) => `${before}${bad}${after}`);

/** Integers the database's integer columns cannot hold (2^31 and beyond). */
export const hugeInt = fc.oneof(
  fc.constantFrom(2 ** 31, 2 ** 32, 2 ** 53 - 1, 1e20),
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
);

/** Ids no record has: well inside the integer range, far beyond any test data. */
export const unknownId = fc.integer({ min: 5_000_000, max: 2 ** 31 - 1 });

/** An id field: mostly one of `known`, else 2^31 or more, an unknown id, zero or negative. */
export function idField(known: fc.Arbitrary<number>) {
  return fc.oneof(
    { weight: 6, arbitrary: known },
    { weight: 1, arbitrary: hugeInt },
    { weight: 1, arbitrary: unknownId },
    { weight: 1, arbitrary: fc.integer({ min: -3, max: 0 }) },
  );
}

/** A path id as text: mostly `known`, else beyond the integers, unknown, or not a number at all. */
export function pathId(known: number) {
  return fc.oneof(
    { weight: 5, arbitrary: fc.constant(String(known)) },
    { weight: 1, arbitrary: hugeInt.map(String) },
    { weight: 1, arbitrary: fc.constantFrom('2147483648', '99999999999999999999', '1e10', '0x10', '-1') },
    { weight: 1, arbitrary: unknownId.map(String) },
    // a NUL, and bytes that decode to no character (an encoded surrogate, a stray byte)
    { weight: 1, arbitrary: fc.constantFrom('%00', '1%00', '%ED%A0%80', '%FF', '%C0%80') },
  );
}

export const junk = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 8 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.integer(), { maxKeys: 2 }),
  unstorableText,
  hugeInt,
  fc.dictionary(unstorableText, fc.string({ maxLength: 4 }), { minKeys: 1, maxKeys: 1 }),
);

/**
 * Whether the API must refuse the body before its schema: a text (or key) the database cannot
 * store. `valid` of a schema-judged endpoint is `schema.safeParse(body).success && storable`.
 */
export const isStorable = (body: unknown) => unstorableTextPath(body) === null;

/** The body as the server receives it: JSON turns NaN and Infinity into null and drops undefined. */
export function asSent<T>(body: T): unknown {
  const text = JSON.stringify(body);
  return text === undefined ? undefined : JSON.parse(text);
}

/**
 * The oracle: whether the API must accept a body. It parses by the shared schema and declares no
 * field the schema does not know (unknown fields are refused with 400, never ignored).
 */
export function accepts(schema: z.ZodType, body: unknown): boolean {
  const sent = asSent(body);
  return schema.safeParse(sent).success && unknownFields(schema, sent).length === 0 && isStorable(sent);
}

/** A body shaped like `shape` where any field may be missing, kept or replaced by junk. */
export function around(shape: Record<string, fc.Arbitrary<unknown>>) {
  const fields = Object.fromEntries(
    Object.entries(shape).map(([k, a]) => [
      k,
      fc.oneof({ weight: 4, arbitrary: a }, { weight: 1, arbitrary: junk }),
    ]),
  );
  return fc.oneof(
    { weight: 8, arbitrary: fc.record(fields, { requiredKeys: [] }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );
}

export function fuzz<T>(arb: fc.Arbitrary<T>, run: (body: T) => Promise<void>) {
  return fc.assert(fc.asyncProperty(arb, run), { numRuns: FUZZ_RUNS, seed: FUZZ_SEED, endOnFailure: true });
}

/** What a write could leave behind: audit rows, the listing's version, rows of related tables. */
export async function writeState(t: TestApp, listingId = FUZZ_LISTING) {
  const [r] = rowsOf<Record<string, number>>(
    await t.database.db.execute(sql`select
      (select coalesce(max(id), 0) from audits)::int as audit,
      (select version from listings where id = ${listingId})::int as version,
      (select count(*) from listings)::int as listings,
      (select count(*) from listing_notes)::int as notes,
      (select count(*) from listing_agents where listing_id = ${listingId})::int as agents,
      (select count(*) from listing_owners where listing_id = ${listingId})::int as owners`),
  );
  return r;
}

const bearers = new WeakMap<TestApp, string>();

/**
 * Sends a body as the administrator and checks the common oracle: no 5xx; a refusal (4xx) carries
 * a message and stores nothing; with `expectValid` true the call must succeed, with false it
 * must be a 400.
 */
export async function sendAndCheck(
  t: TestApp,
  method: string,
  url: string,
  body: unknown,
  expectValid: boolean | null,
) {
  const before = await writeState(t);
  if (!bearers.has(t)) bearers.set(t, `Bearer ${await t.token(ADMIN)}`);
  const res = await t.app.inject({
    method: method as 'POST',
    url,
    headers: { authorization: bearers.get(t)!, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  const json = parseJson(res.body) as { message?: unknown } | null;
  const where = `${method} ${url} ${JSON.stringify(body)?.slice(0, 300)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  if (expectValid === true) expect(res.statusCode, where).toBeLessThan(300);
  if (expectValid === false) expect(res.statusCode, where).toBe(400);
  if (res.statusCode >= 400) {
    expect(typeof json?.message, where).toBe('string');
    expect(String(json?.message).length, where).toBeGreaterThan(0);
    expect(await writeState(t), where).toEqual(before);
  }
  return res;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}
