import { isAgent, isMarketingStaff, isSystemAdmin, type Actor } from './actor';

/**
 * Who may open and change agents, sales teams and offices (spec/002 sections 2 and 6): the
 * route's roles, then the data scope. A system admin sees every record; corporate marketing
 * employees and marketing coordinators the records of their offices; an agent only their own
 * agent ids and sales teams. Shared by the three features, their photos and videos.
 */
const inOffices = (actor: Actor, officeIds: readonly (number | null)[]) =>
  officeIds.some((id) => id != null && actor.officeIds.includes(id));

/** What the agent rules need: the agent's id and every office it works from. */
export type AgentAccessFacts = { agentId: number; officeIds: readonly (number | null)[] };

/** Opening and editing an agent (field locks aside: agent.rules decides those). */
export function canEditAgent(actor: Actor, agent: AgentAccessFacts): boolean {
  if (isSystemAdmin(actor)) return true;
  if (isAgent(actor) && actor.agentIds.includes(agent.agentId)) return true;
  return isMarketingStaff(actor) && inOffices(actor, agent.officeIds);
}

/** What the sales-team rules need: the team's id and office. */
export type SalesTeamAccessFacts = { salesTeamId: number; officeId: number | null };

/** Opening and editing a sales team: its members' agents, or marketing staff of its office. */
export function canEditSalesTeam(actor: Actor, team: SalesTeamAccessFacts): boolean {
  if (isSystemAdmin(actor)) return true;
  if (isAgent(actor) && actor.salesTeamIds.includes(team.salesTeamId)) return true;
  return isMarketingStaff(actor) && inOffices(actor, [team.officeId]);
}

/** Creating a sales team (the creation form): system admins and marketing staff. */
export function canCreateSalesTeam(actor: Actor): boolean {
  return isSystemAdmin(actor) || isMarketingStaff(actor);
}

/** Opening an office and editing its details, history and photo: marketing staff of it. */
export function canEditOffice(actor: Actor, officeId: number): boolean {
  if (isSystemAdmin(actor)) return true;
  return isMarketingStaff(actor) && actor.officeIds.includes(officeId);
}

/**
 * The office's admin functions (settings, managers, design vault, creation, deactivation): the
 * spec leaves the role open; chosen: system admins only.
 */
export function canAdministerOffices(actor: Actor): boolean {
  return isSystemAdmin(actor);
}
