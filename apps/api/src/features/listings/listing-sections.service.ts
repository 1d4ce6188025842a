import {
  BACK_OFFICE_DATA_SOURCE,
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
  LISTING_TOGGLES,
  type ListingToggle,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import { saveOwnersInTx } from './listings.service';
import { requireVisibleListing } from './listing-access.service';
import { writeListing } from './listing-write.service';
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
  const opts = { expectedVersion, section: 'Dates' as const };
  const { row } = await writeListing(db, actor, id, opts, async (_tx, current) => {
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
    return { fields: dates };
  });
  return row;
}

/** PUT listing/{id}/prices: read-only (403) with Disable Listing Price Edit. */
export async function saveListingPrices(
  db: Db,
  actor: Actor,
  id: number,
  body: ListingPrices,
  expectedVersion: number | null,
) {
  const opts = { expectedVersion, section: 'Prices' as const };
  const { row } = await writeListing(db, actor, id, opts, async (_tx, current) => ({
    fields: pricesForRegion(body, current.salesRegionId),
  }));
  return row;
}

/** PUT listing/{id}/rentalterms: rows without a price dropped; a rental keeps at least one. */
export async function saveRentalTerms(
  db: Db,
  actor: Actor,
  id: number,
  body: ListingRentalTerms,
  expectedVersion: number | null,
) {
  const terms = body.listingRentalDetails;
  const periodIds = terms.map((t) => t.rentalPeriodId);
  const opts = { expectedVersion, section: 'Prices' as const };
  const { row } = await writeListing(db, actor, id, opts, async (tx, current) => {
    const issue = rentalTermsIssue(terms, current.listingType);
    if (issue) throw badRequest(issue, [{ field: 'listingRentalDetails', message: issue }]);
    if ((await countRentalPeriods(tx, periodIds)) !== periodIds.length) throw badRequest(MSG.invalidBody);
    const before = await findRentalTerms(tx, id);
    const after = terms.map((t) => ({ ...t }));
    const key = (list: typeof before | typeof after) =>
      JSON.stringify(list.map((t) => [t.rentalPeriodId, Number(t.price), t.yearInfo, t.description]));
    if (key(before) === key(after)) return {};
    await replaceRentalTerms(tx, id, terms);
    return { related: [{ field: 'listingRentalDetails', oldValue: before, newValue: after }] };
  });
  return row;
}

export async function getRentalPeriods(db: Db, actor: Actor, id: number) {
  await requireVisibleListing(db, actor, id);
  return findRentalPeriodsOfListing(db, id);
}

/** GET Rental/{rentalPeriodId}/listing/{id}: one period of the listing's rental terms. */
export async function getRentalDetail(db: Db, actor: Actor, listingId: number, rentalPeriodId: number) {
  const periods = await getRentalPeriods(db, actor, listingId);
  const period = periods.find((p) => p.rentalPeriodId === rentalPeriodId);
  if (!period) throw notFound();
  return period;
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
  const { row } = await writeListing(db, actor, id, { expectedVersion }, async (tx, current) => ({
    related: await saveOwnersInTx(tx, id, owners, current.listingStatusId),
  }));
  return row;
}

export async function toggleListingOption(
  db: Db,
  actor: Actor,
  id: number,
  toggle: ListingToggle,
  value: boolean,
  expectedVersion: number | null,
) {
  const opts = {
    expectedVersion,
    right: toggle === 'togglepublish' ? ('publish' as const) : ('edit' as const),
  };
  const { row } = await writeListing(db, actor, id, opts, async (_tx, current) => {
    if (toggle === 'toggleshowsoldpriceforselectsold' && isSoldPriceOptionDisabled(current.salesRegionId))
      throw badRequest(MSG.soldPriceOptionUnavailable);
    return { fields: { [LISTING_TOGGLES[toggle]]: value } };
  });
  return row;
}

export async function getNeighborhoods(db: Db, salesRegionId: number) {
  return findNeighborhoods(db, salesRegionId);
}

export async function getListingLookups(db: Db) {
  return findListingLookups(db);
}
