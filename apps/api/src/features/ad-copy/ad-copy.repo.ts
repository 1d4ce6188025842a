import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LOT_SIZE_UNITS, type AdCopy } from '@atrium/domain';
import type { DbOrTx } from '../../db/audited-write';
import {
  adCopies,
  adCopyDrafts,
  adCopyLanguages,
  adCopySizes,
  amenities,
  listingAmenities,
  listings,
  propertyTypes,
  users,
} from '../../db/schema';
import type { ListingFacts } from '../../adapters/ai-text/listing-facts';

export type AdCopyRow = typeof adCopies.$inferSelect;

export async function findAdCopySizes(db: DbOrTx) {
  return db.select().from(adCopySizes).orderBy(asc(adCopySizes.displayOrder), asc(adCopySizes.id));
}

export async function findAdCopyLanguages(db: DbOrTx) {
  return db
    .select({ id: adCopyLanguages.id, name: adCopyLanguages.name })
    .from(adCopyLanguages)
    .orderBy(asc(adCopyLanguages.displayOrder), asc(adCopyLanguages.id));
}

export async function findAdCopySize(db: DbOrTx, id: number) {
  const [row] = await db.select().from(adCopySizes).where(eq(adCopySizes.id, id));
  return row ?? null;
}

export async function hasAdCopyLanguage(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: adCopyLanguages.id })
    .from(adCopyLanguages)
    .where(eq(adCopyLanguages.id, id));
  return Boolean(row);
}

const generator = alias(users, 'generator');
const approver = alias(users, 'approver');
const fullName = (u: typeof generator | typeof approver) =>
  sql<string | null>`nullif(trim(concat(${u.firstName}, ' ', ${u.lastName})), '')`;

/** The ad copies of a listing (or one by id), in tab order then language, with the people named. */
export async function findAdCopies(
  db: DbOrTx,
  where: { listingId: number } | { id: number },
): Promise<AdCopy[]> {
  const rows = await db
    .select({
      id: adCopies.id,
      listingId: adCopies.listingId,
      adCopySizeId: adCopies.adCopySizeId,
      languageId: adCopies.languageId,
      headline: adCopies.headline,
      body: adCopies.body,
      aiAdcopy: adCopies.aiAdcopy,
      generatedById: adCopies.generatedBy,
      generatedByName: fullName(generator),
      approvedById: adCopies.approvedBy,
      approvedByName: fullName(approver),
      updatedAt: adCopies.updatedAt,
    })
    .from(adCopies)
    .innerJoin(adCopySizes, eq(adCopySizes.id, adCopies.adCopySizeId))
    .leftJoin(generator, eq(generator.id, adCopies.generatedBy))
    .leftJoin(approver, eq(approver.id, adCopies.approvedBy))
    .where('id' in where ? eq(adCopies.id, where.id) : eq(adCopies.listingId, where.listingId))
    .orderBy(asc(adCopySizes.displayOrder), asc(adCopies.languageId), asc(adCopies.id));
  return rows.map(({ generatedById, generatedByName, approvedById, approvedByName, ...r }) => ({
    ...r,
    generatedBy: generatedById ? { userId: generatedById, name: generatedByName ?? 'Unknown user' } : null,
    approvedBy: approvedById ? { userId: approvedById, name: approvedByName ?? 'Unknown user' } : null,
  }));
}

export async function findAdCopyRow(db: DbOrTx, id: number): Promise<AdCopyRow | null> {
  const [row] = await db.select().from(adCopies).where(eq(adCopies.id, id));
  return row ?? null;
}

export async function findAdCopyRowFor(db: DbOrTx, listingId: number, sizeId: number, languageId: number) {
  const [row] = await db
    .select()
    .from(adCopies)
    .where(
      and(
        eq(adCopies.listingId, listingId),
        eq(adCopies.adCopySizeId, sizeId),
        eq(adCopies.languageId, languageId),
      ),
    );
  return row ?? null;
}

type AdCopyValues = Pick<
  typeof adCopies.$inferInsert,
  'headline' | 'body' | 'bodyLength' | 'aiAdcopy' | 'generatedBy' | 'approvedBy'
>;

export async function insertAdCopy(
  tx: DbOrTx,
  values: AdCopyValues & { listingId: number; adCopySizeId: number; languageId: number },
) {
  const [row] = await tx.insert(adCopies).values(values).returning();
  return row!;
}

export async function updateAdCopy(tx: DbOrTx, id: number, values: AdCopyValues) {
  const [row] = await tx
    .update(adCopies)
    .set({ ...values, version: sql`${adCopies.version} + 1`, updatedAt: sql`now()` })
    .where(eq(adCopies.id, id))
    .returning();
  return row!;
}

export async function deleteAdCopy(tx: DbOrTx, id: number) {
  await tx.delete(adCopies).where(eq(adCopies.id, id));
}

/** The facts of a listing an AI draft may use: its own row, its property type and its amenities. */
export async function findListingFacts(db: DbOrTx, listingId: number): Promise<ListingFacts | null> {
  const [l] = await db
    .select({
      listingType: listings.listingType,
      propertyType: propertyTypes.name,
      bedrooms: listings.bedrooms,
      fullBaths: listings.fullBaths,
      halfBaths: listings.halfBaths,
      rooms: listings.rooms,
      interiorSize: listings.interiorSize,
      exteriorSize: listings.exteriorSize,
      lotSize: listings.lotSize,
      lotSizeTypeId: listings.lotSizeTypeId,
      outdoorSpace: listings.outdoorSpace,
      yearBuilt: listings.year,
      neighborhood: listings.neighborhood,
      city: listings.city,
      state: listings.state,
    })
    .from(listings)
    .leftJoin(propertyTypes, eq(propertyTypes.id, listings.propertyTypeId))
    .where(eq(listings.id, listingId));
  if (!l) return null;
  const features = await db
    .select({ group: amenities.groupName, name: amenities.name, text: listingAmenities.text })
    .from(listingAmenities)
    .innerJoin(amenities, eq(amenities.id, listingAmenities.amenityId))
    .where(and(eq(listingAmenities.listingId, listingId), eq(listingAmenities.selected, true)))
    .orderBy(asc(amenities.sectionName), asc(amenities.groupName), asc(amenities.name));
  const { lotSizeTypeId, ...rest } = l;
  return {
    ...rest,
    listingType: l.listingType === 'Rental' ? 'Rental' : 'Sale',
    lotSizeUnit: LOT_SIZE_UNITS.find((u) => u.id === lotSizeTypeId)?.name ?? null,
    amenities: byGroup(
      features.map((f) => ({ group: f.group, item: f.text ? `${f.name} (${f.text})` : f.name })),
    ),
  };
}

export async function insertDraft(tx: DbOrTx, values: typeof adCopyDrafts.$inferInsert) {
  const [row] = await tx.insert(adCopyDrafts).values(values).returning();
  return row!;
}

export async function findDraft(db: DbOrTx, id: number, listingId: number) {
  const [row] = await db
    .select()
    .from(adCopyDrafts)
    .where(and(eq(adCopyDrafts.id, id), eq(adCopyDrafts.listingId, listingId)));
  return row ?? null;
}

/** The listing's title and ad copy import flag, or null when there is no such listing. */
export async function findListingAdCopyFlags(db: DbOrTx, listingId: number) {
  const [row] = await db
    .select({ title: listings.title, suppressAdCopyImport: listings.suppressAdCopyImport })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row ?? null;
}

function byGroup(rows: Array<{ group: string; item: string }>): Array<{ group: string; items: string[] }> {
  const groups = new Map<string, string[]>();
  for (const r of rows) groups.set(r.group, [...(groups.get(r.group) ?? []), r.item]);
  return [...groups].map(([group, items]) => ({ group, items }));
}
