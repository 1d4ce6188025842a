/** Notifications: the catalogue's texts (spec/002 section 8) and the product's chosen ones (marked). */
export const NOTIFICATIONS_MSG = {
  userNotificationsFailed: 'Failed to get user notifications',
  notificationDismissFailed: 'Failed to dismiss notification',
  notificationsDismissed: 'Notification(s) dismissed',
  notificationsFailed: 'Failed to get notifications',
  notificationAssignmentsFailed: 'Failed to get notification assignments',
  notificationAssignmentsSaveFailed: 'Failed to save notification assignments',
  notificationAssignmentsSaved: 'Notification assignments updated successfully',
  notificationUnknownUsers: 'Some of the chosen users do not exist', // chosen
  notificationChooseToDismiss: 'Choose at least one notification to dismiss', // chosen
  reminderOptOutFailed: 'Error opting out reminder',
  reminderResumeFailed: 'Error turning the reminder back on', // chosen
  remindersOff: 'You will not be reminded of this listing expiring', // chosen
  remindersOn: 'You will be reminded of this listing expiring', // chosen
} as const;
