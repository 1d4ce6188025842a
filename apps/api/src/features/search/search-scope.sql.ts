import { sql, type SQL } from 'drizzle-orm';
import { isSystemAdmin, type Actor } from '@atrium/domain';

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

/** Applications the directory shows: every one for a system administrator, else those shown. */
export function applicationScopeSql(actor: Actor, alias = 'ap'): SQL {
  if (isSystemAdmin(actor)) return sql`true`;
  return sql`${sql.raw(alias)}.can_show`;
}
