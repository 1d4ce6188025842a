import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { images } from './images';
import { videos } from './videos';
import { instantNow } from './common';

/**
 * A section of a listing's client marketing report: made from the defaults the first time the
 * builder reads the listing's report. A child names its parent row; the order is per level, from 1.
 * `remark` is the notes section's rich text.
 */
export const clientMarketingSections = pgTable(
  'client_marketing_sections',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    sectionId: smallint('section_id').notNull(),
    parentId: integer('parent_id'),
    sortOrder: integer('sort_order').notNull(),
    displaySection: boolean('display_section').notNull().default(true),
    remark: text('remark'),
    updatedAt: instantNow('updated_at'),
  },
  (t) => [
    uniqueIndex('client_marketing_sections_listing_section_idx').on(t.listingId, t.sectionId),
    index('client_marketing_sections_parent_idx').on(t.parentId),
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }).onDelete('set null'),
  ],
);

/** The report's cover: one of the listing's photos or videos (neither: the first main photo). */
export const clientMarketingMedia = pgTable('client_marketing_media', {
  listingId: integer('listing_id')
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
  videoId: integer('video_id').references(() => videos.id, { onDelete: 'set null' }),
  updatedAt: instantNow('updated_at'),
});
