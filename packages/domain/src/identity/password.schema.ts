import { z } from 'zod';
import { MSG } from '../messages';

/** The special characters of the password strength rule. */
export const PASSWORD_SPECIALS = '#?!@$%^&*-';
/** Longer input is refused before hashing, so nobody can make the server hash megabytes. */
export const PASSWORD_MAX = 128;

/**
 * The password strength rule of every password the product keeps (staff sign-in, photographer
 * accounts): at least 8 characters with an uppercase letter, a lowercase letter, a digit and a
 * special character from #?!@$%^&*-.
 */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= 8 &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password) &&
    [...password].some((c) => PASSWORD_SPECIALS.includes(c))
  );
}

/** A new password: the strength rule, with the rule itself as the message. */
export const StrongPassword = z
  .string({ error: MSG.required(['Password']) })
  .max(PASSWORD_MAX, { error: MSG.passwordStrength })
  .refine(isStrongPassword, { error: MSG.passwordStrength });

const matches = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;

/**
 * The form of a schema that sets a password: the same fields plus a confirmation that must match.
 * Only the web forms use it; the API never receives the confirmation.
 */
export function withPasswordConfirmation<Shape extends { password: typeof StrongPassword }>(
  schema: z.ZodObject<Shape>,
) {
  return schema
    .extend({ confirmPassword: z.string() })
    .refine((v) => matches(v as unknown as { password: string; confirmPassword: string }), {
      path: ['confirmPassword'],
      error: MSG.passwordsDoNotMatch,
    });
}
