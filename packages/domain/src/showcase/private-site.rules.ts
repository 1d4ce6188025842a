/**
 * Private showcase sites: who may open them (access codes), the status of each code's holder and
 * the limits of the add/edit form. Pure: `now` and the random source are passed in. Dates are
 * whole days in UTC: a start date opens at 00:00:00, an end date closes at 23:59:59.
 */

export const ACCESS_CODE_LENGTH = 10;
export const ACCESS_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789$@#!';

/** E-mail preference of a private site when a visitor asks for access. */
export const PRIVATE_ACCESS_EMAIL_OPTIONS = [
  { id: 0, name: 'Do Not Email' },
  { id: 1, name: 'Email Lead Agent' },
  { id: 2, name: 'Email All Agents' },
] as const;
export type PrivateAccessEmailOption = (typeof PRIVATE_ACCESS_EMAIL_OPTIONS)[number]['id'];

export const PRIVATE_USER_STATUSES = ['Pending Approval', 'Active', 'Inactive', 'Expired'] as const;
export type PrivateUserStatus = (typeof PRIVATE_USER_STATUSES)[number];

export type PrivateUserDates = {
  approved: boolean;
  customDate: boolean;
  /** ISO timestamps (start at 00:00:00, end at 23:59:59 UTC) or null. */
  startDate: string | null;
  endDate: string | null;
};

type RandomBytes = (bytes: Uint8Array) => Uint8Array;

/**
 * A random access code of 10 characters from letters, digits and $@#!. Bytes at or above the
 * largest multiple of the alphabet's size are drawn again, so every character is equally likely.
 */
export function generateAccessCode(
  random: RandomBytes = (b) => globalThis.crypto.getRandomValues(b),
): string {
  const n = ACCESS_CODE_ALPHABET.length;
  const limit = 256 - (256 % n);
  let code = '';
  while (code.length < ACCESS_CODE_LENGTH) {
    for (const byte of random(new Uint8Array(ACCESS_CODE_LENGTH * 2))) {
      if (byte < limit && code.length < ACCESS_CODE_LENGTH) code += ACCESS_CODE_ALPHABET[byte % n];
    }
  }
  return code;
}

const DAY = /^\d{4}-\d{2}-\d{2}/;
const dayOf = (value: string) => {
  const m = DAY.exec(value);
  if (!m) throw new Error(`not a date: ${value}`);
  return m[0];
};

/** A start date as the first second of its day. */
export const startOfDay = (day: string) => `${dayOf(day)}T00:00:00.000Z`;
/** An end date as the last second of its day. */
export const endOfDay = (day: string) => `${dayOf(day)}T23:59:59.000Z`;

/** The day before `now` (YYYY-MM-DD, UTC). */
export const yesterday = (now: Date) => new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);

/** The status shown for an access code's holder at `now`. */
export function privateUserStatus(user: PrivateUserDates, now: Date): PrivateUserStatus {
  if (!user.approved) return 'Pending Approval';
  if (!user.customDate) return 'Active';
  const t = now.getTime();
  if (user.startDate && t < new Date(user.startDate).getTime()) return 'Inactive';
  if (user.endDate && t > new Date(user.endDate).getTime()) return 'Expired';
  return 'Active';
}

/** Edit and expire are offered while there is no end date or it is still ahead. */
export const canEditPrivateUser = (user: Pick<PrivateUserDates, 'endDate'>, now: Date) =>
  !user.endDate || new Date(user.endDate).getTime() > now.getTime();

/**
 * Expiring ends access yesterday: custom dates on, the end date yesterday at 23:59:59, and the
 * start date moved back to yesterday when it was missing or later (so start is never after end).
 */
export function expiredDates(
  user: Pick<PrivateUserDates, 'startDate'>,
  now: Date,
): Pick<PrivateUserDates, 'customDate' | 'startDate' | 'endDate'> {
  const day = yesterday(now);
  const start = startOfDay(day);
  return {
    customDate: true,
    startDate: user.startDate && user.startDate <= start ? user.startDate : start,
    endDate: endOfDay(day),
  };
}

export type PrivateUserForm = {
  name: string;
  accessCode: string;
  customDate: boolean;
  startDate?: string | null;
  endDate?: string | null;
};

/**
 * What keeps the add/edit form from saving: 'required' (name or access code missing, or custom
 * dates without both days) or 'endBeforeStart'; null when it may be saved.
 */
export function privateUserProblem(form: PrivateUserForm): 'required' | 'endBeforeStart' | null {
  if (!form.name.trim() || !form.accessCode.trim()) return 'required';
  if (!form.customDate) return null;
  if (!form.startDate || !form.endDate) return 'required';
  return dayOf(form.endDate) < dayOf(form.startDate) ? 'endBeforeStart' : null;
}

/** The site a private user opens: the approval link and the visitor's e-mail point here. */
export const privateSiteUrl = (publicUrl: string, listingId: number) => `${publicUrl}/site/${listingId}`;

/** The listing id of a site URL made by privateSiteUrl, or null. */
export function listingIdOfSiteUrl(siteUrl: string): number | null {
  const m = /\/site\/([1-9][0-9]{0,9})\/?$/.exec(siteUrl);
  const id = m ? Number(m[1]) : NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}
