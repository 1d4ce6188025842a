import { z } from 'zod';
import { IdFromText } from '../http';
import { MSG } from '../messages';
import { EMAIL_PATTERN, USER_LIMITS } from '../users/user.schema';
import { CONCIERGE_LIMITS, CONCIERGE_LOGIN_LABEL } from './concierge.rules';

/**
 * PUT user/{id}/concierge: a user's concierge login details, the e-mail they sign in with at the
 * concierge and whether the link is on. A login is required while the link is on.
 */
export const ConciergeLoginSchema = z
  .strictObject({
    login: z
      .string()
      .trim()
      .max(USER_LIMITS.emailMax, { error: MSG.maxLength(CONCIERGE_LOGIN_LABEL, USER_LIMITS.emailMax) })
      .nullable()
      .optional()
      .transform((v) => v || null),
    enabled: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.enabled && !v.login)
      ctx.addIssue({ code: 'custom', path: ['login'], message: MSG.required([CONCIERGE_LOGIN_LABEL]) });
    if (v.login && !EMAIL_PATTERN.test(v.login))
      ctx.addIssue({ code: 'custom', path: ['login'], message: MSG.userEmailNotValid });
  });
export type ConciergeLoginBody = z.input<typeof ConciergeLoginSchema>;
export type ConciergeLoginInput = z.output<typeof ConciergeLoginSchema>;

/** The real portal, or the embedded sandbox (the screens label it). */
const ConciergeMode = z.enum(['sandbox', 'real']);

export const ConciergeLogin = z
  .object({
    userId: z.int(),
    login: z.string().nullable(),
    enabled: z.boolean(),
    profileId: z.int().nullable(),
    conciergeName: z.string(),
    mode: ConciergeMode,
  })
  .meta({ id: 'ConciergeLogin' });
export type ConciergeLogin = z.infer<typeof ConciergeLogin>;

/** GET user/concierge: whether the signed-in user may open the concierge. */
export const ConciergeAccess = z.object({
  available: z.boolean(),
  conciergeName: z.string(),
  mode: ConciergeMode,
});
export type ConciergeAccess = z.infer<typeof ConciergeAccess>;

/** POST user/concierge/redirect: what the redirect audit record notes (optional). */
export const ConciergeRedirectSchema = z.strictObject({
  notes: z
    .string()
    .trim()
    .max(CONCIERGE_LIMITS.notesMax, { error: MSG.maxLength('Notes', CONCIERGE_LIMITS.notesMax) })
    .optional()
    .transform((v) => v || null),
});
export type ConciergeRedirectBody = z.input<typeof ConciergeRedirectSchema>;

export const ConciergeRedirect = z.object({ url: z.string() });

export const ConciergeSandboxQuery = z.object({
  user: IdFromText,
  token: z.string().max(200),
});
