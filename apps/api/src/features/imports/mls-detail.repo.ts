import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/audited-write';
import { listings } from '../../db/schema';

/** The listing's MLS number: undefined when there is no such listing, null when it has none. */
export async function findListingMlsNumber(db: DbOrTx, id: number): Promise<string | null | undefined> {
  const [row] = await db.select({ mls: listings.mlsNumber }).from(listings).where(eq(listings.id, id));
  return row ? row.mls : undefined;
}
