import { z } from 'zod';
import { defineEndpoints, NoContent } from '../contract';
import { IdParams } from '../http';
import {
  Amenity,
  AmenityCatalogueEntry,
  ListingAmenitiesSchema,
  ListingBuildingSchema,
  ListingInteriorSchema,
  ListingLotSchema,
} from './listing-features.schema';
import { AdditionalMlsSchema, VirtualTourSchema } from './listing-extras.schema';

/** Features (building, interior, lot, amenities), virtual tour and additional MLS of a listing. */

const EDIT = ['systemAdmin', 'listingEdit'] as const;
const tags = ['listing features'] as const;

/** GET listing/{id}/features: the feature fields of the listing and its amenity choices. */
export const ListingFeatures = z
  .object({
    listingId: z.int(),
    developmentId: z.int().nullable(),
    year: z.int().nullable(),
    fullBaths: z.int().nullable(),
    halfBaths: z.int().nullable(),
    rooms: z.int().nullable(),
    bedrooms: z.int().nullable(),
    interiorSize: z.int().nullable(),
    lotSize: z.number().nullable(),
    lotSizeTypeId: z.int().nullable(),
    outdoorSpace: z.string().nullable(),
    amenities: z.array(Amenity),
  })
  .meta({ id: 'ListingFeatures' });

export const AdditionalMls = z
  .object({ id: z.int(), mlsName: z.string(), mlsNumber: z.string() })
  .meta({ id: 'AdditionalMls' });

/** A feature tab's save: the tab's own listing fields, 204 with the new ETag. */
const section = <B extends z.ZodType>(path: string, body: B, summary: string) =>
  ({
    method: 'PUT',
    path: `/api/listing/:id/${path}`,
    summary,
    tags,
    allow: EDIT,
    params: IdParams,
    body,
    response: NoContent,
    versioned: true,
    refusals: [404],
  }) as const;

export const listingFeatureEndpoints = defineEndpoints({
  getAmenities: {
    method: 'GET',
    path: '/api/amenities',
    summary: 'The amenity catalogue, by feature tab and group',
    tags,
    allow: 'signedIn',
    response: z.array(AmenityCatalogueEntry),
  },
  getAmenityDetails: {
    method: 'GET',
    path: '/api/listing/:id/amenityDetails',
    summary: 'The amenity catalogue with the listing’s choices',
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: z.array(Amenity),
    refusals: [404],
  },
  saveAmenities: {
    method: 'PUT',
    path: '/api/listing/:id/amenities',
    summary: 'Replace the amenity choices of a listing (the answer’s ETag is the new version)',
    tags,
    allow: EDIT,
    params: IdParams,
    body: ListingAmenitiesSchema,
    response: z.object({ message: z.string() }),
    versioned: true,
    refusals: [404],
  },
  getListingFeatures: {
    method: 'GET',
    path: '/api/listing/:id/features',
    summary: 'The feature fields and amenities of a listing; the ETag is its version',
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: ListingFeatures,
    versioned: true,
    refusals: [404],
  },
  saveBuilding: section('building', ListingBuildingSchema, 'Save the building tab (development, year built)'),
  saveInterior: section('interior', ListingInteriorSchema, 'Save the interior tab (baths, rooms, size)'),
  saveLot: section('lot', ListingLotSchema, 'Save the lot tab (lot size and unit, outdoor space)'),
  saveVirtualTour: section('tours', VirtualTourSchema, 'Save the virtual tour links (https only)'),
  getAdditionalMls: {
    method: 'GET',
    path: '/api/listing/:id/additionalMls',
    summary: 'The additional MLS names and numbers of a listing',
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: z.array(AdditionalMls),
    refusals: [404],
  },
  saveAdditionalMls: {
    method: 'PUT',
    path: '/api/listing/:id/additionalMls',
    summary: 'Replace the additional MLS names and numbers (the answer’s ETag is the new version)',
    tags,
    allow: EDIT,
    params: IdParams,
    body: AdditionalMlsSchema,
    response: NoContent,
    versioned: true,
    refusals: [404],
  },
});
