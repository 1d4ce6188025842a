import { LIMITS } from '@atrium/domain';

const ACTIVITY_KEY = 'atrium.lastActivity';
/**
 * For tests and demonstrations: a number of milliseconds stored under this localStorage key
 * (read when the authenticated shell starts) replaces both inactivity timeouts (3 hours, and
 * 30 minutes while masquerading). The 30-second countdown stays as the spec says.
 */
export const TIMEOUT_OVERRIDE_KEY = 'atrium.sessionTimeoutMs';

/** Last activity (click, scroll, load, keydown), shared by every tab through localStorage. */
export function lastActivity(): number | null {
  const value = Number(localStorage.getItem(ACTIVITY_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function markActivity(now = Date.now()) {
  localStorage.setItem(ACTIVITY_KEY, String(now));
}

export function inactivityTimeoutMs(isMasquerading: boolean): number {
  const override = Number(localStorage.getItem(TIMEOUT_OVERRIDE_KEY));
  if (Number.isFinite(override) && override > 0) return override;
  return isMasquerading ? LIMITS.masqueradeTimeoutMs : LIMITS.sessionTimeoutMs;
}

/** More than 3.1 hours since the last activity: the provider session must be checked again. */
export function isStale(now = Date.now()): boolean {
  const last = lastActivity();
  return last !== null && now - last > LIMITS.staleSessionMs;
}
