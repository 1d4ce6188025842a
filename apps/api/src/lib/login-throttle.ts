/**
 * Counts failed sign-ins (or other attempts) per account and per address, in a sliding window.
 * The account is the e-mail typed, known or not, so the answer never tells whether an account
 * exists. Two ways to count per account:
 * - 'account': across every address. An account is locked whoever fails on it, which also lets a
 *   stranger lock its owner out (right for reset e-mails: nobody floods one inbox from many places);
 * - 'accountAtAddress': per account and address pair, so failures from a stranger's address never
 *   lock the owner out at theirs; the per-address limit still stops one address trying many accounts.
 * In memory: one API process serves the product; a restart forgets the counts.
 */
export type ThrottleLimits = {
  perAccount: number;
  perAddress: number;
  windowMs: number;
  accountScope: 'account' | 'accountAtAddress';
};

export const LOGIN_LIMITS: ThrottleLimits = {
  perAccount: 5,
  perAddress: 30,
  windowMs: 15 * 60_000,
  accountScope: 'account',
};
/** Staff sign-in at the built-in identity provider: per account and address pair. */
export const STAFF_SIGN_IN_LIMITS: ThrottleLimits = { ...LOGIN_LIMITS, accountScope: 'accountAtAddress' };
/** Reset e-mails: every request counts, so nobody can flood an inbox or the outbox. */
export const RESET_REQUEST_LIMITS: ThrottleLimits = {
  perAccount: 5,
  perAddress: 20,
  windowMs: 15 * 60_000,
  accountScope: 'account',
};

/** Above this many keys, keys whose failures have all left the window are dropped. */
const PRUNE_ABOVE = 10_000;

export function createLoginThrottle(limits: ThrottleLimits = LOGIN_LIMITS, now: () => number = Date.now) {
  const failures = new Map<string, number[]>();
  const accountKey = (account: string, address: string) =>
    limits.accountScope === 'account' ? `a:${account}` : `a:${account}\n${address}`;

  const recent = (key: string) => {
    const since = now() - limits.windowMs;
    const kept = (failures.get(key) ?? []).filter((t) => t > since);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  };

  const prune = () => {
    const since = now() - limits.windowMs;
    for (const [key, times] of failures) if (times[times.length - 1] <= since) failures.delete(key);
  };

  return {
    /** Seconds to wait when either counter is full, else 0. */
    retryAfterSeconds(account: string, address: string): number {
      const blocked = [
        [recent(accountKey(account, address)), limits.perAccount],
        [recent(`ip:${address}`), limits.perAddress],
      ] as const;
      const waits = blocked
        .filter(([times, limit]) => times.length >= limit)
        .map(([times, limit]) => times[times.length - limit] + limits.windowMs - now());
      return waits.length ? Math.max(1, Math.ceil(Math.max(...waits) / 1000)) : 0;
    },
    recordFailure(account: string, address: string) {
      const t = now();
      for (const key of [accountKey(account, address), `ip:${address}`])
        failures.set(key, [...recent(key), t]);
      if (failures.size > PRUNE_ABOVE) prune();
    },
    /**
     * A successful sign-in clears the account's count (at that address when counted per pair),
     * never the address's. Without an address (a new password was set), every count of the account.
     */
    clearAccount(account: string, address?: string) {
      if (limits.accountScope === 'account') return void failures.delete(`a:${account}`);
      if (address !== undefined) return void failures.delete(accountKey(account, address));
      for (const key of failures.keys()) if (key.startsWith(`a:${account}\n`)) failures.delete(key);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
