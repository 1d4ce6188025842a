import { listingCommissionEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { expectedVersion, savedVersion } from '../../lib/versioned-reply';
import { actorOf } from '../../plugins/access';
import { exportCommissions, listCommissions, saveCommission } from './listing-commissions.service';
import { sendDownload } from '../files';

/** The commissions page (staff, system admin): list, row edit and export. */
export const listingCommissionsRoutes: FeatureRoutes = (app, { database: { db } }) => {
  registerEndpoints(app, E, {
    searchCommissions: (req) => listCommissions(db, actorOf(req), req.body),
    saveCommission: async (req, reply) =>
      savedVersion(
        reply,
        await saveCommission(db, actorOf(req), req.params.id, req.body, expectedVersion(req)),
      ),
    exportCommissions: async (req, reply) =>
      sendDownload(reply, await exportCommissions(db, actorOf(req), req.body)),
  });
};
