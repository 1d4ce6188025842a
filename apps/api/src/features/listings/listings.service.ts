import {
  canEditListing,
  canViewListing,
  DEAL_TYPE_TEXT,
  LISTING_STATUS_LABEL,
  type Actor,
  type DealTypeId,
  type ListingStatusId,
  type ListingTitleBody,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import { updateVersioned } from '../../db/audited-write';
import { listings } from '../../db/schema';
import { forbidden, notFound } from '../../lib/http-error';
import { findAccessFacts, findListing, findListingRelations, type ListingRow } from './listings.repo';

/** Loads a listing the actor may see, or answers 404 (never reveals one outside the scope). */
export async function requireVisibleListing(db: Db, actor: Actor, id: number) {
  const facts = await findAccessFacts(db, id);
  if (!facts || !canViewListing(actor, facts)) throw notFound();
  return facts;
}

/** Refuses with 404 outside the view scope and 403 when the actor may see but not edit. */
export async function requireEditableListing(db: Db, actor: Actor, id: number) {
  const facts = await requireVisibleListing(db, actor, id);
  if (!canEditListing(actor, facts)) throw forbidden();
  return facts;
}

export async function getListingDetails(db: Db, actor: Actor, id: number) {
  await requireVisibleListing(db, actor, id);
  const listing = await findListing(db, id);
  if (!listing) throw notFound();
  const rel = await findListingRelations(db, id);
  return { listing, details: toListingDetails(listing, rel) };
}

export function toListingDetails(l: ListingRow, rel: Awaited<ReturnType<typeof findListingRelations>>) {
  const { updatedAt, createdDate, ...fields } = l;
  return {
    ...fields,
    status: LISTING_STATUS_LABEL[l.listingStatusId as ListingStatusId] ?? null,
    dealType: DEAL_TYPE_TEXT[l.dealTypeId as DealTypeId] ?? null,
    office: rel.officeName,
    createdDate,
    lastUpdated: updatedAt,
    businessPurposeTypeId: l.listingType === 'Rental' ? 2 : 1,
    prices: rel.rentals.map((r) => ({
      price: r.price,
      rentalPeriod: r.name,
      rentalPeriodId: r.rentalPeriodId,
    })),
    listingRentalDetails: rel.rentals,
    ownerInfo: rel.owners.map(({ listingId: _l, ...o }) => o),
    listingAgents: rel.agents.map(({ firstName, lastName, ...a }) => ({
      ...a,
      name: `${firstName} ${lastName}`,
    })),
  };
}

export async function saveListingTitle(
  db: Db,
  actor: Actor,
  id: number,
  body: ListingTitleBody,
  expectedVersion: number | null,
) {
  await requireEditableListing(db, actor, id);
  return db.transaction(async (tx) => {
    const { row } = await updateVersioned<ListingRow>(tx, {
      table: listings,
      entityType: 'listing',
      id,
      expectedVersion,
      changes: { title: body.title },
      actor,
    });
    return row;
  });
}
