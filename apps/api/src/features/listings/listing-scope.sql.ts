import { sql, type SQL } from 'drizzle-orm';
import { isSystemAdmin, type Actor } from '@atrium/domain';

/**
 * Data scope of spec/000 section 6 as a SQL condition on a listing alias `l`: a system
 * administrator sees everything; others see listings of their offices, or listings where one of
 * their agent ids is on either side.
 */
export function listingScopeSql(actor: Actor, alias = 'l'): SQL {
  if (isSystemAdmin(actor)) return sql`true`;
  const l = sql.raw(alias);
  const offices = actor.officeIds.length
    ? sql`${l}.office_id in (${sql.join(
        actor.officeIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`false`;
  const agents = actor.agentIds.length
    ? // an array of ids (not a correlated exists) lets the planner OR two index scans
      sql`${l}.id = any(array(select la.listing_id from listing_agents la where la.agent_id in (${sql.join(
        actor.agentIds.map((id) => sql`${id}`),
        sql`, `,
      )})))`
    : sql`false`;
  return sql`(${offices} or ${agents})`;
}
