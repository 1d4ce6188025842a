import { bigint, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import type { EXPORT_FORMATS, REPORT_EXPORT_KINDS, REPORT_EXPORT_STATES } from '@atrium/domain';
import { createdAt, instant } from './common';
import { users } from './users';

/**
 * An export of network data made by a job (reporting): who asked, what, its progress, and the
 * stored file (object key `exports/<uuid>`) once done.
 */
export const reportExports = pgTable(
  'report_exports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 30 }).$type<(typeof REPORT_EXPORT_KINDS)[number]>().notNull(),
    format: varchar('format', { length: 4 }).$type<(typeof EXPORT_FORMATS)[number]>().notNull(),
    /** queued, running, done or failed. */
    state: varchar('state', { length: 10 })
      .$type<(typeof REPORT_EXPORT_STATES)[number]>()
      .notNull()
      .default('queued'),
    rowsDone: integer('rows_done').notNull().default(0),
    rowsTotal: integer('rows_total'),
    storageKey: text('storage_key'),
    fileName: text('file_name'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: instant('finished_at'),
  },
  (t) => [index('report_exports_user_idx').on(t.userId, t.id)],
);
