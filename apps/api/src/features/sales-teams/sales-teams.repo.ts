import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  isMarketingStaff,
  isAgent,
  isSystemAdmin,
  SALES_TEAM_STATUS_TEXT,
  type Actor,
  type SalesTeamSearchCriteria,
} from '@atrium/domain';
import { rowsOf, type Db } from '../../db/client';
import { updateVersioned, type DbOrTx, type VersionedChange } from '../../db/audited-write';
import {
  agents,
  offices,
  salesTeamAssistants,
  salesTeamMembers,
  salesTeams,
  salesTeamTestimonials,
  users,
} from '../../db/schema';

export type SalesTeamRowDb = typeof salesTeams.$inferSelect;

export const updateTeamVersioned = (tx: DbOrTx, change: VersionedChange) =>
  updateVersioned<SalesTeamRowDb>(tx, { ...change, table: salesTeams });

const list = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The teams an actor may open, as a condition on the alias `st` (the rule of canEditSalesTeam):
 * a system admin every team, an agent their own teams, marketing staff the teams of their offices.
 */
export function teamScopeSql(actor: Actor): SQL {
  if (isSystemAdmin(actor)) return sql`true`;
  const own =
    isAgent(actor) && actor.salesTeamIds.length ? sql`st.id in (${list(actor.salesTeamIds)})` : sql`false`;
  const marketing =
    isMarketingStaff(actor) && actor.officeIds.length
      ? sql`st.office_id in (${list(actor.officeIds)})`
      : sql`false`;
  return sql`(${own} or ${marketing})`;
}

export async function findTeam(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ team: salesTeams, office: offices.name })
    .from(salesTeams)
    .leftJoin(offices, eq(offices.id, salesTeams.officeId))
    .where(eq(salesTeams.id, id));
  return row ?? null;
}

export async function officeExists(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: offices.id }).from(offices).where(eq(offices.id, id));
  return Boolean(row);
}

export async function insertTeam(tx: DbOrTx, values: typeof salesTeams.$inferInsert) {
  const [row] = await tx.insert(salesTeams).values(values).returning({ id: salesTeams.id });
  return row.id;
}

const SORT_SQL = {
  name: sql`st.name`,
  office: sql`o.name`,
  status: sql`st.status_id`,
  members: sql`member_count`,
  lastUpdated: sql`st.updated_at`,
} as const;

/** One page of the teams in scope, filtered by name (trigram index) and status, in the order asked. */
export async function searchTeams(db: Db, actor: Actor, c: SalesTeamSearchCriteria) {
  const like = `%${c.name.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const direction = c.sortDirection === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const rows = rowsOf(
    await db.execute(sql`
      select st.id, st.name, st.office_id, o.name as office, st.email, st.status_id, st.updated_at,
        (select count(*) from sales_team_members m where m.sales_team_id = st.id)::int as member_count,
        count(*) over () as total
      from sales_teams st left join offices o on o.id = st.office_id
      where ${teamScopeSql(actor)}
        and (${c.name} = '' or st.search_text like ${like})
        and (${c.status} = 0 or st.status_id = ${c.status})
      order by ${SORT_SQL[c.sortColumn]} ${direction}, st.id
      limit ${c.itemsPerPage} offset ${(c.currentPage - 1) * c.itemsPerPage}`),
  );
  return {
    totalRecords: rows.length ? Number(rows[0].total) : 0,
    results: rows.map((r) => ({
      id: Number(r.id),
      name: String(r.name),
      officeId: r.office_id == null ? null : Number(r.office_id),
      office: (r.office as string | null) ?? null,
      email: (r.email as string | null) ?? null,
      statusId: Number(r.status_id),
      status: SALES_TEAM_STATUS_TEXT[Number(r.status_id)] ?? 'Inactive',
      memberCount: Number(r.member_count),
      lastUpdated: new Date(r.updated_at as string).toISOString(),
    })),
  };
}

export async function findMembers(db: DbOrTx, teamId: number) {
  const rows = await db
    .select({
      agentId: agents.id,
      firstName: agents.firstName,
      lastName: agents.lastName,
      officeId: agents.officeId,
      office: offices.name,
      displayOrder: salesTeamMembers.displayOrder,
    })
    .from(salesTeamMembers)
    .innerJoin(agents, eq(agents.id, salesTeamMembers.agentId))
    .leftJoin(offices, eq(offices.id, agents.officeId))
    .where(eq(salesTeamMembers.salesTeamId, teamId))
    .orderBy(asc(salesTeamMembers.displayOrder), asc(agents.id));
  return rows.map((r) => ({
    id: r.agentId,
    agentId: r.agentId,
    name: `${r.firstName} ${r.lastName}`,
    officeId: r.officeId,
    office: r.office,
    displayOrder: r.displayOrder,
  }));
}

export async function activeAgentExists(db: DbOrTx, agentId: number) {
  const [row] = await db
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.id, agentId), eq(agents.statusId, 1)));
  return Boolean(row);
}

export async function insertMember(tx: DbOrTx, teamId: number, agentId: number) {
  const inserted = await tx
    .insert(salesTeamMembers)
    .values({
      salesTeamId: teamId,
      agentId,
      displayOrder: sql`(select coalesce(max(display_order), 0) + 1 from sales_team_members where sales_team_id = ${teamId})`,
    })
    .onConflictDoNothing()
    .returning({ agentId: salesTeamMembers.agentId });
  return inserted.length > 0;
}

export async function deleteMember(tx: DbOrTx, teamId: number, agentId: number) {
  const deleted = await tx
    .delete(salesTeamMembers)
    .where(and(eq(salesTeamMembers.salesTeamId, teamId), eq(salesTeamMembers.agentId, agentId)))
    .returning({ agentId: salesTeamMembers.agentId });
  return deleted.length > 0;
}

/** Writes the members' display orders as given (the service numbers them from 1). */
export async function setMemberOrders(
  tx: DbOrTx,
  teamId: number,
  orders: Array<{ agentId: number; displayOrder: number }>,
) {
  for (const o of orders)
    await tx
      .update(salesTeamMembers)
      .set({ displayOrder: o.displayOrder })
      .where(and(eq(salesTeamMembers.salesTeamId, teamId), eq(salesTeamMembers.agentId, o.agentId)));
}

/**
 * Keeps user_sales_teams in step with the membership: the users of the member agents belong to the
 * team, and nobody else does (sign-in reads it into actor.salesTeamIds).
 */
export async function syncTeamUsers(tx: DbOrTx, teamId: number) {
  await tx.execute(sql`
    delete from user_sales_teams ust where ust.sales_team_id = ${teamId}
      and not exists (select 1 from user_agents ua join sales_team_members m on m.agent_id = ua.agent_id
        where ua.user_id = ust.user_id and m.sales_team_id = ${teamId})`);
  await tx.execute(sql`
    insert into user_sales_teams (user_id, sales_team_id)
    select distinct ua.user_id, ${teamId}::int from user_agents ua
      join sales_team_members m on m.agent_id = ua.agent_id and m.sales_team_id = ${teamId}
    on conflict do nothing`);
}

export async function findAssistants(db: DbOrTx, teamId: number) {
  const rows = await db
    .select({
      id: salesTeamAssistants.id,
      salesTeamId: salesTeamAssistants.salesTeamId,
      userId: users.id,
      brandEmail: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(salesTeamAssistants)
    .innerJoin(users, eq(users.id, salesTeamAssistants.userId))
    .where(eq(salesTeamAssistants.salesTeamId, teamId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(salesTeamAssistants.id));
  return rows;
}

export async function activeUserExists(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, 1)));
  return Boolean(row);
}

export async function insertAssistant(tx: DbOrTx, teamId: number, userId: number) {
  const [row] = await tx
    .insert(salesTeamAssistants)
    .values({ salesTeamId: teamId, userId })
    .onConflictDoNothing()
    .returning({ id: salesTeamAssistants.id });
  return row?.id ?? null;
}

export async function deleteAssistant(tx: DbOrTx, teamId: number, assistantId: number) {
  const deleted = await tx
    .delete(salesTeamAssistants)
    .where(and(eq(salesTeamAssistants.salesTeamId, teamId), eq(salesTeamAssistants.id, assistantId)))
    .returning({ id: salesTeamAssistants.id });
  return deleted.length > 0;
}

export async function findTestimonials(db: DbOrTx, teamId: number) {
  return db
    .select({
      author: salesTeamTestimonials.author,
      text: salesTeamTestimonials.text,
      syncedAt: salesTeamTestimonials.syncedAt,
    })
    .from(salesTeamTestimonials)
    .where(eq(salesTeamTestimonials.salesTeamId, teamId))
    .orderBy(asc(salesTeamTestimonials.displayOrder));
}

export async function replaceTestimonials(
  tx: DbOrTx,
  teamId: number,
  list: Array<{ author: string; text: string }>,
) {
  await tx.delete(salesTeamTestimonials).where(eq(salesTeamTestimonials.salesTeamId, teamId));
  if (list.length)
    await tx
      .insert(salesTeamTestimonials)
      .values(
        list.map((t, i) => ({ salesTeamId: teamId, author: t.author, text: t.text, displayOrder: i + 1 })),
      );
}
