import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/audited-write';
import { reportLinks } from '../../db/schema';

/** The listing's current nonce, if it has a link. */
export async function findReportNonce(db: DbOrTx, listingId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ nonce: reportLinks.nonce })
    .from(reportLinks)
    .where(eq(reportLinks.listingId, listingId));
  return row?.nonce;
}

/** A first nonce; a listing that has one keeps it (two first asks agree). */
export async function insertReportNonce(db: DbOrTx, listingId: number, nonce: string) {
  await db.insert(reportLinks).values({ listingId, nonce }).onConflictDoNothing();
}

/** A new nonce in place of the current one (revoke). */
export async function replaceReportNonce(db: DbOrTx, listingId: number, nonce: string) {
  await db
    .insert(reportLinks)
    .values({ listingId, nonce })
    .onConflictDoUpdate({
      target: reportLinks.listingId,
      set: { nonce: sql`excluded.nonce`, revokedAt: sql`now()` },
    });
}
