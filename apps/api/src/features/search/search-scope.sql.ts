import { sql, type Param, type Placeholder, type SQL } from 'drizzle-orm';
import { isSystemAdmin, roleKey, type Actor } from '@atrium/domain';

const ids = (values: readonly number[]) =>
  sql.join(
    values.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * Data scope of spec/000 section 6 for the people and organisations the search returns, as SQL
 * on an alias. A system administrator sees everything; others see agents of their offices, their
 * own agent ids and their teams' members; teams of their offices or their own teams; their offices.
 * (Listings use listingScopeSql of the listings feature.)
 */
export function agentScopeSql(actor: Actor, alias = 'a'): SQL {
  if (isSystemAdmin(actor)) return sql`true`;
  const a = sql.raw(alias);
  const parts: SQL[] = [];
  if (actor.officeIds.length) parts.push(sql`${a}.office_id in (${ids(actor.officeIds)})`);
  if (actor.agentIds.length) parts.push(sql`${a}.id in (${ids(actor.agentIds)})`);
  if (actor.salesTeamIds.length)
    parts.push(
      sql`exists (select 1 from sales_team_members m where m.agent_id = ${a}.id and m.sales_team_id in (${ids(actor.salesTeamIds)}))`,
    );
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

export function salesTeamScopeSql(actor: Actor, alias = 't'): SQL {
  if (isSystemAdmin(actor)) return sql`true`;
  const t = sql.raw(alias);
  const parts: SQL[] = [];
  if (actor.officeIds.length) parts.push(sql`${t}.office_id in (${ids(actor.officeIds)})`);
  if (actor.salesTeamIds.length) parts.push(sql`${t}.id in (${ids(actor.salesTeamIds)})`);
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

export function officeScopeSql(actor: Actor, alias = 'o'): SQL {
  if (isSystemAdmin(actor)) return sql`true`;
  const o = sql.raw(alias);
  return actor.officeIds.length ? sql`${o}.id in (${ids(actor.officeIds)})` : sql`false`;
}

/**
 * The applications an actor may see, in the directory, the global search, favourites and logos
 * (the one place of this rule; canSeeApplication in the domain states it): every one for a
 * system administrator; for others the shown ones (canShow) that name none of their offices'
 * limits or one of their offices, and none of their roles' limits or one of their roles.
 */
export function applicationScopeSql(actor: Actor, alias = 'ap'): SQL {
  if (isSystemAdmin(actor)) return sql`true`;
  const { officeIds, roleKeys } = applicationScopeValues(actor);
  return shownApplicationsSql(alias, { officeIds: sql.param(officeIds), roleKeys: sql.param(roleKeys) });
}

/** What the rule reads of an actor who is not a system administrator: office ids and role keys. */
export const applicationScopeValues = (actor: Actor) => ({
  officeIds: actor.officeIds,
  roleKeys: actor.roles.map((code) => roleKey(code)),
});

/**
 * The rule for an actor who is not a system administrator, with the actor's office ids and role
 * keys as one array each: the actor's values, or a prepared statement's placeholders, so one text
 * serves every actor (an empty array matches no limit, as the rule says).
 */
export function shownApplicationsSql(
  alias: string,
  actor: { officeIds: Param | Placeholder; roleKeys: Param | Placeholder },
): SQL {
  const ap = sql.raw(alias);
  return sql`(${ap}.can_show
    and (not exists (select 1 from application_offices x where x.application_id = ${ap}.id)
      or exists (select 1 from application_offices x where x.application_id = ${ap}.id and x.office_id = any(${actor.officeIds})))
    and (not exists (select 1 from application_roles x where x.application_id = ${ap}.id)
      or exists (select 1 from application_roles x where x.application_id = ${ap}.id and x.role_key = any(${actor.roleKeys}))))`;
}
