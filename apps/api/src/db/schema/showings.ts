import { boolean, customType, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { createdAt, instantNow } from './common';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A wall-clock time at the property (timestamp without time zone), read as 'YYYY-MM-DDTHH:mm'
 * whichever driver answers: node-postgres gives a Date in the process's zone, PGlite text.
 */
const localDateTime = customType<{ data: string; driverData: string | Date }>({
  dataType: () => 'timestamp(0) without time zone',
  fromDriver: (value) =>
    value instanceof Date
      ? `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}T${pad(value.getHours())}:${pad(value.getMinutes())}`
      : value.replace(' ', 'T').slice(0, 16),
  toDriver: (value) => value,
});

/** A listing's showings: one row per day's visits, with the number of showings that day. */
export const showings = pgTable(
  'showings',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    showingDate: date('showing_date', { mode: 'string' }).notNull(),
    buyer: text('buyer'),
    buyerAgents: text('buyer_agents'),
    location: text('location'),
    notes: text('notes'),
    feedback: text('feedback'),
    count: integer('count').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: instantNow('updated_at'),
  },
  (t) => [index('showings_listing_idx').on(t.listingId, t.showingDate)],
);

/** A listing's open houses, from and to local times at the property. */
export const openHouses = pgTable(
  'open_houses',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    startDateTime: localDateTime('start_date_time').notNull(),
    endDateTime: localDateTime('end_date_time').notNull(),
    showingAgent: text('showing_agent'),
    attendees: integer('attendees'),
    notes: text('notes'),
    section: text('section'),
    byAppointmentOnly: boolean('by_appointment_only').notNull().default(false),
    doNotShowTime: boolean('do_not_show_time').notNull().default(false),
    brokerOnly: boolean('broker_only').notNull().default(false),
    isVirtual: boolean('is_virtual').notNull().default(false),
    virtualUrl: text('virtual_url'),
    createdAt: createdAt(),
    updatedAt: instantNow('updated_at'),
  },
  (t) => [index('open_houses_listing_idx').on(t.listingId, t.startDateTime)],
);
