import { z } from 'zod';
import { Id } from '../http';
import { MSG } from '../messages';
import { EMAIL_PATTERN } from '../users/user.schema';
import { MLS_EMAIL_LIMITS as L } from './mls-emails.rules';

/** An MLS e-mail contact: who is written to about an MLS's listings (insert only: new ones only). */

/** POST mlsemails: creates a contact (no id) or updates one (with its id). */
export const MlsEmailInputSchema = z.strictObject({
  id: Id.optional(),
  email: z
    .string({ error: MSG.required(['Email']) })
    .trim()
    .toLowerCase()
    .min(1, { error: MSG.required(['Email']) })
    .max(L.emailMax, { error: MSG.maxLength('Email', L.emailMax) })
    .regex(EMAIL_PATTERN, { error: MSG.userEmailNotValid }),
  mls: z
    .string({ error: MSG.required(['MLS']) })
    .trim()
    .min(1, { error: MSG.required(['MLS']) })
    .max(L.mlsMax, { error: MSG.maxLength('MLS', L.mlsMax) }),
  filterValue: z
    .string()
    .trim()
    .max(L.filterValueMax, { error: MSG.maxLength('Filter value', L.filterValueMax) })
    .nullable()
    .optional()
    .transform((v) => v || null),
  insertOnly: z.boolean().optional().default(false),
});
export type MlsEmailInput = z.input<typeof MlsEmailInputSchema>;
export type MlsEmailValues = z.output<typeof MlsEmailInputSchema>;

export const MlsEmailSchema = z
  .object({
    id: z.int(),
    email: z.string(),
    mls: z.string(),
    filterValue: z.string().nullable(),
    insertOnly: z.boolean(),
  })
  .meta({ id: 'MlsEmail' });
export type MlsEmail = z.infer<typeof MlsEmailSchema>;

export const MlsEmailSaved = z.object({ id: z.int(), message: z.string() });

/** GET mlsemails/{mls}: the MLS name as the path carries it; DELETE mlsemails/{id}: the id. */
export const MlsKeyParams = z.object({
  key: z
    .string()
    .trim()
    .min(1)
    .max(L.mlsMax, { error: MSG.maxLength('MLS', L.mlsMax) }),
});
