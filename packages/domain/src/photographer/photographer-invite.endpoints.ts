import { z } from 'zod';
import { defineEndpoints } from '../contract';
import { IdFromText, Timestamp } from '../http';
import { PhotographerInviteSchema } from './photographer-invite.schema';

/** The staff side of photographer access: inviting photographers to a listing, and who is invited. */

const tags = ['photographer'] as const;
const EDIT = ['systemAdmin', 'listingEdit'] as const;

export const InvitedPhotographer = z
  .object({ email: z.string(), invitedDate: Timestamp })
  .meta({ id: 'InvitedPhotographer' });
export type InvitedPhotographer = z.infer<typeof InvitedPhotographer>;

export const photographerInviteEndpoints = defineEndpoints({
  invitePhotographers: {
    method: 'POST',
    path: '/api/photographer/invite',
    summary:
      'Invite up to 5 photographers to a listing (one e-mail per new address); answers the addresses already invited',
    tags,
    allow: EDIT,
    body: PhotographerInviteSchema,
    response: z.array(z.string()),
    refusals: [400, 404],
  },
  listInvitedPhotographers: {
    method: 'GET',
    path: '/api/image/:id/photographers',
    summary: "The photographers invited to a listing (id is the listing's id), oldest invitation first",
    tags,
    allow: 'signedIn',
    params: z.object({ id: IdFromText }),
    response: z.array(InvitedPhotographer),
    refusals: [404],
  },
});
