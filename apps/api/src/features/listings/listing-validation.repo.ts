import { sql } from 'drizzle-orm';
import type { ListingCompletenessFacts } from '@atrium/domain';
import { rowsOf } from '../../db/client';
import type { DbOrTx } from '../../db/audited-write';
import { listings, settings } from '../../db/schema';
import { rowMapper } from '../../db/row-mapper';
import { findListing, type ListingRow } from './listings.repo';

export type CompletenessCounts = {
  listSide: number;
  saleSide: number;
  selectSale: boolean;
  rentalTerms: number;
  /** The longest ad copy body (text characters), or null while the listing has no ad copy stored. */
  adCopyLength: number | null;
  /** The showcase site's private and publish flags, or null without a site. */
  showcase: { isPrivate: boolean; publish: boolean } | null;
};

/** The showcase fact of the completeness rules from the site's flags (null: no site). */
const showcaseFact = (isPrivate: unknown, publish: unknown) =>
  isPrivate == null ? null : { isPrivate: Boolean(isPrivate), publish: Boolean(publish) };

/** Counts that live beside the listing row: agents per side, select sale, rental terms. */
export async function findCompletenessCounts(db: DbOrTx, listingId: number): Promise<CompletenessCounts> {
  const [r] = rowsOf<{
    list_side: number;
    sale_side: number;
    select_sale: boolean;
    rental_terms: number;
    ad_copy_length: number | null;
    showcase_private: boolean | null;
    showcase_publish: boolean | null;
  }>(
    await db.execute(sql`
      select
        (select count(*) from listing_agents where listing_id = ${listingId} and side_type_id = 1)::int as list_side,
        (select count(*) from listing_agents where listing_id = ${listingId} and side_type_id = 2)::int as sale_side,
        exists (select 1 from listing_agents where listing_id = ${listingId} and select_sale) as select_sale,
        (select count(*) from listing_rental_details where listing_id = ${listingId} and price > 0)::int as rental_terms,
        (select max(body_length) from ad_copies where listing_id = ${listingId})::int as ad_copy_length,
        (select private_site from showcase_sites where listing_id = ${listingId}) as showcase_private,
        (select publish from showcase_sites where listing_id = ${listingId}) as showcase_publish`),
  );
  return {
    listSide: Number(r.list_side),
    saleSide: Number(r.sale_side),
    selectSale: Boolean(r.select_sale),
    rentalTerms: Number(r.rental_terms),
    adCopyLength: r.ad_copy_length == null ? null : Number(r.ad_copy_length),
    showcase: showcaseFact(r.showcase_private, r.showcase_publish),
  };
}

/** Everything the completeness rules need, or null when the listing does not exist. */
export async function findCompletenessFacts(
  db: DbOrTx,
  listingId: number,
): Promise<{ listing: ListingRow; facts: ListingCompletenessFacts } | null> {
  const l = await findListing(db, listingId);
  if (!l) return null;
  return { listing: l, facts: completenessFacts(l, await findCompletenessCounts(db, listingId)) };
}

/** The completeness facts of a listing row and its counts. */
export function completenessFacts(l: ListingRow, c: CompletenessCounts): ListingCompletenessFacts {
  return {
    listingType: l.listingType,
    listingStatusId: l.listingStatusId,
    dealTypeId: l.dealTypeId,
    priorBrokerSale: l.priorBrokerSale,
    title: l.title,
    address1: l.address1,
    city: l.city,
    state: l.state,
    zip: l.zip,
    propertyTypeId: l.propertyTypeId,
    mlsNumber: l.mlsNumber,
    initialPrice: l.initialPrice,
    currentPrice: l.currentPrice,
    lastAskingPrice: l.lastAskingPrice,
    priceUponRequest: l.priceUponRequest,
    buyerCommission: l.buyerCommission,
    buyerCommissionType: l.buyerCommissionType,
    listingDate: l.listingDate,
    expirationDate: l.expirationDate,
    contractDate: l.contractDate,
    closedDate: l.closedDate,
    showAddress: l.showAddress,
    publish: l.publish,
    suppressMlsImport: l.suppressMlsImport,
    virtualTourUrl: l.virtualTourUrl,
    virtualTour3dUrl: l.virtualTour3dUrl,
    imageCount: l.imageCount,
    hasLowResImages: l.hasLowResImages,
    listSideAgents: c.listSide,
    saleSideAgents: c.saleSide,
    hasSelectSale: c.selectSale,
    rentalTerms: c.rentalTerms,
    // areas that keep no data yet: videos
    videoCount: null,
    showcase: c.showcase
      ? { exists: true, ...c.showcase }
      : { exists: false, isPrivate: false, publish: false },
    // a listing without any ad copy stored is unknown, not 'missing' (see decision 0025)
    adCopyLength: c.adCopyLength,
  };
}

const toListingRow = rowMapper(listings);

/** A batch of listings in id order after `afterId`, each with its completeness counts. */
export async function findValidityBatch(
  db: DbOrTx,
  afterId: number,
  limit: number,
): Promise<Array<{ listing: ListingRow; counts: CompletenessCounts }>> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select l.*,
        (select count(*) from listing_agents a where a.listing_id = l.id and a.side_type_id = 1)::int as c_list_side,
        (select count(*) from listing_agents a where a.listing_id = l.id and a.side_type_id = 2)::int as c_sale_side,
        exists (select 1 from listing_agents a where a.listing_id = l.id and a.select_sale) as c_select_sale,
        (select count(*) from listing_rental_details r where r.listing_id = l.id and r.price > 0)::int as c_rental_terms,
        (select max(body_length) from ad_copies ac where ac.listing_id = l.id)::int as c_ad_copy_length,
        (select private_site from showcase_sites s where s.listing_id = l.id) as c_showcase_private,
        (select publish from showcase_sites s where s.listing_id = l.id) as c_showcase_publish
      from listings l where l.id > ${afterId} order by l.id limit ${limit}`),
  );
  return rows.map((r) => ({
    listing: toListingRow(r),
    counts: {
      listSide: Number(r.c_list_side),
      saleSide: Number(r.c_sale_side),
      selectSale: Boolean(r.c_select_sale),
      rentalTerms: Number(r.c_rental_terms),
      adCopyLength: r.c_ad_copy_length == null ? null : Number(r.c_ad_copy_length),
      showcase: showcaseFact(r.c_showcase_private, r.c_showcase_publish),
    },
  }));
}

/**
 * Stores corrected data-complete flags. The flag is derived, never typed by a user: correcting it
 * is not a change of the listing (no new version, no history entry).
 */
export async function storeValidity(db: DbOrTx, flags: Array<{ id: number; isValid: boolean }>) {
  if (!flags.length) return;
  const values = sql.join(
    flags.map((f) => sql`(${f.id}::int, ${f.isValid}::boolean)`),
    sql`, `,
  );
  await db.execute(
    sql`update listings set is_valid = v.is_valid from (values ${values}) as v(id, is_valid) where listings.id = v.id`,
  );
}

/** Whether a one-time correction has run (its settings row), and recording that it has. */
export async function hasCorrectionRun(db: DbOrTx, key: string): Promise<boolean> {
  const rows = await db
    .select({ key: settings.key })
    .from(settings)
    .where(sql`${settings.key} = ${key}`);
  return rows.length > 0;
}
export async function recordCorrection(db: DbOrTx, key: string, value: Record<string, unknown>) {
  await db.insert(settings).values({ key, value }).onConflictDoNothing();
}

/** How many data consumers the listing is syndicated to (its syndication choices). */
export async function countSelectedConsumers(db: DbOrTx, listingId: number): Promise<number> {
  const [r] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from listing_syndications where listing_id = ${listingId} and selected`,
    ),
  );
  return Number(r.n);
}
