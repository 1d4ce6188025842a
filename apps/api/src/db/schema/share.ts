import { index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { createdAt, instant } from './common';

/**
 * Images of one record shared by e-mail: the link's token is kept only as its SHA-256, with the
 * images (by id: one deleted since is left out of the zip), the size they are sent at, who
 * shared them with whom, and when the link stops working.
 */
export const imageShares = pgTable(
  'image_shares',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    imageIds: uuid('image_ids').array().notNull(),
    size: text('size').notNull(),
    email: text('email').notNull(),
    title: text('title').notNull(),
    message: text('message'),
    sharedBy: integer('shared_by').references(() => users.id, { onDelete: 'set null' }),
    createdDate: createdAt(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('image_shares_token_idx').on(t.tokenHash),
    index('image_shares_entity_idx').on(t.entityType, t.entityId),
  ],
);
