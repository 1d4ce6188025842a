import { goalEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { expectedVersion } from '../../lib/versioned-reply';
import { todayIso } from '../../lib/today';
import { actorOf } from '../../plugins/access';
import { sendDownload } from '../files';
import {
  createGoal,
  exportGoalReport,
  getGoalOfYear,
  getProduction,
  getSchedule,
  listGoals,
  updateGoal,
} from './goals.service';

/** Agent goals (per year) and the business figures: schedule and production. */
export const goalsRoutes: FeatureRoutes = (app, { database: { db } }) => {
  registerEndpoints(app, E, {
    getAgentSchedule: (req) => getSchedule(db, actorOf(req), req.query.agentId, req.query.year),
    getAgentProduction: (req) =>
      getProduction(db, actorOf(req), req.query.agentId, req.query.year, todayIso()),
    exportGoalReport: async (req, reply) =>
      sendDownload(reply, await exportGoalReport(db, actorOf(req), req.body, todayIso())),
    getAgentGoals: (req) => listGoals(db, actorOf(req), req.params.id),
    getAgentGoalOfYear: (req) => getGoalOfYear(db, actorOf(req), req.params.id, req.params.year),
    createAgentGoal: (req) => createGoal(db, actorOf(req), req.params.id, req.body),
    updateAgentGoal: (req) =>
      updateGoal(db, actorOf(req), req.params.id, req.params.goalId, req.body, expectedVersion(req)),
  });
};
