import { z } from 'zod';
import { MSG } from '../messages';
import { EMAIL_PATTERN } from '../users/user.schema';
import { PASSWORD_MAX, StrongPassword, withPasswordConfirmation } from '../identity/password.schema';

export const PHOTOGRAPHER_LIMITS = { nameMax: 50, emailMax: 255, passwordMax: PASSWORD_MAX } as const;
/** Reset links are single-use and valid for 30 minutes (the issue asks for less than an hour). */
export const PHOTOGRAPHER_RESET_MINUTES = 30;

export const PhotographerEmail = z
  .string({ error: MSG.required(['Email']) })
  .trim()
  .toLowerCase()
  .min(1, { error: MSG.required(['Email']) })
  .max(PHOTOGRAPHER_LIMITS.emailMax, { error: MSG.userEmailNotValid })
  .refine((v) => EMAIL_PATTERN.test(v), { error: MSG.userEmailNotValid });

const Name = (label: string) =>
  z
    .string({ error: MSG.required([label]) })
    .trim()
    .min(1, { error: MSG.required([label]) })
    .max(PHOTOGRAPHER_LIMITS.nameMax, { error: MSG.userTextMax(label, PHOTOGRAPHER_LIMITS.nameMax) });

/**
 * POST photographer/register: the name and the e-mail; the password is chosen through the link
 * e-mailed to the address, so an account exists only for whoever reads that mailbox, and the
 * answer is the same whether the address is new or already has an account.
 */
export const PhotographerRegisterSchema = z.object({
  firstName: Name('First Name'),
  lastName: Name('Last Name'),
  email: PhotographerEmail,
});
export type PhotographerRegisterBody = z.input<typeof PhotographerRegisterSchema>;

/** POST photographer/login: no strength check here, so a wrong password and a weak one look alike. */
export const PhotographerLoginSchema = z.object({
  email: PhotographerEmail,
  password: z
    .string({ error: MSG.required(['Password']) })
    .min(1, { error: MSG.required(['Password']) })
    .max(PHOTOGRAPHER_LIMITS.passwordMax, { error: MSG.photographerInvalidLogin }),
});
export type PhotographerLoginBody = z.input<typeof PhotographerLoginSchema>;

/** POST photographer/forgotpassword */
export const PhotographerForgotSchema = z.object({ email: PhotographerEmail });
export type PhotographerForgotBody = z.input<typeof PhotographerForgotSchema>;

/** POST photographer/resetpassword: the token from the e-mailed link and the new password. */
export const PhotographerResetSchema = z.object({
  token: z
    .string({ error: MSG.photographerResetInvalid })
    .trim()
    .min(16, { error: MSG.photographerResetInvalid })
    .max(200, { error: MSG.photographerResetInvalid }),
  password: StrongPassword,
});
export type PhotographerResetBody = z.input<typeof PhotographerResetSchema>;

/** The web forms add a confirmation field; the API never receives it. */
export const PhotographerResetFormSchema = withPasswordConfirmation(PhotographerResetSchema);
