import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tokens of the sandbox links a browser tab opens without a session: `{expires}.{hmac}` over a
 * subject ('design-tool:42') and the expiry, checked in constant time. The secret is derived from
 * the server's signing key, so every instance agrees.
 */
export const linkSecret = (purpose: string, signingKeyD: string) =>
  createHash('sha256').update(`atrium-${purpose}:${signingKeyD}`).digest('base64url');

const sign = (secret: string, subject: string, expires: number) =>
  createHmac('sha256', secret).update(`${subject}:${expires}`).digest('base64url');

export function expiringToken(secret: string, subject: string, seconds: number, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + seconds;
  return `${expires}.${sign(secret, subject, expires)}`;
}

export function isValidExpiringToken(secret: string, subject: string, token: string, now: Date): boolean {
  const m = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return false;
  const expires = Number(m[1]);
  if (expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(sign(secret, subject, expires));
  const given = Buffer.from(m[2]);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
