import { sql } from 'drizzle-orm';
import type { ListingCompletenessFacts } from '@atrium/domain';
import { rowsOf } from '../../db/client';
import type { DbOrTx } from '../../db/audited-write';
import { findListing, type ListingRow } from './listings.repo';

/** Counts that live beside the listing row: agents per side, select sale, rental terms. */
async function findCounts(db: DbOrTx, listingId: number) {
  const [r] = rowsOf<{ list_side: number; sale_side: number; select_sale: boolean; rental_terms: number }>(
    await db.execute(sql`
      select
        (select count(*) from listing_agents where listing_id = ${listingId} and side_type_id = 1)::int as list_side,
        (select count(*) from listing_agents where listing_id = ${listingId} and side_type_id = 2)::int as sale_side,
        exists (select 1 from listing_agents where listing_id = ${listingId} and select_sale) as select_sale,
        (select count(*) from listing_rental_details where listing_id = ${listingId} and price > 0)::int as rental_terms`),
  );
  return r;
}

/** Everything the completeness rules need, or null when the listing does not exist. */
export async function findCompletenessFacts(
  db: DbOrTx,
  listingId: number,
): Promise<{ listing: ListingRow; facts: ListingCompletenessFacts } | null> {
  const l = await findListing(db, listingId);
  if (!l) return null;
  const c = await findCounts(db, listingId);
  return {
    listing: l,
    facts: {
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
      listSideAgents: Number(c.list_side),
      saleSideAgents: Number(c.sale_side),
      hasSelectSale: Boolean(c.select_sale),
      rentalTerms: Number(c.rental_terms),
      // areas that keep no data yet: videos, showcase site, ad copy
      videoCount: null,
      showcase: null,
      adCopyLength: null,
    },
  };
}
