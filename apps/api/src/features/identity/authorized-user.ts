import { roleByKey } from '@atrium/domain';
import type { UserRecord } from './actor.repo';

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
    memberOf: user.roleIds.map((id) => roleByKey(id)?.value).filter((v) => v !== undefined),
    roles: user.roleIds.map((roleId) => ({ roleId, name: roleByKey(roleId)?.value ?? roleId })),
    roleCodes: [...user.roles],
    officeIds: [...user.officeIds],
    agentIds: [...user.agentIds],
    salesTeamIds: [...user.salesTeamIds],
    tridentOfficeIds: [...user.officeIds],
    isAssociatedWithBuilding: user.isAssociatedWithBuilding,
    agentId: user.agentIds[0] ?? null,
  };
}
