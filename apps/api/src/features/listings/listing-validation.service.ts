import { eq } from 'drizzle-orm';
import { LISTING_FLAGS, validateListing, type Actor } from '@atrium/domain';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import type { BackOfficeSystem } from '../../adapters/back-office/back-office';
import { requireVisibleListing } from './listings.service';
import { findCompletenessFacts } from './listing-validation.repo';

const todayIso = () => new Date().toISOString().slice(0, 10);

async function load(db: Db, actor: Actor, listingId: number) {
  await requireVisibleListing(db, actor, listingId);
  const found = await findCompletenessFacts(db, listingId);
  if (!found) throw notFound();
  return found;
}

/** GET listing/{id}/validate: warnings, missing required fields and isValid, computed now. */
export async function validateListingById(db: Db, actor: Actor, listingId: number, today = todayIso()) {
  const { facts, listing } = await load(db, actor, listingId);
  const result = validateListing(facts, today);
  await storeValidity(db, listingId, listing.isValid, result.isValid);
  return { listingId, ...result };
}

/**
 * Recomputes a listing's isValid after a write, so lists show the 'Data Complete' state. The
 * flag is derived, never typed by a user, so storing it does not bump the listing's version
 * (an open form's ETag stays good).
 */
export async function refreshListingValidity(db: Db, listingId: number, today = todayIso()) {
  const found = await findCompletenessFacts(db, listingId);
  if (!found) return;
  await storeValidity(db, listingId, found.listing.isValid, validateListing(found.facts, today).isValid);
}

async function storeValidity(db: Db, listingId: number, stored: boolean, computed: boolean) {
  if (stored !== computed)
    await db.update(listings).set({ isValid: computed }).where(eq(listings.id, listingId));
}

/** GET ListingSyndication/{id}/flags: the raised flag ids and the meaning of each of 1 to 18. */
export async function listingFlags(db: Db, actor: Actor, listingId: number, today = todayIso()) {
  const { facts, listing } = await load(db, actor, listingId);
  const v = validateListing(facts, today);
  return {
    listingId,
    isValid: v.isValid,
    flags: v.flags,
    listingFlags: LISTING_FLAGS.map((f) => ({ ...f, raised: v.flags.includes(f.id) })),
    publishSite: listing.publish,
    suppressMlsImport: listing.suppressMlsImport,
  };
}

function backOfficeListing(l: Awaited<ReturnType<typeof load>>['listing']) {
  return {
    id: l.id,
    listingNumber: l.listingNumber,
    listingStatusId: l.listingStatusId,
    dataSource: l.dataSource,
    tridentDealNumber: l.tridentDealNumber,
    mlsNumber: l.mlsNumber,
    currentPrice: l.currentPrice,
    tridentPrice: l.tridentPrice,
    ignoreTridentPrice: l.ignoreTridentPrice,
    officeId: l.officeId,
    imageCount: l.imageCount,
    hasLowResImages: l.hasLowResImages,
    publish: l.publish,
    isValid: l.isValid,
  };
}

export async function qcStatus(db: Db, backOffice: BackOfficeSystem, actor: Actor, listingId: number) {
  const { listing } = await load(db, actor, listingId);
  return {
    listingId,
    businessPurposeTypeId: listing.listingType === 'Rental' ? 2 : 1,
    ...(await backOffice.qcStatus(backOfficeListing(listing))),
  };
}

export async function backOfficeValidation(
  db: Db,
  backOffice: BackOfficeSystem,
  actor: Actor,
  listingId: number,
) {
  const { listing } = await load(db, actor, listingId);
  return { listingId, ...(await backOffice.validationRecord(backOfficeListing(listing))) };
}
