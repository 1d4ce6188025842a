import {
  businessPurposeOf,
  LISTING_FLAGS,
  LISTING_STATUS,
  validateListing,
  type Actor,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import type { BackOfficeSystem } from '../../adapters/back-office/back-office';
import { requireVisibleListing } from './listing-access.service';
import {
  completenessFacts,
  countSelectedConsumers,
  findCompletenessFacts,
  findValidityBatch,
  hasCorrectionRun,
  recordCorrection,
  storeValidity,
} from './listing-validation.repo';
import { todayIso } from '../../lib/today';

async function load(db: Db, actor: Actor, listingId: number) {
  await requireVisibleListing(db, actor, listingId);
  const found = await findCompletenessFacts(db, listingId);
  if (!found) throw notFound();
  return found;
}

/** GET listing/{id}/validate: warnings, missing required fields and isValid, computed now. */
export async function validateListingById(db: Db, actor: Actor, listingId: number, today = todayIso()) {
  const { facts } = await load(db, actor, listingId);
  return { listingId, ...validateListing(facts, today) };
}

/**
 * Recomputes the stored data-complete flag of every listing (or those after `afterId`) in batches
 * and corrects the ones that disagree with the rule; answers how many were corrected. Every write
 * keeps the flag current; this mends rows stored before that (or by an import).
 */
export async function recomputeListingValidity(
  db: Db,
  opts: { batchSize?: number; today?: string } = {},
): Promise<number> {
  const batchSize = opts.batchSize ?? 2000;
  const today = opts.today ?? todayIso();
  let afterId = 0;
  let corrected = 0;
  for (;;) {
    const batch = await findValidityBatch(db, afterId, batchSize);
    if (!batch.length) return corrected;
    const wrong = batch
      .map(({ listing, counts }) => ({
        id: listing.id,
        stored: listing.isValid,
        isValid: validateListing(completenessFacts(listing, counts), today).isValid,
      }))
      .filter((f) => f.stored !== f.isValid);
    await storeValidity(db, wrong);
    corrected += wrong.length;
    afterId = batch[batch.length - 1].listing.id;
  }
}

/** The settings key of the one-time correction of data-complete flags stored before every write kept them. */
const VALIDITY_CORRECTION = 'correction:listingValidity';

/** Corrects the stored data-complete flags once per database (at start-up); answers how many. */
export async function correctListingValidityOnce(db: Db): Promise<number | null> {
  if (await hasCorrectionRun(db, VALIDITY_CORRECTION)) return null;
  const corrected = await recomputeListingValidity(db);
  await recordCorrection(db, VALIDITY_CORRECTION, { corrected, at: new Date().toISOString() });
  return corrected;
}

/** GET ListingSyndication/{id}/flags: the raised flag ids and the meaning of each of 1 to 18. */
export async function listingFlags(db: Db, actor: Actor, listingId: number, today = todayIso()) {
  const { facts, listing } = await load(db, actor, listingId);
  const v = validateListing(facts, today);
  const privateSite = listing.listingStatusId === LISTING_STATUS.private;
  return {
    listingId,
    isValid: v.isValid,
    flags: v.flags,
    listingFlags: LISTING_FLAGS.map((f) => ({ ...f, raised: v.flags.includes(f.id) })),
    publishSite: listing.publish,
    suppressMlsImport: listing.suppressMlsImport,
    sendToSir: listing.publish && !privateSite,
    sendToPartnerSites: !listing.sendToSirOnly && (await countSelectedConsumers(db, listingId)) > 0,
    privateSite,
    suppressPhotoImport: listing.suppressPhotoImport,
    suppressAdCopyImport: listing.suppressAdCopyImport,
  };
}

export function backOfficeListing(l: Awaited<ReturnType<typeof load>>['listing']) {
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
    businessPurposeTypeId: businessPurposeOf(listing.listingType),
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
