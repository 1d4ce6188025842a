/**
 * Rules of a listing's showings and open houses: pure, no clock. An open house's start and end
 * are local wall-clock times at the property ('YYYY-MM-DDTHH:mm', no time zone), so they compare
 * as text and show as typed.
 */

export type TimeParts = { hour: string; minute: string; period: 'AM' | 'PM' };

/** 'HH:mm' (24 hours) as the time entry shows it: hour 1-12, minute two digits, AM or PM. */
export function timeToParts(value: string | null | undefined): TimeParts {
  const m = /^(\d{1,2}):(\d{2})/.exec(value ?? '');
  if (!m) return { hour: '', minute: '', period: 'AM' };
  const h = Number(m[1]);
  return { hour: String(h % 12 === 0 ? 12 : h % 12), minute: m[2], period: h >= 12 ? 'PM' : 'AM' };
}

/** The time entry as 'HH:mm' (24 hours), or null while the hour (1-12) or minute (0-59) is not valid. */
export function partsToTime({ hour, minute, period }: TimeParts): string | null {
  if (!/^\d{1,2}$/.test(hour) || !/^\d{1,2}$/.test(minute)) return null;
  const h = Number(hour);
  const m = Number(minute);
  if (h < 1 || h > 12 || m > 59) return null;
  const h24 = (h % 12) + (period === 'PM' ? 12 : 0);
  return `${String(h24).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** A day ('YYYY-MM-DD') and a time ('HH:mm') as one local date-time, or null when either is missing. */
export function joinDateTime(day: string | null, time: string | null): string | null {
  return day && time ? `${day}T${time}` : null;
}

/** The day and the time of a local date-time. */
export function splitDateTime(value: string | null | undefined): { day: string | null; time: string | null } {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value ?? '');
  return m ? { day: m[1], time: m[2] } : { day: null, time: null };
}

/** A local date-time shown as '3:05 PM'. */
export function formatTimeOfDay(value: string | null | undefined): string {
  const { time } = splitDateTime(value);
  if (!time) return '';
  const p = timeToParts(time);
  return `${p.hour}:${p.minute} ${p.period}`;
}

/** Open house Add/Save: start and end are both set and the start comes before the end. */
export function isOpenHouseTimeValid(start: string | null, end: string | null): boolean {
  return Boolean(start && end && start < end);
}

/** 'Don't display time' may be on only with By Appointment Only; turning that off clears it. */
export function canHideOpenHouseTime(byAppointmentOnly: boolean): boolean {
  return byAppointmentOnly;
}
export function openHouseFlags<T extends { byAppointmentOnly: boolean; doNotShowTime: boolean }>(
  flags: T,
): T {
  return flags.byAppointmentOnly ? flags : { ...flags, doNotShowTime: false };
}

/** A showing with a date and no count counts as one showing. */
export function showingCount(showingDate: string | null, count: number | null): number {
  return showingDate && !count ? 1 : (count ?? 0);
}

/** Showing Add/Save: a date, and at least one showing once the count rule applied. */
export function canSaveShowing(showingDate: string | null, count: number | null): boolean {
  return Boolean(showingDate) && showingCount(showingDate, count) >= 1;
}
