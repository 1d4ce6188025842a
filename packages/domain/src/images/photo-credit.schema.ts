import { z } from 'zod';
import { MSG } from '../messages';

/** Photo credit of a listing's photos, and whether the MLS photo import is suppressed. */
export const PHOTO_CREDIT_MAX = 255;
export const PhotoCreditSchema = z.object({
  credit: z
    .string()
    .trim()
    .max(PHOTO_CREDIT_MAX, { error: MSG.userTextMax('Photo credit', PHOTO_CREDIT_MAX) })
    .nullable()
    .transform((v) => v || null),
  suppressPhotoImport: z.boolean(),
});
export type PhotoCreditBody = z.input<typeof PhotoCreditSchema>;

/** GET listing/{id}/photocredit */
export const PhotoCreditView = z
  .object({ credit: z.string().nullable(), suppressPhotoImport: z.boolean() })
  .meta({ id: 'PhotoCredit' });
export type PhotoCredit = z.infer<typeof PhotoCreditView>;
