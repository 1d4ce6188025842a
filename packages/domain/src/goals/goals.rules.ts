/**
 * Agent goals and business figures: limits, the goal figures, and the pure month arithmetic the
 * schedule and production answers share. No clock: `today` is passed in.
 */

export const GOAL_LIMITS = {
  yearMin: 2000,
  yearMax: 2100,
  /** The largest value the database's integer columns hold. */
  figureMax: 2_147_483_647,
} as const;

/** The goal figures an agent sets for a year, with what they are measured against. */
export const GOAL_FIGURES = [
  { key: 'salesVolumeGoal', label: 'Sales volume goal', isMoney: true },
  { key: 'closedDealsGoal', label: 'Closed deals goal', isMoney: false },
  { key: 'newListingsGoal', label: 'New listings goal', isMoney: false },
] as const;
export type GoalFigureKey = (typeof GOAL_FIGURES)[number]['key'];

export const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** 'YYYY-MM' of an ISO date. */
export const monthKey = (isoDate: string) => isoDate.slice(0, 7);

/** The twelve months ending with today's month, oldest first, as 'YYYY-MM'. */
export function lastTwelveMonths(today: string): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return Array.from({ length: 12 }, (_, i) => {
    const back = 11 - i;
    const total = year * 12 + (month - 1) - back;
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
}

/** The last-twelve-months window: the first day of the oldest month to today, both included. */
export function ltmWindow(today: string): { from: string; to: string } {
  return { from: `${lastTwelveMonths(today)[0]}-01`, to: today };
}

/**
 * The end of "year to date" for a year seen on `today`: today in the current year, the last day
 * of a past year, and null for a year still to come (nothing counts yet).
 */
export function yearToDateEnd(year: number, today: string): string | null {
  const current = Number(today.slice(0, 4));
  if (year < current) return `${year}-12-31`;
  if (year > current) return null;
  return today;
}

/**
 * Rows keyed by month ('YYYY-MM') spread over the given months, a month without a row holding
 * zeros: the charts and tables always show every month.
 */
export function fillMonths<K extends string>(
  months: readonly string[],
  rows: ReadonlyArray<{ month: string } & Record<K, number>>,
  keys: readonly K[],
): Array<{ month: string } & Record<K, number>> {
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return months.map((month) => {
    const found = byMonth.get(month);
    const figures = Object.fromEntries(keys.map((k) => [k, found ? Number(found[k]) : 0])) as Record<
      K,
      number
    >;
    return { month, ...figures };
  });
}

/** The months of a year as 'YYYY-MM'. */
export const monthsOfYear = (year: number) =>
  Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);

/** A month key as the charts label it: 'Jan' within a year, 'Jan 26' across years. */
export function monthLabel(month: string, withYear = false): string {
  const name = MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month;
  return withYear ? `${name} ${month.slice(2, 4)}` : name;
}

/** How much of a goal is reached, in whole percent; null without a goal (none, or zero). */
export function goalProgress(actual: number, goal: number | null | undefined): number | null {
  if (goal == null || goal <= 0) return null;
  return Math.floor((actual / goal) * 100);
}
