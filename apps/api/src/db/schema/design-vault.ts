import { boolean, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { offices } from './organisation';
import { users } from './users';

/**
 * A design-vault template (a brochure, postcard, social post...): its name, category and page
 * count. Its page previews are stored files (entity type 'designTemplate', place 'preview'),
 * page order by file name.
 */
export const designTemplates = pgTable('design_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  category: text('category').notNull(),
  pageCount: integer('page_count').notNull(),
  displayOrder: integer('display_order').notNull().default(0),
});

/**
 * An office's switch for a template. A template without a row for an office is enabled there:
 * only a switch someone turned is stored.
 */
export const officeDesignTemplates = pgTable(
  'office_design_templates',
  {
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => designTemplates.id, { onDelete: 'cascade' }),
    isEnabled: boolean('is_enabled').notNull(),
    modifiedBy: integer('modified_by').references(() => users.id, { onDelete: 'set null' }),
    modifiedDate: timestamp('modified_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.officeId, t.templateId] })],
);
