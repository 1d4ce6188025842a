import { outboxEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { outboxPage } from './outbox.repo';

/** The e-mail the product sent, newest first, for system administrators. */
export const outboxRoutes: FeatureRoutes = (app, { database: { db } }) => {
  registerEndpoints(app, E, {
    getOutbox: async (req) => {
      const { pageNumber, pageSize } = req.query;
      const { rows, total } = await outboxPage(db, req.query);
      return { currentPage: pageNumber, pageSize, totalRecords: total, results: rows };
    },
  });
};
