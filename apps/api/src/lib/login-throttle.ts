/**
 * Counts failed sign-ins (or any attempt worth limiting) in a sliding window, per account (the
 * e-mail typed, known or not, so the answer never tells whether an account exists), per client
 * address and, when asked, per account and address together. In memory: each API process counts
 * on its own; a restart forgets the counts.
 */
export type ThrottleLimits = {
  /** Attempts on one account from every address together. */
  perAccount: number;
  /** Attempts from one address on every account together. */
  perAddress: number;
  /**
   * Attempts on one account from one address. With it, `perAccount` can be set high: a stranger
   * who fails five times locks out only their own address, never the account's owner.
   */
  perAccountAndAddress?: number;
  windowMs: number;
};

/**
 * Sign-in (staff and photographers): five failures lock an account for the address they came
 * from; the cap per account from every address (against guessing spread over many addresses) is
 * out of reach of a few strangers; thirty failures lock an address that tries many accounts.
 */
export const LOGIN_LIMITS: ThrottleLimits = {
  perAccountAndAddress: 5,
  perAccount: 100,
  perAddress: 30,
  windowMs: 15 * 60_000,
};
/** E-mails to an address typed (reset links, registrations): every request counts, so nobody can flood an inbox or the outbox. */
export const RESET_REQUEST_LIMITS: ThrottleLimits = { perAccount: 5, perAddress: 20, windowMs: 15 * 60_000 };

/** Past this many keys, expired ones are swept before a new one is added. */
const SWEEP_AT = 10_000;

export function createLoginThrottle(limits: ThrottleLimits = LOGIN_LIMITS, now: () => number = Date.now) {
  const failures = new Map<string, number[]>();
  const pairKey = (account: string, address: string) => `p:${account}\n${address}`;

  const recent = (key: string) => {
    const since = now() - limits.windowMs;
    const kept = (failures.get(key) ?? []).filter((t) => t > since);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  };

  const counters = (account: string, address: string) =>
    [
      [`a:${account}`, limits.perAccount],
      [`ip:${address}`, limits.perAddress],
      ...(limits.perAccountAndAddress
        ? [[pairKey(account, address), limits.perAccountAndAddress] as const]
        : []),
    ] as const;

  return {
    /** Seconds to wait when any counter is full, else 0. */
    retryAfterSeconds(account: string, address: string): number {
      const waits = counters(account, address)
        .map(([key, limit]) => [recent(key), limit] as const)
        .filter(([times, limit]) => times.length >= limit)
        .map(([times, limit]) => times[times.length - limit] + limits.windowMs - now());
      return waits.length ? Math.max(1, Math.ceil(Math.max(...waits) / 1000)) : 0;
    },
    recordFailure(account: string, address: string) {
      const t = now();
      if (failures.size > SWEEP_AT) for (const key of [...failures.keys()]) recent(key);
      for (const [key] of counters(account, address)) failures.set(key, [...recent(key), t]);
    },
    /**
     * A successful sign-in clears the account's counts (its pair with that address), never the
     * address's. Without an address (a new password was set), every pair of the account.
     */
    clearAccount(account: string, address?: string) {
      failures.delete(`a:${account}`);
      if (address !== undefined) return void failures.delete(pairKey(account, address));
      const prefix = pairKey(account, '');
      for (const key of [...failures.keys()]) if (key.startsWith(prefix)) failures.delete(key);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
