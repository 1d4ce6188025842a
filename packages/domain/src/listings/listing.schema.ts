import { z } from 'zod';
import { LIMITS } from '../constants';
import { MSG } from '../messages';

/** Listing title: at most 50 characters, and never '|' or a backslash (spec/000 section 5.1). */
export const ListingTitle = z
  .string({ error: MSG.required(['Title']) })
  .trim()
  .min(1, { error: MSG.required(['Title']) })
  .max(LIMITS.titleMax, { error: `Title should be at most ${LIMITS.titleMax} characters` })
  .refine((v) => !/[|\\]/.test(v), { error: MSG.titlePipe });
