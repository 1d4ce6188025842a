import { photographerInviteEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { actorOf } from '../../plugins/access';
import { invitedPhotographers, invitePhotographers } from './photographer-invite.service';

/** The staff side of photographer access: invite photographers to a listing, see who is invited. */
export const photographerInviteRoutes: FeatureRoutes = (app, { database: { db }, mailer }) => {
  registerEndpoints(app, E, {
    invitePhotographers: (req) => invitePhotographers({ db, mailer }, actorOf(req), req.body),
    listInvitedPhotographers: (req) => invitedPhotographers({ db }, actorOf(req), req.params.id),
  });
};
