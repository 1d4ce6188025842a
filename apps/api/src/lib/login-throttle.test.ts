import { describe, expect, it } from 'vitest';
import { createLoginThrottle, LOGIN_LIMITS, RESET_REQUEST_LIMITS } from './login-throttle';

describe('login throttle window', () => {
  it('forgets failures after the window', () => {
    let now = 0;
    const throttle = createLoginThrottle({ perAccount: 2, perAddress: 10, windowMs: 1000 }, () => now);
    throttle.recordFailure('a', 'ip');
    throttle.recordFailure('a', 'ip');
    expect(throttle.retryAfterSeconds('a', 'ip')).toBe(1);
    now = 1001;
    expect(throttle.retryAfterSeconds('a', 'ip')).toBe(0);
  });

  it('clears an account on success but keeps the address count', () => {
    const throttle = createLoginThrottle({ perAccount: 2, perAddress: 3, windowMs: 60_000 });
    throttle.recordFailure('a', 'ip');
    throttle.recordFailure('b', 'ip');
    throttle.recordFailure('a', 'ip');
    expect(throttle.retryAfterSeconds('a', 'other')).toBeGreaterThan(0);
    throttle.clearAccount('a');
    expect(throttle.retryAfterSeconds('a', 'other')).toBe(0);
    expect(throttle.retryAfterSeconds('c', 'ip')).toBeGreaterThan(0);
  });
});

describe('reset e-mails: counted per account across every address', () => {
  it('locks the account at every address', () => {
    const throttle = createLoginThrottle(RESET_REQUEST_LIMITS);
    for (let i = 0; i < RESET_REQUEST_LIMITS.perAccount; i++)
      throttle.recordFailure('pat@x.example', `10.0.0.${i}`);
    expect(throttle.retryAfterSeconds('pat@x.example', '10.9.9.9')).toBeGreaterThan(0);
  });
});

describe('sign-in: counted per account and address pair, with a high cap per account', () => {
  const limits = LOGIN_LIMITS;

  it("locks the pair, not the owner's own address: a stranger cannot lock a user out", () => {
    const throttle = createLoginThrottle(limits);
    for (let i = 0; i < limits.perAccountAndAddress!; i++)
      throttle.recordFailure('admin@x.example', 'stranger');
    expect(throttle.retryAfterSeconds('admin@x.example', 'stranger')).toBeGreaterThan(0);
    expect(throttle.retryAfterSeconds('admin@x.example', 'owner')).toBe(0);
  });

  it('caps guessing spread over many addresses', () => {
    const throttle = createLoginThrottle(limits);
    for (let i = 0; i < limits.perAccount; i++)
      throttle.recordFailure('admin@x.example', `10.0.${i >> 8}.${i & 255}`);
    expect(throttle.retryAfterSeconds('admin@x.example', 'owner')).toBeGreaterThan(0);
  });

  it('still limits one address trying many accounts', () => {
    const throttle = createLoginThrottle(limits);
    for (let i = 0; i < limits.perAddress; i++) throttle.recordFailure(`user${i}@x.example`, 'spray');
    expect(throttle.retryAfterSeconds('someone.else@x.example', 'spray')).toBeGreaterThan(0);
    expect(throttle.retryAfterSeconds('someone.else@x.example', 'elsewhere')).toBe(0);
  });

  it('clears the pair on success, and every pair of the account when its password is set', () => {
    const throttle = createLoginThrottle({ ...limits, perAccountAndAddress: 1 });
    throttle.recordFailure('a', 'one');
    throttle.recordFailure('a', 'two');
    throttle.clearAccount('a', 'one');
    expect(throttle.retryAfterSeconds('a', 'one')).toBe(0);
    expect(throttle.retryAfterSeconds('a', 'two')).toBeGreaterThan(0);
    throttle.clearAccount('a');
    expect(throttle.retryAfterSeconds('a', 'two')).toBe(0);
  });
});
