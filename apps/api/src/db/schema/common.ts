import { sql } from 'drizzle-orm';
import { customType, integer } from 'drizzle-orm/pg-core';

/**
 * A point in time (timestamp with time zone) read as an ISO 8601 string in UTC
 * ('2026-10-30T23:44:54.934Z'), whichever driver answers (a Date from node-postgres, text from
 * PGlite): the API answers ISO strings.
 */
export const instant = customType<{ data: string; driverData: string | Date }>({
  dataType: () => 'timestamp with time zone',
  fromDriver: (value) => new Date(value).toISOString(),
  toDriver: (value) => value,
});

/** A point in time set to now when the row is written without it. */
export const instantNow = (name: string) =>
  instant(name)
    .notNull()
    .default(sql`now()`);

/** Every mutable entity carries a version (ETag) and its last change time. */
export const versioned = {
  version: integer('version').notNull().default(1),
  updatedAt: instantNow('updated_at'),
};
export const createdAt = () => instantNow('created_at');
