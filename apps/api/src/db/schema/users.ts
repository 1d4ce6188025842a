import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { agents, offices, salesTeams } from './organisation';
import { createdAt, versioned, instant, instantNow } from './common';

export const roles = pgTable('roles', {
  key: text('key').primaryKey(),
  code: text('code').notNull(),
  value: text('value').notNull(),
  grouping: text('grouping').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    userName: text('user_name'),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    preferredFirstName: text('preferred_first_name'),
    salutation: text('salutation'),
    title: text('title'),
    status: integer('status').notNull().default(1),
    employeeType: text('employee_type'),
    oktaId: text('okta_id'),
    profileId: integer('profile_id'),
    dashStaffId: integer('dash_staff_id'),
    isAssociatedWithBuilding: boolean('is_associated_with_building').notNull().default(false),
    lastLogin: instant('last_login'),
    createdDate: createdAt(),
    ...versioned,
  },
  // sign-in looks users up by e-mail whatever its case (every request); the users list pages
  // by status and last name (the search text's trigram index is hand-written in its migration)
  (t) => [
    uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
    index('users_last_name_idx').on(t.lastName),
    index('users_status_last_name_idx').on(t.status, sql`lower(${t.lastName})`, t.id),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleKey: text('role_key')
      .notNull()
      .references(() => roles.key),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleKey] })],
);

export const userOffices = pgTable(
  'user_offices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.officeId] })],
);

export const userAgents = pgTable(
  'user_agents',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.agentId] }), index('user_agents_agent_idx').on(t.agentId)],
);

export const userSalesTeams = pgTable(
  'user_sales_teams',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    salesTeamId: integer('sales_team_id')
      .notNull()
      .references(() => salesTeams.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.salesTeamId] })],
);

/** Dash roles of spec/002 section 3: an office and role pair per user. */
export const userDashRoles = pgTable(
  'user_dash_roles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    roleId: text('role_id').notNull(),
  },
  (t) => [uniqueIndex('user_dash_roles_unique').on(t.userId, t.officeId, t.roleId)],
);

/** A user's concierge login details (decision 0059): the e-mail they sign in with there, and the switch. */
export const conciergeLogins = pgTable('concierge_logins', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  login: text('login'),
  enabled: boolean('enabled').notNull().default(false),
  updatedAt: instantNow('updated_at'),
});
