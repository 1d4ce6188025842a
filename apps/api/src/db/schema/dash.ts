import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { users } from './users';
import { instant, instantNow } from './common';

/**
 * Each sending of a listing to the dash system (the back-office listing system): queued by a
 * user, then sent (with the deal reference the system gave) or failed (with its error). At most
 * one queued sending per listing: a second request while one waits queues nothing.
 */
export const listingDashSends = pgTable(
  'listing_dash_sends',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** 'queued', 'sent' or 'failed'. */
    status: text('status').notNull().default('queued'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: instantNow('requested_at'),
    completedAt: instant('completed_at'),
    reference: text('reference'),
    error: text('error'),
  },
  (t) => [
    index('listing_dash_sends_listing_idx').on(t.listingId, t.id),
    uniqueIndex('listing_dash_sends_queued_idx')
      .on(t.listingId)
      .where(sql`${t.status} = 'queued'`),
  ],
);
