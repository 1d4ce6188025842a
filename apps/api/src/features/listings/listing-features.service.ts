import {
  type Actor,
  type AdditionalMlsBody,
  type ListingBuilding,
  type ListingInterior,
  type ListingLot,
  type VirtualTour,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import { requireVisibleListing } from './listing-access.service';
import { writeListing } from './listing-write.service';
import { findListing } from './listings.repo';
import {
  findAdditionalMls,
  findAmenityCatalogue,
  findListingAmenities,
  replaceAdditionalMls,
  replaceListingAmenities,
} from './listing-features.repo';

/** Features, amenities, virtual tour and additional MLS of a listing (spec/001 sections 2, 5). */
export const amenityCatalogue = (db: Db) => findAmenityCatalogue(db);

export async function getListingFeatures(db: Db, actor: Actor, listingId: number) {
  await requireVisibleListing(db, actor, listingId);
  const l = await findListing(db, listingId);
  if (!l) throw notFound();
  return {
    listing: l,
    features: {
      listingId,
      developmentId: l.developmentId,
      year: l.year,
      fullBaths: l.fullBaths,
      halfBaths: l.halfBaths,
      rooms: l.rooms,
      bedrooms: l.bedrooms,
      interiorSize: l.interiorSize,
      lotSize: l.lotSize,
      lotSizeTypeId: l.lotSizeTypeId,
      outdoorSpace: l.outdoorSpace,
      amenities: await findListingAmenities(db, listingId),
    },
  };
}

export async function getAmenityDetails(db: Db, actor: Actor, listingId: number) {
  await requireVisibleListing(db, actor, listingId);
  return findListingAmenities(db, listingId);
}

export async function saveListingAmenities(
  db: Db,
  actor: Actor,
  listingId: number,
  amenities: Array<{ amenityId: number; selected: boolean; text: string | null | undefined }>,
  expectedVersion: number | null = null,
) {
  const catalogue = new Map((await findAmenityCatalogue(db)).map((a) => [a.amenityId, a]));
  const unknown = amenities.find((a) => !catalogue.has(a.amenityId));
  if (unknown)
    throw badRequest(`Unknown amenity ${unknown.amenityId}`, [
      { field: 'amenities', message: 'Unknown amenity' },
    ]);
  const rows = amenities.map((a) => ({
    amenityId: a.amenityId,
    selected: a.selected,
    // text only where the catalogue allows it
    text: catalogue.get(a.amenityId)!.allowText ? (a.text ?? null) : null,
  }));
  const summary = (list: Awaited<ReturnType<typeof findListingAmenities>>) =>
    list
      .filter((a) => a.selected)
      .map((a) => (a.text ? `${a.amenityName}: ${a.text}` : a.amenityName))
      .join(', ');
  return writeListing(db, actor, listingId, { expectedVersion }, async (tx) => {
    const before = summary(await findListingAmenities(tx, listingId));
    await replaceListingAmenities(tx, listingId, rows);
    const after = summary(await findListingAmenities(tx, listingId));
    if (before === after) return {};
    return { action: 'amenities', related: [{ field: 'amenities', oldValue: before, newValue: after }] };
  });
}

/** Building, interior, lot and virtual tour: versioned updates of the listing's own fields. */
export async function saveListingFields(
  db: Db,
  actor: Actor,
  listingId: number,
  changes: ListingBuilding | ListingInterior | ListingLot | VirtualTour,
  expectedVersion: number | null,
) {
  const { row } = await writeListing(db, actor, listingId, { expectedVersion }, async () => ({
    fields: changes,
  }));
  return row;
}

export async function getAdditionalMls(db: Db, actor: Actor, listingId: number) {
  await requireVisibleListing(db, actor, listingId);
  return findAdditionalMls(db, listingId);
}

export async function saveAdditionalMls(
  db: Db,
  actor: Actor,
  listingId: number,
  body: AdditionalMlsBody,
  expectedVersion: number | null = null,
) {
  const text = (rows: Array<{ mlsName: string; mlsNumber: string }>) =>
    rows.map((r) => `${r.mlsName} ${r.mlsNumber}`).join(', ');
  return writeListing(db, actor, listingId, { expectedVersion }, async (tx) => {
    const before = text(await findAdditionalMls(tx, listingId));
    await replaceAdditionalMls(tx, listingId, body.additionalMls);
    const after = text(body.additionalMls);
    if (before === after) return {};
    return {
      action: 'additionalMls',
      related: [{ field: 'additionalMls', oldValue: before, newValue: after }],
    };
  });
}
