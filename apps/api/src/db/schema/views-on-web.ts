import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { users } from './users';
import { files } from './files';
import { createdAt, instantNow } from './common';

/**
 * The websites a listing is shown on, with the total views each reported (entered by hand). A
 * name is unique per listing whatever its case or surrounding spaces. The total counts in the
 * graph on `entry_date`, the day the site was added.
 */
export const viewsOnWebSites = pgTable(
  'views_on_web_sites',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    siteName: text('site_name').notNull(),
    deepLink: text('deep_link').notNull(),
    totalViews: integer('total_views').notNull(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    logoFileId: uuid('logo_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdDate: createdAt(),
    updatedAt: instantNow('updated_at'),
  },
  (t) => [
    uniqueIndex('views_on_web_sites_name_idx').on(t.listingId, sql`lower(btrim(${t.siteName}))`),
    index('views_on_web_sites_entry_idx').on(t.listingId, t.entryDate),
  ],
);

/**
 * Visits of a listing's public showcase page, one row per listing and day (UTC), counted by an
 * upsert when the page is answered: the showcase website's views on web.
 */
export const showcasePageViews = pgTable(
  'showcase_page_views',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.day] })],
);
