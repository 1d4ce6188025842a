/** What the notifications feature offers the app: its routes, and `notify` for other features' events. */
export { notificationsRoutes } from './notifications.routes';
export { actorName, notify, notifyExpiringListings, type NotificationEvent } from './notifications.service';
