import { z } from 'zod';
import { IdFromText } from '../http';
import { LIMITS } from '../constants';
import { MSG } from '../messages';

// on its own: the listings page's code imports the search rules without zod, and only the
// 'New listing' form, loaded on demand, brings this schema and zod with it
/** POST listing/create: a draft with the defaults; the office must be one the user may use. */
export const ListingCreateSchema = z.object({
  listingType: z.enum(['Sale', 'Rental']).default('Sale'),
  officeId: IdFromText.optional(),
  title: z
    .string()
    .trim()
    .max(LIMITS.titleMax, { error: `Title should be at most ${LIMITS.titleMax} characters` })
    .refine((v) => !/[|\\]/.test(v), { error: MSG.titlePipe })
    .optional(),
});
export type ListingCreateRequest = z.input<typeof ListingCreateSchema>;
export type ListingCreateBody = z.output<typeof ListingCreateSchema>;
