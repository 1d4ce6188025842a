import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { UserSearchCriteria } from '@atrium/domain';
import { rowsOf, type Db } from '../../db/client';
import { updateVersioned, type DbOrTx, type VersionedChange } from '../../db/audited-write';
import { offices, userDashRoles, userOffices, userRoles, users } from '../../db/schema';

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

/** One page of users with the total, filtered by status and text, in the requested order. */
export async function searchUsers(db: Db, c: UserSearchCriteria) {
  const like = `%${c.text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const direction = c.sortDirection === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const rows = rowsOf(
    await db.execute(sql`
      select u.id, u.status, u.salutation, u.first_name, u.middle_name, u.last_name, u.preferred_first_name,
        u.email, u.title, u.user_name, u.last_login,
        coalesce((select array_agg(r.value order by r.value) from user_roles ur join roles r on r.key = ur.role_key
          where ur.user_id = u.id and r.grouping = 'normal'), '{}') as role_names,
        count(*) over () as total
      from users u
      where (${c.status} = 0 or u.status = ${c.status})
        and (${c.text} = '' or u.first_name ilike ${like} or u.last_name ilike ${like} or u.email ilike ${like}
          or u.user_name ilike ${like} or u.preferred_first_name ilike ${like}
          or (u.first_name || ' ' || u.last_name) ilike ${like})
      order by ${SORT_SQL[c.sortColumn]} ${direction}, u.id
      limit ${c.itemsPerPage} offset ${(c.currentPage - 1) * c.itemsPerPage}`),
  );
  return {
    totalRecords: rows.length ? Number(rows[0].total) : 0,
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

export async function activeOffices(db: Db) {
  return db
    .select({ id: offices.id, name: offices.name })
    .from(offices)
    .where(eq(offices.status, 1))
    .orderBy(asc(offices.name));
}
