import { isSystemAdmin, LISTING_STATUS_LABEL, type Actor } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { actorOf } from '../../plugins/access';
import { findLookups, findOfficeLookups } from './lookups.repo';

const scopeOf = (actor: Actor) => (isSystemAdmin(actor) ? null : actor.officeIds);

/**
 * What the shell loads once before routes display (spec/000 section 2.3): lookups, office
 * lookups, and the public configuration (brand, colour, service desk address).
 */
export const lookupsRoutes: FeatureRoutes = (app, { database: { db }, config }) => {
  app.get('/api/lookups', { config: { allow: 'signedIn' }, schema: { tags: ['lookups'] } }, async (req) => ({
    ...(await findLookups(db, scopeOf(actorOf(req)))),
    statuses: Object.entries(LISTING_STATUS_LABEL).map(([id, name]) => ({ id: Number(id), name })),
  }));

  app.get('/api/Office/lookups', { config: { allow: 'signedIn' }, schema: { tags: ['lookups'] } }, (req) =>
    findOfficeLookups(db, scopeOf(actorOf(req))),
  );

  app.get('/api/app/config', { config: { allow: 'public' }, schema: { tags: ['lookups'] } }, () => ({
    brand: config.brand,
    brandColor: config.brandColor,
    supportUrl: config.supportUrl,
  }));

  /**
   * The navigation's notification badge. Notifications are not built yet: the count is 0 until
   * the notifications feature answers it (it then takes this route over).
   */
  app.get(
    '/api/notifications/count',
    { config: { allow: 'signedIn' }, schema: { tags: ['lookups'] } },
    () => ({ count: 0 }),
  );
};
