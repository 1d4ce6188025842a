import { z } from 'zod';
import { requiredId } from '../http';
import { MSG } from '../messages';

/**
 * Merging two listings (spec/001 sections 2, 3): the fields each include option carries from the
 * 'from' listing to the 'to' listing (ad copy: each of its ad copies replaces the 'to' listing's of
 * the same size and language). Areas without data of their own yet (domain,
 * marketing, analytics, open houses, showings) carry nothing and count 0 in the totals.
 */
export const MERGE_OPTIONS = [
  { key: 'includeMlsId', label: 'MLS Id' },
  { key: 'includeTridentId', label: 'Trident Id' },
  { key: 'includeListingDetails', label: 'Listing Details' },
  { key: 'includeListingFeatures', label: 'Listing Features' },
  { key: 'includeAdCopy', label: 'Ad Copy' },
  { key: 'includeDomain', label: 'Domain' },
  { key: 'includeNotes', label: 'Notes' },
  { key: 'includeMarketing', label: 'Marketing' },
  { key: 'includeAnalytics', label: 'Analytics' },
  { key: 'includeOpenHouses', label: 'Open Houses' },
  { key: 'includeShowings', label: 'Showings' },
  { key: 'includeMedia', label: 'Media' },
] as const;
export type MergeOptionKey = (typeof MERGE_OPTIONS)[number]['key'];

const flag = z.boolean().default(false);
export const MergeRequestSchema = z
  .object({
    fromListingId: requiredId('From listing'),
    toListingId: requiredId('To listing'),
    includeMlsId: flag,
    includeTridentId: flag,
    includeListingDetails: flag,
    includeListingFeatures: flag,
    includeAdCopy: flag,
    includeDomain: flag,
    includeNotes: flag,
    includeMarketing: flag,
    includeAnalytics: flag,
    includeOpenHouses: flag,
    includeShowings: flag,
    includeMedia: flag,
    shouldDeleteFromListing: flag,
  })
  .refine((v) => v.fromListingId !== v.toListingId, { error: MSG.mergeSameListing, path: ['toListingId'] });
export type MergeRequest = z.infer<typeof MergeRequestSchema>;
export type MergeRequestInput = z.input<typeof MergeRequestSchema>;

/** The listing fields each option carries. */
export const MERGE_FIELDS: Partial<Record<MergeOptionKey, readonly string[]>> = {
  includeMlsId: ['mlsNumber'],
  includeTridentId: ['tridentDealNumber'],
  includeListingDetails: [
    'title',
    'address1',
    'address2',
    'city',
    'regionId',
    'state',
    'zip',
    'latitude',
    'longitude',
    'county',
    'neighborhood',
    'propertyTypeId',
    'interiorSize',
    'exteriorSize',
    'rooms',
    'bedrooms',
    'fullBaths',
    'halfBaths',
  ],
  includeListingFeatures: ['year', 'developmentId', 'lotSize', 'lotSizeTypeId', 'outdoorSpace'],
};

type Row = Record<string, unknown>;

/**
 * The changes the merge makes to the 'to' listing. Fields are copied only when the 'from'
 * listing has a value; media adds the image counts and keeps the target's virtual tours unless
 * it has none.
 */
export function mergedListingChanges(from: Row, to: Row, opts: MergeRequest): Row {
  const changes: Row = {};
  for (const [key, fields] of Object.entries(MERGE_FIELDS)) {
    if (!opts[key as MergeOptionKey]) continue;
    for (const field of fields ?? []) {
      if (from[field] != null && from[field] !== '') changes[field] = from[field];
    }
  }
  if (opts.includeMedia) {
    changes.imageCount = Number(to.imageCount ?? 0) + Number(from.imageCount ?? 0);
    changes.hasLowResImages = Boolean(to.hasLowResImages) || Boolean(from.hasLowResImages);
    if (!to.virtualTourUrl && from.virtualTourUrl) changes.virtualTourUrl = from.virtualTourUrl;
    if (!to.virtualTour3dUrl && from.virtualTour3dUrl) changes.virtualTour3dUrl = from.virtualTour3dUrl;
  }
  return changes;
}

/** The totals of the preview (past marketings, views, open houses, showings, media, notes). */
export const MergeTotals = z
  .object({
    pastMarketings: z.int(),
    views: z.int(),
    openHouses: z.int(),
    showings: z.int(),
    media: z.int(),
    notes: z.int(),
    amenities: z.int(),
  })
  .meta({ id: 'MergeTotals' });
export type MergeTotals = z.infer<typeof MergeTotals>;
