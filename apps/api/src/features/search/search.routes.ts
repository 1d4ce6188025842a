import { searchEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { actorOf } from '../../plugins/access';
import { globalSearch } from './search.service';
import { advancedSearchRoutes } from './advanced-search.routes';
import { savedSearchRoutes } from './saved-searches.routes';

export const searchRoutes: FeatureRoutes = async (app, ctx) => {
  const { db } = ctx.database;
  registerEndpoints(app, E, {
    globalSearch: (req) => globalSearch(db, actorOf(req), req.body),
  });
  await advancedSearchRoutes(app, ctx);
  await savedSearchRoutes(app, ctx);
};
