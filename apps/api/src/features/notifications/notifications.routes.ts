import { notificationEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { actorOf } from '../../plugins/access';
import {
  countNotifications,
  dismissNotifications,
  EXPIRING_LISTINGS_CRON,
  EXPIRING_LISTINGS_JOB,
  getAssignments,
  listNotificationTypes,
  notifyExpiringListings,
  saveAssignments,
  searchUserNotifications,
  setListingReminder,
} from './notifications.service';

/** A user's notifications, the badge count, who is assigned to each type, and the daily expiry job. */
export const notificationsRoutes: FeatureRoutes = async (app, { database: { db }, jobs, config }) => {
  await jobs.registerJob(EXPIRING_LISTINGS_JOB, async () => {
    await notifyExpiringListings(db, new Date(), config.brokerageTimeZone);
  });
  await jobs.schedule(EXPIRING_LISTINGS_JOB, EXPIRING_LISTINGS_CRON);

  registerEndpoints(app, E, {
    searchUserNotifications: (req) => searchUserNotifications(db, actorOf(req), req.body),
    dismissUserNotifications: async (req, reply) => {
      await dismissNotifications(db, actorOf(req), req.body.ids);
      return reply.status(204).send();
    },
    getNotificationCount: (req) => countNotifications(db, actorOf(req)),
    listNotificationTypes: () => listNotificationTypes(db),
    getNotificationAssignments: (req) => getAssignments(db, req.params.id),
    saveNotificationAssignments: (req) => saveAssignments(db, req.params.id, req.body.userIds),
    optOutListingReminder: (req) => setListingReminder(db, actorOf(req), req.params.id, true),
    resumeListingReminder: (req) => setListingReminder(db, actorOf(req), req.params.id, false),
  });
};
