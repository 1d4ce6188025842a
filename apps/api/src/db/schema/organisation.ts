import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  doublePrecision,
} from 'drizzle-orm/pg-core';
import { createdAt, versioned } from './common';

export const salesRegions = pgTable('sales_regions', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const offices = pgTable(
  'offices',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    salesRegionId: integer('sales_region_id').references(() => salesRegions.id),
    officeRegion: text('office_region'),
    status: integer('status').notNull().default(1),
    publish: boolean('publish').notNull().default(true),
    isValid: boolean('is_valid').notNull().default(true),
    mlsNumber: text('mls_number'),
    primaryMlsName: text('primary_mls_name'),
    locationCode: text('location_code'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    phoneNumber: text('phone_number'),
    fax: text('fax'),
    email: text('email'),
    managerAgentId: integer('manager_agent_id'),
    managerTitle: text('manager_title'),
    description: text('description'),
    history: text('history'),
    createdDate: createdAt(),
    ...versioned,
  },
  (t) => [index('offices_sales_region_idx').on(t.salesRegionId)],
);

export const agents = pgTable(
  'agents',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id'),
    tridentId: text('trident_id'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    middleName: text('middle_name'),
    preferredFirstName: text('preferred_first_name'),
    preferredLastName: text('preferred_last_name'),
    brandEmail: text('brand_email'),
    workPhone: text('work_phone'),
    mobilePhone: text('mobile_phone'),
    officeId: integer('office_id').references(() => offices.id),
    agentTypeId: integer('agent_type_id').notNull().default(1),
    title: text('title'),
    licenseNumber: text('license_number'),
    statusId: integer('status_id').notNull().default(1),
    publish: boolean('publish').notNull().default(true),
    isValid: boolean('is_valid').notNull().default(true),
    mlsNumber: text('mls_number'),
    address1: text('address1'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    startDate: text('start_date'),
    createdDate: createdAt(),
    ...versioned,
  },
  (t) => [index('agents_office_idx').on(t.officeId), index('agents_last_name_idx').on(t.lastName)],
);

export const salesTeams = pgTable(
  'sales_teams',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    officeId: integer('office_id').references(() => offices.id),
    email: text('email'),
    description: text('description'),
    websiteUrl: text('website_url'),
    phone: text('phone'),
    mlsNumber: text('mls_number'),
    statusId: integer('status_id').notNull().default(1),
    isValid: boolean('is_valid').notNull().default(true),
    createdDate: createdAt(),
    ...versioned,
  },
  (t) => [index('sales_teams_office_idx').on(t.officeId)],
);

export const salesTeamMembers = pgTable(
  'sales_team_members',
  {
    salesTeamId: integer('sales_team_id')
      .notNull()
      .references(() => salesTeams.id, { onDelete: 'cascade' }),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    displayOrder: integer('display_order').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.salesTeamId, t.agentId] }),
    index('sales_team_members_agent_idx').on(t.agentId),
  ],
);

export const applications = pgTable('applications', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  acronym: text('acronym'),
  link: text('link'),
  promoted: boolean('promoted').notNull().default(false),
  canShow: boolean('can_show').notNull().default(true),
  ...versioned,
});
