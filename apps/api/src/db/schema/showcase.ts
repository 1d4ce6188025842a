import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { users } from './users';
import { createdAt, instant, instantNow } from './common';

/**
 * Domains bought for showcase sites. With the embedded sandbox registrar this table is the
 * registrar too: a domain is available when no row holds it (and it is not reserved). A listing
 * has at most one domain (site type 0); releasing it deletes the row.
 */
export const domains = pgTable(
  'domains',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id'),
    domainUrl: text('domain_url').notNull(),
    entityId: integer('entity_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    siteType: integer('site_type').notNull().default(0),
    /** 'sandbox' or 'real': the registrar that holds it. */
    registrar: text('registrar').notNull().default('sandbox'),
    expirationDate: instant('expiration_date'),
    renewDeadline: instant('renew_deadline'),
    redeemDeadline: instant('redeem_deadline'),
    status: integer('status').notNull().default(1),
    isRenewable: boolean('is_renewable').notNull().default(true),
    isRedeemable: boolean('is_redeemable').notNull().default(true),
    /** The expiration date the agents were warned about; a renewal moves the expiration and re-arms the warning. */
    expiryWarnedFor: instant('expiry_warned_for'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdDate: createdAt(),
    updatedAt: instantNow('updated_at'),
  },
  (t) => [
    uniqueIndex('domains_url_idx').on(t.domainUrl),
    uniqueIndex('domains_entity_idx').on(t.entityId, t.siteType),
  ],
);

/**
 * A listing's showcase website: created by purchasing a domain, deleted by releasing it. The
 * public page (/site/{listingId}) reads it with its custom tabs (showcase.repo.ts findShowcaseSite).
 */
export const showcaseSites = pgTable(
  'showcase_sites',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    domainId: integer('domain_id').references(() => domains.id, { onDelete: 'set null' }),
    /** 1 address, 2 other, 3 custom header. */
    headerOptions: integer('header_options').notNull().default(1),
    customHeader: text('custom_header'),
    headline: text('headline'),
    subheadline: text('subheadline'),
    showPrice: boolean('show_price').notNull().default(true),
    /** 1 Address, 2 Title, 3 Custom Text, 4 None. */
    titleOption: integer('title_option').notNull().default(1),
    customTitle: text('custom_title'),
    /** 1 features & amenities, 2 custom tabs, 3 no details; null until set (then the rule decides). */
    displayOptions: integer('display_options'),
    publish: boolean('publish').notNull().default(false),
    status: integer('status').notNull().default(1),
    googleAnalyticsTrackingId: text('google_analytics_tracking_id'),
    hotjarTrackingId: text('hotjar_tracking_id'),
    googleTagManager: text('google_tag_manager'),
    privateSite: boolean('private_site').notNull().default(false),
    /** 0 do not e-mail, 1 e-mail the lead agent, 2 e-mail all agents. */
    privateListingAccessEmailOption: integer('private_listing_access_email_option').notNull().default(0),
    autoGenerateCode: boolean('auto_generate_code').notNull().default(false),
    alreadyOwned: boolean('already_owned').notNull().default(false),
    createdDate: createdAt(),
    updatedAt: instantNow('updated_at'),
  },
  (t) => [uniqueIndex('showcase_sites_listing_idx').on(t.listingId)],
);

/** Up to 4 custom tabs of a showcase site, ordered by orderNo (from 1); bodies are sanitized rich text. */
export const showcaseCustomTabs = pgTable(
  'showcase_custom_tabs',
  {
    id: serial('id').primaryKey(),
    showcaseSiteId: integer('showcase_site_id')
      .notNull()
      .references(() => showcaseSites.id, { onDelete: 'cascade' }),
    orderNo: integer('order_no').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
  },
  (t) => [index('showcase_custom_tabs_site_idx').on(t.showcaseSiteId, t.orderNo)],
);

/**
 * The access codes of a private showcase site: added by an agent (approved) or asked for by a
 * visitor (pending until an agent opens the signed approval link). A code is unique per site.
 */
export const privateSiteUsers = pgTable(
  'private_site_users',
  {
    id: serial('id').primaryKey(),
    showcaseSiteId: integer('showcase_site_id')
      .notNull()
      .references(() => showcaseSites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    accessCode: text('access_code').notNull(),
    email: text('email'),
    phone: text('phone'),
    approved: boolean('approved').notNull().default(false),
    customDate: boolean('custom_date').notNull().default(false),
    /** Access opens at 00:00:00 of the start day and closes at 23:59:59 of the end day (UTC). */
    startDate: instant('start_date'),
    endDate: instant('end_date'),
    createdDate: createdAt(),
  },
  (t) => [uniqueIndex('private_site_users_code_idx').on(t.showcaseSiteId, t.accessCode)],
);

/** Each opening of a private site with an access code. */
export const privateSiteUserLogins = pgTable(
  'private_site_user_logins',
  {
    id: serial('id').primaryKey(),
    privateSiteUserId: integer('private_site_user_id')
      .notNull()
      .references(() => privateSiteUsers.id, { onDelete: 'cascade' }),
    loginDate: instantNow('login_date'),
  },
  (t) => [index('private_site_user_logins_user_idx').on(t.privateSiteUserId, t.loginDate)],
);
