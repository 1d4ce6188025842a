import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, instantNow } from './common';
import { users } from './users';

/**
 * Masquerade (spec/000 sections 3.3 and 4.4): the real user acts as the target until the
 * session is ended or has been idle longer than LIMITS.masqueradeTimeoutMs.
 */
export const masqueradeSessions = pgTable(
  'masquerade_sessions',
  {
    id: serial('id').primaryKey(),
    realUserId: integer('real_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetUserId: integer('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: instantNow('started_at'),
    lastActivityAt: instantNow('last_activity_at'),
    endedAt: instant('ended_at'),
    endReason: text('end_reason'),
  },
  (t) => [index('masquerade_sessions_real_user_idx').on(t.realUserId, t.endedAt)],
);

/**
 * Staff passwords of the built-in identity provider (argon2id PHC strings), apart from the user
 * row so no user query, form or audit ever carries a hash. No row: the user has no password.
 */
export const userPasswords = pgTable('user_passwords', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  changedAt: instantNow('changed_at'),
  /** The system administrator who set it; null when the user chose it (reset link, command). */
  changedBy: integer('changed_by'),
});

/** Single-use reset links a system administrator sends: only the SHA-256 of the token is kept. */
export const userPasswordResets = pgTable(
  'user_password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    isUsed: boolean('is_used').notNull().default(false),
    createdBy: integer('created_by'),
    createdDate: createdAt(),
  },
  (t) => [
    uniqueIndex('user_password_resets_token_idx').on(t.tokenHash),
    index('user_password_resets_user_idx').on(t.userId),
  ],
);
