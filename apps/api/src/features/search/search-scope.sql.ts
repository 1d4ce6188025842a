import { sql, type SQL } from 'drizzle-orm';
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
  const ap = sql.raw(alias);
  const keys = actor.roles.map((code) => roleKey(code));
  const inOffice = actor.officeIds.length
    ? sql`or exists (select 1 from application_offices x where x.application_id = ${ap}.id and x.office_id in (${ids(actor.officeIds)}))`
    : sql``;
  const hasRole = keys.length
    ? sql`or exists (select 1 from application_roles x where x.application_id = ${ap}.id and x.role_key in (${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )}))`
    : sql``;
  return sql`(${ap}.can_show
    and (not exists (select 1 from application_offices x where x.application_id = ${ap}.id) ${inOffice})
    and (not exists (select 1 from application_roles x where x.application_id = ${ap}.id) ${hasRole}))`;
}
