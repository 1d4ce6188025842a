import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { applications, offices } from './organisation';
import { roles, users } from './users';
import { createdAt } from './common';

/**
 * What limits an application of the directory (the `applications` table) to some users: its
 * offices and its roles. An application naming none is for everyone; naming offices, for the
 * users of one of them; naming roles, for the users having one (applicationScopeSql). Its logo
 * is a stored file (entity type 'application', place 'logo').
 */
export const applicationOffices = pgTable(
  'application_offices',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.officeId] }),
    index('application_offices_office_idx').on(t.officeId),
  ],
);

export const applicationRoles = pgTable(
  'application_roles',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    roleKey: text('role_key')
      .notNull()
      .references(() => roles.key),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.roleKey] })],
);

/** A user's favourite applications, shown first in the directory. */
export const applicationFavourites = pgTable(
  'application_favourites',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdDate: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.applicationId] }),
    index('application_favourites_application_idx').on(t.applicationId),
  ],
);
