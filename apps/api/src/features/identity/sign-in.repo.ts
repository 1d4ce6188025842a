import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { roleKey } from '@atrium/domain';
import { rowsOf, type Db } from '../../db/client';
import type { DbOrTx } from '../../db/audited-write';
import {
  DEMO_DATA_SETTING,
  settings,
  userPasswordResets,
  userPasswords,
  userRoles,
  users,
} from '../../db/schema';

/** Whether the demo network was created in this database (the seed leaves a marker). */
export async function hasDemoDataMarker(db: Db): Promise<boolean> {
  const rows = await db
    .select({ key: settings.key })
    .from(settings)
    .where(eq(settings.key, DEMO_DATA_SETTING));
  return rows.length > 0;
}

/**
 * The active user of an e-mail with their password hash (null when they have none), or null
 * when no active user has that e-mail.
 */
export async function findSignInCredential(
  db: Db,
  email: string,
): Promise<{ userId: number; passwordHash: string | null } | null> {
  const [row] = rowsOf<{ id: number; password_hash: string | null }>(
    await db.execute(sql`
      select u.id, p.password_hash from users u left join user_passwords p on p.user_id = u.id
      where lower(u.email) = lower(${email}) and u.status = 1 limit 1`),
  );
  return row ? { userId: Number(row.id), passwordHash: row.password_hash } : null;
}

export type PasswordUser = { id: number; email: string; firstName: string; lastName: string; status: number };

export async function findPasswordUser(db: DbOrTx, id: number): Promise<PasswordUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      status: users.status,
    })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

export async function hasPassword(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: userPasswords.userId })
    .from(userPasswords)
    .where(eq(userPasswords.userId, userId));
  return rows.length > 0;
}

/** When each of these users last had a password set; users without one are absent. */
export async function passwordChangeTimes(db: Db, userIds: number[]): Promise<Map<number, string>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({ userId: userPasswords.userId, changedAt: userPasswords.changedAt })
    .from(userPasswords)
    .where(inArray(userPasswords.userId, userIds));
  return new Map(rows.map((r) => [r.userId, r.changedAt]));
}

/** Sets (or replaces) the user's password hash and voids every reset link still open. */
export async function savePasswordHash(
  tx: DbOrTx,
  userId: number,
  passwordHash: string,
  changedBy: number | null,
) {
  await tx
    .insert(userPasswords)
    .values({ userId, passwordHash, changedBy })
    .onConflictDoUpdate({
      target: userPasswords.userId,
      set: { passwordHash, changedBy, changedAt: sql`now()` },
    });
  await tx
    .update(userPasswordResets)
    .set({ isUsed: true })
    .where(and(eq(userPasswordResets.userId, userId), eq(userPasswordResets.isUsed, false)));
}

/** A new reset link replaces every earlier unused one of the user. */
export async function insertReset(
  tx: DbOrTx,
  row: { userId: number; tokenHash: string; expiresAt: Date; createdBy: number | null },
) {
  await tx
    .update(userPasswordResets)
    .set({ isUsed: true })
    .where(and(eq(userPasswordResets.userId, row.userId), eq(userPasswordResets.isUsed, false)));
  await tx.insert(userPasswordResets).values({ ...row, expiresAt: row.expiresAt.toISOString() });
}

const openReset = (tokenHash: string) =>
  and(
    eq(userPasswordResets.tokenHash, tokenHash),
    eq(userPasswordResets.isUsed, false),
    gt(userPasswordResets.expiresAt, sql`now()`),
  );

/** The user of a reset link that is unused and unexpired, without using it. */
export async function findOpenReset(db: DbOrTx, tokenHash: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: userPasswordResets.userId })
    .from(userPasswordResets)
    .where(openReset(tokenHash));
  return row?.userId ?? null;
}

/**
 * Marks a valid reset link used in one statement, so it works once even when two requests race;
 * answers the user id or null.
 */
export async function consumeReset(tx: DbOrTx, tokenHash: string): Promise<number | null> {
  const [row] = await tx
    .update(userPasswordResets)
    .set({ isUsed: true })
    .where(openReset(tokenHash))
    .returning({ userId: userPasswordResets.userId });
  return row?.userId ?? null;
}

export async function touchLastLogin(db: Db, userId: number) {
  await db
    .update(users)
    .set({ lastLogin: sql`now()` })
    .where(eq(users.id, userId));
}

/** How many active system administrators can sign in with a password. */
export async function countAdministratorsWithPassword(db: Db): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n from users u
      join user_passwords p on p.user_id = u.id
      join user_roles r on r.user_id = u.id and r.role_key = ${roleKey('systemAdmin')}
      where u.status = 1`),
  );
  return Number(row.n);
}

export async function findUserIdByEmail(db: DbOrTx, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row?.id ?? null;
}

/** A new active user holding the system administrator role. */
export async function insertAdministrator(
  tx: DbOrTx,
  u: { email: string; firstName: string; lastName: string },
): Promise<number> {
  const [row] = await tx
    .insert(users)
    .values({
      email: u.email,
      userName: u.email.split('@')[0],
      firstName: u.firstName,
      lastName: u.lastName,
      preferredFirstName: u.firstName,
      title: 'System Administrator',
      employeeType: 'Employee',
      status: 1,
    })
    .returning({ id: users.id });
  await grantAdministrator(tx, row.id);
  return row.id;
}

/** Makes an existing user an active system administrator. */
export async function grantAdministrator(tx: DbOrTx, userId: number) {
  await tx
    .insert(userRoles)
    .values({ userId, roleKey: roleKey('systemAdmin') })
    .onConflictDoNothing();
  await tx
    .update(users)
    .set({ status: 1, version: sql`${users.version} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
