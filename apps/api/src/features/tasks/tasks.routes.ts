import { taskEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { todayIso } from '../../lib/today';
import { actorOf } from '../../plugins/access';
import { getMyTasks } from './tasks.service';

/** The user's tasks derived from data (GET /api/mytasks). */
export const tasksRoutes: FeatureRoutes = (app, { database: { db } }) => {
  registerEndpoints(app, E, {
    getMyTasks: (req) => getMyTasks(db, actorOf(req), todayIso()),
  });
};
