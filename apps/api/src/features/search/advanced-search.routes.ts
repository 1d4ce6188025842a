import { advancedSearchEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { actorOf } from '../../plugins/access';
import {
  advancedLookups,
  advancedSearch,
  advancedSearchFields,
  exportAdvancedSearch,
} from './advanced-search.service';

export const advancedSearchRoutes: FeatureRoutes = (app, { database: { db } }) => {
  registerEndpoints(app, E, {
    getAdvancedSearchFields: (req) => advancedSearchFields(db, actorOf(req)),
    getAdvancedLookups: (req) => advancedLookups(db, actorOf(req)),
    advancedSearch: (req) => advancedSearch(db, actorOf(req), req.body),
    exportAdvancedSearch: async (req, reply) => {
      const file = await exportAdvancedSearch(db, actorOf(req), req.body);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(file.body);
    },
  });
};
