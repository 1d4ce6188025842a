import { bigint, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { createdAt } from './common';

/**
 * A stored file of a record (entity type and id). The object lives in the storage adapter under
 * `storage_key`, which names no record; the owning record is known from here. Several rows may
 * share one object (the demo photos do), so an object is deleted only with the last row naming it.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    place: text('place').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    /** sha256 of the content, hex: the ETag the API answers. */
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdDate: createdAt(),
  },
  (t) => [
    index('files_entity_idx').on(t.entityType, t.entityId),
    index('files_storage_key_idx').on(t.storageKey),
  ],
);
