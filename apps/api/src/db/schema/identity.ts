import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'string' }),
    endReason: text('end_reason'),
  },
  (t) => [index('masquerade_sessions_real_user_idx').on(t.realUserId, t.endedAt)],
);
