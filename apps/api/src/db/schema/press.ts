import { boolean, date, index, integer, numeric, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, versioned } from './common';
import { mediaOutlets } from './advertising';
import { agents } from './organisation';
import { listings } from './listings';
import { marketingItems } from './marketing';
import { users } from './users';

const day = (name: string) => date(name, { mode: 'string' });
const cost = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/**
 * A press item: a press release, a listing or the company in the media. It may name one agent or
 * one listing; its web display image is a stored file (entity type 'press', place
 * 'webDisplayImage').
 */
export const pressItems = pgTable(
  'press_items',
  {
    id: serial('id').primaryKey(),
    /** 1 Press Release, 2 Listings in the Media, 3 Company in the Media. */
    pressTypeId: integer('press_type_id').notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    url: text('url'),
    date: day('date').notNull(),
    mediaOutletId: integer('media_outlet_id').references(() => mediaOutlets.id, { onDelete: 'set null' }),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    publish: boolean('publish').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdDate: createdAt(),
    ...versioned,
  },
  (t) => [
    index('press_items_publish_date_idx').on(t.publish, t.date, t.id),
    index('press_items_date_idx').on(t.date, t.id),
  ],
);

/**
 * What each agent of the listing bears of a marketing item (an additional marketing entry): the
 * item's own cost columns hold the sums of its rows.
 */
export const marketingItemAgentCosts = pgTable(
  'marketing_item_agent_costs',
  {
    id: serial('id').primaryKey(),
    marketingItemId: integer('marketing_item_id')
      .notNull()
      .references(() => marketingItems.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    agentName: varchar('agent_name', { length: 255 }).notNull(),
    creditMemo: varchar('credit_memo', { length: 50 }),
    actualCost: cost('actual_cost'),
    officeCost: cost('office_cost'),
    agentCost: cost('agent_cost'),
    agentPaid: boolean('agent_paid').notNull().default(false),
    cit: boolean('cit').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(1),
  },
  (t) => [
    index('marketing_item_agent_costs_item_idx').on(t.marketingItemId, t.displayOrder),
    index('marketing_item_agent_costs_agent_idx').on(t.agentId),
  ],
);
