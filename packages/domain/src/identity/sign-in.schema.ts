import { z } from 'zod';
import { MSG } from '../messages';
import { EMAIL_PATTERN, USER_LIMITS } from '../users/user.schema';
import { StrongPassword, withPasswordConfirmation } from './password.schema';

/**
 * How staff sign in at the built-in identity provider:
 * - 'demo': one click on any demo user, while the product runs on its demo data;
 * - 'password': e-mail and password (a real deployment without an external provider);
 * - 'external': at the organisation's own provider (OIDC_ISSUER); the built-in one is off.
 */
export const SIGN_IN_MODES = ['demo', 'password', 'external'] as const;
export type SignInMode = (typeof SIGN_IN_MODES)[number];

/** A reset link a system administrator sends works once, within this many hours. */
export const USER_PASSWORD_RESET_HOURS = 24;

/** PUT user/{id}/password: a system administrator sets a user's password. */
export const SetUserPasswordSchema = z.object({ password: StrongPassword });
export type SetUserPasswordBody = z.input<typeof SetUserPasswordSchema>;
/** The dialog's form: the password twice. */
export const SetUserPasswordFormSchema = withPasswordConfirmation(SetUserPasswordSchema);

/** The page of the e-mailed reset link: the link's token and the new password. */
export const PasswordResetSchema = z.object({
  token: z.string().trim().min(16).max(200),
  password: StrongPassword,
});
export const PasswordResetFormSchema = withPasswordConfirmation(PasswordResetSchema);

const name = (label: string) =>
  z
    .string({ error: MSG.required([label]) })
    .trim()
    .min(1, { error: MSG.required([label]) })
    .max(USER_LIMITS.nameMax, { error: MSG.userTextMax(label, USER_LIMITS.nameMax) });

/** The first system administrator of a real deployment (the admin:create command). */
export const NewAdministratorSchema = z.object({
  email: z
    .string({ error: MSG.required(['Email']) })
    .trim()
    .toLowerCase()
    .max(USER_LIMITS.emailMax, { error: MSG.userEmailNotValid })
    .refine((v) => EMAIL_PATTERN.test(v), { error: MSG.userEmailNotValid }),
  firstName: name('First Name'),
  lastName: name('Last Name'),
  password: StrongPassword,
});
export type NewAdministrator = z.output<typeof NewAdministratorSchema>;
