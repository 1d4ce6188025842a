import { ROLE_CATALOGUE, roleByKey } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { actorOf } from '../../plugins/access';
import { findUserRecord, type UserRecord } from './actor.repo';
import { notFound } from '../../lib/http-error';

/** The user of spec/000 section 3.2 as POST user/authorize returns it. */
export function toAuthorizedUser(user: UserRecord) {
  return {
    userId: user.userId,
    profileId: user.profileId,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    userName: user.userName,
    employeeType: user.employeeType,
    oktaId: user.oktaId,
    dashStaffId: user.dashStaffId,
    memberOf: user.roleIds.map((id) => roleByKey(id)?.value).filter(Boolean),
    roles: user.roleIds.map((roleId) => ({ roleId, name: roleByKey(roleId)?.value ?? roleId })),
    roleCodes: user.roles,
    officeIds: user.officeIds,
    agentIds: user.agentIds,
    salesTeamIds: user.salesTeamIds,
    tridentOfficeIds: user.officeIds,
    isAssociatedWithBuilding: user.isAssociatedWithBuilding,
    agentId: user.agentIds[0] ?? null,
  };
}

export const identityRoutes: FeatureRoutes = (app, { database: { db } }) => {
  app.post(
    '/api/user/authorize',
    { config: { allow: 'signedIn' }, schema: { tags: ['identity'] } },
    async (req) => {
      const actor = actorOf(req);
      const user = await findUserRecord(db, { id: actor.userId });
      if (!user) throw notFound();
      return toAuthorizedUser(user);
    },
  );

  app.get('/api/roles', { config: { allow: 'signedIn' }, schema: { tags: ['identity'] } }, async () =>
    ROLE_CATALOGUE.map((r) => ({ key: r.key, value: r.value, grouping: r.grouping })),
  );
};
