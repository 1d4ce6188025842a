import { asc, eq } from 'drizzle-orm';
import type { Amenity } from '@atrium/domain';
import type { DbOrTx } from '../../db/audited-write';
import { amenities, listingAdditionalMls, listingAmenities } from '../../db/schema';

export async function findAmenityCatalogue(db: DbOrTx) {
  return db
    .select({
      amenityId: amenities.id,
      amenityName: amenities.name,
      groupName: amenities.groupName,
      sectionName: amenities.sectionName,
      allowText: amenities.allowText,
    })
    .from(amenities)
    .orderBy(asc(amenities.id));
}

/** The catalogue with the listing's choices (selected and text). */
export async function findListingAmenities(db: DbOrTx, listingId: number): Promise<Amenity[]> {
  const [catalogue, chosen] = await Promise.all([
    findAmenityCatalogue(db),
    db.select().from(listingAmenities).where(eq(listingAmenities.listingId, listingId)),
  ]);
  const byId = new Map(chosen.map((c) => [c.amenityId, c]));
  return catalogue.map((a) => {
    const c = byId.get(a.amenityId);
    return { ...a, selected: c?.selected ?? false, text: c?.text ?? null };
  });
}

export async function replaceListingAmenities(
  tx: DbOrTx,
  listingId: number,
  rows: Array<{ amenityId: number; selected: boolean; text: string | null }>,
) {
  await tx.delete(listingAmenities).where(eq(listingAmenities.listingId, listingId));
  const kept = rows.filter((r) => r.selected || r.text);
  if (kept.length) await tx.insert(listingAmenities).values(kept.map((r) => ({ listingId, ...r })));
}

export async function findAdditionalMls(db: DbOrTx, listingId: number) {
  return db
    .select({
      id: listingAdditionalMls.id,
      mlsName: listingAdditionalMls.mlsName,
      mlsNumber: listingAdditionalMls.mlsNumber,
    })
    .from(listingAdditionalMls)
    .where(eq(listingAdditionalMls.listingId, listingId))
    .orderBy(asc(listingAdditionalMls.id));
}

export async function replaceAdditionalMls(
  tx: DbOrTx,
  listingId: number,
  rows: Array<{ mlsName: string; mlsNumber: string }>,
) {
  await tx.delete(listingAdditionalMls).where(eq(listingAdditionalMls.listingId, listingId));
  if (rows.length) await tx.insert(listingAdditionalMls).values(rows.map((r) => ({ listingId, ...r })));
}
