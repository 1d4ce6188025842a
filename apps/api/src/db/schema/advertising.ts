import { boolean, date, index, integer, numeric, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, versioned } from './common';
import { users } from './users';

const day = (name: string) => date(name, { mode: 'string' });

/**
 * A publication or channel the brokerage advertises in (spec/002 section 3, Media outlet). Its
 * image, logo and media kit are stored files (files table, entity type 'mediaOutlet', place
 * 'image' | 'logo' | 'mediaKit'). Deleting one is a deactivation: statusId 2.
 */
export const mediaOutlets = pgTable(
  'media_outlets',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    /** 1 active, 2 inactive. */
    statusId: integer('status_id').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdDate: createdAt(),
    ...versioned,
  },
  (t) => [index('media_outlets_status_name_idx').on(t.statusId, t.name)],
);

/**
 * An advertisement run by a media outlet (spec/002 section 3, Advertisement). Its ad image and
 * tear sheet are stored files (entity type 'advertisement', place 'image' | 'tearSheet'); the
 * answer's adImageUrl and tearSheetUrl are derived from them, so deleting a file clears its url.
 */
export const advertisements = pgTable(
  'advertisements',
  {
    id: serial('id').primaryKey(),
    mediaOutletId: integer('media_outlet_id')
      .notNull()
      .references(() => mediaOutlets.id),
    name: varchar('name', { length: 255 }).notNull(),
    publish: boolean('publish').notNull().default(false),
    type: varchar('type', { length: 100 }),
    frequency: varchar('frequency', { length: 100 }),
    location: varchar('location', { length: 255 }),
    edition: varchar('edition', { length: 255 }),
    runDate: day('run_date'),
    reservationDeadline: day('reservation_deadline'),
    totalCost: numeric('total_cost', { precision: 12, scale: 2, mode: 'number' }),
    notes: text('notes'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdDate: createdAt(),
    ...versioned,
  },
  (t) => [
    index('advertisements_outlet_idx').on(t.mediaOutletId, t.runDate),
    index('advertisements_run_date_idx').on(t.runDate, t.id),
  ],
);
