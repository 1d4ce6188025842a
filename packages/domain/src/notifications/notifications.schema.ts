import { z } from 'zod';
import { Id, OptionalId } from '../http';
import { MSG } from '../messages';
import { NOTIFICATION_LIMITS as L, NOTIFICATION_LINK_KINDS } from './notifications.rules';

/** POST user/notifications: the signed-in user's notifications, a page at a time. */
export const NotificationCriteriaSchema = z.strictObject({
  currentPage: z.int().min(1).optional().default(1),
  itemsPerPage: z.int().min(1).max(L.pageSizeMax).optional().default(L.pageSize),
  /** The user whose notifications are read: the caller (absent) or, for a system admin, anyone. */
  profileId: OptionalId,
  /** false (default): those not dismissed; true: the dismissed ones; null: both. */
  dismissedStatus: z.boolean().nullable().optional().default(false),
});
export type NotificationCriteria = z.output<typeof NotificationCriteriaSchema>;
export type NotificationCriteriaInput = z.input<typeof NotificationCriteriaSchema>;

export const NotificationSchema = z.object({
  id: z.int(),
  typeId: z.int(),
  typeName: z.string(),
  entityId: z.int().nullable(),
  text: z.string(),
  createdAt: z.string(),
  dismissedAt: z.string().nullable(),
  /** An expiring-listing notification whose listing the user stopped the reminders of. */
  remindersOff: z.boolean(),
});
export type UserNotification = z.infer<typeof NotificationSchema>;

export const NotificationPage = z.object({ results: z.array(NotificationSchema), totalRecords: z.int() });

/** PUT user/notification/dismiss: the ids to dismiss (the caller's own; others are left alone). */
export const DismissNotificationsSchema = z.strictObject({
  ids: z.array(Id).min(1, { error: MSG.notificationChooseToDismiss }).max(L.dismissMax),
});

/** GET notifications: each type with how many users are assigned to it. */
export const NotificationTypeSchema = z.object({
  id: z.int(),
  name: z.string(),
  linkKind: z.enum(NOTIFICATION_LINK_KINDS),
  assignedCount: z.int(),
});
export type NotificationType = z.infer<typeof NotificationTypeSchema>;

export const NotificationAssigneeSchema = z.object({
  userId: z.int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type NotificationAssignee = z.infer<typeof NotificationAssigneeSchema>;

/** PUT notification/{id}/assignments: every user assigned to the type (the list replaces the old one). */
export const NotificationAssignmentsSchema = z.strictObject({
  userIds: z.array(Id).max(L.assigneesMax),
});
export type NotificationAssignments = z.infer<typeof NotificationAssignmentsSchema>;

/** listing/{id}/Notification/: whether the caller is reminded of this listing's coming expiry. */
export const ListingReminderSchema = z.object({ listingId: z.int(), optedOut: z.boolean() });
export type ListingReminder = z.infer<typeof ListingReminderSchema>;
