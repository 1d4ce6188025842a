import { and, asc, eq, ne } from 'drizzle-orm';
import { updateVersioned, type DbOrTx, type VersionedChange } from '../../db/audited-write';
import { savedSearches } from '../../db/schema';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

export const updateSavedSearchVersioned = (tx: DbOrTx, change: VersionedChange) =>
  updateVersioned<SavedSearchRow>(tx, { ...change, table: savedSearches });
export type SavedSearchValues = Pick<
  typeof savedSearches.$inferInsert,
  'name' | 'criteria' | 'sortColumn' | 'sortDirection' | 'columns' | 'isDefault'
>;

export async function listSavedSearches(db: DbOrTx, userId: number): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.name));
}

export async function findSavedSearch(db: DbOrTx, id: number): Promise<SavedSearchRow | null> {
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id));
  return row ?? null;
}

export async function insertSavedSearch(db: DbOrTx, userId: number, values: SavedSearchValues) {
  const [row] = await db
    .insert(savedSearches)
    .values({ ...values, userId })
    .returning();
  return row;
}

/** Clears the default flag of the user's other saved searches (one default per user). */
export async function clearOtherDefaults(db: DbOrTx, userId: number, keepId: number) {
  return db
    .update(savedSearches)
    .set({ isDefault: false })
    .where(
      and(eq(savedSearches.userId, userId), eq(savedSearches.isDefault, true), ne(savedSearches.id, keepId)),
    )
    .returning({ id: savedSearches.id });
}

export async function deleteSavedSearch(db: DbOrTx, id: number) {
  await db.delete(savedSearches).where(eq(savedSearches.id, id));
}
