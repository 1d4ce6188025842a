import { and, eq, sql } from 'drizzle-orm';
import { LISTING_STATUS_LABEL, type Actor, type ListingStatusId } from '@atrium/domain';
import { rowsOf } from '../../db/client';
import type { DbOrTx } from '../../db/audited-write';
import { adCopies, listingAmenities, listingNotes } from '../../db/schema';
import { listingScopeSql } from './listing-scope.sql';

/** Listings to merge from or to: by listing number, MLS number, title or address; 20 at most. */
export async function searchMergeCandidates(db: DbOrTx, actor: Actor, text: string) {
  const like = `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select l.id, l.listing_number, l.mls_number, l.title, l.address1, l.city, l.listing_status_id
      from listings l
      where ${listingScopeSql(actor)}
        and (l.listing_number ilike ${like} or l.mls_number ilike ${like} or l.title ilike ${like} or l.address1 ilike ${like}
             or cast(l.id as text) = ${text})
      order by l.updated_at desc, l.id desc
      limit 20`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    listingNumber: r.listing_number as string | null,
    mlsNumber: r.mls_number as string | null,
    title: r.title as string | null,
    address: [r.address1, r.city].filter(Boolean).join(', '),
    status: LISTING_STATUS_LABEL[Number(r.listing_status_id) as ListingStatusId] ?? null,
  }));
}

/** Locks both listings in id order (no deadlock between two merges of the same pair). */
export async function lockListings(tx: DbOrTx, ids: number[]) {
  const sorted = [...ids].sort((a, b) => a - b);
  return rowsOf<{ id: number }>(
    await tx.execute(
      sql`select id from listings where id in (${sql.join(
        sorted.map((i) => sql`${i}`),
        sql`, `,
      )}) order by id for update`,
    ),
  ).length;
}

export async function countsOf(db: DbOrTx, listingId: number) {
  const [r] = rowsOf<Record<string, number | null>>(
    await db.execute(sql`select
      (select count(*) from listing_notes where listing_id = ${listingId})::int as notes,
      (select count(*) from listing_amenities where listing_id = ${listingId} and selected)::int as amenities,
      (select image_count from listings where id = ${listingId}) as image_count,
      (select count(*) from open_houses where listing_id = ${listingId})::int as open_houses,
      (select coalesce(sum(count), 0) from showings where listing_id = ${listingId})::int as showings,
      (select count(*) from marketing_items where listing_id = ${listingId}
         and date < (now() at time zone 'utc')::date)::int as past_marketings`),
  );
  return {
    notes: Number(r.notes),
    amenities: Number(r.amenities),
    media: Number(r.image_count ?? 0),
    openHouses: Number(r.open_houses),
    showings: Number(r.showings),
    pastMarketings: Number(r.past_marketings),
  };
}

/** The listing's rows that a merge moves as they are: open houses, showings, marketing items. */
const MOVED_TABLES = {
  openHouses: 'open_houses',
  showings: 'showings',
  marketing: 'marketing_items',
} as const;

export async function moveListingRows(
  tx: DbOrTx,
  kind: keyof typeof MOVED_TABLES,
  fromId: number,
  toId: number,
) {
  const table = sql.identifier(MOVED_TABLES[kind]);
  return rowsOf(
    await tx.execute(sql`update ${table} set listing_id = ${toId} where listing_id = ${fromId} returning id`),
  ).length;
}

export async function moveNotes(tx: DbOrTx, fromId: number, toId: number) {
  const moved = await tx
    .update(listingNotes)
    .set({ listingId: toId })
    .where(eq(listingNotes.listingId, fromId))
    .returning({ id: listingNotes.id });
  return moved.length;
}

/** The 'to' listing takes the amenities of the 'from' listing (features are replaced as a whole). */
export async function copyAmenities(tx: DbOrTx, fromId: number, toId: number) {
  const rows = await tx.select().from(listingAmenities).where(eq(listingAmenities.listingId, fromId));
  await tx.delete(listingAmenities).where(eq(listingAmenities.listingId, toId));
  if (rows.length) await tx.insert(listingAmenities).values(rows.map((r) => ({ ...r, listingId: toId })));
  return rows.length;
}

/**
 * Copies the ad copies of one listing to another: each replaces the other's ad copy of the same
 * size and language (its AI provenance kept); the other's remaining ad copies stay.
 */
export async function copyAdCopies(tx: DbOrTx, fromId: number, toId: number) {
  const rows = await tx.select().from(adCopies).where(eq(adCopies.listingId, fromId));
  for (const r of rows)
    await tx
      .delete(adCopies)
      .where(
        and(
          eq(adCopies.listingId, toId),
          eq(adCopies.adCopySizeId, r.adCopySizeId),
          eq(adCopies.languageId, r.languageId),
        ),
      );
  if (rows.length)
    await tx.insert(adCopies).values(
      rows.map(({ id: _id, createdDate: _c, version: _v, updatedAt: _u, ...r }) => ({
        ...r,
        listingId: toId,
      })),
    );
  return rows.length;
}
