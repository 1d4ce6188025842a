import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  NOTIFICATION_TYPE,
  notificationTypeName,
  type NotificationCriteria,
  type UserNotification,
} from '@atrium/domain';
import type { DbOrTx } from '../../db/audited-write';
import { preparedPerShape, prepareSql, rowsOf } from '../../db/client';
import { listingReminderOptOuts, notificationAssignments, notifications, users } from '../../db/schema';

/** What an event says: its type, what it links to, its sentence, and a key when it must notify once. */
export type NotificationEvent = { typeId: number; entityId: number | null; text: string; eventKey?: string };

/**
 * One row per active user assigned to the type, in one statement; a user who already has the
 * event (same key) is not notified again.
 */
export async function insertFanOut(db: DbOrTx, e: NotificationEvent): Promise<number> {
  const result = await db.execute(sql`
    insert into notifications (type_id, user_id, entity_id, text, event_key)
    select ${e.typeId}::int, a.user_id, ${e.entityId}::int, ${e.text.slice(0, 500)}, ${e.eventKey ?? null}
      from notification_assignments a
      join users u on u.id = a.user_id and u.status = 1
     where a.notification_type_id = ${e.typeId}
    on conflict do nothing
    returning id`);
  return rowsOf(result).length;
}

/**
 * Every listing expiring in the window (today to `until`), once per listing and expiration date,
 * to every active user assigned to the type and to the users of the listing's list-side agents,
 * except those who opted out of that listing's reminders.
 */
export async function insertExpiringListings(
  db: DbOrTx,
  typeId: number,
  window: { today: string; until: string; activeStatusId: number },
): Promise<number> {
  const result = await db.execute(sql`
    insert into notifications (type_id, user_id, entity_id, text, event_key)
    select ${typeId}::int, r.user_id, l.id,
           left(coalesce(nullif(case when l.use_address_as_title then l.address1 else l.title end, ''),
                         nullif(l.address1, ''), 'Listing ' || l.id)
                || ' expires on ' || to_char(l.expiration_date, 'MM/DD/YYYY'), 500),
           'expiry:' || l.id || ':' || l.expiration_date::text
      from listings l
      join lateral (
        select a.user_id from notification_assignments a where a.notification_type_id = ${typeId}
        union
        select ua.user_id from listing_agents la join user_agents ua on ua.agent_id = la.agent_id
         where la.listing_id = l.id and la.side_type_id = 1
      ) r on true
      join users u on u.id = r.user_id and u.status = 1
     where l.listing_status_id = ${window.activeStatusId}
       and l.expiration_date between ${window.today}::date and ${window.until}::date
       and not exists (select 1 from listing_reminder_opt_outs o where o.listing_id = l.id and o.user_id = r.user_id)
    on conflict do nothing
    returning id`);
  return rowsOf(result).length;
}

/** Records (or removes) the user's opt out of a listing's expiry reminders; idempotent. */
export async function setReminderOptOut(db: DbOrTx, listingId: number, userId: number, optedOut: boolean) {
  if (optedOut) await db.insert(listingReminderOptOuts).values({ listingId, userId }).onConflictDoNothing();
  else
    await db
      .delete(listingReminderOptOuts)
      .where(and(eq(listingReminderOptOuts.listingId, listingId), eq(listingReminderOptOuts.userId, userId)));
}

/** The user's notifications: open (false), dismissed (true) or both (null). */
const notificationsWhere = (dismissed: boolean | null) =>
  sql`n.user_id = ${sql.placeholder('userId')}${
    dismissed === null
      ? sql``
      : dismissed
        ? sql` and n.dismissed_at is not null`
        : sql` and n.dismissed_at is null`
  }`;
const statementName = (dismissed: boolean | null) =>
  dismissed === null ? 'all' : dismissed ? 'dismissed' : 'open';

type NotificationRow = Omit<UserNotification, 'typeName'>;

/**
 * The instants as the API answers them (ISO, UTC, milliseconds), written by PostgreSQL: reading
 * its own text back with `new Date` took a tenth of the list's CPU per request.
 */
const ISO_INSTANT = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`);

// plain rows (no per-field mapping by the builder): the count runs on every page
const notificationPage = preparedPerShape(
  (db: DbOrTx, dismissed: boolean | null) =>
    prepareSql(
      db,
      `notification_page_${statementName(dismissed)}`,
      sql`select n.id, n.type_id as "typeId", n.entity_id as "entityId", n.text,
        to_char(n.created_at at time zone 'UTC', ${ISO_INSTANT}) as "createdAt",
        to_char(n.dismissed_at at time zone 'UTC', ${ISO_INSTANT}) as "dismissedAt",
        (n.type_id = ${NOTIFICATION_TYPE.listingExpiring} and exists (
          select 1 from listing_reminder_opt_outs o where o.listing_id = n.entity_id and o.user_id = n.user_id
        )) as "remindersOff"
      from notifications n
      where ${notificationsWhere(dismissed)}
      order by n.created_at desc, n.id desc
      limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`,
    ),
  String,
);

const notificationCount = preparedPerShape(
  (db: DbOrTx, dismissed: boolean | null) =>
    prepareSql(
      db,
      `notification_count_${statementName(dismissed)}`,
      sql`select count(*)::int as n from notifications n where ${notificationsWhere(dismissed)}`,
    ),
  String,
);

const countOf = (result: unknown) => Number(rowsOf<{ n: number }>(result)[0].n);
export async function findUserNotifications(db: DbOrTx, userId: number, q: NotificationCriteria) {
  const values = { userId, limit: q.itemsPerPage, offset: (q.currentPage - 1) * q.itemsPerPage };
  const rows = rowsOf<NotificationRow>(await notificationPage(db, q.dismissedStatus).execute(values));
  const n = countOf(await notificationCount(db, q.dismissedStatus).execute(values));
  const results: UserNotification[] = rows.map((r) => ({
    ...r,
    remindersOff: Boolean(r.remindersOff),
    typeName: notificationTypeName(r.typeId),
  }));
  return { results, totalRecords: n };
}

/** The badge's figure: every page asks for it. */
export async function countOpenNotifications(db: DbOrTx, userId: number): Promise<number> {
  return countOf(await notificationCount(db, false).execute({ userId }));
}

/** Dismisses the user's own notifications among `ids` (others' rows are not touched). */
export async function dismissOwn(db: DbOrTx, userId: number, ids: number[]) {
  await db
    .update(notifications)
    .set({ dismissedAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        inArray(notifications.id, ids),
        isNull(notifications.dismissedAt),
      ),
    );
}

export async function countAssignmentsByType(db: DbOrTx): Promise<Map<number, number>> {
  const rows = await db
    .select({ typeId: notificationAssignments.notificationTypeId, n: count() })
    .from(notificationAssignments)
    .groupBy(notificationAssignments.notificationTypeId);
  return new Map(rows.map((r) => [r.typeId, r.n]));
}

export function findAssignees(db: DbOrTx, typeId: number) {
  return db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(notificationAssignments)
    .innerJoin(users, eq(users.id, notificationAssignments.userId))
    .where(eq(notificationAssignments.notificationTypeId, typeId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/** Which of these user ids name no user. */
export async function missingUsers(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  const known = new Set(found.map((u) => u.id));
  return ids.filter((id) => !known.has(id));
}

export async function replaceAssignments(db: DbOrTx, typeId: number, userIds: number[]) {
  await db.delete(notificationAssignments).where(eq(notificationAssignments.notificationTypeId, typeId));
  if (userIds.length)
    await db
      .insert(notificationAssignments)
      .values(userIds.map((userId) => ({ notificationTypeId: typeId, userId })))
      .onConflictDoNothing();
}
