import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { agents, offices } from './organisation';
import { amenities } from './lookups';
import { versioned } from './common';

const money = (name: string) => numeric(name, { precision: 15, scale: 2, mode: 'number' });

/** A development (the spec's building): a project of units marketed by an office. */
export const developments = pgTable(
  'developments',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    statusId: integer('status_id').notNull().default(1),
    siraDevelopmentId: text('sira_development_id'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    regionId: integer('region_id'),
    state: text('state'),
    zip: text('zip'),
    websiteUrl: text('website_url'),
    listDate: date('list_date', { mode: 'string' }),
    expirationDate: date('expiration_date', { mode: 'string' }),
    agreementDate: date('agreement_date', { mode: 'string' }),
    totalUnits: integer('total_units'),
    totalDollarValue: money('total_dollar_value'),
    minimumPricePerUnit: money('minimum_price_per_unit'),
    maxFinancing: numeric('max_financing', { precision: 6, scale: 2, mode: 'number' }),
    interiorSize: integer('interior_size'),
    exteriorSize: integer('exterior_size'),
    lotSize: numeric('lot_size', { precision: 14, scale: 2, mode: 'number' }),
    lotSizeTypeId: integer('lot_size_type_id'),
    yearBuilt: integer('year_built'),
    isExclusiveListingAgent: boolean('is_exclusive_listing_agent').notNull().default(false),
    ownerFirstName: text('owner_first_name'),
    ownerLastName: text('owner_last_name'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    adCopyHeadline: text('ad_copy_headline'),
    adCopyBody: text('ad_copy_body'),
    publish: boolean('publish').notNull().default(false),
    ...versioned,
  },
  (t) => [index('developments_office_idx').on(t.officeId), index('developments_title_idx').on(t.title, t.id)],
);

/** The agents of a development: one side each (1 listing side, 2 sales side), ordered within it. */
export const developmentAgents = pgTable(
  'development_agents',
  {
    developmentId: integer('development_id')
      .notNull()
      .references(() => developments.id, { onDelete: 'cascade' }),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    sideTypeId: integer('side_type_id').notNull().default(1),
    displayOrder: integer('display_order').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.developmentId, t.agentId] }),
    index('development_agents_agent_idx').on(t.agentId),
  ],
);

/** The amenities chosen for a development, from the shared amenity catalogue. */
export const developmentAmenities = pgTable(
  'development_amenities',
  {
    developmentId: integer('development_id')
      .notNull()
      .references(() => developments.id, { onDelete: 'cascade' }),
    amenityId: integer('amenity_id')
      .notNull()
      .references(() => amenities.id),
    text: text('text'),
  },
  (t) => [primaryKey({ columns: [t.developmentId, t.amenityId] })],
);
