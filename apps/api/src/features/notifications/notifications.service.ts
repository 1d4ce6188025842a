import {
  addLocalDays,
  isNotificationType,
  isSystemAdmin,
  LISTING_STATUS,
  MSG,
  NOTIFICATION_TYPE,
  NOTIFICATION_TYPES,
  notificationLinkKind,
  zonedTime,
  type Actor,
  type NotificationCriteria,
  type NotificationType,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../../db/audited-write';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { requireVisibleListing } from '../listings';
import {
  countAssignmentsByType,
  countOpenNotifications,
  dismissOwn,
  findAssignees,
  findUserNotifications,
  insertExpiringListings,
  insertFanOut,
  missingUsers,
  replaceAssignments,
  setReminderOptOut,
  type NotificationEvent,
} from './notifications.repo';

export type { NotificationEvent };

/**
 * Notifies every user assigned to the event's type (one row each, one statement). Other features
 * call it with their transaction when the action has one, so the notification stands or falls
 * with the action; else right after the action. Answers how many users were notified.
 */
export function notify(db: DbOrTx, event: NotificationEvent): Promise<number> {
  return insertFanOut(db, event);
}

/** The name an actor goes by in a notification's sentence. */
export const actorName = (a: Pick<Actor, 'firstName' | 'lastName' | 'email'>) =>
  `${a.firstName} ${a.lastName}`.trim() || a.email;

export const EXPIRING_LISTINGS_JOB = 'notifications.expiringListings';
/** Every day at 06:00 UTC (before the brokerage's working day in the Americas). */
export const EXPIRING_LISTINGS_CRON = '0 6 * * *';
const EXPIRY_WINDOW_DAYS = 7;

/**
 * Active listings expiring within 7 days of the brokerage's today: each assigned user is told
 * once per listing and expiration date, however often the job runs.
 */
export function notifyExpiringListings(db: DbOrTx, now: Date, timeZone: string) {
  const today = zonedTime(now, timeZone).localDate;
  return insertExpiringListings(db, NOTIFICATION_TYPE.listingExpiring, {
    today,
    until: addLocalDays(today, EXPIRY_WINDOW_DAYS),
    activeStatusId: LISTING_STATUS.active,
  });
}

/**
 * listing/{id}/Notification/: the caller opts out of (or back into) this listing's expiry
 * reminders; any listing they may see (404 outside their scope).
 */
export async function setListingReminder(db: Db, actor: Actor, listingId: number, optedOut: boolean) {
  await requireVisibleListing(db, actor, listingId);
  await setReminderOptOut(db, listingId, actor.userId, optedOut);
  return { listingId, optedOut };
}

/** The caller's own notifications; a system admin may read another user's (profileId). */
export function searchUserNotifications(db: Db, actor: Actor, q: NotificationCriteria) {
  const userId = q.profileId ?? actor.userId;
  if (userId !== actor.userId && !isSystemAdmin(actor)) throw forbidden();
  return findUserNotifications(db, userId, q);
}

export const countNotifications = (db: Db, actor: Actor) =>
  countOpenNotifications(db, actor.userId).then((count) => ({ count }));

export const dismissNotifications = (db: Db, actor: Actor, ids: number[]) =>
  dismissOwn(db, actor.userId, ids);

export async function listNotificationTypes(db: Db): Promise<NotificationType[]> {
  const counts = await countAssignmentsByType(db);
  return NOTIFICATION_TYPES.map((t) => ({
    id: t.id,
    name: t.name,
    linkKind: notificationLinkKind(t.id),
    assignedCount: counts.get(t.id) ?? 0,
  }));
}

function requireType(typeId: number) {
  if (!isNotificationType(typeId)) throw notFound();
}

export async function getAssignments(db: Db, typeId: number) {
  requireType(typeId);
  return findAssignees(db, typeId);
}

/** Replaces who is assigned to a type; a user id that names no user refuses the whole list. */
export async function saveAssignments(db: Db, typeId: number, userIds: number[]) {
  requireType(typeId);
  const unique = [...new Set(userIds)];
  return db.transaction(async (tx) => {
    const missing = await missingUsers(tx, unique);
    if (missing.length)
      throw badRequest(MSG.notificationUnknownUsers, [
        { field: 'userIds', message: `${MSG.notificationUnknownUsers}: ${missing.join(', ')}` },
      ]);
    await replaceAssignments(tx, typeId, unique);
    return { message: MSG.notificationAssignmentsSaved };
  });
}
