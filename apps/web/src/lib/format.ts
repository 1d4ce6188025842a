/**
 * The only place that turns money, numbers and dates into text. Every screen shows them the
 * same way: '$1,250,000', '$6,000/mo', '1,250', 'Nov 24, 2026', 'Nov 24, 2026, 3:05 PM'.
 * Empty values come back as null so a caller chooses its own placeholder.
 */

const LOCALE = 'en-US';

const wholeDollars = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const dollarsAndCents = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const number = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
const day = new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric', year: 'numeric' });
const dayWithWeekday = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'long',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const dayAndTime = new Intl.DateTimeFormat(LOCALE, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** Short suffixes for the rental periods the lookups name ('Monthly' reads '/mo'). */
const PERIOD_SUFFIX: Record<string, string> = {
  monthly: '/mo',
  month: '/mo',
  weekly: '/wk',
  week: '/wk',
  daily: '/day',
  day: '/day',
  yearly: '/yr',
  annually: '/yr',
  annual: '/yr',
  year: '/yr',
};

/** Dollars: whole amounts without cents, others with exactly two decimals. */
export function formatMoney(value: number): string;
export function formatMoney(value: number | null | undefined): string | null;
export function formatMoney(value: number | null | undefined): string | null {
  if (value == null || Number.isNaN(value)) return null;
  return Number.isInteger(value) ? wholeDollars.format(value) : dollarsAndCents.format(value);
}

/** A price, with its rental period when it has one: '$6,000/mo', '$30,000 · Summer Season'. */
export function formatPrice(value: number | null | undefined, rentalPeriod?: string | null): string | null {
  const money = formatMoney(value);
  if (money == null || !rentalPeriod) return money;
  const suffix = PERIOD_SUFFIX[rentalPeriod.trim().toLowerCase()];
  return suffix ? `${money}${suffix}` : `${money} · ${rentalPeriod.trim()}`;
}

export function formatNumber(value: number): string;
export function formatNumber(value: number | null | undefined): string | null;
export function formatNumber(value: number | null | undefined): string | null {
  if (value == null || Number.isNaN(value)) return null;
  return number.format(value);
}

/** A calendar day 'YYYY-MM-DD' stays that day in every time zone; a timestamp is read locally. */
function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
}

export function formatDate(
  value: string | Date | null | undefined,
  options: { withWeekday?: boolean } = {},
): string | null {
  if (value == null || value === '') return null;
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return null;
  return (options.withWeekday ? dayWithWeekday : day).format(date);
}

export function formatDateTime(value: string | Date | null | undefined): string | null {
  if (value == null || value === '') return null;
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return null;
  return dayAndTime.format(date);
}

export const formatYesNo = (value: boolean | null | undefined) => (value ? 'Yes' : 'No');

/** Sales volume on a small tile: '$1.25B', '$3.4M', '$250K'. */
export function formatVolume(value: number): string {
  if (value >= 1e9) return `$${(value / 1e9).toFixed(2)}B`;
  if (value >= 1e6) return `$${(value / 1e6).toFixed(1)}M`;
  if (value >= 1e3) return `$${Math.round(value / 1e3)}K`;
  return formatMoney(value);
}

/** A file size: '812 B', '96 KB', '4.2 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.ceil(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
