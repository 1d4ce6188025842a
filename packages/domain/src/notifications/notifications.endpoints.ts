import { z } from 'zod';
import { defineEndpoints, NoContent } from '../contract';
import { IdParams } from '../http';
import {
  DismissNotificationsSchema,
  ListingReminderSchema,
  NotificationAssigneeSchema,
  NotificationAssignmentsSchema,
  NotificationCriteriaSchema,
  NotificationPage,
  NotificationTypeSchema,
} from './notifications.schema';

export * from './notifications.rules';
export * from './notifications.schema';

/**
 * Notifications: each user reads and dismisses their own; the system admin decides who is
 * assigned to each type (an event of a type notifies every user assigned to it).
 */
const tags = ['notifications'] as const;
const SA = ['systemAdmin'] as const;

export const notificationEndpoints = defineEndpoints({
  searchUserNotifications: {
    method: 'POST',
    path: '/api/user/notifications',
    summary:
      "The caller's notifications, newest first (itemsPerPage 50 by default, 100 at most); dismissedStatus false (default) the open ones, true the dismissed, null both; another user's (profileId) for a system admin only",
    tags,
    allow: 'signedIn',
    body: NotificationCriteriaSchema,
    response: NotificationPage,
    refusals: [400],
  },
  dismissUserNotifications: {
    method: 'PUT',
    path: '/api/user/notification/dismiss',
    summary: "Dismiss notifications by id: only the caller's own change, others are ignored",
    tags,
    allow: 'signedIn',
    body: DismissNotificationsSchema,
    response: NoContent,
    refusals: [400],
  },
  getNotificationCount: {
    method: 'GET',
    path: '/api/notifications/count',
    summary: "The count on the navigation's notification badge: the caller's notifications not dismissed",
    tags,
    allow: 'signedIn',
    response: z.object({ count: z.int() }),
  },
  listNotificationTypes: {
    method: 'GET',
    path: '/api/notifications',
    summary: 'The notification types, each with how many users are assigned to it',
    tags,
    allow: SA,
    response: z.array(NotificationTypeSchema),
  },
  getNotificationAssignments: {
    method: 'GET',
    path: '/api/notification/:id/assignments',
    summary: 'The users assigned to a notification type',
    tags,
    allow: SA,
    params: IdParams,
    response: z.array(NotificationAssigneeSchema),
    refusals: [404],
  },
  saveNotificationAssignments: {
    method: 'PUT',
    path: '/api/notification/:id/assignments',
    summary: 'Replace the users assigned to a notification type (every userId must be a user)',
    tags,
    allow: SA,
    params: IdParams,
    body: NotificationAssignmentsSchema,
    response: z.object({ message: z.string() }),
    refusals: [400, 404],
  },
  // the spec writes these with a trailing slash; the router answers both forms
  optOutListingReminder: {
    method: 'PUT',
    path: '/api/listing/:id/Notification',
    summary:
      "Opt the caller out of this listing's expiry reminders (type 3), whatever its expiration date becomes; a listing outside the caller's scope is 404",
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: ListingReminderSchema,
    refusals: [404],
  },
  resumeListingReminder: {
    method: 'POST',
    path: '/api/listing/:id/Notification',
    summary: "Remind the caller of this listing's coming expiry again (undoes an opt out)",
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: ListingReminderSchema,
    refusals: [404],
  },
});
