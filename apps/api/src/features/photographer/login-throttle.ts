/**
 * Counts failed photographer sign-ins per account (the e-mail typed, known or not, so the answer
 * never tells whether an account exists) and per address, in a sliding window. In memory: one
 * API process serves the product; a restart forgets the counts.
 */
export type ThrottleLimits = { perAccount: number; perAddress: number; windowMs: number };

export const LOGIN_LIMITS: ThrottleLimits = { perAccount: 5, perAddress: 30, windowMs: 15 * 60_000 };
/** Reset e-mails: every request counts, so nobody can flood an inbox or the outbox. */
export const RESET_REQUEST_LIMITS: ThrottleLimits = { perAccount: 5, perAddress: 20, windowMs: 15 * 60_000 };

export function createLoginThrottle(limits: ThrottleLimits = LOGIN_LIMITS, now: () => number = Date.now) {
  const failures = new Map<string, number[]>();

  const recent = (key: string) => {
    const since = now() - limits.windowMs;
    const kept = (failures.get(key) ?? []).filter((t) => t > since);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  };

  return {
    /** Seconds to wait when either counter is full, else 0. */
    retryAfterSeconds(account: string, address: string): number {
      const blocked = [
        [recent(`a:${account}`), limits.perAccount],
        [recent(`ip:${address}`), limits.perAddress],
      ] as const;
      const waits = blocked
        .filter(([times, limit]) => times.length >= limit)
        .map(([times, limit]) => times[times.length - limit] + limits.windowMs - now());
      return waits.length ? Math.max(1, Math.ceil(Math.max(...waits) / 1000)) : 0;
    },
    recordFailure(account: string, address: string) {
      const t = now();
      for (const key of [`a:${account}`, `ip:${address}`]) failures.set(key, [...recent(key), t]);
    },
    /** A successful sign-in (or password reset) clears the account's count, not the address's. */
    clearAccount(account: string) {
      failures.delete(`a:${account}`);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
