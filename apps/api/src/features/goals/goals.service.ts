import {
  fillMonths,
  goalProgress,
  lastTwelveMonths,
  ltmWindow,
  monthsOfYear,
  MSG,
  yearToDateEnd,
  type Actor,
  type AgentGoal,
  type AgentGoalValues,
  type AgentProduction,
  type AgentSchedule,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import { forbidden, HttpError, notFound } from '../../lib/http-error';
import { exportFile, type XlsxColumn } from '../../lib/xlsx-export';
import {
  findGoal,
  findGoalOfYear,
  findGoals,
  findProductionMonths,
  findScheduleMonths,
  insertGoal,
  isAgentReadable,
  type MonthFigures,
  updateGoalRow,
} from './goals.repo';

/** 404 unless the agent exists and the actor may read their goals and figures. */
async function requireReadable(db: Db, actor: Actor, agentId: number) {
  if (!(await isAgentReadable(db, actor, agentId))) throw notFound();
}

/** An agent writes only the goals of their own agent ids: others in sight are a 403. */
async function requireOwn(db: Db, actor: Actor, agentId: number) {
  await requireReadable(db, actor, agentId);
  if (!actor.agentIds.includes(agentId)) throw forbidden();
}

const yearTaken = () =>
  new HttpError(409, MSG.goalYearTaken, [{ field: 'year', message: MSG.goalYearTaken }]);

export async function listGoals(db: Db, actor: Actor, agentId: number) {
  await requireReadable(db, actor, agentId);
  return findGoals(db, agentId);
}

export async function getGoalOfYear(db: Db, actor: Actor, agentId: number, year: number) {
  await requireReadable(db, actor, agentId);
  return findGoalOfYear(db, agentId, year);
}

export async function createGoal(db: Db, actor: Actor, agentId: number, v: AgentGoalValues) {
  await requireOwn(db, actor, agentId);
  const goal = await insertGoal(db, { agentId, ...v });
  if (!goal) throw yearTaken();
  return { goal, message: MSG.agentGoalSaved };
}

/** Updates a goal (version checked when If-Match is sent); moving it onto a year that has one is a 409. */
export async function updateGoal(
  db: Db,
  actor: Actor,
  agentId: number,
  goalId: number,
  v: AgentGoalValues,
  expectedVersion: number | null,
) {
  await requireOwn(db, actor, agentId);
  const goal = await db.transaction(async (tx) => {
    if (!(await findGoal(tx, agentId, goalId))) throw notFound();
    const other = await findGoalOfYear(tx, agentId, v.year);
    if (other && other.id !== goalId) throw yearTaken();
    return updateGoalRow(tx, actor, goalId, v, expectedVersion);
  });
  return { goal, message: MSG.agentGoalSaved };
}

export async function getSchedule(
  db: Db,
  actor: Actor,
  agentId: number,
  year: number,
): Promise<AgentSchedule> {
  await requireReadable(db, actor, agentId);
  const rows = await findScheduleMonths(db, agentId, `${year}-01-01`, `${year}-12-31`);
  const months = fillMonths(monthsOfYear(year), rows, ['listed', 'underContract', 'closed']);
  const sum = (k: 'listed' | 'underContract' | 'closed') => months.reduce((s, m) => s + m[k], 0);
  return {
    agentId,
    year,
    months,
    totals: { listed: sum('listed'), underContract: sum('underContract'), closed: sum('closed') },
  };
}

const totalsOf = (rows: MonthFigures[]) => ({
  closedVolume: Math.round(rows.reduce((s, r) => s + r.closedVolume, 0) * 100) / 100,
  closedDeals: rows.reduce((s, r) => s + r.closedDeals, 0),
  newListings: rows.reduce((s, r) => s + r.newListings, 0),
});

/** The year's months, the year to date against its goal, and the twelve months ending today. */
export async function getProduction(
  db: Db,
  actor: Actor,
  agentId: number,
  year: number,
  today: string,
): Promise<AgentProduction> {
  await requireReadable(db, actor, agentId);
  const figures = ['closedVolume', 'closedDeals'] as const;
  const yearRows = await findProductionMonths(db, agentId, `${year}-01-01`, `${year}-12-31`);
  const through = yearToDateEnd(year, today);
  const ytdRows = through ? await findProductionMonths(db, agentId, `${year}-01-01`, through) : [];
  const ltm = ltmWindow(today);
  const ltmRows = await findProductionMonths(db, agentId, ltm.from, ltm.to);
  const goal: AgentGoal | null = await findGoalOfYear(db, agentId, year);
  const ytd = totalsOf(ytdRows);
  return {
    agentId,
    year,
    months: fillMonths(monthsOfYear(year), yearRows, figures),
    yearToDate: { ...ytd, through },
    goal,
    progress: {
      salesVolume: goalProgress(ytd.closedVolume, goal?.salesVolumeGoal),
      closedDeals: goalProgress(ytd.closedDeals, goal?.closedDealsGoal),
      newListings: goalProgress(ytd.newListings, goal?.newListingsGoal),
    },
    lastTwelveMonths: {
      ...totalsOf(ltmRows),
      ...ltm,
      months: fillMonths(lastTwelveMonths(today), ltmRows, figures),
    },
  };
}

type GoalReportRow = {
  label: string;
  closedVolume: number | null;
  closedDeals: number | null;
  listed: number | null;
  underContract: number | null;
  closed: number | null;
};

const GOAL_REPORT_COLUMNS: XlsxColumn<GoalReportRow>[] = [
  { header: 'Month', width: 22, value: (r) => r.label },
  { header: 'Closed volume', width: 16, value: (r) => r.closedVolume },
  { header: 'Closed deals', width: 13, value: (r) => r.closedDeals },
  { header: 'Listed', width: 10, value: (r) => r.listed },
  { header: 'Under contract', width: 15, value: (r) => r.underContract },
  { header: 'Closed', width: 10, value: (r) => r.closed },
];

/**
 * agent/goalReportExport: the year's months (production and schedule side by side), then the goal
 * (new listings under Listed), the year to date and the progress in percent, as the page shows them.
 */
export async function exportGoalReport(
  db: Db,
  actor: Actor,
  q: { agentId: number; year: number; format: 'csv' | 'xlsx' },
  today: string,
) {
  const production = await getProduction(db, actor, q.agentId, q.year, today);
  const schedule = await getSchedule(db, actor, q.agentId, q.year);
  const { goal, yearToDate: ytd, progress } = production;
  const none = { underContract: null, closed: null };
  const rows: GoalReportRow[] = [
    ...production.months.map((m, i) => ({
      label: m.month,
      closedVolume: m.closedVolume,
      closedDeals: m.closedDeals,
      listed: schedule.months[i]!.listed,
      underContract: schedule.months[i]!.underContract,
      closed: schedule.months[i]!.closed,
    })),
    {
      label: `Goal ${q.year}`,
      closedVolume: goal?.salesVolumeGoal ?? null,
      closedDeals: goal?.closedDealsGoal ?? null,
      listed: goal?.newListingsGoal ?? null,
      ...none,
    },
    {
      label: ytd.through ? `Year to date (${ytd.through})` : 'Year to date',
      closedVolume: ytd.closedVolume,
      closedDeals: ytd.closedDeals,
      listed: ytd.newListings,
      ...none,
    },
    {
      label: 'Progress (%)',
      closedVolume: progress.salesVolume,
      closedDeals: progress.closedDeals,
      listed: progress.newListings,
      ...none,
    },
  ];
  return exportFile(
    q.format,
    `goal-report-${q.agentId}-${q.year}`,
    `Goals ${q.year}`,
    GOAL_REPORT_COLUMNS,
    rows,
  );
}
