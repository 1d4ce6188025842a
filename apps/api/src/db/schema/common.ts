import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Every mutable entity carries a version (ETag) and its last change time. */
export const versioned = {
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
};
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
