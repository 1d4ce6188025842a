import { etagFor, usersEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { expectedVersion, savedVersion } from '../../lib/versioned-reply';
import { actorOf } from '../../plugins/access';
import * as users from './users.service';
import { sendDownload } from '../files';

/** User administration: system administrators only. */
export const usersRoutes: FeatureRoutes = (app, { database: { db } }) => {
  registerEndpoints(app, E, {
    searchUsers: (req) => users.searchUsers(db, req.body),
    exportActiveUsers: async (req, reply) =>
      sendDownload(reply, await users.exportActiveUsers(db, req.body.text)),
    getUserAudit: (req) => users.userAudit(db, req.body),
    getUserDetailSummary: async (req, reply) => {
      const { version, summary } = await users.getDetailSummary(db, req.params.id);
      reply.header('ETag', etagFor(version));
      return summary;
    },
    saveUserDetailSummary: async (req, reply) =>
      savedVersion(
        reply,
        await users.saveDetailSummary(db, actorOf(req), req.params.id, req.body, expectedVersion(req)),
      ),
    getUserRoles: (req) => users.getUserRoles(db, req.params.id),
    saveUserRoles: (req) => users.saveUserRoles(db, actorOf(req), req.params.id, req.body.roleIds),
    getUserOffices: (req) => users.getUserOffices(db, req.params.id),
    getUserAssists: (req) => users.getUserAssists(db, req.params.id),
    saveUserOffices: (req) => users.saveUserOffices(db, actorOf(req), req.params.id, req.body.officeIds),
    getDashRoleLookups: () => users.dashRoleLookups(db),
    getUserDashRoles: (req) => users.getDashRolesOfUser(db, req.params.id),
    addUserDashRole: (req) =>
      users.addDashRole(db, actorOf(req), {
        userId: req.body.userId,
        officeId: req.body.officeId!,
        roleId: req.body.roleId!,
      }),
    removeUserDashRole: async (req, reply) => {
      await users.removeDashRole(db, actorOf(req), req.params.id);
      return reply.status(204).send();
    },
  });
};
