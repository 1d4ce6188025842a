import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import type { DbOrTx } from '../../db/audited-write';
import {
  listings,
  photographerAccounts,
  photographerInvites,
  photographerPasswordResets,
} from '../../db/schema';

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

/** Whether the address is invited to the listing. */
export async function isInvited(db: DbOrTx, email: string, listingId: number): Promise<boolean> {
  const rows = await db
    .select({ id: photographerInvites.id })
    .from(photographerInvites)
    .where(
      and(
        eq(sql`lower(${photographerInvites.email})`, email.toLowerCase()),
        eq(photographerInvites.listingId, listingId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** What an invitation e-mail says of a listing, and the number its addresses may name. */
export async function findListingForInvite(db: DbOrTx, listingId: number) {
  const [row] = await db
    .select({
      listingNumber: listings.listingNumber,
      title: listings.title,
      address1: listings.address1,
      city: listings.city,
      state: listings.state,
      zip: listings.zip,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row ?? null;
}

/**
 * Invites the addresses (lowercased) to the listing; an address already invited keeps its
 * invitation. Answers the addresses newly invited.
 */
export async function insertInvites(
  db: DbOrTx,
  listingId: number,
  emails: string[],
  invite: { message: string; invitedBy: number },
): Promise<string[]> {
  if (!emails.length) return [];
  const rows = await db
    .insert(photographerInvites)
    .values(emails.map((email) => ({ email, listingId, ...invite })))
    .onConflictDoNothing({ target: [photographerInvites.email, photographerInvites.listingId] })
    .returning({ email: photographerInvites.email });
  return rows.map((r) => r.email);
}

/** Removes invitations (those whose e-mail could not be recorded). */
export async function deleteInvites(db: DbOrTx, listingId: number, emails: string[]) {
  if (!emails.length) return;
  await db
    .delete(photographerInvites)
    .where(and(eq(photographerInvites.listingId, listingId), inArray(photographerInvites.email, emails)));
}

/** The addresses invited to a listing, oldest invitation first. */
export async function findInvitesOfListing(db: DbOrTx, listingId: number) {
  return db
    .select({ email: photographerInvites.email, invitedDate: photographerInvites.invitedDate })
    .from(photographerInvites)
    .where(eq(photographerInvites.listingId, listingId))
    .orderBy(asc(photographerInvites.invitedDate), asc(photographerInvites.id));
}
