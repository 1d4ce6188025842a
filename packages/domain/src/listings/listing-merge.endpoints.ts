import { z } from 'zod';
import { defineEndpoints } from '../contract';
import { MergeRequestSchema, MergeTotals } from './listing-merge.rules';
import { ListingDetails } from './listings.endpoints';

/** Merging two listings (staff, system administrators): candidates, the preview, the merge. */

const STAFF = ['staff', 'systemAdmin'] as const;
const tags = ['listing merge'] as const;

/** A listing the merge may take as 'from' or 'to'. */
export const MergeCandidate = z
  .object({
    id: z.int(),
    listingNumber: z.string().nullable(),
    mlsNumber: z.string().nullable(),
    title: z.string().nullable(),
    /** Address and city, comma separated. */
    address: z.string(),
    status: z.string().nullable(),
  })
  .meta({ id: 'MergeCandidate' });

/** A listing as the merge shows it: its number, status and the fields the options carry. */
export const MergeSummary = ListingDetails.pick({
  id: true,
  listingNumber: true,
  listingStatusId: true,
  status: true,
  currentPrice: true,
  imageCount: true,
  mlsNumber: true,
  tridentDealNumber: true,
  title: true,
  address1: true,
  address2: true,
  city: true,
  regionId: true,
  state: true,
  zip: true,
  latitude: true,
  longitude: true,
  county: true,
  neighborhood: true,
  propertyTypeId: true,
  interiorSize: true,
  exteriorSize: true,
  rooms: true,
  bedrooms: true,
  fullBaths: true,
  halfBaths: true,
  year: true,
  developmentId: true,
  lotSize: true,
  lotSizeTypeId: true,
  outdoorSpace: true,
}).meta({ id: 'MergeSummary' });
export type MergeSummary = z.infer<typeof MergeSummary>;

/** POST listing/overview: both listings, the 'to' listing as the merge would leave it, the totals. */
export const MergeOverview = z
  .object({
    fromListing: MergeSummary,
    originalListing: MergeSummary,
    mergedListing: MergeSummary,
    changedFields: z.array(z.string()),
    totals: z.object({ from: MergeTotals, original: MergeTotals, merged: MergeTotals }),
    /** What becomes of the 'from' listing: 'Deleted', or its status unchanged. */
    fromListingAfterMerge: z.string().nullable(),
  })
  .meta({ id: 'MergeOverview' });

export const MergeCandidatesQuery = z.object({ text: z.string().max(100).default('') });

export const listingMergeEndpoints = defineEndpoints({
  getMergeCandidates: {
    method: 'GET',
    path: '/api/listing/mergeCandidates',
    summary: 'Listings in scope whose number, MLS number, title or address holds the text (20 at most)',
    tags,
    allow: STAFF,
    query: MergeCandidatesQuery,
    response: z.array(MergeCandidate),
  },
  getMergeOverview: {
    method: 'POST',
    path: '/api/listing/overview',
    summary: 'Preview a merge: the listings before and after, and the totals; nothing is written',
    tags,
    allow: STAFF,
    body: MergeRequestSchema,
    response: MergeOverview,
    refusals: [404],
  },
  mergeListings: {
    method: 'POST',
    path: '/api/listing/merge',
    summary: 'Merge one listing into another in one transaction (the from listing deleted on request)',
    tags,
    allow: STAFF,
    body: MergeRequestSchema,
    response: z
      .object({
        toListing: MergeSummary,
        notesMoved: z.int(),
        amenitiesCopied: z.int(),
        message: z.string(),
      })
      .meta({ id: 'MergeResult' }),
    refusals: [404],
  },
});
