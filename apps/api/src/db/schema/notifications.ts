import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './common';
import { listings } from './listings';
import { users } from './users';

/** Who is notified of each notification type (the types are the domain's NOTIFICATION_TYPES). */
export const notificationAssignments = pgTable(
  'notification_assignments',
  {
    notificationTypeId: integer('notification_type_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.notificationTypeId, t.userId] })],
);

/**
 * One notification of one user: an event of a type, fanned out to every user assigned to the
 * type. `entityId` is what it links to (a listing, a user, an agent... by the type); an event that
 * must notify once (a listing's coming expiry) carries an `eventKey`, unique per user.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entityId: integer('entity_id'),
    text: varchar('text', { length: 500 }).notNull(),
    eventKey: varchar('event_key', { length: 200 }),
    createdAt: createdAt(),
    dismissedAt: instant('dismissed_at'),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    // the navigation's badge counts these on every page
    index('notifications_user_open_idx')
      .on(t.userId)
      .where(sql`${t.dismissedAt} is null`),
    uniqueIndex('notifications_user_event_idx')
      .on(t.userId, t.eventKey)
      .where(sql`${t.eventKey} is not null`),
  ],
);

/**
 * A user who asked not to be reminded of a listing's coming expiry (listing/{id}/Notification/).
 * The daily expiry job skips them for that listing, whatever its expiration date becomes.
 */
export const listingReminderOptOuts = pgTable(
  'listing_reminder_opt_outs',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.userId] }),
    index('listing_reminder_opt_outs_user_idx').on(t.userId),
  ],
);
