import {
  bigint,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import type { EXPORT_FORMATS, REPORT_EXPORT_KINDS, REPORT_EXPORT_STATES } from '@atrium/domain';
import { createdAt, instant } from './common';
import { listings } from './listings';
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

/**
 * Every side held on a sold listing with a closed date, with its volume and credited commission
 * to the cent (the domain's creditedCommission): what ABCR sums. Kept by triggers on listings and
 * listing_agents (migration 0047), so the network-wide sums read one narrow table instead of
 * joining and computing over every closed listing.
 */
export const closedSides = pgTable(
  'closed_sides',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    agentId: integer('agent_id').notNull(),
    sideTypeId: integer('side_type_id').notNull(),
    closedDate: date('closed_date', { mode: 'string' }).notNull(),
    listingType: text('listing_type').notNull(),
    price: numeric('price', { precision: 15, scale: 2, mode: 'number' }).notNull(),
    split: numeric('split', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    volumeCents: bigint('volume_cents', { mode: 'number' }).notNull(),
    commissionCents: bigint('commission_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.agentId, t.sideTypeId] }),
    // the range sums read only this index
    index('closed_sides_date_idx').on(
      t.closedDate,
      t.agentId,
      t.sideTypeId,
      t.listingType,
      t.volumeCents,
      t.commissionCents,
    ),
    index('closed_sides_agent_idx').on(t.agentId, t.closedDate),
  ],
);
