import { isSystemAdmin, LISTING_STATUS_LABEL, lookupsEndpoints as E, type Actor } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { actorOf } from '../../plugins/access';
import { findLookups, findOfficeLookups } from './lookups.repo';

const scopeOf = (actor: Actor) => (isSystemAdmin(actor) ? null : actor.officeIds);

/**
 * What the shell loads once before routes display (spec/000 section 2.3): lookups, office
 * lookups, and the public configuration (brand, colour, service desk address).
 */
export const lookupsRoutes: FeatureRoutes = (app, { database: { db }, config }) => {
  registerEndpoints(app, E, {
    getLookups: async (req) => ({
      ...(await findLookups(db, scopeOf(actorOf(req)))),
      statuses: Object.entries(LISTING_STATUS_LABEL).map(([id, name]) => ({ id: Number(id), name })),
    }),
    getOfficeLookups: (req) => findOfficeLookups(db, scopeOf(actorOf(req))),
    getAppConfig: () => ({
      brand: config.brand,
      brandColor: config.brandColor,
      supportUrl: config.supportUrl,
      designToolName: config.designTool.name,
    }),
  });
};
