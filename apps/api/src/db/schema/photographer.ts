import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { createdAt, instant } from './common';

/** Photographer accounts of spec/002 section 2.15: a login area separate from staff sign-in. */
export const photographerAccounts = pgTable(
  'photographer_accounts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** argon2id hash (PHC string) */
    passwordHash: text('password_hash').notNull(),
    createdDate: createdAt(),
    lastLogin: instant('last_login'),
  },
  (t) => [uniqueIndex('photographer_accounts_email_idx').on(t.email)],
);

/** Single-use reset links: only the SHA-256 of the token is kept. */
export const photographerPasswordResets = pgTable(
  'photographer_password_resets',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => photographerAccounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    isUsed: boolean('is_used').notNull().default(false),
    createdDate: createdAt(),
  },
  (t) => [uniqueIndex('photographer_password_resets_token_idx').on(t.tokenHash)],
);

/** A listing's invitation of a photographer (by e-mail, so it may precede the account). */
export const photographerInvites = pgTable(
  'photographer_invites',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    message: text('message'),
    invitedBy: integer('invited_by'),
    invitedDate: createdAt(),
  },
  (t) => [
    index('photographer_invites_email_idx').on(t.email),
    uniqueIndex('photographer_invites_unique').on(t.email, t.listingId),
  ],
);
