import { desc, eq } from 'drizzle-orm';
import type { ListingNote } from '@atrium/domain';
import type { DbOrTx } from '../../db/audited-write';
import { listingNotes, users } from '../../db/schema';

/** Notes of a listing, newest first, with the author's name. */
export async function findListingNotes(db: DbOrTx, listingId: number): Promise<ListingNote[]> {
  return db
    .select({
      id: listingNotes.id,
      note: listingNotes.note,
      userId: listingNotes.userId,
      createdDate: listingNotes.createdDate,
      firstName: users.firstName,
      lastName: users.lastName,
      listingId: listingNotes.listingId,
    })
    .from(listingNotes)
    .leftJoin(users, eq(users.id, listingNotes.userId))
    .where(eq(listingNotes.listingId, listingId))
    .orderBy(desc(listingNotes.createdDate), desc(listingNotes.id));
}

export async function insertListingNote(tx: DbOrTx, listingId: number, userId: number, note: string) {
  const [row] = await tx.insert(listingNotes).values({ listingId, userId, note }).returning();
  return row;
}
