import { and, eq, gt, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import type { DbOrTx } from '../../db/audited-write';
import { photographerAccounts, photographerPasswordResets } from '../../db/schema';

export type PhotographerAccount = typeof photographerAccounts.$inferSelect;

export async function findAccountByEmail(db: DbOrTx, email: string): Promise<PhotographerAccount | null> {
  const [row] = await db
    .select()
    .from(photographerAccounts)
    .where(eq(sql`lower(${photographerAccounts.email})`, email.toLowerCase()));
  return row ?? null;
}

export async function findAccount(db: DbOrTx, id: number): Promise<PhotographerAccount | null> {
  const [row] = await db.select().from(photographerAccounts).where(eq(photographerAccounts.id, id));
  return row ?? null;
}

/** Inserts the account, or answers null when the e-mail is already taken. */
export async function insertAccount(
  db: DbOrTx,
  row: { email: string; firstName: string; lastName: string; passwordHash: string },
): Promise<PhotographerAccount | null> {
  const [created] = await db
    .insert(photographerAccounts)
    .values(row)
    .onConflictDoNothing({ target: photographerAccounts.email })
    .returning();
  return created ?? null;
}

export async function setPasswordHash(db: DbOrTx, id: number, passwordHash: string) {
  await db.update(photographerAccounts).set({ passwordHash }).where(eq(photographerAccounts.id, id));
}

export async function touchLastLogin(db: DbOrTx, id: number) {
  await db
    .update(photographerAccounts)
    .set({ lastLogin: sql`now()` })
    .where(eq(photographerAccounts.id, id));
}

/** A new reset link replaces every earlier unused one of the account. */
export async function insertReset(db: DbOrTx, accountId: number, tokenHash: string, expiresAt: Date) {
  await db
    .update(photographerPasswordResets)
    .set({ isUsed: true })
    .where(
      and(eq(photographerPasswordResets.accountId, accountId), eq(photographerPasswordResets.isUsed, false)),
    );
  await db
    .insert(photographerPasswordResets)
    .values({ accountId, tokenHash, expiresAt: expiresAt.toISOString() });
}

/**
 * Marks a valid (unused, unexpired) reset as used in one statement, so a link works once even
 * when two requests race; answers the account id or null.
 */
export async function consumeReset(db: DbOrTx, tokenHash: string): Promise<number | null> {
  const [row] = await db
    .update(photographerPasswordResets)
    .set({ isUsed: true })
    .where(
      and(
        eq(photographerPasswordResets.tokenHash, tokenHash),
        eq(photographerPasswordResets.isUsed, false),
        gt(photographerPasswordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ accountId: photographerPasswordResets.accountId });
  return row?.accountId ?? null;
}

/** The listings the photographer was invited to, newest invitation first. */
export async function findInvitedListings(db: Db, email: string) {
  const rows = rowsOf(
    await db.execute(sql`
      select l.id, l.title, l.address1, l.city, l.state, l.zip, l.listing_status_id, o.name as office_name,
        min(i.created_at) as invited_date
      from photographer_invites i
      join listings l on l.id = i.listing_id
      left join offices o on o.id = l.office_id
      where lower(i.email) = ${email.toLowerCase()}
      group by l.id, o.name
      order by min(i.created_at) desc, l.id`),
  );
  return rows.map((r) => ({
    listingId: Number(r.id),
    title: r.title as string | null,
    address1: r.address1 as string | null,
    city: r.city as string | null,
    state: r.state as string | null,
    zip: r.zip as string | null,
    listingStatusId: Number(r.listing_status_id),
    office: r.office_name as string | null,
    invitedDate: r.invited_date as string,
  }));
}
