import { z } from 'zod';
import { defineEndpoints, NoContent } from '../contract';
import { IdParams, Timestamp } from '../http';
import { UserSearchSchema } from '../users/user.schema';
import { SetUserPasswordSchema } from './sign-in.schema';

/**
 * Passwords of the built-in identity provider, for system administrators. These routes exist only
 * with the built-in provider; with an external one (OIDC_ISSUER) passwords live there.
 */

const tags = ['identity'] as const;
const admins = ['systemAdmin'] as const;

/** A row of the sign-in administration page: the user and whether a password is set. */
export const SignInUserRow = z
  .object({
    id: z.int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    status: z.int(),
    roles: z.array(z.string()),
    hasPassword: z.boolean(),
    passwordChangedAt: Timestamp.nullable(),
  })
  .meta({ id: 'SignInUserRow' });
export type SignInUserRow = z.infer<typeof SignInUserRow>;

export const signInEndpoints = defineEndpoints({
  searchSignInUsers: {
    method: 'POST',
    path: '/api/admin/sign-in/users',
    summary: 'Users by name or e-mail, any status, with whether each has a password',
    tags,
    allow: admins,
    body: UserSearchSchema,
    response: z.object({
      totalRecords: z.int(),
      currentPage: z.int(),
      itemsPerPage: z.int(),
      results: z.array(SignInUserRow),
    }),
  },
  setUserPassword: {
    method: 'PUT',
    path: '/api/user/:id/password',
    summary: "Set a user's password (the strength rule is checked again)",
    tags,
    allow: admins,
    params: IdParams,
    body: SetUserPasswordSchema,
    response: NoContent,
    refusals: [404],
  },
  sendPasswordResetLink: {
    method: 'POST',
    path: '/api/user/:id/password/reset',
    summary: 'E-mail the user a single-use link to choose a password',
    tags,
    allow: admins,
    params: IdParams,
    response: z.object({ message: z.string() }),
    refusals: [404],
  },
});
