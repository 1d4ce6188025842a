import { z } from 'zod';
import { Id } from '../http';
import { LIMITS } from '../constants';
import { MSG } from '../messages';
import { LISTING_COLUMN_FIELDS } from './listing-columns.schema';

/** Listing Features (spec/001 sections 2, 3, 5): tabs, fields and amenities. */
export const FEATURE_TABS = [
  'BUILDING',
  'INTERIOR',
  'LOT',
  'ROOM',
  'CONSTRUCTION',
  'PARKING',
  'OUTDOOR',
  'ASSOCIATION',
  'GREEN',
] as const;
export type FeatureTab = (typeof FEATURE_TABS)[number];

/** An amenity of the catalogue (GET amenities): its tab (section), heading (group) and name. */
export const AmenityCatalogueEntry = z
  .object({
    amenityId: z.int(),
    amenityName: z.string(),
    groupName: z.string(),
    sectionName: z.string(),
    allowText: z.boolean(),
  })
  .meta({ id: 'AmenityCatalogueEntry' });

/** An amenity of the catalogue with the listing's choice (GET listing/{id}/amenityDetails). */
export const Amenity = AmenityCatalogueEntry.extend({
  text: z.string().nullable(),
  selected: z.boolean(),
}).meta({ id: 'Amenity' });
export type Amenity = z.infer<typeof Amenity>;

const AmenityChoice = z
  .object({
    amenityId: Id,
    selected: z.boolean(),
    text: z.string().trim().max(LIMITS.amenityTextMax, { error: MSG.amenityTextMax }).nullable().optional(),
  })
  // a selected flag is set when text is non-empty
  .transform((a) => ({ ...a, text: a.text ? a.text : null, selected: a.selected || Boolean(a.text) }));

/** PUT listing/{id}/amenities with {amenities}: the full set of choices of the listing. */
export const ListingAmenitiesSchema = z.object({ amenities: z.array(AmenityChoice).max(1000) });
export type ListingAmenitiesBody = z.input<typeof ListingAmenitiesSchema>;

const C = LISTING_COLUMN_FIELDS;

/** Building tab: development and year built (4 digits). */
export const ListingBuildingSchema = z.object({
  developmentId: Id.nullable(),
  year: C.year,
});
export type ListingBuilding = z.output<typeof ListingBuildingSchema>;

/** Interior tab: full baths, half baths, total rooms, bedrooms, interior size (13). */
export const ListingInteriorSchema = z.object({
  fullBaths: C.fullBaths,
  halfBaths: C.halfBaths,
  rooms: C.rooms,
  bedrooms: C.bedrooms,
  interiorSize: C.interiorSize,
});
export type ListingInterior = z.output<typeof ListingInteriorSchema>;

/** Lot tab: lot size (10 characters) with its unit, and outdoor space (13). */
export const ListingLotSchema = z.object({
  lotSize: C.lotSize,
  lotSizeTypeId: C.lotSizeTypeId,
  outdoorSpace: C.outdoorSpace,
});
export type ListingLot = z.output<typeof ListingLotSchema>;
