import { boolean, date, index, integer, numeric, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { users } from './users';
import { createdAt, instantNow } from './common';

const day = (name: string) => date(name, { mode: 'string' });
/** Money with two decimals; the shared schema allows 10 characters as typed (at most 2147483647). */
const cost = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/**
 * A listing's marketing items, every type in one table: the paid types' fields are plain nullable
 * columns (the shared schema decides which a type may fill). `date` is the issue date of an
 * advertisement and the from date of a social campaign; `description` is its publication, or an
 * e-mail campaign's name.
 */
export const marketingItems = pgTable(
  'marketing_items',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    marketingTypeId: integer('marketing_type_id').notNull().default(16),
    /** Set on an additional marketing entry (other marketing): its promotion type (never 14). */
    additionalPromotionId: integer('additional_promotion_id'),
    date: day('date').notNull(),
    toDate: day('to_date'),
    description: text('description').notNull(),
    url: text('url'),
    audience: text('audience'),
    emailsSent: integer('emails_sent'),
    views: integer('views'),
    clicks: integer('clicks'),
    potentialReach: integer('potential_reach'),
    engagements: integer('engagements'),
    invoiceNumber: varchar('invoice_number', { length: 50 }),
    vendor: varchar('vendor', { length: 255 }),
    publish: boolean('publish').notNull().default(false),
    actualCost: cost('actual_cost'),
    agentCost: cost('agent_cost'),
    officeCost: cost('office_cost'),
    billingCode: varchar('billing_code', { length: 50 }),
    cit: boolean('cit').notNull().default(false),
    isAgentPaid: boolean('is_agent_paid').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdDate: createdAt(),
    updatedAt: instantNow('updated_at'),
  },
  (t) => [
    index('marketing_items_listing_idx').on(t.listingId, t.date),
    // the marketing search's default order (date, newest first): a page is an index range
    index('marketing_items_date_idx').on(t.date, t.id),
  ],
);
