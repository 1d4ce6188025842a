import { and, asc, eq, inArray, isNotNull, or, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/audited-write';
import {
  agents,
  amenities,
  files,
  images,
  listingAgents,
  listingAmenities,
  listingRentalDetails,
  listings,
  propertyTypes,
  rentalPeriods,
  videos,
} from '../../db/schema';
import { VIDEO_STATUS, VIDEO_TYPE } from '@atrium/domain';

/** What the showcase page reads of a listing: its public facts and its publish/status flags. */
export async function findShowcaseListing(db: DbOrTx, listingId: number) {
  const [row] = await db
    .select({
      id: listings.id,
      publish: listings.publish,
      listingStatusId: listings.listingStatusId,
      listingType: listings.listingType,
      title: listings.title,
      address1: listings.address1,
      address2: listings.address2,
      city: listings.city,
      state: listings.state,
      showAddress: listings.showAddress,
      propertyType: propertyTypes.name,
      bedrooms: listings.bedrooms,
      fullBaths: listings.fullBaths,
      halfBaths: listings.halfBaths,
      interiorSize: listings.interiorSize,
      exteriorSize: listings.exteriorSize,
      lotSize: listings.lotSize,
      year: listings.year,
      currentPrice: listings.currentPrice,
      priceUponRequest: listings.priceUponRequest,
    })
    .from(listings)
    .leftJoin(propertyTypes, eq(propertyTypes.id, listings.propertyTypeId))
    .where(eq(listings.id, listingId));
  return row ?? null;
}
export type ShowcaseListingRow = NonNullable<Awaited<ReturnType<typeof findShowcaseListing>>>;

/** A rental's first rental term: its price and period name. */
export async function findRentalTerm(db: DbOrTx, listingId: number) {
  const [row] = await db
    .select({ price: listingRentalDetails.price, period: rentalPeriods.name })
    .from(listingRentalDetails)
    .innerJoin(rentalPeriods, eq(rentalPeriods.id, listingRentalDetails.rentalPeriodId))
    .where(eq(listingRentalDetails.listingId, listingId))
    .orderBy(asc(rentalPeriods.displayOrder), asc(listingRentalDetails.id))
    .limit(1);
  return row ?? null;
}

/** The listing's selected amenities in catalogue order, with their group and free text. */
export const listAmenities = (db: DbOrTx, listingId: number) =>
  db
    .select({ group: amenities.groupName, name: amenities.name, text: listingAmenities.text })
    .from(listingAmenities)
    .innerJoin(amenities, eq(amenities.id, listingAmenities.amenityId))
    .where(and(eq(listingAmenities.listingId, listingId), eq(listingAmenities.selected, true)))
    .orderBy(asc(amenities.sectionName), asc(amenities.groupName), asc(amenities.id));

const agentPhoto = (agentId: SQLWrapper) =>
  and(eq(images.entityType, 'agent'), eq(images.imageType, 'photo'), eq(images.entityId, agentId));

/** The list-side agents in their display order (the first is the lead agent). */
export const listListSideAgents = (db: DbOrTx, listingId: number) =>
  db
    .select({
      firstName: agents.firstName,
      lastName: agents.lastName,
      preferredFirstName: agents.preferredFirstName,
      preferredLastName: agents.preferredLastName,
      title: agents.title,
      email: agents.brandEmail,
      mobilePhone: agents.mobilePhone,
      workPhone: agents.workPhone,
      /** The agent's photo when its small rendition is made. */
      photoId: images.id,
    })
    .from(listingAgents)
    .innerJoin(agents, eq(agents.id, listingAgents.agentId))
    .leftJoin(images, and(agentPhoto(agents.id), isNotNull(images.smallFileId)))
    .where(and(eq(listingAgents.listingId, listingId), eq(listingAgents.sideTypeId, 1)))
    .orderBy(asc(listingAgents.displayOrder), asc(listingAgents.id));

/** The listing's main photos in their order. */
export const listMainPhotos = (db: DbOrTx, listingId: number) =>
  db
    .select({
      id: images.id,
      width: images.width,
      height: images.height,
      caption: images.caption,
      smallFileId: images.smallFileId,
      mediumFileId: images.mediumFileId,
    })
    .from(images)
    .where(
      and(
        eq(images.entityType, 'listing'),
        eq(images.entityId, listingId),
        eq(images.imageType, 'mainPhoto'),
      ),
    )
    .orderBy(asc(images.orderNo));

/** The stored file of one rendition of a listing's main photo (null when it has none of that size). */
export async function findMainPhotoFile(
  db: DbOrTx,
  listingId: number,
  imageId: string,
  size: 'small' | 'medium' | 'original',
) {
  const column = { small: images.smallFileId, medium: images.mediumFileId, original: images.originalFileId }[
    size
  ];
  const [row] = await db
    .select({
      storageKey: files.storageKey,
      fileName: files.fileName,
      contentType: files.contentType,
      sha256: files.sha256,
      sizeBytes: files.sizeBytes,
    })
    .from(images)
    .innerJoin(files, eq(files.id, column))
    .where(
      and(
        eq(images.id, imageId),
        or(
          and(
            eq(images.entityType, 'listing'),
            eq(images.entityId, listingId),
            eq(images.imageType, 'mainPhoto'),
          ),
          // the portrait of an agent the page presents
          and(
            eq(images.entityType, 'agent'),
            eq(images.imageType, 'photo'),
            inArray(
              images.entityId,
              db
                .select({ id: listingAgents.agentId })
                .from(listingAgents)
                .where(and(eq(listingAgents.listingId, listingId), eq(listingAgents.sideTypeId, 1))),
            ),
          ),
        ),
      ),
    );
  return row ?? null;
}

/** The listing's completed additional showcase videos (type 4), in their display order (1 to 3). */
export const listShowcaseFilms = (db: DbOrTx, listingId: number) =>
  db
    .select()
    .from(videos)
    .where(
      and(
        eq(videos.entityType, 'listing'),
        eq(videos.entityId, listingId),
        eq(videos.videoTypeId, VIDEO_TYPE.additional),
        eq(videos.status, VIDEO_STATUS.completed),
      ),
    )
    .orderBy(asc(videos.displayOrder), asc(videos.id));
