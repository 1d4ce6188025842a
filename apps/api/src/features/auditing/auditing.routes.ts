import { auditingEndpoints as E, isSystemAdmin } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { actorOf } from '../../plugins/access';
import { forbidden, notFound } from '../../lib/http-error';
import { findAuditPage, isListingVisible } from './auditing.repo';

/** Change history: GET auditing/{type}/{id}/audits?pageNumber&pageSize (page size default 100). */
export const auditingRoutes: FeatureRoutes = (app, { database: { db } }) => {
  registerEndpoints(app, E, {
    getAudits: async (req) => {
      const actor = actorOf(req);
      const type = req.params.type.toLowerCase();
      if (type === 'listing') {
        if (!(await isListingVisible(db, actor, req.params.id))) throw notFound();
      } else if (!isSystemAdmin(actor)) {
        throw forbidden();
      }
      const { pageNumber, pageSize } = req.query;
      const page = await findAuditPage(db, { type, id: req.params.id }, req.query);
      return { currentPage: pageNumber, pageSize, ...page };
    },
  });
};
