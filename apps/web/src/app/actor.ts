import type { Actor } from '@atrium/domain';
import type { SessionUser } from '../lib/session-store';

/** The session user as the domain's Actor (roles as codes). */
export function actorFromUser(user: SessionUser): Actor {
  return {
    userId: user.userId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    roles: user.roleCodes,
    officeIds: user.officeIds,
    agentIds: user.agentIds,
    salesTeamIds: user.salesTeamIds,
    isAssociatedWithBuilding: user.isAssociatedWithBuilding,
  };
}
