import { z } from 'zod';
import { defineEndpoints } from '../contract';
import { IdFromText } from '../http';
import { ROLE_CATALOGUE } from '../roles';
import { SIGN_IN_MODES } from './sign-in.schema';

/** Sign-in configuration, the authorized user, the role catalogue and masquerade. */

const tags = ['identity'] as const;
const MASQUERADERS = ['systemAdmin', 'masquerade'] as const;

export const AuthConfig = z
  .object({
    issuer: z.string(),
    clientId: z.string(),
    scopes: z.string(),
    redirectUri: z.string(),
    postLogoutRedirectUri: z.string(),
    /** The built-in identity provider (false with an external one, OIDC_ISSUER). */
    isEmbedded: z.boolean(),
    signInMode: z.enum(SIGN_IN_MODES),
    sessionTimeoutMs: z.int(),
    masqueradeTimeoutMs: z.int(),
  })
  .meta({ id: 'AuthConfig' });

const RoleCodeSchema = z.enum(ROLE_CATALOGUE.map((r) => r.code) as [(typeof ROLE_CATALOGUE)[number]['code']]);

/** The signed-in user; while masquerading, the target, with the original user's names. */
export const AuthorizedUser = z
  .object({
    userId: z.int(),
    profileId: z.int().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    userName: z.string().nullable(),
    employeeType: z.string().nullable(),
    oktaId: z.string().nullable(),
    dashStaffId: z.int().nullable(),
    /** The names of the roles held. */
    memberOf: z.array(z.string()),
    roles: z.array(z.object({ roleId: z.string(), name: z.string() })),
    roleCodes: z.array(RoleCodeSchema),
    officeIds: z.array(z.int()),
    agentIds: z.array(z.int()),
    salesTeamIds: z.array(z.int()),
    tridentOfficeIds: z.array(z.int()),
    isAssociatedWithBuilding: z.boolean(),
    agentId: z.int().nullable(),
    masquerade: z
      .object({
        originalUserId: z.int(),
        originalFirstName: z.string(),
        originalLastName: z.string(),
        originalEmail: z.string(),
        timeoutMs: z.int(),
      })
      .nullable(),
  })
  .meta({ id: 'AuthorizedUser' });
export type AuthorizedUser = z.infer<typeof AuthorizedUser>;

export const MasqueradeCandidate = z
  .object({
    userId: z.int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    roles: z.array(z.string()),
  })
  .meta({ id: 'MasqueradeCandidate' });

export const MasqueradeSearchSchema = z.object({ text: z.string().max(100).optional().default('') });
export const MasqueradeSchema = z.object({ userId: IdFromText });

export const identityEndpoints = defineEndpoints({
  getAuthConfig: {
    method: 'GET',
    path: '/api/auth/config',
    summary: 'What the web needs to sign in: the provider, the client, the session limits, the sign-in mode',
    tags,
    allow: 'public',
    response: AuthConfig,
  },
  authorizeUser: {
    method: 'POST',
    path: '/api/user/authorize',
    summary: 'The signed-in user with roles, offices and agents (the target while masquerading)',
    tags,
    allow: 'signedIn',
    response: AuthorizedUser,
    refusals: [404],
  },
  getRoles: {
    method: 'GET',
    path: '/api/roles',
    summary: 'The role and permission catalogue',
    tags,
    allow: 'signedIn',
    response: z.array(
      z.object({ key: z.string(), value: z.string(), grouping: z.enum(['normal', 'permission']) }),
    ),
  },
  searchMasqueradeUsers: {
    method: 'POST',
    path: '/api/user/masqueradesearch',
    summary: 'Active users one may masquerade as, by name or e-mail',
    tags,
    allow: MASQUERADERS,
    body: MasqueradeSearchSchema,
    response: z.array(MasqueradeCandidate),
  },
  startMasquerade: {
    method: 'POST',
    path: '/api/user/masquerade',
    summary: 'Act as another user until Switch Back; answers the target as the authorized user',
    tags,
    allow: MASQUERADERS,
    body: MasqueradeSchema,
    response: AuthorizedUser,
    refusals: [404],
  },
  endMasquerade: {
    method: 'POST',
    path: '/api/user/masquerade/end',
    summary: 'Switch Back: the original user again',
    tags,
    allow: 'signedIn',
    response: AuthorizedUser,
    refusals: [404],
  },
});
