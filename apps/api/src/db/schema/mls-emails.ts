import { boolean, index, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, versioned } from './common';

/**
 * An MLS e-mail contact: an address written to about the listings of one MLS, optionally only
 * those matching a filter value, and only about new listings when insertOnly. The e-mail is kept
 * lowercased; an MLS lists an address once.
 */
export const mlsEmails = pgTable(
  'mls_emails',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 255 }).notNull(),
    mls: varchar('mls', { length: 200 }).notNull(),
    filterValue: varchar('filter_value', { length: 255 }),
    insertOnly: boolean('insert_only').notNull().default(false),
    createdDate: createdAt(),
    ...versioned,
  },
  (t) => [
    uniqueIndex('mls_emails_mls_email_idx').on(t.mls, t.email),
    index('mls_emails_email_idx').on(t.email),
  ],
);
