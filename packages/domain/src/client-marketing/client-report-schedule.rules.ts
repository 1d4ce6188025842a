/**
 * The client marketing report scheduler's rules: the schedules, which local days each one sends
 * on, and the zone arithmetic to find them. Pure: the instant and the time zone are passed in.
 */

export const REPORT_SCHEDULE_IDS = [0, 1, 2, 3, 4] as const;
export type ReportScheduleId = (typeof REPORT_SCHEDULE_IDS)[number];

export const REPORT_SCHEDULE_LABEL: Record<ReportScheduleId, string> = {
  0: 'Send Now',
  1: 'Weekly (Monday)',
  2: 'Semi-Monthly (2nd and 16th)',
  3: 'Monthly (2nd)',
  4: 'Weekly (Friday)',
};

export const SEND_NOW = 0 as const;

/** Send Now can only be sent; every other schedule can only be saved. */
export const isSendOnly = (schedule: number) => schedule === SEND_NOW;
export const isSavable = (schedule: number) => schedule > SEND_NOW && schedule <= 4;

/** The brokerage's default zone: schedules are days on its calendar. */
export const DEFAULT_BROKERAGE_TIME_ZONE = 'America/New_York';
/** Saved reports go out from this local hour of their day (chosen: the start of a working day). */
export const REPORT_SEND_HOUR = 8;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(localDate: string) {
  const m = DATE.exec(localDate);
  if (!m) throw new Error(`not a calendar day: ${localDate}`);
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

/** Day of the week of a calendar day: 0 Sunday ... 6 Saturday (no zone: a day is a day). */
export function weekdayOf(localDate: string): number {
  const { year, month, day } = parts(localDate);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** Whether a saved schedule sends on this day of the brokerage's calendar ('YYYY-MM-DD'). */
export function isDueOn(schedule: number, localDate: string): boolean {
  const { day } = parts(localDate);
  switch (schedule) {
    case 1:
      return weekdayOf(localDate) === 1;
    case 2:
      return day === 2 || day === 16;
    case 3:
      return day === 2;
    case 4:
      return weekdayOf(localDate) === 5;
    default:
      return false; // Send Now is never scheduled
  }
}

/** The calendar day after (or `days` after) a day. */
export function addLocalDays(localDate: string, days: number): string {
  const { year, month, day } = parts(localDate);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export type ZonedTime = { localDate: string; hour: number; minute: number };

/** The wall-clock day and time of an instant in a zone (Intl: the zone database of the runtime). */
export function zonedTime(instant: Date, timeZone: string): ZonedTime {
  const f = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const p = Object.fromEntries(f.formatToParts(instant).map((x) => [x.type, x.value]));
  return {
    localDate: `${p.year}-${p.month}-${p.day}`,
    hour: Number(p.hour) % 24,
    minute: Number(p.minute),
  };
}

/** Milliseconds the zone is ahead of UTC at an instant. */
function offsetAt(instant: number, timeZone: string): number {
  const z = zonedTime(new Date(instant), timeZone);
  const { year, month, day } = parts(z.localDate);
  const asUtc = Date.UTC(year, month - 1, day, z.hour, z.minute);
  return asUtc - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The instant of a wall-clock time in a zone. A time skipped by a spring-forward change is taken
 * one hour later (02:30 becomes 03:30); a time that happens twice in the autumn is its first one.
 */
export function zonedTimeToInstant(localDate: string, hour: number, timeZone: string): Date {
  const { year, month, day } = parts(localDate);
  const wall = Date.UTC(year, month - 1, day, hour);
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  // the earlier of the two readings when both give back the wall time (the repeated hour)
  const candidates = [first, second, wall - offsetAt(first - 3_600_000, timeZone)].filter((t) => {
    const z = zonedTime(new Date(t), timeZone);
    return z.localDate === localDate && z.hour === hour;
  });
  if (candidates.length) return new Date(Math.min(...candidates));
  return new Date(Math.max(first, second)); // skipped hour: the clock already moved on
}

/**
 * The next time a saved schedule sends, from an instant: the first day of the brokerage's
 * calendar that the schedule is due on, at the send hour, that is not before the instant.
 * Today counts while its send hour has not passed. Null for Send Now.
 */
export function nextSendDate(
  schedule: number,
  from: Date,
  timeZone: string,
  sendHour: number = REPORT_SEND_HOUR,
): { localDate: string; at: Date } | null {
  if (!isSavable(schedule)) return null;
  const now = zonedTime(from, timeZone);
  let day = now.hour < sendHour ? now.localDate : addLocalDays(now.localDate, 1);
  for (let i = 0; i < 40; i++, day = addLocalDays(day, 1))
    if (isDueOn(schedule, day)) return { localDate: day, at: zonedTimeToInstant(day, sendHour, timeZone) };
  return null; // unreachable: every schedule is due at least once a month
}

/**
 * What a sending run does at an instant: the local day whose saved reports are due, or null
 * before the send hour (a report due today is sent by the first run at or after it).
 */
export function sendingDay(
  instant: Date,
  timeZone: string,
  sendHour: number = REPORT_SEND_HOUR,
): string | null {
  const now = zonedTime(instant, timeZone);
  return now.hour >= sendHour ? now.localDate : null;
}

/** The schedules due on a local day. */
export const schedulesDueOn = (localDate: string): ReportScheduleId[] =>
  REPORT_SCHEDULE_IDS.filter((s) => isDueOn(s, localDate));

const EMAIL = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>"]+$/;
export const EMAIL_MAX = 255;

/** A recipient address the scheduler takes: one address, at most 255 characters. */
export const isValidReportEmail = (text: string) => text.length <= EMAIL_MAX && EMAIL.test(text);

/** The addresses of a comma list, trimmed, empty items dropped. */
export const splitRecipients = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The addresses of a list that the scheduler refuses. */
export const invalidRecipients = (list: string[]) => list.filter((e) => !isValidReportEmail(e));

/** Recipient names keep no ampersand (the spec strips it). */
export const stripAmpersands = (text: string) => text.replace(/&/g, '');
