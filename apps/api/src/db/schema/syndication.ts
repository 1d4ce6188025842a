import type { ConsumerRequirement, DataConsumerKind } from '@atrium/domain';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { instantNow } from './common';

/**
 * The data consumers a listing may be syndicated to (listing portals and partner sites), each with
 * what it requires of a listing (checked against the completeness rules before a selection is
 * saved). Inactive consumers are no longer offered.
 */
export const dataConsumers = pgTable(
  'data_consumers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').$type<DataConsumerKind>().notNull().default('portal'),
    website: text('website'),
    requirements: jsonb('requirements').$type<ConsumerRequirement[]>().notNull().default([]),
    displayOrder: integer('display_order').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('data_consumers_name_idx').on(t.name)],
);

/** Whether a listing is sent to a data consumer (a row per consumer the listing has a choice for). */
export const listingSyndications = pgTable(
  'listing_syndications',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    dataConsumerId: integer('data_consumer_id')
      .notNull()
      .references(() => dataConsumers.id, { onDelete: 'cascade' }),
    selected: boolean('selected').notNull().default(false),
    updatedAt: instantNow('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.dataConsumerId] }),
    index('listing_syndications_consumer_idx').on(t.dataConsumerId),
  ],
);
