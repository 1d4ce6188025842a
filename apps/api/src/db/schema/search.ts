import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';
import { createdAt, versioned } from './common';

/** Saved advanced searches (spec/002 section 3): at most one default per user. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    criteria: jsonb('criteria')
      .$type<Array<{ fieldName: string; values: string[]; endValue?: string | null }>>()
      .notNull(),
    sortColumn: text('sort_column'),
    sortDirection: text('sort_direction'),
    columns: jsonb('columns').$type<string[]>(),
    isDefault: boolean('is_default').notNull().default(false),
    createdDate: createdAt(),
    ...versioned,
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId),
    uniqueIndex('saved_searches_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);
