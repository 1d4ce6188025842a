import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/audited-write';
import { listings } from '../../db/schema';

/** The photo credit of a listing and its photo import flag, with its version. */
export async function findPhotoCredit(db: DbOrTx, listingId: number) {
  const [row] = await db
    .select({
      credit: listings.photoCredit,
      suppressPhotoImport: listings.suppressPhotoImport,
      version: listings.version,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row ?? null;
}
