import { z } from 'zod';
import { Id, IdFromText, Timestamp } from '../http';
import { EXPORT_FORMATS } from '../reporting/reporting.schema';
import { MSG } from '../messages';
import { GOAL_FIGURES, GOAL_LIMITS as L, type GoalFigureKey } from './goals.rules';

/** Agent goals and business figures: what the form, the API and the answers share. */

const year = z
  .number({ error: MSG.goalYearRange })
  .int({ error: MSG.goalYearRange })
  .min(L.yearMin, { error: MSG.goalYearRange })
  .max(L.yearMax, { error: MSG.goalYearRange });

const figure = (label: string) =>
  z
    .number({ error: MSG.goalFigureRange(label) })
    .int({ error: MSG.goalFigureRange(label) })
    .min(0, { error: MSG.goalFigureRange(label) })
    .max(L.figureMax, { error: MSG.goalFigureRange(label) });

const label = (key: GoalFigureKey) => GOAL_FIGURES.find((f) => f.key === key)!.label;

/** POST agent/{id}/goal and PUT agent/{id}/goal/{goalId}: a year's goal figures. */
export const AgentGoalInputSchema = z.strictObject({
  year,
  salesVolumeGoal: figure(label('salesVolumeGoal')),
  closedDealsGoal: figure(label('closedDealsGoal')),
  newListingsGoal: figure(label('newListingsGoal')),
});
export type AgentGoalInput = z.input<typeof AgentGoalInputSchema>;
export type AgentGoalValues = z.output<typeof AgentGoalInputSchema>;

export const AgentGoalSchema = z
  .object({
    id: z.int(),
    agentId: z.int(),
    year: z.int(),
    salesVolumeGoal: z.int(),
    closedDealsGoal: z.int(),
    newListingsGoal: z.int(),
    version: z.int(),
    updatedAt: Timestamp,
  })
  .meta({ id: 'AgentGoal' });
export type AgentGoal = z.infer<typeof AgentGoalSchema>;

export const AgentGoalSaved = z.object({ goal: AgentGoalSchema, message: z.string() });

/** A year in a path or a query string: digits only, 2000 to 2100. */
const YearFromText = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  year,
);

export const AgentGoalParams = z.object({ id: IdFromText, goalId: IdFromText });
export const AgentGoalYearParams = z.object({ id: IdFromText, year: YearFromText });

/** agent/schedule and agent/production: whose figures, for which year. */
export const BusinessQuery = z.strictObject({ agentId: IdFromText, year: YearFromText });
export type BusinessQueryInput = z.input<typeof BusinessQuery>;

/** POST agent/goalReportExport: an agent's year, goal against production and schedule, as a file. */
export const GoalReportExportSchema = z.strictObject({
  agentId: Id,
  year,
  format: z.enum(EXPORT_FORMATS).optional().default('xlsx'),
});
export type GoalReportExportInput = z.input<typeof GoalReportExportSchema>;

const count = z.int().min(0);
const money = z.number().min(0);

/** agent/schedule: the agent's listings by month of the year (listed, under contract, closed). */
export const AgentScheduleSchema = z
  .object({
    agentId: z.int(),
    year: z.int(),
    months: z.array(z.object({ month: z.string(), listed: count, underContract: count, closed: count })),
    totals: z.object({ listed: count, underContract: count, closed: count }),
  })
  .meta({ id: 'AgentSchedule' });
export type AgentSchedule = z.infer<typeof AgentScheduleSchema>;

const ProductionMonth = z.object({ month: z.string(), closedVolume: money, closedDeals: count });
const ProductionTotals = z.object({ closedVolume: money, closedDeals: count, newListings: count });

/**
 * agent/production: closed volume and deals per month of the year, the year to date against the
 * year's goal (progress in whole percent, null without a goal), and the last twelve months.
 */
export const AgentProductionSchema = z
  .object({
    agentId: z.int(),
    year: z.int(),
    months: z.array(ProductionMonth),
    yearToDate: ProductionTotals.extend({ through: z.string().nullable() }),
    goal: AgentGoalSchema.nullable(),
    progress: z.object({
      salesVolume: z.int().nullable(),
      closedDeals: z.int().nullable(),
      newListings: z.int().nullable(),
    }),
    lastTwelveMonths: ProductionTotals.extend({
      from: z.string(),
      to: z.string(),
      months: z.array(ProductionMonth),
    }),
  })
  .meta({ id: 'AgentProduction' });
export type AgentProduction = z.infer<typeof AgentProductionSchema>;
