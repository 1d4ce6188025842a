import { privateSiteEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { actorOf } from '../../plugins/access';
import {
  approveAccessCode,
  createPrivateUser,
  listPrivateUsers,
  updatePrivateUser,
  type PrivateSiteDeps,
} from './private-site.service';
import { showcaseSecret } from './private-site-signing';

/** Access codes of private showcase sites, and the approval link's endpoint (public, rate-limited). */
export const privateSiteRoutes: FeatureRoutes = (app, { config, database: { db }, mailer, keys }) => {
  const d: PrivateSiteDeps = {
    db,
    mailer,
    publicUrl: config.publicUrl,
    secret: showcaseSecret(config, keys),
  };
  registerEndpoints(app, E, {
    listPrivateSiteUsers: (req) => listPrivateUsers(d, actorOf(req), req.params.id),
    createPrivateSiteUser: (req) => createPrivateUser(d, actorOf(req), req.body),
    updatePrivateSiteUser: (req) => updatePrivateUser(d, actorOf(req), req.body),
    approveAccessCode: (req) => approveAccessCode(d, req.body),
  });
};
