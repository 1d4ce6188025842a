import { defineEndpoints } from '../contract';
import { IdParams } from '../http';
import {
  ApproveAccessCodeResultSchema,
  ApproveAccessCodeSchema,
  PrivateSiteUserCreateSchema,
  PrivateSiteUserSavedSchema,
  PrivateSiteUserSchema,
  PrivateSiteUserUpdateSchema,
} from './private-site.schema';
import { z } from 'zod';

/**
 * Access codes of a private showcase site. {id} is the listing's id; the codes belong to its
 * showcase site. Changes go through the listing's write path like the other showcase settings.
 */

const EDIT = ['systemAdmin', 'listingEdit'] as const;
const tags = ['showcase'] as const;

export const privateSiteEndpoints = defineEndpoints({
  listPrivateSiteUsers: {
    method: 'GET',
    path: '/api/PrivateListing/:id/users',
    summary: "The access codes of a listing's private showcase site, with their status and logins",
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: z.array(PrivateSiteUserSchema),
    refusals: [404],
  },
  createPrivateSiteUser: {
    method: 'POST',
    path: '/api/PrivateListing/user',
    summary: 'Add an access code (approved at once)',
    tags,
    allow: EDIT,
    body: PrivateSiteUserCreateSchema,
    response: PrivateSiteUserSavedSchema,
    refusals: [400, 404, 409],
  },
  updatePrivateSiteUser: {
    method: 'PUT',
    path: '/api/PrivateListing/user',
    summary: 'Edit an access code, approve it, or expire it (end date yesterday)',
    tags,
    allow: EDIT,
    body: PrivateSiteUserUpdateSchema,
    response: PrivateSiteUserSavedSchema,
    refusals: [400, 404, 409],
  },
  approveAccessCode: {
    method: 'POST',
    path: '/api/privatelisting/approveAccessCode',
    summary:
      'Approve a pending access request from the link e-mailed to the agents (signed by the server; no sign-in; rate-limited)',
    tags,
    allow: 'public',
    body: ApproveAccessCodeSchema,
    response: ApproveAccessCodeResultSchema,
    refusals: [400, 404],
  },
});
