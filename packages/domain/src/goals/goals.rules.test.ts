import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import {
  fillMonths,
  goalProgress,
  lastTwelveMonths,
  ltmWindow,
  monthLabel,
  monthsOfYear,
  yearToDateEnd,
} from './goals.rules';
import { AgentGoalInputSchema, BusinessQuery } from './goals.schema';

describe('last twelve months', () => {
  it.each([
    ['2026-11-28', '2025-12', '2026-11'],
    ['2026-01-01', '2025-02', '2026-01'],
    ['2026-12-31', '2026-01', '2026-12'],
  ])('on %s runs from %s to %s', (today, first, last) => {
    const months = lastTwelveMonths(today);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe(first);
    expect(months[11]).toBe(last);
    expect(new Set(months).size).toBe(12);
  });
  it('window starts on the first day of the oldest month and ends today', () => {
    expect(ltmWindow('2026-03-15')).toEqual({ from: '2025-04-01', to: '2026-03-15' });
  });
});

describe('year to date', () => {
  it.each([
    [2026, '2026-11-28', '2026-11-28'],
    [2025, '2026-11-28', '2025-12-31'],
    [2027, '2026-11-28', null],
  ])('of %i seen on %s ends %s', (year, today, end) => expect(yearToDateEnd(year, today)).toBe(end));
});

describe('month buckets', () => {
  it('fills every month of the year, zeros where no row', () => {
    const filled = fillMonths(
      monthsOfYear(2026),
      [{ month: '2026-03', listed: 2, closed: 1 }],
      ['listed', 'closed'],
    );
    expect(filled).toHaveLength(12);
    expect(filled[2]).toEqual({ month: '2026-03', listed: 2, closed: 1 });
    expect(filled[0]).toEqual({ month: '2026-01', listed: 0, closed: 0 });
  });
  it('ignores rows outside the months asked for and reads numeric text', () => {
    const filled = fillMonths(
      ['2026-01'],
      [
        { month: '2025-12', v: 9 },
        { month: '2026-01', v: '4' as unknown as number },
      ],
      ['v'],
    );
    expect(filled).toEqual([{ month: '2026-01', v: 4 }]);
  });
  it.each([
    ['2026-01', false, 'Jan'],
    ['2025-12', true, 'Dec 25'],
  ])('labels %s (with year %s) as %s', (m, y, label) => expect(monthLabel(m, y)).toBe(label));
});

describe('goal progress', () => {
  it.each([
    [50, 100, 50],
    [1, 3, 33],
    [150, 100, 150],
    [0, 10, 0],
    [5, 0, null],
    [5, null, null],
  ])('%d of %s is %s %', (actual, goal, pct) => expect(goalProgress(actual, goal)).toBe(pct));
});

describe('the goal form schema', () => {
  const ok = { year: 2026, salesVolumeGoal: 5_000_000, closedDealsGoal: 12, newListingsGoal: 20 };
  it('accepts figures from 0 to 2147483647 and years 2000 to 2100', () => {
    expect(AgentGoalInputSchema.safeParse(ok).success).toBe(true);
    expect(AgentGoalInputSchema.safeParse({ ...ok, year: 2000, salesVolumeGoal: 2147483647 }).success).toBe(
      true,
    );
    expect(AgentGoalInputSchema.safeParse({ ...ok, year: 2100, closedDealsGoal: 0 }).success).toBe(true);
  });
  it.each([
    [{ year: 1999 }, MSG.goalYearRange],
    [{ year: 2101 }, MSG.goalYearRange],
    [{ year: 2026.5 }, MSG.goalYearRange],
    [{ salesVolumeGoal: -1 }, MSG.goalFigureRange('Sales volume goal')],
    [{ closedDealsGoal: 2147483648 }, MSG.goalFigureRange('Closed deals goal')],
    [{ newListingsGoal: 1.5 }, MSG.goalFigureRange('New listings goal')],
    [{ newListingsGoal: null }, MSG.goalFigureRange('New listings goal')],
  ])('refuses %o', (over, message) => {
    const r = AgentGoalInputSchema.safeParse({ ...ok, ...over });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });
  it('refuses unknown fields', () => {
    expect(AgentGoalInputSchema.safeParse({ ...ok, agentId: 3 }).success).toBe(false);
  });
  it('reads the query string year and agent id as text', () => {
    expect(BusinessQuery.parse({ agentId: '7', year: '2026' })).toEqual({ agentId: 7, year: 2026 });
    expect(BusinessQuery.safeParse({ agentId: '7', year: '20x6' }).success).toBe(false);
  });
});
