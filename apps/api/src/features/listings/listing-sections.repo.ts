import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  AI_AREA_OFFERED_STATUSES,
  FLIP_TAX_SIDES,
  LOT_SIZE_UNITS,
  TAX_PERIODS,
  type ListingOwner,
  type RentalTerm,
} from '@atrium/domain';
import type { DbOrTx } from '../../db/audited-write';
import {
  listingOwners,
  listingRentalDetails,
  neighborhoods,
  offices,
  propertyTypes,
  rentalPeriods,
  states,
} from '../../db/schema';

/** SQL of the listing page's sections: owners, rental terms and the lookups the forms need. */

export async function findOwners(db: DbOrTx, listingId: number) {
  const rows = await db
    .select()
    .from(listingOwners)
    .where(eq(listingOwners.listingId, listingId))
    .orderBy(asc(listingOwners.displayOrder), asc(listingOwners.id));
  return rows.map(({ listingId: _l, ...o }) => o);
}

export async function replaceOwners(tx: DbOrTx, listingId: number, owners: ListingOwner[]) {
  await tx.delete(listingOwners).where(eq(listingOwners.listingId, listingId));
  if (!owners.length) return;
  await tx.insert(listingOwners).values(
    owners.map((o, i) => ({
      listingId,
      firstName: o.firstName ?? '',
      lastName: o.lastName ?? '',
      ownerAddressDifferentFromPropertyAddress: o.ownerAddressDifferentFromPropertyAddress,
      address: o.address,
      address2: o.address2,
      city: o.city,
      regionId: o.regionId,
      zip: o.zip,
      displayOrder: i + 1,
    })),
  );
}

export async function findRentalTerms(db: DbOrTx, listingId: number) {
  return db
    .select({
      rentalPeriodId: listingRentalDetails.rentalPeriodId,
      price: listingRentalDetails.price,
      yearInfo: listingRentalDetails.yearInfo,
      description: listingRentalDetails.description,
    })
    .from(listingRentalDetails)
    .innerJoin(rentalPeriods, eq(rentalPeriods.id, listingRentalDetails.rentalPeriodId))
    .where(eq(listingRentalDetails.listingId, listingId))
    .orderBy(asc(rentalPeriods.displayOrder));
}

export async function replaceRentalTerms(tx: DbOrTx, listingId: number, terms: RentalTerm[]) {
  await tx.delete(listingRentalDetails).where(eq(listingRentalDetails.listingId, listingId));
  if (!terms.length) return;
  await tx.insert(listingRentalDetails).values(
    terms.map((t) => ({
      listingId,
      rentalPeriodId: t.rentalPeriodId,
      price: t.price ?? 0,
      yearInfo: t.yearInfo,
      description: t.description,
    })),
  );
}

export async function countRentalPeriods(db: DbOrTx, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const rows = await db
    .select({ id: rentalPeriods.id })
    .from(rentalPeriods)
    .where(inArray(rentalPeriods.id, ids));
  return rows.length;
}

/** Every rental period with the listing's term for it (price null when the listing has none). */
export async function findRentalPeriodsOfListing(db: DbOrTx, listingId: number) {
  return db
    .select({
      rentalPeriodId: rentalPeriods.id,
      name: rentalPeriods.name,
      allowCustomText: rentalPeriods.allowCustomText,
      price: listingRentalDetails.price,
      yearInfo: listingRentalDetails.yearInfo,
      description: listingRentalDetails.description,
    })
    .from(rentalPeriods)
    .leftJoin(
      listingRentalDetails,
      sql`${listingRentalDetails.rentalPeriodId} = ${rentalPeriods.id} and ${listingRentalDetails.listingId} = ${listingId}`,
    )
    .orderBy(asc(rentalPeriods.displayOrder));
}

export async function findNeighborhoods(db: DbOrTx, salesRegionId: number) {
  return (
    db
      .select({ id: neighborhoods.id, name: neighborhoods.name })
      .from(neighborhoods)
      // a rejected AI area is not offered; approved and not yet reviewed ones are
      .where(
        and(
          eq(neighborhoods.salesRegionId, salesRegionId),
          inArray(neighborhoods.status, [...AI_AREA_OFFERED_STATUSES]),
        ),
      )
      .orderBy(asc(neighborhoods.name))
  );
}

/** GET listing/lookups: what the listing forms choose from. */
export async function findListingLookups(db: DbOrTx) {
  const [types, periods, stateRows, officeRows] = await Promise.all([
    db.select().from(propertyTypes).orderBy(asc(propertyTypes.id)),
    db.select().from(rentalPeriods).orderBy(asc(rentalPeriods.displayOrder)),
    db.select().from(states).orderBy(asc(states.name)),
    db
      .select({ id: offices.id, name: offices.name, salesRegionId: offices.salesRegionId })
      .from(offices)
      .orderBy(asc(offices.name)),
  ]);
  return {
    propertyTypes: types,
    rentalPeriods: periods,
    states: stateRows,
    offices: officeRows,
    lotSizeUnits: [...LOT_SIZE_UNITS],
    flipTaxSides: [...FLIP_TAX_SIDES],
    taxPeriods: [...TAX_PERIODS],
  };
}
