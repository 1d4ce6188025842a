import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { agents } from './organisation';
import { languages, specializations } from './lookups';
import { users } from './users';
import { createdAt, versioned } from './common';

/** The designations an agent may hold (the catalogue). */
export const designations = pgTable('designations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

const agentRef = () =>
  integer('agent_id')
    .notNull()
    .references(() => agents.id, { onDelete: 'cascade' });

/** The languages an agent speaks. */
export const agentLanguages = pgTable(
  'agent_languages',
  {
    agentId: agentRef(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.languageId] })],
);

/** The specializations of an agent. */
export const agentSpecializations = pgTable(
  'agent_specializations',
  {
    agentId: agentRef(),
    specializationId: integer('specialization_id')
      .notNull()
      .references(() => specializations.id),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.specializationId] })],
);

/** The designations of an agent, in the order chosen (the first three show on one of the sites). */
export const agentDesignations = pgTable(
  'agent_designations',
  {
    agentId: agentRef(),
    designationId: integer('designation_id')
      .notNull()
      .references(() => designations.id),
    displayOrder: integer('display_order').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.designationId] })],
);

/** Users who assist an agent. */
export const agentAssistants = pgTable(
  'agent_assistants',
  {
    id: serial('id').primaryKey(),
    agentId: agentRef(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdDate: createdAt(),
  },
  (t) => [
    uniqueIndex('agent_assistants_unique').on(t.agentId, t.userId),
    index('agent_assistants_user_idx').on(t.userId),
  ],
);

/** An agent's biography (one per agent and language): headline 30, sanitized HTML body 4000. */
export const agentBios = pgTable(
  'agent_bios',
  {
    id: serial('id').primaryKey(),
    agentId: agentRef(),
    languageId: integer('language_id'),
    headline: text('headline'),
    body: text('body'),
    ...versioned,
  },
  (t) => [uniqueIndex('agent_bios_agent_idx').on(t.agentId)],
);

/** The MLS memberships of an agent besides the primary one. */
export const agentAdditionalMls = pgTable(
  'agent_additional_mls',
  {
    id: serial('id').primaryKey(),
    agentId: agentRef(),
    mlsName: text('mls_name').notNull(),
    mlsNumber: text('mls_number').notNull(),
  },
  (t) => [index('agent_additional_mls_agent_idx').on(t.agentId)],
);

/** Testimonials kept by the sandbox testimonial service (the real one lives outside). */
export const sandboxTestimonials = pgTable(
  'sandbox_testimonials',
  {
    id: serial('id').primaryKey(),
    agentId: agentRef(),
    author: text('author').notNull(),
    body: text('body').notNull(),
    rating: integer('rating'),
    date: date('date', { mode: 'string' }).notNull(),
    isPublished: boolean('is_published').notNull().default(true),
  },
  (t) => [index('sandbox_testimonials_agent_idx').on(t.agentId)],
);
