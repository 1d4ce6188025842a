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
import { sql } from 'drizzle-orm';
import { createdAt, instant, versioned } from './common';

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
    /** One of OFFICE_REGIONS (a catalogue of the domain). */
    officeRegionId: integer('office_region_id'),
    urlName: text('url_name'),
    facebookUrl: text('facebook_url'),
    twitterUrl: text('twitter_url'),
    linkedInUrl: text('linked_in_url'),
    instagramUrl: text('instagram_url'),
    tridentMetroId: text('trident_metro_id'),
    lastTridentImport: instant('last_trident_import'),
    marketArea: text('market_area'),
    licenseNumber: text('license_number'),
    dashMlsName: text('dash_mls_name'),
    dashMlsCode: text('dash_mls_code'),
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
  (t) => [index('offices_sales_region_idx').on(t.salesRegionId), index('offices_name_idx').on(t.name, t.id)],
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
    // the agent description's further fields: officeId is the trident office
    salutationTypeId: integer('salutation_type_id'),
    webOfficeId: integer('web_office_id').references(() => offices.id),
    primaryBrokerageOfficeId: integer('primary_brokerage_office_id').references(() => offices.id),
    agentOfficeIds: integer('agent_office_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    primaryMls: text('primary_mls'),
    regionId: integer('region_id'),
    address2: text('address2'),
    homePhone: text('home_phone'),
    fax: text('fax'),
    personalEmail: text('personal_email'),
    alternateEmail: text('alternate_email'),
    brandSiteEmail: text('brand_site_email'),
    websiteUrl: text('website_url'),
    agentRedirectUrl: text('agent_redirect_url'),
    linkedInUrl: text('linked_in_url'),
    facebookUrl: text('facebook_url'),
    twitterUrl: text('twitter_url'),
    instagramUrl: text('instagram_url'),
    youtubeUrl: text('youtube_url'),
    areaOfExpertise: text('area_of_expertise'),
    dashStaffId: integer('dash_staff_id'),
    sortField: text('sort_field').notNull().default('closedDate'),
    defaultSelectSale: boolean('default_select_sale').notNull().default(false),
    suppressMlsImport: boolean('suppress_mls_import').notNull().default(false),
    createdDate: createdAt(),
    ...versioned,
  },
  (t) => [
    index('agents_office_idx').on(t.officeId),
    index('agents_last_name_idx').on(t.lastName),
    // the list's default filter and sort (status, first name), its first page read in order
    index('agents_list_default_idx').on(t.statusId, t.firstName, t.id),
  ],
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
    phoneNumberDisplay: text('phone_number_display'),
    /** 1 Primary Agent, 2 Both Agents, 3 Custom. */
    phoneNoDisplayOrder: integer('phone_no_display_order').notNull().default(1),
    linkedInUrl: text('linkedin_url'),
    facebookUrl: text('facebook_url'),
    twitterUrl: text('twitter_url'),
    instagramUrl: text('instagram_url'),
    youtubeUrl: text('youtube_url'),
    canShareProperties: boolean('can_share_properties').notNull().default(false),
    accolades: text('accolades'),
    accoladesTitle: text('accolades_title'),
    dashId: integer('dash_id'),
    /** Active (1) from two members, inactive (2) under: follows every member change. */
    statusId: integer('status_id').notNull().default(1),
    isValid: boolean('is_valid').notNull().default(true),
    createdDate: createdAt(),
    ...versioned,
  },
  // the list's default order (name ascending) reads this index; name search uses the trigram index
  (t) => [index('sales_teams_office_idx').on(t.officeId), index('sales_teams_name_idx').on(t.name, t.id)],
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
