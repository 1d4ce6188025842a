import type { Actor } from './actor';

/** An actor for the domain's tests: no roles, offices, agents or teams unless given. */
export const testActor = (over: Partial<Actor> = {}): Actor => ({
  userId: 1,
  email: 'x@y',
  firstName: 'X',
  lastName: 'Y',
  roles: [],
  officeIds: [],
  agentIds: [],
  salesTeamIds: [],
  isAssociatedWithBuilding: false,
  ...over,
});
