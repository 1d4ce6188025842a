import { z } from 'zod';
import { defineEndpoints } from '../contract';
import {
  LISTING_SORT_COLUMNS,
  ListingSearchCountsSchema,
  ListingSearchSchema,
  ListingTabIndexSchema,
  SORT_DIRECTIONS,
} from './listing-search.schema';
import { ListingCreateSchema } from './listing-create.schema';
import { BusinessPurposeTypeId } from './listings.endpoints';

/** Listing lists (tabs, counts, paging, sorts, quick filters) and listing creation. */

const tags = ['listings'] as const;

/**
 * One row of a listing list. Outside the actor's scope (the national and market tabs) a row
 * carries only the public facts: the fields after isInScope are null and it cannot be managed.
 */
export const ListingListItem = z
  .object({
    id: z.int(),
    /** The shown title: the address when useAddressAsTitle, else the stored title. */
    title: z.string(),
    city: z.string().nullable(),
    statusId: z.int(),
    status: z.string().nullable(),
    price: z.number().nullable(),
    listingDate: z.iso.date().nullable(),
    daysOnMarket: z.int().nullable(),
    office: z.string().nullable(),
    businessPurposeTypeId: BusinessPurposeTypeId,
    agents: z.array(z.object({ agentId: z.int(), name: z.string(), sideTypeId: z.int() })),
    isInScope: z.boolean(),
    address: z.string().nullable(),
    address2: z.string().nullable(),
    /** The stored title. */
    listingTitle: z.string().nullable(),
    publish: z.boolean().nullable(),
    isSelectSale: z.boolean().nullable(),
    displayOfferPriceForSelectSold: z.boolean().nullable(),
    useAddressAsTitle: z.boolean().nullable(),
    showMap: z.boolean().nullable(),
    closedDate: z.iso.date().nullable(),
    soldPrice: z.number().nullable(),
    expirationDate: z.iso.date().nullable(),
    salesRegionId: z.int().nullable(),
    isValid: z.boolean().nullable(),
    mlsNumber: z.string().nullable(),
    imageCount: z.int().nullable(),
    lastUpdated: z.iso.datetime().nullable(),
    canManage: z.boolean(),
    canPublish: z.boolean(),
  })
  .meta({ id: 'ListingListItem' });

/** A page of a listing list; hasMore tells whether another page follows (no total is counted). */
export const ListingSearchPage = z
  .object({
    results: z.array(ListingListItem),
    currentPage: z.int(),
    itemsPerPage: z.int(),
    hasMore: z.boolean(),
    sortColumn: z.enum(LISTING_SORT_COLUMNS),
    sortDirection: z.enum(SORT_DIRECTIONS),
    tab: ListingTabIndexSchema.nullable(),
  })
  .meta({ id: 'ListingSearchPage' });

export const listingSearchEndpoints = defineEndpoints({
  searchListings: {
    method: 'POST',
    path: '/api/listing/search',
    summary: 'A page of a listing list (a tab, or statuses), sorted and filtered, in the actor’s reach',
    tags,
    allow: 'signedIn',
    body: ListingSearchSchema,
    response: ListingSearchPage,
  },
  countListingTabs: {
    method: 'POST',
    path: '/api/listing/search/counts',
    summary: 'How many listings each tab holds under the same filters',
    tags,
    allow: 'signedIn',
    body: ListingSearchCountsSchema,
    response: z
      .object({ counts: z.array(z.object({ tab: ListingTabIndexSchema, count: z.int() })) })
      .meta({ id: 'ListingTabCounts' }),
  },
  createListing: {
    method: 'POST',
    path: '/api/listing/create',
    summary: 'Create a draft listing in an office the user may use; answers its id',
    tags,
    allow: ['systemAdmin', 'listingCreation'],
    body: ListingCreateSchema,
    response: z.object({ id: z.int() }),
  },
});
