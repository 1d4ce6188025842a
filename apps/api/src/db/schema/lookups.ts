import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { versioned } from './common';
import { salesRegions } from './organisation';

export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});
export const salutations = pgTable('salutations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});
/** US states and territories; `regionId` in the spec's payloads is this id. */
export const states = pgTable('states', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
});
export const propertyTypes = pgTable('property_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  isCommercial: boolean('is_commercial').notNull().default(false),
});
export const specializations = pgTable('specializations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});
export const rentalPeriods = pgTable('rental_periods', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  allowCustomText: boolean('allow_custom_text').notNull().default(false),
  displayOrder: integer('display_order').notNull().default(1),
});
/**
 * The neighborhoods of each sales region, which the AI areas screen administers: a listing names
 * its AI area by name (listings.aineighborhood). An area may sit under a parent of its own region;
 * its image is a stored file (entity type 'neighborhood', place 'image').
 */
export const neighborhoods = pgTable(
  'neighborhoods',
  {
    id: serial('id').primaryKey(),
    salesRegionId: integer('sales_region_id')
      .notNull()
      .references(() => salesRegions.id),
    name: text('name').notNull(),
    alias: text('alias'),
    summary: text('summary'),
    description: text('description'),
    /** 1 approved, 2 rejected, 3 not reviewed. */
    status: integer('status').notNull().default(3),
    parentNeighborhoodId: integer('parent_neighborhood_id').references((): AnyPgColumn => neighborhoods.id, {
      onDelete: 'set null',
    }),
    ...versioned,
  },
  (t) => [
    uniqueIndex('neighborhoods_region_name_idx').on(t.salesRegionId, sql`lower(${t.name})`),
    index('neighborhoods_parent_idx').on(t.parentNeighborhoodId),
  ],
);

/** Amenity catalogue: sections are the feature tabs, groups are headings within a tab. */
export const amenities = pgTable('amenities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  groupName: text('group_name').notNull(),
  sectionName: text('section_name').notNull(),
  allowText: boolean('allow_text').notNull().default(false),
});
