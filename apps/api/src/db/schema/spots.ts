import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, versioned } from './common';
import { users } from './users';
import { advertisements } from './advertising';
import { agents } from './organisation';
import { listings } from './listings';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/**
 * A spot of an advertisement (spec/002 section 3, Advertisement spot): a number of places that
 * are reserved for offices or agents, or booked with a listing. `officeIds` names the offices the
 * spot is for (empty: every office). The counts of reservations and bookings are not stored: they
 * are summed under a lock on this row, so they can never drift.
 */
export const spots = pgTable(
  'spots',
  {
    id: serial('id').primaryKey(),
    advertisementId: integer('advertisement_id')
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    numberOfSpots: integer('number_of_spots').notNull(),
    numberOfWaitListSpots: integer('number_of_wait_list_spots').notNull().default(0),
    billingCodeType: varchar('billing_code_type', { length: 50 }),
    canAgentRequest: boolean('can_agent_request').notNull().default(false),
    costPerSpot: money('cost_per_spot'),
    agentCost: money('agent_cost'),
    officeCost: money('office_cost'),
    minimumPrice: money('minimum_price'),
    officeIds: integer('office_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdDate: createdAt(),
    ...versioned,
  },
  (t) => [
    index('spots_advertisement_idx').on(t.advertisementId, t.name),
    check('spots_number_positive', sql`${t.numberOfSpots} >= 1`),
  ],
);

/** Spots held for offices (entity type 3) or agents (4). */
export const spotReservations = pgTable(
  'spot_reservations',
  {
    id: serial('id').primaryKey(),
    spotId: integer('spot_id')
      .notNull()
      .references(() => spots.id, { onDelete: 'cascade' }),
    numberOfSpotsReserved: integer('number_of_spots_reserved').notNull(),
    entityTypeId: integer('entity_type_id').notNull(),
    entityIds: integer('entity_ids').array().notNull(),
    spotTypeId: integer('spot_type_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdDate: createdAt(),
  },
  (t) => [
    index('spot_reservations_spot_idx').on(t.spotId),
    check('spot_reservations_count_positive', sql`${t.numberOfSpotsReserved} >= 1`),
    check('spot_reservations_entity_type', sql`${t.entityTypeId} in (3, 4)`),
  ],
);

/** Each agent's share of an agent reservation's cost (split evenly, then editable). */
export const spotReservationCosts = pgTable(
  'spot_reservation_costs',
  {
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => spotReservations.id, { onDelete: 'cascade' }),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    cost: money('cost').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reservationId, t.agentId] })],
);

/** A listing booked into a spot. */
export const spotAssignments = pgTable(
  'spot_assignments',
  {
    id: serial('id').primaryKey(),
    spotId: integer('spot_id')
      .notNull()
      .references(() => spots.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    spotTypeId: integer('spot_type_id'),
    runDate: date('run_date', { mode: 'string' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdDate: createdAt(),
  },
  (t) => [
    uniqueIndex('spot_assignments_spot_listing_uq').on(t.spotId, t.listingId),
    index('spot_assignments_listing_idx').on(t.listingId, t.runDate),
    index('spot_assignments_agent_idx').on(t.agentId, t.createdDate),
  ],
);

/** A spot asked for by an agent who may not book it; the marketing staff are told by e-mail. */
export const spotRequests = pgTable(
  'spot_requests',
  {
    id: serial('id').primaryKey(),
    spotId: integer('spot_id')
      .notNull()
      .references(() => spots.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notes: text('notes'),
    createdDate: createdAt(),
  },
  (t) => [index('spot_requests_user_idx').on(t.userId, t.createdDate)],
);
