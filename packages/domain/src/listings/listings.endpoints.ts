import { z } from 'zod';
import { defineEndpoints, NoContent } from '../contract';
import { IdParams, Timestamp } from '../http';
import { LISTING_TYPES } from '../constants';
import { ListingDetailsSchema, ListingStatusSchema } from './listing-details.schema';
import { AdCopyTitleSchema } from '../ad-copy/ad-copy.schema';
import { ListingAgentView } from './listing-agents.rules';
import { ListingOwnerView } from './listing-sections.endpoints';

/** The listing itself: its details (read with its version, and saved), status and title. */

const EDIT = ['systemAdmin', 'listingEdit'] as const;
const tags = ['listings'] as const;

// the listing columns as the answers carry them
const Text = z.string().nullable();
const Int = z.int().nullable();
/** Money, the lot size and the coordinates (numeric and double columns come back as numbers). */
const Num = z.number().nullable();
const Day = z.iso.date().nullable();

/** 1 sale, 2 rental: the listing type as the lists and the back office number it. */
export const BusinessPurposeTypeId = z.union([z.literal(1), z.literal(2)]);

/** A rental term of a listing with its period's name. */
export const ListingRentalTerm = z
  .object({
    id: z.int(),
    rentalPeriodId: z.int(),
    name: z.string(),
    price: z.number(),
    yearInfo: z.string().nullable(),
    description: z.string().nullable(),
    allowCustomText: z.boolean(),
  })
  .meta({ id: 'ListingRentalTerm' });

/**
 * GET listing/{id}/details: every column of the listing (its last change as lastUpdated), what
 * the page shows beside it (status and deal type texts, office name, whether it is published) and
 * its rental terms, owners and agents.
 */
export const ListingDetails = z
  .object({
    id: z.int(),
    listingType: z.enum(LISTING_TYPES),
    listingStatusId: z.int(),
    title: Text,
    address1: Text,
    address2: Text,
    city: Text,
    regionId: Int,
    state: Text,
    zip: Text,
    latitude: Num,
    longitude: Num,
    county: Text,
    neighborhood: Text,
    aineighborhood: Text,
    salesRegionId: Int,
    officeId: Int,
    propertyTypeId: Int,
    marketArea: Text,
    mlsNumber: Text,
    listingNumber: Text,
    tridentDealNumber: Text,
    rfgId: Text,
    taxMapNumber: Text,
    dataSource: Text,
    initialPrice: Num,
    tridentPrice: Num,
    mlsPrice: Num,
    currentPrice: Num,
    soldPrice: Num,
    lastAskingPrice: Num,
    priceUponRequest: z.boolean(),
    ignoreTridentPrice: z.boolean(),
    displayOfferPriceForSelectSold: z.boolean(),
    commonCharges: Num,
    maintenance: Num,
    realEstateTax: Num,
    taxesAreMonthly: z.boolean(),
    doNotDisplayTaxesOnWebsite: z.boolean(),
    buyerCommission: Num,
    buyerCommissionType: Int,
    listingCommission: Num,
    listingCommissionType: Int,
    displayBuyerCommissionOnWebsite: z.boolean(),
    noFeeRental: z.boolean(),
    maxFinancing: Num,
    flipTaxAmount: Num,
    flipTaxSide: Text,
    listingBudget: Num,
    listingDate: Day,
    expirationDate: Day,
    contractDate: Day,
    closedDate: Day,
    canceledDate: Day,
    projectedListDate: Day,
    publishedDate: Day,
    lastPublishedDate: Day,
    newListingUntil: Day,
    dealTypeId: z.int(),
    interiorSize: Int,
    exteriorSize: Int,
    lotSize: Num,
    lotSizeTypeId: Int,
    outdoorSpace: Text,
    rooms: Int,
    bedrooms: Int,
    fullBaths: Int,
    halfBaths: Int,
    year: Int,
    developmentId: Int,
    /** The title of the development the listing belongs to (developmentId), null when none. */
    development: Text,
    publish: z.boolean(),
    isValid: z.boolean(),
    showAddress: z.boolean(),
    showMap: z.boolean(),
    useAddressAsTitle: z.boolean(),
    showPendingAsActive: z.boolean(),
    priorBrokerSale: z.boolean(),
    suppressAgentImport: z.boolean(),
    suppressMlsImport: z.boolean(),
    suppressPhotoImport: z.boolean(),
    suppressAdCopyImport: z.boolean(),
    sendToSirOnly: z.boolean(),
    photoCredit: Text,
    virtualTourUrl: Text,
    virtualTour3dUrl: Text,
    imageCount: z.int(),
    hasLowResImages: z.boolean(),
    createdBy: Int,
    createdDate: Timestamp,
    version: z.int(),
    lastUpdated: Timestamp,
    status: Text,
    dealType: Text,
    office: Text,
    businessPurposeTypeId: BusinessPurposeTypeId,
    isCommercial: z.boolean(),
    /** Published on the websites: publish on, data complete, and not a commercial property. */
    published: z.boolean(),
    prices: z.array(z.object({ price: z.number(), rentalPeriod: z.string(), rentalPeriodId: z.int() })),
    listingRentalDetails: z.array(ListingRentalTerm),
    ownerInfo: z.array(ListingOwnerView),
    listingAgents: z.array(ListingAgentView),
  })
  .meta({ id: 'ListingDetails' });

export const listingEndpoints = defineEndpoints({
  getListingDetails: {
    method: 'GET',
    path: '/api/listing/:id/details',
    summary: 'A listing with its owners, rental terms and agents; the ETag is its version',
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: ListingDetails,
    versioned: true,
    refusals: [404],
  },
  saveListingDetails: {
    method: 'PUT',
    path: '/api/listing/:id/details',
    summary: 'Save the details form of a listing (with its owners and, when changed, its status)',
    tags,
    allow: EDIT,
    params: IdParams,
    body: ListingDetailsSchema,
    response: NoContent,
    versioned: true,
    refusals: [404],
  },
  saveListingStatus: {
    method: 'PUT',
    path: '/api/listing/:id/status',
    summary: 'Change the status of a listing under the status rules',
    tags,
    allow: EDIT,
    params: IdParams,
    body: ListingStatusSchema,
    response: NoContent,
    versioned: true,
    refusals: [404],
  },
  saveListingTitle: {
    method: 'PUT',
    path: '/api/listing/:id/title',
    summary: 'Change the title of a listing',
    tags,
    allow: EDIT,
    params: IdParams,
    body: AdCopyTitleSchema,
    response: NoContent,
    versioned: true,
    refusals: [404],
  },
  getLastUpdated: {
    method: 'GET',
    path: '/api/listing/:id/lastUpdated',
    summary: 'When a listing last changed, and its version',
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: z
      .object({ id: z.int(), lastUpdated: Timestamp, version: z.int() })
      .meta({ id: 'ListingLastUpdated' }),
    versioned: true,
    refusals: [404],
  },
});
