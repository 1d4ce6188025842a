import type { Faker } from '@faker-js/faker';
import { DEAL_TYPE_TEXT, LISTING_STATUS } from '@atrium/domain';
import * as t from '../schema';
import { listingRow } from '../factories';
import { AMENITY_CATALOGUE, PROPERTY_TYPES, STATES } from './reference-data';
import { insertMany, type AgentSeed, type OfficeSeed, type SeedContext } from './seed-support';
import {
  isDemoPhotoTooSmall,
  listingPictures,
  type DemoPictureCounts,
  type ListingPictures,
} from './demo-photos';

const STATUS_MIX: Array<[number, number]> = [
  [LISTING_STATUS.active, 30],
  [LISTING_STATUS.sold, 24],
  [LISTING_STATUS.pending, 8],
  [LISTING_STATUS.expired, 8],
  [LISTING_STATUS.draft, 8],
  [LISTING_STATUS.comingSoon, 5],
  [LISTING_STATUS.tempOffMarket, 5],
  [LISTING_STATUS.private, 6],
  [LISTING_STATUS.permOffMarket, 3],
  [LISTING_STATUS.deleted, 3],
];
const ADJECTIVES = [
  'Elegant',
  'Stunning',
  'Timeless',
  'Modern',
  'Grand',
  'Serene',
  'Iconic',
  'Sunlit',
  'Classic',
  'Private',
  'Restored',
  'Sweeping',
];

function isoDay(base: Date, offsetDays: number): string {
  return new Date(base.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** Dates consistent with the status rules of spec/000 section 4.2. */
function datesFor(f: Faker, status: number, today: Date) {
  const d = (min: number, max: number) => f.number.int({ min, max });
  const none = {
    contractDate: null,
    closedDate: null,
    canceledDate: null,
    projectedListDate: null,
  } as Record<string, string | null>;
  switch (status) {
    case LISTING_STATUS.active:
    case LISTING_STATUS.private: {
      const listed = -d(1, 300);
      return { ...none, listingDate: isoDay(today, listed), expirationDate: isoDay(today, d(10, 330)) };
    }
    case LISTING_STATUS.pending: {
      const contract = -d(1, 60);
      return {
        ...none,
        listingDate: isoDay(today, contract - d(10, 200)),
        expirationDate: isoDay(today, d(20, 200)),
        contractDate: isoDay(today, contract),
      };
    }
    case LISTING_STATUS.sold: {
      const closed = -d(1, 700);
      const contract = closed - d(15, 90);
      const listed = contract - d(10, 200);
      return {
        ...none,
        listingDate: isoDay(today, listed),
        expirationDate: isoDay(today, listed + 365),
        contractDate: isoDay(today, contract),
        closedDate: isoDay(today, closed),
      };
    }
    case LISTING_STATUS.expired:
    case LISTING_STATUS.deleted: {
      const expired = -d(1, 200);
      return {
        ...none,
        listingDate: isoDay(today, expired - d(120, 365)),
        expirationDate: isoDay(today, expired),
      };
    }
    case LISTING_STATUS.comingSoon: {
      const projected = d(5, 60);
      return {
        ...none,
        listingDate: isoDay(today, projected),
        expirationDate: isoDay(today, projected + 180),
        projectedListDate: isoDay(today, projected),
      };
    }
    case LISTING_STATUS.tempOffMarket:
    case LISTING_STATUS.permOffMarket: {
      const listed = -d(60, 400);
      return {
        ...none,
        listingDate: isoDay(today, listed),
        expirationDate: isoDay(today, listed + 365),
        canceledDate: f.datatype.boolean() ? isoDay(today, -d(1, 50)) : null,
      };
    }
    default: {
      const listed = d(-30, 30);
      return { ...none, listingDate: isoDay(today, listed), expirationDate: isoDay(today, listed + 180) };
    }
  }
}

function splitEvenly(count: number): number[] {
  const base = Math.floor(100 / count);
  return Array.from({ length: count }, (_, i) => base + (i < 100 - base * count ? 1 : 0));
}

/**
 * The demo listings: statuses, prices and dates that follow the rules, agents, owners, rental
 * terms, amenities; answers which demo pictures each listing shows (its image count and its
 * 'photos too small' flag follow from them).
 */
export async function seedListings(
  { db, f, today, progress }: SeedContext,
  count: number,
  offices: OfficeSeed[],
  agents: AgentSeed[],
  pictureCounts: DemoPictureCounts,
): Promise<ListingPictures[]> {
  const pictures: ListingPictures[] = [];
  const shown = (p: ListingPictures) => {
    pictures.push(p);
    return { imageCount: p.photos.length, hasLowResImages: p.photos.some(isDemoPhotoTooSmall) };
  };
  const agentsByOffice = new Map<number, AgentSeed[]>();
  for (const a of agents) agentsByOffice.set(a.officeId, [...(agentsByOffice.get(a.officeId) ?? []), a]);
  const statusBag = STATUS_MIX.flatMap(([s, w]) => Array<number>(w).fill(s));
  const listingRows: Record<string, unknown>[] = [];
  const agentRows: Record<string, unknown>[] = [];
  const ownerRows: Record<string, unknown>[] = [];
  const rentalRows: Record<string, unknown>[] = [];
  const amenityRows: Record<string, unknown>[] = [];
  const amenityCount = Object.values(AMENITY_CATALOGUE).flatMap((g) => Object.values(g).flat()).length;
  const stateIds = new Map(STATES.map(([code], i) => [code, i + 1]));

  for (let id = 1; id <= count; id++) {
    // Listings 1-14 belong to the agent persona (agent 1, office 1); 15-20 to agent2 (agents 2, 3).
    const personaListing = id <= 14 ? 1 : id <= 20 ? 2 : 0;
    const office =
      personaListing === 1
        ? offices[0]
        : personaListing === 2
          ? offices[1]
          : offices[f.number.int({ min: 0, max: offices.length - 1 })];
    const status = personaListing
      ? statusBag[(id * 13) % statusBag.length]
      : f.helpers.arrayElement(statusBag);
    const isRental = id % 4 === 0;
    const dealTypeId =
      personaListing === 1
        ? id <= 10
          ? 1
          : 2
        : personaListing === 2
          ? 2
          : f.helpers.weightedArrayElement([
              { value: 1, weight: 6 },
              { value: 2, weight: 3 },
              { value: 3, weight: 1 },
            ]);
    const propertyTypeId = f.number.int({ min: 1, max: PROPERTY_TYPES.length - (id % 17 === 0 ? 0 : 1) });
    const neighborhood = f.helpers.arrayElement(office.neighborhoods);
    const price = isRental
      ? Math.round(f.number.int({ min: 5, max: 150 }) * 1000)
      : Math.round(f.number.int({ min: 8, max: 450 }) * 100_000);
    const dates = datesFor(f, status, today);
    const title =
      `${f.helpers.arrayElement(ADJECTIVES)} ${PROPERTY_TYPES[propertyTypeId - 1][0]} in ${neighborhood}`.slice(
        0,
        50,
      );
    const buyerNotOffered = id % 13 === 0;
    listingRows.push(
      listingRow({
        id,
        listingType: isRental ? 'Rental' : 'Sale',
        listingStatusId: status,
        title,
        address1: f.location.streetAddress(),
        address2:
          id % 5 === 0
            ? `Unit ${f.number.int({ min: 1, max: 40 })}${f.string.alpha({ length: 1, casing: 'upper' })}`
            : null,
        city: office.city,
        regionId: stateIds.get(office.state) ?? null,
        state: office.state,
        zip: `${office.zipPrefix}${f.string.numeric(2)}`,
        latitude: f.location.latitude({ min: 25, max: 48 }),
        longitude: f.location.longitude({ min: -123, max: -70 }),
        county: `${office.city} County`,
        neighborhood,
        salesRegionId: office.salesRegionId,
        officeId: office.id,
        propertyTypeId,
        mlsNumber: id % 7 === 0 ? null : `${office.state}${f.string.numeric(7)}`,
        listingNumber: `L${String(id).padStart(7, '0')}`,
        dataSource: id % 10 === 0 ? 'Trident' : 'Atrium',
        initialPrice: Math.round(price * 1.05),
        currentPrice: price,
        mlsPrice: price,
        soldPrice:
          status === LISTING_STATUS.sold ? Math.round(price * f.number.float({ min: 0.9, max: 1.02 })) : null,
        lastAskingPrice: status === LISTING_STATUS.sold ? price : null,
        priceUponRequest: id % 29 === 0,
        commonCharges: propertyTypeId === 2 ? f.number.int({ min: 800, max: 9000 }) : null,
        maintenance: propertyTypeId === 3 ? f.number.int({ min: 2000, max: 15000 }) : null,
        realEstateTax: isRental ? null : f.number.int({ min: 5000, max: 250000 }),
        taxesAreMonthly: false,
        listingCommission: 5 + (id % 2),
        listingCommissionType: 1,
        buyerCommission: buyerNotOffered ? null : 2.5,
        buyerCommissionType: buyerNotOffered ? 3 : 1,
        displayBuyerCommissionOnWebsite: id % 3 === 0,
        noFeeRental: isRental && id % 8 === 0,
        maxFinancing: propertyTypeId === 3 ? 75 : null,
        flipTaxAmount: office.salesRegionId === 1 && propertyTypeId === 3 ? 2 : null,
        ...dates,
        dealTypeId,
        priorBrokerSale: dealTypeId === 3 && id % 3 === 0,
        interiorSize: f.number.int({ min: 900, max: 15000 }),
        exteriorSize: f.number.int({ min: 0, max: 5000 }),
        lotSize:
          propertyTypeId === 1 || propertyTypeId === 7
            ? f.number.float({ min: 0.2, max: 40, fractionDigits: 2 })
            : null,
        lotSizeTypeId: propertyTypeId === 1 || propertyTypeId === 7 ? 1 : null,
        rooms: f.number.int({ min: 3, max: 25 }),
        bedrooms: f.number.int({ min: 1, max: 9 }),
        fullBaths: f.number.int({ min: 1, max: 10 }),
        halfBaths: f.number.int({ min: 0, max: 3 }),
        year: f.number.int({ min: 1890, max: 2025 }),
        publish: status === LISTING_STATUS.active || status === LISTING_STATUS.pending ? id % 6 !== 0 : false,
        showAddress: id % 9 !== 0,
        showMap: true,
        useAddressAsTitle: id % 12 === 0,
        virtualTourUrl: id % 4 === 1 ? `https://tours.meridian.example/${id}` : null,
        // drawn here as before, so the rest of the generated data stays the same
        ...shown(listingPictures(id, f.number.int({ min: 0, max: 45 }), pictureCounts)),
        updatedAt: new Date(today.getTime() - f.number.int({ min: 0, max: 90 * 86_400_000 })).toISOString(),
      }),
    );

    // agents on each side, splits summing to 100
    const pool = agentsByOffice.get(office.id) ?? agents;
    const sides = dealTypeId === 1 ? [1] : dealTypeId === 3 ? [2] : [1, 2];
    for (const side of sides) {
      const fixedAgents = personaListing === 1 ? [1] : personaListing === 2 ? [id % 2 === 0 ? 2 : 3] : [];
      const others = f.helpers.arrayElements(
        pool.filter((a) => !fixedAgents.includes(a.id)),
        { min: fixedAgents.length ? 0 : 1, max: 2 },
      );
      const ids = [...fixedAgents, ...others.map((a) => a.id)];
      const splits = splitEvenly(ids.length);
      ids.forEach((agentId, i) =>
        agentRows.push({
          listingId: id,
          agentId,
          sideTypeId: side,
          displayOrder: i + 1,
          selectSale: status === LISTING_STATUS.sold && i === 0,
          split: splits[i],
        }),
      );
    }
    const ownerCount = status === LISTING_STATUS.deleted ? 0 : f.number.int({ min: 1, max: 3 });
    for (let o = 1; o <= ownerCount; o++) {
      const different = o > 1 || id % 6 === 0;
      ownerRows.push({
        listingId: id,
        firstName: f.person.firstName(),
        lastName: f.person.lastName(),
        ownerAddressDifferentFromPropertyAddress: different,
        address: different ? f.location.streetAddress() : null,
        city: different ? f.location.city() : null,
        regionId: different ? f.number.int({ min: 1, max: STATES.length }) : null,
        zip: different ? f.string.numeric(5) : null,
        displayOrder: o,
      });
    }
    if (isRental) {
      const terms = f.number.int({ min: 1, max: 3 });
      for (let r = 1; r <= terms; r++) {
        rentalRows.push({
          listingId: id,
          rentalPeriodId: r,
          price: Math.round(price * (r === 2 ? 11 : r === 3 ? 0.3 : 1)),
          yearInfo: r >= 3 ? String(today.getFullYear() + 1) : null,
          description: null,
        });
      }
    }
    const picked = f.helpers.arrayElements(
      Array.from({ length: amenityCount }, (_, i) => i + 1),
      { min: 4, max: 12 },
    );
    picked.forEach((amenityId) => amenityRows.push({ listingId: id, amenityId, text: null, selected: true }));
  }
  await insertMany(db, t.listings, listingRows, progress, 'listings');
  await insertMany(db, t.listingAgents, agentRows, progress, 'listing agents');
  await insertMany(db, t.listingOwners, ownerRows, progress, 'owners');
  await insertMany(db, t.listingRentalDetails, rentalRows, progress, 'rental terms');
  await insertMany(db, t.listingAmenities, amenityRows, progress, 'amenities');
  progress(`listings: ${count} (${DEAL_TYPE_TEXT[1]} / ${DEAL_TYPE_TEXT[2]} / ${DEAL_TYPE_TEXT[3]})`);
  return pictures;
}
