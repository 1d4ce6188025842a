/**
 * The only place that turns money, numbers and dates into text (the web through lib/format.ts, the
 * API in e-mails and the report PDF). Every screen shows them the
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
/** A day on a chart's axis, where the year is known from the range: 'Nov 24'. */
const dayWithoutYear = new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric' });
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
  options: { withWeekday?: boolean; withoutYear?: boolean } = {},
): string | null {
  if (value == null || value === '') return null;
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return null;
  if (options.withoutYear) return dayWithoutYear.format(date);
  return (options.withWeekday ? dayWithWeekday : day).format(date);
}

export function formatDateTime(value: string | Date | null | undefined): string | null {
  if (value == null || value === '') return null;
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return null;
  return dayAndTime.format(date);
}

/**
 * An instant on the clock of a named time zone, with the zone's short name: 'Nov 27, 2026, 2:40 PM
 * EST'. Where a reader far away must know which clock a time was read on (a report's figures).
 */
export function formatInstant(value: string | Date | null | undefined, timeZone: string): string | null {
  if (value == null || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(LOCALE, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(date);
}

/** A North American number as people write it, '(631) 555-0142'; any other number as given. */
export function formatPhone(value: string | null | undefined): string | null {
  if (!value?.trim()) return null;
  const digits = value.replace(/\D/g, '');
  const local = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (local.length !== 10 || /[a-z]/i.test(value)) return value.trim();
  return `(${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}`;
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
