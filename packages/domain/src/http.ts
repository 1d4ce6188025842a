import { z } from 'zod';
import { LIMITS } from './constants';
import { MSG } from './messages';

/** The body of every refused request: the human sentence, then the field errors. */
export type ErrorBody = { message: string; errors?: Array<{ field: string; message: string }> };

/**
 * A record id in a body: a whole number from 1 to 2147483647, the largest value the database's
 * integer columns hold. Every id of every schema is one of these, so an id the database cannot
 * compare is refused with a sentence instead of failing in SQL.
 */
export const Id = z
  .number({ error: MSG.invalidId })
  .int({ error: MSG.invalidId })
  .min(1, { error: MSG.invalidId })
  .max(LIMITS.maxNumeric, { error: MSG.invalidId });

/**
 * The same id where it may come as text (path parameters, query strings, bodies that send ids
 * as text): digits only, so '0x10', '1e3' and '' are refused rather than read as numbers.
 */
export const IdFromText = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  Id,
);

/** A required id whose absence is told with the form's 'X is required' sentence. */
export const requiredId = (label: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? MSG.required([label]) : MSG.invalidId) })
    .int({ error: MSG.invalidId })
    .min(1, { error: MSG.invalidId })
    .max(LIMITS.maxNumeric, { error: MSG.invalidId });

/** An id that may be left out (a lookup not chosen, a record not yet saved): null when absent. */
export const OptionalId = Id.nullable()
  .optional()
  .transform((v) => v ?? null);

export const IdParams = z.object({ id: IdFromText });

export const PagingQuery = z.object({
  pageNumber: z.coerce.number().int().min(1).max(LIMITS.maxNumeric).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
});

/**
 * A moment in an answer, as the database writes a timestamp with time zone
 * ('2026-10-30 23:44:54.934+00'); `new Date()` reads it.
 */
export const Timestamp = z
  .string()
  .meta({ description: 'A point in time, ISO 8601 in UTC', examples: ['2026-10-30T23:44:54.934Z'] });

/** ETag of a versioned record: a weak tag over the version number. */
export function etagFor(version: number): string {
  return `W/"${version}"`;
}

/**
 * Reads the version from an If-Match header: null when absent or '*' (last write wins), the
 * number of `W/"7"` or `"7"`, and undefined for anything else (the API refuses it: a header it
 * cannot read must not silently become "no precondition").
 */
export function versionFromIfMatch(header: string | undefined | null): number | null | undefined {
  if (header == null) return null;
  const text = header.trim();
  if (text === '*') return null;
  const m = /^(?:W\/)?"(\d{1,10})"$/.exec(text);
  if (!m) return undefined;
  const version = Number(m[1]);
  return version <= LIMITS.maxNumeric ? version : undefined;
}

/** A NUL character, or half of a surrogate pair without its other half. */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text holds a character PostgreSQL cannot store (NUL, an unpaired surrogate). */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/**
 * The path (`ownerInfo.0.lastName`) of the first text, or object key, in a parsed body, query or
 * parameter set that PostgreSQL cannot store; null when every text is storable. JSON.parse
 * accepts `"\u0000"` and `"\ud800"`, so a body that passed its schema can still hold them.
 * Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function unstorableTextPath(value: unknown): string | null {
  type Step = { key: string; parent: Step | null } | null;
  const pathOf = (step: Step) => {
    const keys: string[] = [];
    for (let s = step; s; s = s.parent) keys.push(s.key);
    return keys.reverse().join('.');
  };
  const pending: Array<[unknown, Step]> = [[value, null]];
  while (pending.length) {
    const [item, step] = pending.pop()!;
    if (typeof item === 'string') {
      if (!isStorableText(item)) return pathOf(step);
    } else if (item !== null && typeof item === 'object') {
      const entries = Array.isArray(item) ? [...item.entries()] : Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i];
        const childStep = { key: String(key), parent: step };
        if (typeof key === 'string' && !isStorableText(key)) return pathOf(childStep);
        pending.push([child, childStep]);
      }
    }
  }
  return null;
}
