import { z } from 'zod';
import { Id } from '../http';
import { LIMITS } from '../constants';
import { MSG } from '../messages';

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

/** An amenity of the catalogue with the listing's choice (GET listing/{id}/amenityDetails). */
export type Amenity = {
  amenityId: number;
  amenityName: string;
  groupName: string;
  sectionName: string;
  allowText: boolean;
  text: string | null;
  selected: boolean;
};

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

const count = (label: string) =>
  z
    .number({ error: `${label} should be a number` })
    .int({ error: `${label} should be a whole number` })
    .min(0, { error: `${label} should not be negative` })
    .max(LIMITS.maxNumeric, { error: MSG.incorrectValue })
    .nullable();

/** Building tab: development and year built (4 digits). */
export const ListingBuildingSchema = z.object({
  developmentId: Id.nullable(),
  year: z
    .number({ error: 'Year built should be a number' })
    .int()
    .min(1000, { error: 'Year built should have 4 digits' })
    .max(9999, { error: 'Year built should have 4 digits' })
    .nullable(),
});
export type ListingBuilding = z.infer<typeof ListingBuildingSchema>;

/** Interior tab: full baths, half baths, total rooms, bedrooms, interior size (13). */
export const ListingInteriorSchema = z.object({
  fullBaths: count('Full baths'),
  halfBaths: count('Half baths'),
  rooms: count('Total rooms'),
  bedrooms: count('Bedrooms'),
  interiorSize: count('Interior size'),
});
export type ListingInterior = z.infer<typeof ListingInteriorSchema>;

/** Lot tab: lot size (10 characters) with its unit, and outdoor space (13). */
export const ListingLotSchema = z.object({
  lotSize: z
    .number({ error: 'Lot size should be a number' })
    .min(0, { error: 'Lot size should not be negative' })
    .max(9_999_999.99, { error: 'Lot size should be at most 10 characters' })
    .nullable(),
  lotSizeTypeId: z.union([z.literal(1), z.literal(2)]).nullable(),
  outdoorSpace: z
    .string()
    .trim()
    .max(13, { error: 'Outdoor space should be at most 13 characters' })
    .nullable(),
});
export type ListingLot = z.infer<typeof ListingLotSchema>;
