import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
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
export const neighborhoods = pgTable('neighborhoods', {
  id: serial('id').primaryKey(),
  salesRegionId: integer('sales_region_id')
    .notNull()
    .references(() => salesRegions.id),
  name: text('name').notNull(),
});

/** Amenity catalogue: sections are the feature tabs, groups are headings within a tab. */
export const amenities = pgTable('amenities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  groupName: text('group_name').notNull(),
  sectionName: text('section_name').notNull(),
  allowText: boolean('allow_text').notNull().default(false),
});
