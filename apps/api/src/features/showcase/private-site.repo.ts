import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/audited-write';
import { privateSiteUserLogins, privateSiteUsers } from '../../db/schema';

export type PrivateSiteUserRow = typeof privateSiteUsers.$inferSelect;

/** A site's access codes, newest first. */
export const listPrivateSiteUsers = (db: DbOrTx, siteId: number) =>
  db
    .select()
    .from(privateSiteUsers)
    .where(eq(privateSiteUsers.showcaseSiteId, siteId))
    .orderBy(desc(privateSiteUsers.createdDate), desc(privateSiteUsers.id));

/** The login dates of these users, newest first, by user id. */
export async function loginDatesByUser(db: DbOrTx, userIds: number[]): Promise<Map<number, string[]>> {
  const byUser = new Map<number, string[]>();
  if (!userIds.length) return byUser;
  const rows = await db
    .select({ userId: privateSiteUserLogins.privateSiteUserId, loginDate: privateSiteUserLogins.loginDate })
    .from(privateSiteUserLogins)
    .where(inArray(privateSiteUserLogins.privateSiteUserId, userIds))
    .orderBy(desc(privateSiteUserLogins.loginDate), desc(privateSiteUserLogins.id));
  for (const r of rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r.loginDate]);
  return byUser;
}

export async function findPrivateSiteUser(db: DbOrTx, siteId: number, id: number) {
  const [row] = await db
    .select()
    .from(privateSiteUsers)
    .where(and(eq(privateSiteUsers.showcaseSiteId, siteId), eq(privateSiteUsers.id, id)));
  return row ?? null;
}

/** A site's user holding this exact code (codes are case-sensitive), or null. */
export async function findPrivateSiteUserByCode(db: DbOrTx, siteId: number, accessCode: string) {
  const [row] = await db
    .select()
    .from(privateSiteUsers)
    .where(and(eq(privateSiteUsers.showcaseSiteId, siteId), eq(privateSiteUsers.accessCode, accessCode)));
  return row ?? null;
}

export const insertPrivateSiteUser = async (db: DbOrTx, values: typeof privateSiteUsers.$inferInsert) =>
  (await db.insert(privateSiteUsers).values(values).returning())[0]!;

export const updatePrivateSiteUser = (
  db: DbOrTx,
  id: number,
  values: Partial<typeof privateSiteUsers.$inferInsert>,
) => db.update(privateSiteUsers).set(values).where(eq(privateSiteUsers.id, id));

export const recordPrivateSiteLogin = (db: DbOrTx, userId: number) =>
  db.insert(privateSiteUserLogins).values({ privateSiteUserId: userId });
