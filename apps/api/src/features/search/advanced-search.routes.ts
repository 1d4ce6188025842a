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
import { sendDownload } from '../files';

export const advancedSearchRoutes: FeatureRoutes = (app, { database: { db } }) => {
  registerEndpoints(app, E, {
    getAdvancedSearchFields: (req) => advancedSearchFields(db, actorOf(req)),
    getAdvancedLookups: (req) => advancedLookups(db, actorOf(req)),
    advancedSearch: (req) => advancedSearch(db, actorOf(req), req.body),
    exportAdvancedSearch: async (req, reply) =>
      sendDownload(reply, await exportAdvancedSearch(db, actorOf(req), req.body)),
  });
};
