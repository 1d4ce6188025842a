import { z } from 'zod';
import { defineEndpoints, NoContent } from '../contract';
import { IdFromText, IdParams } from '../http';
import { FLIP_TAX_SIDES, LOT_SIZE_UNITS, TAX_PERIODS } from '../constants';
import { ListingDatesSchema } from './listing-dates.schema';
import { ListingOwnerListSchema, ToggleBodySchema, ToggleFlag } from './listing-details.schema';
import { ListingPricesSchema, ListingRentalTermsSchema } from './listing-prices.schema';

/** The listing page's sections besides the details: dates, prices, rental terms, owners, toggles. */

const EDIT = ['systemAdmin', 'listingEdit'] as const;
const PUBLISH = ['systemAdmin', 'publishListing'] as const;
const tags = ['listings'] as const;

export const ListingOwnerView = z
  .object({
    id: z.number(),
    firstName: z.string(),
    lastName: z.string(),
    ownerAddressDifferentFromPropertyAddress: z.boolean(),
    address: z.string().nullable(),
    address2: z.string().nullable(),
    city: z.string().nullable(),
    regionId: z.number().nullable(),
    zip: z.string().nullable(),
    displayOrder: z.number(),
  })
  .meta({ id: 'ListingOwner' });

/** A rental period with the listing's term for it (price null when the listing has none). */
export const RentalPeriodTerm = z.object({
  rentalPeriodId: z.number(),
  name: z.string(),
  allowCustomText: z.boolean(),
  price: z.number().nullable(),
  yearInfo: z.string().nullable(),
  description: z.string().nullable(),
});

const Named = z.object({ id: z.number(), name: z.string() });

/** GET listing/lookups: what the listing forms choose from. */
export const ListingLookupsSchema = z
  .object({
    propertyTypes: z.array(Named.extend({ isCommercial: z.boolean() })),
    rentalPeriods: z.array(Named.extend({ allowCustomText: z.boolean(), displayOrder: z.number() })),
    states: z.array(Named.extend({ code: z.string() })),
    offices: z.array(Named.extend({ salesRegionId: z.number().nullable() })),
    lotSizeUnits: z.array(z.object({ id: z.number(), name: z.enum(LOT_SIZE_UNITS.map((u) => u.name)) })),
    flipTaxSides: z.array(z.enum(FLIP_TAX_SIDES)),
    taxPeriods: z.array(z.enum(TAX_PERIODS)),
  })
  .meta({ id: 'ListingLookups' });

/** The display-option toggles of a listing, each with the listing field it sets. */
export const LISTING_TOGGLES = {
  togglepublish: 'publish',
  toggleshowaddress: 'showAddress',
  toggleshowmap: 'showMap',
  toggleuseaddress: 'useAddressAsTitle',
  toggleshowsoldpriceforselectsold: 'displayOfferPriceForSelectSold',
  togglesuppressmls: 'suppressMlsImport',
} as const;
export type ListingToggle = keyof typeof LISTING_TOGGLES;

const FlagParams = IdParams.extend({ flag: ToggleFlag });
const toggle = (path: string, summary: string, allow: typeof EDIT | typeof PUBLISH) =>
  ({
    method: 'PUT',
    path: `/api/listing/:id/${path}/:flag`,
    summary,
    tags,
    allow,
    params: FlagParams,
    response: NoContent,
    versioned: true,
    refusals: [404],
  }) as const;

export const listingSectionEndpoints = defineEndpoints({
  saveListingDates: {
    method: 'PUT',
    path: '/api/listing/:id/dates',
    summary: 'Save the dates of a listing (refused with Disable Listing Dates Edit)',
    tags,
    allow: EDIT,
    params: IdParams,
    body: ListingDatesSchema,
    response: NoContent,
    versioned: true,
    refusals: [404],
  },
  saveListingPrices: {
    method: 'PUT',
    path: '/api/listing/:id/prices',
    summary: 'Save the prices of a listing (refused with Disable Listing Price Edit)',
    tags,
    allow: EDIT,
    params: IdParams,
    body: ListingPricesSchema,
    response: NoContent,
    versioned: true,
    refusals: [404],
  },
  saveRentalTerms: {
    method: 'PUT',
    path: '/api/listing/:id/rentalterms',
    summary: 'Replace the rental terms of a listing (rows without a price are dropped)',
    tags,
    allow: EDIT,
    params: IdParams,
    body: ListingRentalTermsSchema,
    response: NoContent,
    versioned: true,
    refusals: [404],
  },
  getRentalPeriods: {
    method: 'GET',
    path: '/api/listing/rentalperiods/:id',
    summary: 'Every rental period with the listing’s term for it',
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: z.array(RentalPeriodTerm),
    refusals: [404],
  },
  getRentalDetail: {
    method: 'GET',
    path: '/api/Rental/:rentalPeriodId/listing/:id',
    summary: 'The rental detail: one rental period with the listing’s term for it (price null when none)',
    tags,
    allow: 'signedIn',
    params: z.object({ rentalPeriodId: IdFromText, id: IdFromText }),
    response: RentalPeriodTerm,
    refusals: [404],
  },
  getOwners: {
    method: 'GET',
    path: '/api/listing/:id/owner',
    summary: 'The owners of a listing, in order',
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: z.array(ListingOwnerView),
    refusals: [404],
  },
  saveOwners: {
    method: 'POST',
    path: '/api/listing/:id/owner',
    summary: 'Replace the owners of a listing (up to 3; required unless sold or deleted)',
    tags,
    allow: EDIT,
    params: IdParams,
    body: ListingOwnerListSchema,
    response: NoContent,
    versioned: true,
    refusals: [404],
  },
  togglePublish: toggle('togglepublish', 'Publish or unpublish a listing', PUBLISH),
  toggleShowAddress: toggle('toggleshowaddress', 'Show or hide the address', EDIT),
  toggleShowMap: toggle('toggleshowmap', 'Show or hide the map', EDIT),
  toggleUseAddress: toggle('toggleuseaddress', 'Use the address as the title, or not', EDIT),
  toggleShowSoldPrice: toggle(
    'toggleshowsoldpriceforselectsold',
    'Show or hide the sold price of a select sale',
    EDIT,
  ),
  toggleSuppressMls: {
    method: 'PUT',
    path: '/api/listing/:id/togglesuppressmls',
    summary: 'Suppress the MLS import of a listing, or not',
    tags,
    allow: EDIT,
    params: IdParams,
    body: ToggleBodySchema,
    response: NoContent,
    versioned: true,
    refusals: [404],
  },
  getNeighborhoods: {
    method: 'GET',
    path: '/api/salesregion/:id/neighborhoods',
    summary: 'The neighborhoods of a sales region',
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: z.array(Named),
  },
  getListingLookups: {
    method: 'GET',
    path: '/api/listing/lookups',
    summary: 'What the listing forms choose from',
    tags,
    allow: 'signedIn',
    response: ListingLookupsSchema,
  },
});

/** The toggle endpoint of each display option. */
export const TOGGLE_ENDPOINTS = {
  togglepublish: listingSectionEndpoints.togglePublish,
  toggleshowaddress: listingSectionEndpoints.toggleShowAddress,
  toggleshowmap: listingSectionEndpoints.toggleShowMap,
  toggleuseaddress: listingSectionEndpoints.toggleUseAddress,
  toggleshowsoldpriceforselectsold: listingSectionEndpoints.toggleShowSoldPrice,
  togglesuppressmls: listingSectionEndpoints.toggleSuppressMls,
} as const satisfies Record<ListingToggle, unknown>;
