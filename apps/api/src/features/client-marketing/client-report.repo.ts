import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/audited-write';
import { files, listings, marketingItems, offices, propertyTypes } from '../../db/schema';

/** What the seller's report reads of a listing: its facts, price, dates and office. */
export async function findReportListing(db: DbOrTx, listingId: number) {
  const [row] = await db
    .select({
      id: listings.id,
      listingType: listings.listingType,
      listingStatusId: listings.listingStatusId,
      title: listings.title,
      address1: listings.address1,
      address2: listings.address2,
      city: listings.city,
      state: listings.state,
      mlsNumber: listings.mlsNumber,
      listingNumber: listings.listingNumber,
      currentPrice: listings.currentPrice,
      priceUponRequest: listings.priceUponRequest,
      listingDate: listings.listingDate,
      bedrooms: listings.bedrooms,
      fullBaths: listings.fullBaths,
      halfBaths: listings.halfBaths,
      interiorSize: listings.interiorSize,
      propertyType: propertyTypes.name,
      office: offices.name,
    })
    .from(listings)
    .leftJoin(offices, eq(offices.id, listings.officeId))
    .leftJoin(propertyTypes, eq(propertyTypes.id, listings.propertyTypeId))
    .where(eq(listings.id, listingId));
  return row ?? null;
}
export type ReportListingRow = NonNullable<Awaited<ReturnType<typeof findReportListing>>>;

/** A file attached to one of the listing's marketing items (a tear sheet), or null. */
export async function findMarketingFileOfListing(db: DbOrTx, listingId: number, fileId: string) {
  const [row] = await db
    .select({
      storageKey: files.storageKey,
      fileName: files.fileName,
      contentType: files.contentType,
      sha256: files.sha256,
      sizeBytes: files.sizeBytes,
    })
    .from(files)
    .innerJoin(marketingItems, eq(marketingItems.id, files.entityId))
    .where(
      and(
        eq(files.id, fileId),
        eq(files.entityType, 'marketingItem'),
        eq(marketingItems.listingId, listingId),
      ),
    );
  return row ?? null;
}
