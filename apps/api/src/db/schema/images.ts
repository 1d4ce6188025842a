import { index, integer, pgTable, serial, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { files } from './files';
import { createdAt } from './common';
import { photographerAccounts } from './photographer';

/**
 * The tag catalogue of images, per kind of record (1 listing, 2 development): reference data,
 * filled by the reference seed. An image carries at most one tag.
 */
export const imageTags = pgTable(
  'image_tags',
  {
    id: serial('id').primaryKey(),
    kind: smallint('kind').notNull(),
    name: text('name').notNull(),
    displayOrder: integer('display_order').notNull().default(1),
  },
  (t) => [uniqueIndex('image_tags_kind_name_idx').on(t.kind, t.name)],
);

/**
 * An image of a record (entity type and id) of one image type, in its place in the order. The
 * original and its renditions are stored files; the renditions are null until the background
 * job has made them.
 */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    imageType: text('image_type').notNull(),
    orderNo: integer('order_no').notNull(),
    caption: text('caption'),
    floorplanCaption: text('floorplan_caption'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    originalFileId: uuid('original_file_id')
      .notNull()
      .references(() => files.id),
    smallFileId: uuid('small_file_id').references(() => files.id),
    mediumFileId: uuid('medium_file_id').references(() => files.id),
    tagId: integer('tag_id').references(() => imageTags.id),
    createdBy: integer('created_by').references(() => users.id),
    /** The photographer account that uploaded a photographer image (createdBy names users only). */
    photographerId: integer('photographer_id').references(() => photographerAccounts.id, {
      onDelete: 'set null',
    }),
    createdDate: createdAt(),
  },
  (t) => [index('images_entity_idx').on(t.entityType, t.entityId, t.imageType, t.orderNo)],
);
