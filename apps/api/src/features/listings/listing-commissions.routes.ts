import {
  CommissionExportSchema,
  CommissionSearchSchema,
  IdParams,
  ListingCommissionSchema,
} from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { expectedVersion, savedVersion } from '../../lib/versioned-reply';
import { actorOf } from '../../plugins/access';
import { exportCommissions, listCommissions, saveCommission } from './listing-commissions.service';

const STAFF = ['staff', 'systemAdmin'] as const;
const tags = ['listing commissions'];

/** The commissions page (staff, system admin): list, row edit and export. */
export const listingCommissionsRoutes: FeatureRoutes = (app, { database: { db } }) => {
  app.post(
    '/api/listing/commissionSearch',
    { config: { allow: STAFF }, schema: { tags, body: CommissionSearchSchema } },
    (req) => listCommissions(db, actorOf(req), req.body),
  );

  app.put(
    '/api/listing/:id/commission',
    { config: { allow: STAFF }, schema: { tags, params: IdParams, body: ListingCommissionSchema } },
    async (req, reply) => {
      const row = await saveCommission(db, actorOf(req), req.params.id, req.body, expectedVersion(req));
      return savedVersion(reply, row);
    },
  );

  app.post(
    '/api/listing/commissionExport',
    { config: { allow: STAFF }, schema: { tags, body: CommissionExportSchema } },
    async (req, reply) => {
      const file = await exportCommissions(db, actorOf(req), req.body);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );
};
