import { z } from 'zod';
import { defineEndpoints, FileDownload } from '../contract';
import { IdParams } from '../http';
import {
  AgentGoalInputSchema,
  AgentGoalParams,
  AgentGoalSaved,
  AgentGoalSchema,
  AgentGoalYearParams,
  AgentProductionSchema,
  AgentScheduleSchema,
  BusinessQuery,
  GoalReportExportSchema,
} from './goals.schema';

export * from './goals.rules';
export * from './goals.schema';

/**
 * Agent goals (one per agent and year) and business figures. An agent reads and writes the goals
 * of their own agent ids; a branch manager reads those of the agents of their offices; a system
 * admin reads every agent's. An agent out of sight is a 404; in sight but not one's own, a write
 * is a 403.
 */

const READERS = ['agent', 'branchManager', 'systemAdmin'] as const;
const tags = ['goals'] as const;

export const goalEndpoints = defineEndpoints({
  getAgentSchedule: {
    method: 'GET',
    path: '/api/agent/schedule',
    summary:
      "The agent's listings (either side) by month of the year: listed (listing date), under contract (contract date), closed (closed date of a sold listing)",
    tags,
    allow: READERS,
    query: BusinessQuery,
    response: AgentScheduleSchema,
    refusals: [400, 404],
  },
  getAgentProduction: {
    method: 'GET',
    path: '/api/agent/production',
    summary:
      "The agent's closed volume (sold price times the side's split) and deals (sides) per month of the year, the year to date against the year's goal, and the last twelve months",
    tags,
    allow: READERS,
    query: BusinessQuery,
    response: AgentProductionSchema,
    refusals: [400, 404],
  },
  exportGoalReport: {
    method: 'POST',
    path: '/api/agent/goalReportExport',
    summary:
      "An agent's year as a CSV or XLSX file: each month's closed volume and deals, listed, under contract and closed listings, then the year's goal, the year to date and the progress against the goal",
    tags,
    allow: READERS,
    body: GoalReportExportSchema,
    response: FileDownload,
    refusals: [400, 404],
  },
  getAgentGoals: {
    method: 'GET',
    path: '/api/agent/:id/goals',
    summary: "An agent's goals, newest year first",
    tags,
    allow: READERS,
    params: IdParams,
    response: z.array(AgentGoalSchema),
    refusals: [404],
  },
  getAgentGoalOfYear: {
    method: 'GET',
    path: '/api/agent/:id/goals/:year',
    summary: "An agent's goal of a year (null when none is set)",
    tags,
    allow: READERS,
    params: AgentGoalYearParams,
    response: AgentGoalSchema.nullable(),
    refusals: [400, 404],
  },
  createAgentGoal: {
    method: 'POST',
    path: '/api/agent/:id/goal',
    summary: "Create an agent's goal of a year (one per year: 409 when it exists)",
    tags,
    allow: ['agent'],
    params: IdParams,
    body: AgentGoalInputSchema,
    response: AgentGoalSaved,
    refusals: [400, 404, 409],
  },
  updateAgentGoal: {
    method: 'PUT',
    path: '/api/agent/:id/goal/:goalId',
    summary: "Update an agent's goal (If-Match optional: 412 when changed meanwhile)",
    tags,
    allow: ['agent'],
    params: AgentGoalParams,
    body: AgentGoalInputSchema,
    response: AgentGoalSaved,
    versioned: true,
    refusals: [400, 404, 409],
  },
});
