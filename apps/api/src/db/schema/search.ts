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

/**
 * The distinct words (letters only) of every searchable name, for typo tolerance: a misspelt
 * word is matched against this small table by trigram similarity ('did you mean'), then the
 * corrected words run the ordinary full-text search. Filled by statement triggers on the
 * searchable tables (migration 0007); duplicates are possible under concurrent writes and harmless.
 */
export const searchWords = pgTable('search_words', { word: text('word').notNull() }, (t) => [
  index('search_words_word_idx').on(t.word.op('text_pattern_ops')),
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);
