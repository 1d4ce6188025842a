import { z } from 'zod';
import { IdFromText, Timestamp } from '../http';
import { MSG } from '../messages';

/**
 * A link or image address of a news item: an absolute http(s) address with a host and no
 * user name (`https://meridian.example@evil.example` reads as meridian's), or a path of this
 * application starting with a single '/' (`//evil.example` and `/\evil.example` are other
 * sites to a browser). No spaces, quotes, angle brackets or backslashes: the web puts the image
 * address inside CSS `url("…")`.
 */
export function isNewsUrl(value: string): boolean {
  if (/[\s"'`<>\\]/.test(value) || [...value].some((c) => c.charCodeAt(0) < 0x20 || c === '\x7f'))
    return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

const optionalUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || isNewsUrl(v), { error: MSG.newsUrlInvalid })
  .nullish()
  .transform((v) => (v ? v : null));

/** A news item of the home page carousel (spec/002 section 2.11), kept by system administrators. */
export const NewsItemSchema = z.object({
  title: z
    .string({ error: MSG.required(['Title']) })
    .trim()
    .min(1, { error: MSG.required(['Title']) })
    .max(120, { error: 'Title should be at most 120 characters' }),
  body: z
    .string({ error: MSG.required(['Text']) })
    .trim()
    .min(1, { error: MSG.required(['Text']) })
    .max(1000, { error: 'Text should be at most 1000 characters' }),
  imageUrl: optionalUrl,
  linkUrl: optionalUrl,
  displayOrder: z.coerce.number().int().min(1).max(999).default(1),
});
export type NewsItemBody = z.input<typeof NewsItemSchema>;
/** A news item as the home page reads it. */
export const NewsItemEntry = z
  .object({
    id: z.int(),
    title: z.string(),
    body: z.string(),
    imageUrl: z.string().nullable(),
    linkUrl: z.string().nullable(),
    displayOrder: z.int(),
    version: z.int(),
    updatedAt: Timestamp,
  })
  .meta({ id: 'NewsItem' });
export type NewsItem = z.infer<typeof NewsItemEntry>;

/**
 * Office statistics request: optionally narrowed to some of the offices the user may see. The
 * body itself is optional (the page sends none or {}).
 */
export const StatsRequestSchema = z
  .object({ officeIds: z.array(IdFromText).max(1000).optional() })
  .nullish()
  .transform((v) => v ?? {});
export type StatsRequest = z.input<typeof StatsRequestSchema>;

const StatsFigures = z.object({ active: z.int(), pending: z.int(), sold: z.int(), volume: z.number() });
export const OfficeStats = StatsFigures.extend({ officeId: z.int(), officeName: z.string() }).meta({
  id: 'OfficeStats',
});
export type OfficeStats = z.infer<typeof OfficeStats>;
/** The figures of the last twelve months (from, to: ISO dates), per office and in total. */
export const StatsResponse = z
  .object({ from: z.string(), to: z.string(), offices: z.array(OfficeStats), total: StatsFigures })
  .meta({ id: 'StatsResponse' });
export type StatsResponse = z.infer<typeof StatsResponse>;
