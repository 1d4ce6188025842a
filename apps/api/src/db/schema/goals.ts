import { check, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, versioned } from './common';
import { agents } from './organisation';

/**
 * An agent's goals for a year (one row per agent and year): sales volume in whole dollars,
 * closed deals (sides) and new listings. The business figures measure against them.
 */
export const agentGoals = pgTable(
  'agent_goals',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    salesVolumeGoal: integer('sales_volume_goal').notNull().default(0),
    closedDealsGoal: integer('closed_deals_goal').notNull().default(0),
    newListingsGoal: integer('new_listings_goal').notNull().default(0),
    createdDate: createdAt(),
    ...versioned,
  },
  (t) => [
    uniqueIndex('agent_goals_agent_year_idx').on(t.agentId, t.year),
    check('agent_goals_year_check', sql`${t.year} between 2000 and 2100`),
    check(
      'agent_goals_figures_check',
      sql`${t.salesVolumeGoal} >= 0 and ${t.closedDealsGoal} >= 0 and ${t.newListingsGoal} >= 0`,
    ),
  ],
);
