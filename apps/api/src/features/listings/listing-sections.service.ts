import {
  BACK_OFFICE_DATA_SOURCE,
  isSectionEditDisabled,
  isSoldPriceOptionDisabled,
  ListingDatesSchema,
  listingDatesIssues,
  MSG,
  pricesForRegion,
  rentalTermsIssue,
  type Actor,
  type ListingDates,
  type ListingDetailsBody,
  type ListingPrices,
  type ListingRentalTerms,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import { badRequest, forbidden } from '../../lib/http-error';
import {
  lockForWrite,
  requireEditableListing,
  requirePublishableListing,
  requireVisibleListing,
  saveOwnersInTx,
  writeListing,
} from './listings.service';
import {
  countRentalPeriods,
  findListingLookups,
  findNeighborhoods,
  findOwners,
  findRentalPeriodsOfListing,
  findRentalTerms,
  replaceRentalTerms,
} from './listing-sections.repo';

/** The listing page's sections besides the details: dates, prices, rental terms, owners, toggles. */

/** PUT listing/{id}/dates: refused (403) with Disable Listing Dates Edit; every date rule (400). */
export async function saveListingDates(
  db: Db,
  actor: Actor,
  id: number,
  body: ListingDates,
  expectedVersion: number | null,
) {
  await requireEditableListing(db, actor, id);
  if (isSectionEditDisabled(actor, 'Dates')) throw forbidden();
  return db.transaction(async (tx) => {
    const current = await lockForWrite(tx, id, expectedVersion);
    let dates: ListingDates = body;
    if (current.dataSource === BACK_OFFICE_DATA_SOURCE) {
      // cancel, contract and closed dates come from the back-office listing system
      const locked = {
        canceledDate: current.canceledDate,
        contractDate: current.contractDate,
        closedDate: current.closedDate,
      };
      const merged = ListingDatesSchema.safeParse({ ...body, ...locked });
      if (!merged.success) throw badRequest(merged.error.issues[0].message);
      dates = merged.data;
    }
    const issues = listingDatesIssues(dates, current);
    if (issues.length) throw badRequest(issues[0].message, issues);
    return writeListing(tx, actor, id, null, dates);
  });
}

function requirePriceEdit(actor: Actor) {
  if (isSectionEditDisabled(actor, 'Prices')) throw forbidden();
}

/** PUT listing/{id}/prices: read-only (403) with Disable Listing Price Edit. */
export async function saveListingPrices(
  db: Db,
  actor: Actor,
  id: number,
  body: ListingPrices,
  expectedVersion: number | null,
) {
  await requireEditableListing(db, actor, id);
  requirePriceEdit(actor);
  return db.transaction(async (tx) => {
    const current = await lockForWrite(tx, id, expectedVersion);
    return writeListing(tx, actor, id, null, pricesForRegion(body, current.salesRegionId));
  });
}

/** PUT listing/{id}/rentalterms: rows without a price dropped; a rental keeps at least one. */
export async function saveRentalTerms(
  db: Db,
  actor: Actor,
  id: number,
  body: ListingRentalTerms,
  expectedVersion: number | null,
) {
  await requireEditableListing(db, actor, id);
  requirePriceEdit(actor);
  const terms = body.listingRentalDetails;
  const periodIds = terms.map((t) => t.rentalPeriodId);
  return db.transaction(async (tx) => {
    const current = await lockForWrite(tx, id, expectedVersion);
    const issue = rentalTermsIssue(terms, current.listingType);
    if (issue) throw badRequest(issue, [{ field: 'listingRentalDetails', message: issue }]);
    if ((await countRentalPeriods(tx, periodIds)) !== periodIds.length) throw badRequest(MSG.invalidBody);
    const before = await findRentalTerms(tx, id);
    const after = terms.map((t) => ({ ...t }));
    const same =
      JSON.stringify(before.map((t) => [t.rentalPeriodId, Number(t.price), t.yearInfo, t.description])) ===
      JSON.stringify(after.map((t) => [t.rentalPeriodId, Number(t.price), t.yearInfo, t.description]));
    if (same) return current;
    await replaceRentalTerms(tx, id, terms);
    return writeListing(tx, actor, id, null, {}, [
      { field: 'listingRentalDetails', oldValue: before, newValue: after },
    ]);
  });
}

export async function getRentalPeriods(db: Db, actor: Actor, id: number) {
  await requireVisibleListing(db, actor, id);
  return findRentalPeriodsOfListing(db, id);
}

export async function getOwners(db: Db, actor: Actor, id: number) {
  await requireVisibleListing(db, actor, id);
  return findOwners(db, id);
}

/** POST listing/{id}/owner: the whole owner list (up to 3), required unless sold or deleted. */
export async function saveOwners(
  db: Db,
  actor: Actor,
  id: number,
  owners: NonNullable<ListingDetailsBody['ownerInfo']>,
  expectedVersion: number | null,
) {
  await requireEditableListing(db, actor, id);
  return db.transaction(async (tx) => {
    const current = await lockForWrite(tx, id, expectedVersion);
    const related = await saveOwnersInTx(tx, id, owners, current.listingStatusId);
    return related.length ? writeListing(tx, actor, id, null, {}, related) : current;
  });
}

/** The display-option toggles and the listing field each one sets. */
export const LISTING_TOGGLES = {
  togglepublish: 'publish',
  toggleshowaddress: 'showAddress',
  toggleshowmap: 'showMap',
  toggleuseaddress: 'useAddressAsTitle',
  toggleshowsoldpriceforselectsold: 'displayOfferPriceForSelectSold',
  togglesuppressmls: 'suppressMlsImport',
} as const;
export type ListingToggle = keyof typeof LISTING_TOGGLES;

export async function toggleListingOption(
  db: Db,
  actor: Actor,
  id: number,
  toggle: ListingToggle,
  value: boolean,
  expectedVersion: number | null,
) {
  if (toggle === 'togglepublish') await requirePublishableListing(db, actor, id);
  else await requireEditableListing(db, actor, id);
  return db.transaction(async (tx) => {
    const current = await lockForWrite(tx, id, expectedVersion);
    if (toggle === 'toggleshowsoldpriceforselectsold' && isSoldPriceOptionDisabled(current.salesRegionId))
      throw badRequest(MSG.soldPriceOptionUnavailable);
    return writeListing(tx, actor, id, null, { [LISTING_TOGGLES[toggle]]: value });
  });
}

export async function getNeighborhoods(db: Db, salesRegionId: number) {
  return findNeighborhoods(db, salesRegionId);
}

export async function getListingLookups(db: Db) {
  return findListingLookups(db);
}
