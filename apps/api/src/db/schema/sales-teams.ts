import { index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { salesTeams } from './organisation';
import { users } from './users';
import { createdAt, instant, instantNow } from './common';

/** The assistants of a sales team: users (the picker offers users not yet assigned). */
export const salesTeamAssistants = pgTable(
  'sales_team_assistants',
  {
    id: serial('id').primaryKey(),
    salesTeamId: integer('sales_team_id')
      .notNull()
      .references(() => salesTeams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdDate: createdAt(),
  },
  (t) => [
    uniqueIndex('sales_team_assistants_team_user_idx').on(t.salesTeamId, t.userId),
    index('sales_team_assistants_user_idx').on(t.userId),
  ],
);

/** The testimonials of a sales team as last accepted by the agent-sites service, in display order. */
export const salesTeamTestimonials = pgTable(
  'sales_team_testimonials',
  {
    id: serial('id').primaryKey(),
    salesTeamId: integer('sales_team_id')
      .notNull()
      .references(() => salesTeams.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    text: text('text').notNull(),
    displayOrder: integer('display_order').notNull(),
    syncedAt: instantNow('synced_at'),
  },
  (t) => [index('sales_team_testimonials_team_idx').on(t.salesTeamId, t.displayOrder)],
);

/**
 * The agent-sites sandbox: what the embedded stand-in for the agent-sites CMS holds per entity
 * (entity type 4 agent, 5 sales team): the testimonials and select-solds sort it was sent.
 */
export const agentSitesSandbox = pgTable(
  'agent_sites_sandbox',
  {
    entityType: integer('entity_type').notNull(),
    entityIdentifier: integer('entity_identifier').notNull(),
    testimonialList: jsonb('testimonial_list'),
    soldsSortField: text('solds_sort_field'),
    lastModifiedUserId: integer('last_modified_user_id'),
    updatedAt: instant('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.entityType, t.entityIdentifier] })],
);
