import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';
import { listings } from './listings';
import { createdAt, versioned } from './common';

/** The ad copy sizes (the tabs): each with its headline and body lengths (null: the default). */
export const adCopySizes = pgTable('ad_copy_sizes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  headlineLength: integer('headline_length'),
  bodyLength: integer('body_length'),
  displayOrder: integer('display_order').notNull().default(1),
});

/** The languages an ad copy is written in. */
export const adCopyLanguages = pgTable('ad_copy_languages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  displayOrder: integer('display_order').notNull().default(1),
});

/**
 * A listing's ad copy in one size and language: the headline and the body (markup kept to bold
 * and italic by the server). `aiAdcopy` when the body came from an AI draft: who asked for the
 * draft (generatedBy) and who saved it (approvedBy) are kept.
 */
export const adCopies = pgTable(
  'ad_copies',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    adCopySizeId: integer('ad_copy_size_id')
      .notNull()
      .references(() => adCopySizes.id),
    languageId: integer('language_id')
      .notNull()
      .references(() => adCopyLanguages.id),
    headline: text('headline'),
    body: text('body'),
    /** The body's text length (what the limits and the completeness warning count). */
    bodyLength: integer('body_length').notNull().default(0),
    aiAdcopy: boolean('ai_adcopy').notNull().default(false),
    generatedBy: integer('generated_by').references(() => users.id, { onDelete: 'set null' }),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    createdDate: createdAt(),
    ...versioned,
  },
  (t) => [uniqueIndex('ad_copies_listing_size_language_idx').on(t.listingId, t.adCopySizeId, t.languageId)],
);

/**
 * Every AI draft asked for, kept apart from the ad copies (a draft is never an ad copy until a
 * person saves it): the listing, who asked, which writer (sandbox or the model) and the text.
 */
export const adCopyDrafts = pgTable(
  'ad_copy_drafts',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    generatedBy: integer('generated_by').references(() => users.id, { onDelete: 'set null' }),
    source: text('source').notNull(),
    model: text('model'),
    prompt: text('prompt'),
    text: text('text').notNull(),
    createdDate: createdAt(),
  },
  (t) => [index('ad_copy_drafts_listing_idx').on(t.listingId)],
);
