import type { RoleCode } from './roles';

/** Who is acting: the signed-in user, or the masquerade target with the real user kept. */
export type Actor = {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  roles: readonly RoleCode[];
  officeIds: readonly number[];
  agentIds: readonly number[];
  salesTeamIds: readonly number[];
  isAssociatedWithBuilding: boolean;
  realUserId?: number | null;
};

export function hasRole(actor: Pick<Actor, 'roles'>, code: RoleCode): boolean {
  return actor.roles.includes(code);
}
/** The helper of spec/000 section 6: grants an action when the user has any role in a list. */
export function hasAnyRole(actor: Pick<Actor, 'roles'>, codes: readonly RoleCode[]): boolean {
  return codes.some((c) => actor.roles.includes(c));
}
export function isSystemAdmin(actor: Pick<Actor, 'roles'>): boolean {
  return actor.roles.includes('systemAdmin');
}
export function isAgent(actor: Pick<Actor, 'roles'>): boolean {
  return actor.roles.includes('agent');
}
/** Corporate marketing employees and marketing coordinators: they work on the records of their offices. */
export function isMarketingStaff(actor: Pick<Actor, 'roles'>): boolean {
  return hasAnyRole(actor, ['corporateMarketingEmployee', 'marketingCoordinator']);
}
/**
 * An agent who is not also an administrator or marketing staff: the agents and sales-teams lists
 * open on their own records for them.
 */
export function isAgentOnly(actor: Pick<Actor, 'roles'>): boolean {
  return isAgent(actor) && !isSystemAdmin(actor) && !isMarketingStaff(actor);
}
/** System admin or power user is 'privileged' in the listing form. */
export function isPrivileged(actor: Pick<Actor, 'roles'>): boolean {
  return hasAnyRole(actor, ['systemAdmin', 'powerUser']);
}
