import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { UserSearchCriteria } from '@atrium/domain';
import { rowsOf, type Db } from '../../db/client';
import { updateVersioned, type DbOrTx, type VersionedChange } from '../../db/audited-write';
import {
  agentAssistants,
  agents,
  offices,
  salesTeamAssistants,
  salesTeams,
  userDashRoles,
  userOffices,
  userRoles,
  users,
} from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export const updateUserVersioned = (tx: DbOrTx, change: VersionedChange) =>
  updateVersioned<UserRow>(tx, { ...change, table: users });

const SORT_SQL = {
  lastName: sql`lower(u.last_name)`,
  firstName: sql`lower(u.first_name)`,
  email: sql`lower(u.email)`,
  title: sql`lower(u.title)`,
  status: sql`u.status`,
  lastLogin: sql`u.last_login`,
} as const;

/**
 * The text a user is found by: names, e-mail and username in one expression, which the trigram
 * index users_search_trgm_idx covers (the migration spells the same expression).
 */
const USER_SEARCH_TEXT = sql`(u.first_name || ' ' || u.last_name || ' ' || u.email || ' ' || coalesce(u.user_name, '') || ' ' || coalesce(u.preferred_first_name, ''))`;

/** The total of a page past the end (the window count of a page comes with its rows). */
async function countRows(db: Db, query: SQL) {
  return Number(rowsOf<{ n: number | string }>(await db.execute(query))[0].n);
}

/** The search-text condition the list and the export share (the trigram index covers it). */
function searchTextSql(text: string) {
  if (!text) return sql`true`;
  return sql`${USER_SEARCH_TEXT} ilike ${`%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`}`;
}

/** One page of users with the total, filtered by status and text, in the requested order. */
export async function searchUsers(db: Db, c: UserSearchCriteria) {
  const direction = c.sortDirection === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const where = sql`${c.status === 0 ? sql`true` : sql`u.status = ${c.status}`} and ${searchTextSql(c.text)}`;
  const rows = rowsOf(
    await db.execute(sql`
      select u.id, u.status, u.salutation, u.first_name, u.middle_name, u.last_name, u.preferred_first_name,
        u.email, u.title, u.user_name, u.last_login,
        coalesce((select array_agg(r.value order by r.value) from user_roles ur join roles r on r.key = ur.role_key
          where ur.user_id = u.id and r.grouping = 'normal'), '{}') as role_names,
        count(*) over () as total
      from users u
      where ${where}
      order by ${SORT_SQL[c.sortColumn]} ${direction}, u.id
      limit ${c.itemsPerPage} offset ${(c.currentPage - 1) * c.itemsPerPage}`),
  );
  return {
    totalRecords: rows.length
      ? Number(rows[0].total)
      : c.currentPage > 1
        ? await countRows(db, sql`select count(*) as n from users u where ${where}`)
        : 0,
    results: rows.map((r) => ({
      id: Number(r.id),
      status: Number(r.status),
      salutation: r.salutation as string | null,
      firstName: String(r.first_name),
      middleName: r.middle_name as string | null,
      lastName: String(r.last_name),
      preferredFirstName: r.preferred_first_name as string | null,
      email: String(r.email),
      title: r.title as string | null,
      userName: r.user_name as string | null,
      lastLogin: r.last_login as string | null,
      roles: r.role_names as string[],
    })),
  };
}

export async function findUser(db: DbOrTx, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function isEmailUsedByOther(db: DbOrTx, email: string, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, id)));
  return rows.length > 0;
}

export async function findRoleKeys(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .select({ key: userRoles.roleKey })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.roleKey));
  return rows.map((r) => r.key);
}

export async function replaceRoleKeys(tx: DbOrTx, userId: number, keys: string[]) {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  if (keys.length) await tx.insert(userRoles).values(keys.map((roleKey) => ({ userId, roleKey })));
}

export async function findUserOffices(db: DbOrTx, userId: number) {
  return db
    .select({ id: offices.id, name: offices.name, status: offices.status })
    .from(userOffices)
    .innerJoin(offices, eq(offices.id, userOffices.officeId))
    .where(eq(userOffices.userId, userId))
    .orderBy(asc(offices.name));
}

/** The agents and sales teams the user assists, by name, each with its office. */
export async function findAssisted(db: DbOrTx, userId: number) {
  const [agentRows, teamRows] = await Promise.all([
    db
      .select({
        id: agents.id,
        name: sql<string>`${agents.firstName} || ' ' || ${agents.lastName}`,
        officeName: offices.name,
      })
      .from(agentAssistants)
      .innerJoin(agents, eq(agents.id, agentAssistants.agentId))
      .leftJoin(offices, eq(offices.id, agents.officeId))
      .where(eq(agentAssistants.userId, userId))
      .orderBy(asc(agents.lastName), asc(agents.firstName), asc(agents.id)),
    db
      .select({ id: salesTeams.id, name: salesTeams.name, officeName: offices.name })
      .from(salesTeamAssistants)
      .innerJoin(salesTeams, eq(salesTeams.id, salesTeamAssistants.salesTeamId))
      .leftJoin(offices, eq(offices.id, salesTeams.officeId))
      .where(eq(salesTeamAssistants.userId, userId))
      .orderBy(asc(salesTeams.name), asc(salesTeams.id)),
  ]);
  return { agents: agentRows, salesTeams: teamRows };
}

export async function existingOfficeIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.select({ id: offices.id }).from(offices).where(inArray(offices.id, ids));
  return rows.map((r) => r.id);
}

export async function replaceOfficeIds(tx: DbOrTx, userId: number, officeIds: number[]) {
  await tx.delete(userOffices).where(eq(userOffices.userId, userId));
  if (officeIds.length)
    await tx.insert(userOffices).values(officeIds.map((officeId) => ({ userId, officeId })));
}

/** Bumps the user's version so an open edit form sees the change (roles and offices live apart). */
export async function touchUser(tx: DbOrTx, userId: number) {
  await tx
    .update(users)
    .set({ version: sql`${users.version} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function findDashRolesOfUser(db: DbOrTx, userId: number) {
  return db
    .select({
      id: userDashRoles.id,
      userId: userDashRoles.userId,
      officeId: userDashRoles.officeId,
      officeName: offices.name,
      roleId: userDashRoles.roleId,
    })
    .from(userDashRoles)
    .innerJoin(offices, eq(offices.id, userDashRoles.officeId))
    .where(eq(userDashRoles.userId, userId))
    .orderBy(asc(offices.name), asc(userDashRoles.id));
}

export async function findDashRole(db: DbOrTx, id: number) {
  const [row] = await db.select().from(userDashRoles).where(eq(userDashRoles.id, id));
  return row ?? null;
}

export async function hasDashRole(db: DbOrTx, userId: number, officeId: number, roleId: string) {
  const rows = await db
    .select({ id: userDashRoles.id })
    .from(userDashRoles)
    .where(
      and(
        eq(userDashRoles.userId, userId),
        eq(userDashRoles.officeId, officeId),
        eq(sql`lower(${userDashRoles.roleId})`, roleId.toLowerCase()),
      ),
    );
  return rows.length > 0;
}

export async function insertDashRole(tx: DbOrTx, row: { userId: number; officeId: number; roleId: string }) {
  const [created] = await tx.insert(userDashRoles).values(row).returning();
  return created;
}

export async function deleteDashRole(tx: DbOrTx, id: number) {
  await tx.delete(userDashRoles).where(eq(userDashRoles.id, id));
}

export async function officeName(db: DbOrTx, id: number): Promise<string | null> {
  const [row] = await db.select({ name: offices.name }).from(offices).where(eq(offices.id, id));
  return row?.name ?? null;
}

export async function activeOffices(db: Db) {
  return db
    .select({ id: offices.id, name: offices.name })
    .from(offices)
    .where(eq(offices.status, 1))
    .orderBy(asc(offices.name));
}

/** Every active user matching the text, by last name, with role and office names (the export). */
export async function findActiveUsersForExport(db: Db, text: string, limit: number) {
  const rows = rowsOf(
    await db.execute(sql`
      select u.id, u.salutation, u.first_name, u.middle_name, u.last_name, u.preferred_first_name, u.email,
        u.title, u.user_name, u.dash_staff_id, u.okta_id, u.last_login,
        coalesce((select string_agg(r.value, ', ' order by r.value) from user_roles ur join roles r on r.key = ur.role_key
          where ur.user_id = u.id and r.grouping = 'normal'), '') as role_names,
        coalesce((select string_agg(r.value, ', ' order by r.value) from user_roles ur join roles r on r.key = ur.role_key
          where ur.user_id = u.id and r.grouping = 'permission'), '') as permission_names,
        coalesce((select string_agg(o.name, ', ' order by o.name) from user_offices uo join offices o on o.id = uo.office_id
          where uo.user_id = u.id), '') as office_names
      from users u
      where u.status = 1 and ${searchTextSql(text)}
      order by lower(u.last_name), lower(u.first_name), u.id
      limit ${limit}`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    salutation: r.salutation as string | null,
    firstName: String(r.first_name),
    middleName: r.middle_name as string | null,
    lastName: String(r.last_name),
    preferredFirstName: r.preferred_first_name as string | null,
    email: String(r.email),
    title: r.title as string | null,
    userName: r.user_name as string | null,
    dashStaffId: r.dash_staff_id == null ? null : Number(r.dash_staff_id),
    oktaId: r.okta_id as string | null,
    lastLogin: r.last_login == null ? null : new Date(r.last_login as string),
    roles: String(r.role_names),
    permissions: String(r.permission_names),
    offices: String(r.office_names),
  }));
}

type AuditRow = {
  id: string | number;
  entity_type: string;
  entity_id: number;
  action: string;
  changed_at: string;
  changes: Array<{ field: string; oldValue: unknown; newValue: unknown }>;
  user_id: number | null;
  real_user_id: number | null;
  first_name: string | null;
  last_name: string | null;
  real_first_name: string | null;
  real_last_name: string | null;
  total: string | number;
};

/**
 * A page of a user's audit, newest first: the changes of the user record ('record'), or every
 * change the user made, themselves or while masquerading ('actions').
 */
export async function findUserAuditPage(
  db: Db,
  q: { userId: number; of: 'record' | 'actions'; pageNumber: number; pageSize: number },
) {
  const where =
    q.of === 'record'
      ? sql`lower(a.entity_type) = 'user' and a.entity_id = ${q.userId}`
      : sql`(a.user_id = ${q.userId} or a.real_user_id = ${q.userId})`;
  const rows = rowsOf<AuditRow>(
    await db.execute(sql`
      select a.id, a.entity_type, a.entity_id, a.action, a.changed_at, a.changes, a.user_id, a.real_user_id,
        u.first_name, u.last_name, r.first_name as real_first_name, r.last_name as real_last_name,
        count(*) over () as total
      from audits a
      left join users u on u.id = a.user_id
      left join users r on r.id = a.real_user_id
      where ${where}
      order by a.id desc
      limit ${q.pageSize} offset ${(q.pageNumber - 1) * q.pageSize}`),
  );
  return {
    totalRecords: rows.length
      ? Number(rows[0].total)
      : q.pageNumber > 1
        ? await countRows(db, sql`select count(*) as n from audits a where ${where}`)
        : 0,
    results: rows.map((r) => ({
      id: Number(r.id),
      entityType: r.entity_type,
      entityId: Number(r.entity_id),
      action: r.action,
      changedAt: r.changed_at,
      changes: r.changes,
      userId: r.user_id,
      userName: r.first_name ? `${r.first_name} ${r.last_name}` : null,
      realUserId: r.real_user_id,
      realUserName: r.real_first_name ? `${r.real_first_name} ${r.real_last_name}` : null,
    })),
  };
}
