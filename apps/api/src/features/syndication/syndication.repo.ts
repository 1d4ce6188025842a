import { asc, eq } from 'drizzle-orm';
import type { ConsumerRequirement } from '@atrium/domain';
import type { DbOrTx } from '../../db/audited-write';
import { dataConsumers, listingSyndications } from '../../db/schema';

export type DataConsumerRow = typeof dataConsumers.$inferSelect & { requirements: ConsumerRequirement[] };

/** The consumers offered (active), in display order. */
export async function findActiveConsumers(db: DbOrTx): Promise<DataConsumerRow[]> {
  return db
    .select()
    .from(dataConsumers)
    .where(eq(dataConsumers.isActive, true))
    .orderBy(asc(dataConsumers.displayOrder), asc(dataConsumers.id));
}

/** The listing's choice for each consumer it has one for. */
export async function findSelections(db: DbOrTx, listingId: number) {
  return db
    .select({ dataConsumerId: listingSyndications.dataConsumerId, selected: listingSyndications.selected })
    .from(listingSyndications)
    .where(eq(listingSyndications.listingId, listingId));
}

/** Replaces the listing's choices (a consumer not named has none, so is not selected). */
export async function replaceSelections(
  tx: DbOrTx,
  listingId: number,
  rows: Array<{ dataConsumerId: number; selected: boolean }>,
) {
  await tx.delete(listingSyndications).where(eq(listingSyndications.listingId, listingId));
  if (rows.length) await tx.insert(listingSyndications).values(rows.map((r) => ({ listingId, ...r })));
}
