/**
 * Date presets of the advanced search (spec/002 section 9, 'Last Quater' read as 'Last Quarter').
 * Pure: `today` is an ISO day (YYYY-MM-DD) passed in; ranges are inclusive ISO days.
 */
export const DATE_PRESETS = [
  'Last 7 Days',
  'Last 14 Days',
  'Next 7 Days',
  'Next 14 Days',
  'Last Month',
  'Last Quarter',
  'MTD',
  'QTD',
  'YTD',
  'Date Range',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];
export type DayRange = { start: string | null; end: string | null };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

function parts(day: string): [number, number, number] {
  if (!isIsoDay(day)) throw new Error(`Not an ISO day: ${day}`);
  const [y, m, d] = day.split('-').map(Number);
  return [y, m, d];
}
function iso(y: number, m: number, d: number): string {
  return new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);
}
export function addDays(day: string, n: number): string {
  const [y, m, d] = parts(day);
  return iso(y, m, d + n);
}

/**
 * The inclusive range of a preset. 'Last N Days' runs from N days ago to today, 'Next N Days'
 * from today to N days ahead; month and quarter presets use calendar periods; MTD, QTD and YTD
 * end today. 'Date Range' takes the start and end given (either may be open).
 */
export function datePresetRange(
  preset: DatePreset,
  today: string,
  custom: DayRange = { start: null, end: null },
): DayRange {
  const [y, m] = parts(today);
  const quarterStartMonth = Math.floor((m - 1) / 3) * 3 + 1;
  switch (preset) {
    case 'Last 7 Days':
      return { start: addDays(today, -7), end: today };
    case 'Last 14 Days':
      return { start: addDays(today, -14), end: today };
    case 'Next 7 Days':
      return { start: today, end: addDays(today, 7) };
    case 'Next 14 Days':
      return { start: today, end: addDays(today, 14) };
    case 'Last Month':
      return { start: iso(y, m - 1, 1), end: iso(y, m, 0) };
    case 'Last Quarter':
      return { start: iso(y, quarterStartMonth - 3, 1), end: iso(y, quarterStartMonth, 0) };
    case 'MTD':
      return { start: iso(y, m, 1), end: today };
    case 'QTD':
      return { start: iso(y, quarterStartMonth, 1), end: today };
    case 'YTD':
      return { start: iso(y, 1, 1), end: today };
    case 'Date Range':
      return { start: custom.start || null, end: custom.end || null };
  }
}
