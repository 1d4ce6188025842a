import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { createdAt } from './common';

/**
 * A video of a record (entity type and id) in one slot (video type and display order; one video
 * per slot, so two uploads racing for a slot cannot both land). In the embedded sandbox the
 * original, the web rendition and the poster are objects of the storage adapter under
 * files/<storage_id>/...; with a real video host the host keeps them and `url`/`poster_url` are
 * its addresses.
 */
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    videoTypeId: smallint('video_type_id').notNull(),
    displayOrder: smallint('display_order').notNull(),
    /** 1 Started, 2 In Progress, 3 Completed, 4 Failed. */
    status: smallint('status').notNull().default(1),
    failureReason: text('failure_reason'),
    /** The host's id of the video (null in the sandbox). */
    hostVideoId: text('host_video_id'),
    /** The secret the host's callback names this video by. */
    callbackToken: text('callback_token'),
    /**
     * The random key of the poster and rendition addresses: a <video> or <img> element cannot send
     * the session's bearer token, so the list (which checks who may see the record) hands out
     * addresses carrying this key, and the key alone opens them.
     */
    playbackKey: text('playback_key').notNull(),
    caption: text('caption'),
    title: text('title'),
    description: text('description'),
    reuploadInterval: integer('reupload_interval').notNull().default(180_000),
    isCancelled: boolean('is_cancelled').notNull().default(false),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** The objects' folder in storage (sandbox); null when the host keeps the files. */
    storageId: uuid('storage_id'),
    hasOriginal: boolean('has_original').notNull().default(false),
    renditionSizeBytes: bigint('rendition_size_bytes', { mode: 'number' }),
    hasPoster: boolean('has_poster').notNull().default(false),
    /** The host's playback and poster addresses (real host only). */
    url: text('url'),
    posterUrl: text('poster_url'),
    width: integer('width'),
    height: integer('height'),
    durationSeconds: doublePrecision('duration_seconds'),
    createdBy: integer('created_by').references(() => users.id),
    createdDate: createdAt(),
  },
  (t) => [
    uniqueIndex('videos_slot_idx').on(t.entityType, t.entityId, t.videoTypeId, t.displayOrder),
    uniqueIndex('videos_callback_token_idx').on(t.callbackToken),
    index('videos_status_idx').on(t.status),
  ],
);
