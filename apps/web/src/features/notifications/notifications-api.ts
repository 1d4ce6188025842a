import { useQuery } from '@tanstack/react-query';
import {
  NOTIFICATIONS_MSG,
  SHELL_MSG,
  notificationEndpoints as E,
  usersEndpoints,
  type NotificationCriteriaInput,
} from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';
import type { UserOption } from '../../components/search-picker/user-picker';

/** Calls and query keys of the notifications feature (the navigation's dot reads `count`). */
export const notificationsKeys = {
  all: ['notifications'] as const,
  count: ['notifications', 'count'] as const,
  mine: (q: NotificationCriteriaInput) => ['notifications', 'mine', q] as const,
  types: ['notifications', 'types'] as const,
  assignees: (typeId: number) => ['notifications', 'types', typeId, 'assignees'] as const,
};

export function useMyNotifications(q: NotificationCriteriaInput) {
  return useQuery({
    queryKey: notificationsKeys.mine(q),
    queryFn: () =>
      callEndpoint(
        E.searchUserNotifications,
        { body: q },
        { errorMessage: NOTIFICATIONS_MSG.userNotificationsFailed },
      ).then((r) => r.data),
    placeholderData: (previous) => previous,
  });
}

export function useNotificationTypes() {
  return useQuery({
    queryKey: notificationsKeys.types,
    queryFn: () =>
      callEndpoint(E.listNotificationTypes, {}, { errorMessage: NOTIFICATIONS_MSG.notificationsFailed }).then(
        (r) => r.data,
      ),
  });
}

export function useNotificationAssignees(typeId: number | null) {
  return useQuery({
    queryKey: notificationsKeys.assignees(typeId ?? 0),
    queryFn: () =>
      callEndpoint(
        E.getNotificationAssignments,
        { params: { id: typeId! } },
        { errorMessage: NOTIFICATIONS_MSG.notificationAssignmentsFailed },
      ).then((r) => r.data),
    enabled: typeId != null,
  });
}

export const notificationCalls = {
  dismiss: (ids: number[]) =>
    callEndpoint(
      E.dismissUserNotifications,
      { body: { ids } },
      { errorMessage: NOTIFICATIONS_MSG.notificationDismissFailed },
    ),
  saveAssignees: (typeId: number, userIds: number[]) =>
    callEndpoint(
      E.saveNotificationAssignments,
      { params: { id: typeId }, body: { userIds } },
      { errorMessage: NOTIFICATIONS_MSG.notificationAssignmentsSaveFailed },
    ).then((r) => r.data),
  /** Opts the caller out of a listing's expiry reminders (optedOut true) or back in. */
  setListingReminder: (listingId: number, optedOut: boolean) =>
    callEndpoint(
      optedOut ? E.optOutListingReminder : E.resumeListingReminder,
      { params: { id: listingId } },
      {
        errorMessage: optedOut
          ? NOTIFICATIONS_MSG.reminderOptOutFailed
          : NOTIFICATIONS_MSG.reminderResumeFailed,
      },
    ).then((r) => r.data),
  /** Active users by name or e-mail (the users list's search), for the assignment picker. */
  searchUsers: (text: string, signal: AbortSignal): Promise<UserOption[]> =>
    callEndpoint(
      usersEndpoints.searchUsers,
      { body: { text, itemsPerPage: 20 } },
      { errorMessage: SHELL_MSG.failedRetrieveUserList, signal },
    ).then((r) =>
      r.data.results.map((u) => ({
        userId: u.id,
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
      })),
    ),
};
