import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { ApproveAccessCode } from '@atrium/domain';
import type { Config } from '../../config';
import type { SigningKeys } from '../identity';

/**
 * The private sites' secret: SHOWCASE_SECRET, else one derived from the product's signing key
 * (kept in DATA_DIR), so every API instance that shares the data folder agrees on it.
 */
export function showcaseSecret(config: Pick<Config, 'showcaseSecret'>, keys: SigningKeys): string {
  return (
    config.showcaseSecret ??
    createHash('sha256')
      .update(`atrium-showcase-private:${String(keys.privateJwks.keys[0].d)}`)
      .digest('base64url')
  );
}

const mac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export type ApprovalValues = Omit<ApproveAccessCode, 'signature'>;

/** The signature of an approval link: every query value, in a fixed order, under the secret. */
export const signApproval = (secret: string, v: ApprovalValues) =>
  mac(
    secret,
    JSON.stringify(['approve', v.email, v.accessCode, v.listingTitle, v.userName, v.siteUrl, v.agentEmail]),
  );

export const isApprovalSigned = (secret: string, v: ApprovalValues, signature: string) =>
  same(signApproval(secret, v), signature);

/** The approval page's address with its signed query. */
export function approvalLink(publicUrl: string, secret: string, v: ApprovalValues) {
  const query = new URLSearchParams({ ...v, signature: signApproval(secret, v) });
  return `${publicUrl}/showcase/approveAccessCode?${query.toString()}`;
}

/** Name of the cookie that opens one private site. */
export const accessCookieName = (listingId: number) => `atrium_site_${listingId}`;
export const ACCESS_COOKIE_SECONDS = 12 * 3600;

/** The cookie's value: the user, its expiry (seconds) and a signature binding both to the site. */
export function accessCookieValue(secret: string, listingId: number, userId: number, expiresAt: number) {
  return `${userId}.${expiresAt}.${mac(secret, `site:${listingId}:${userId}:${expiresAt}`)}`;
}

/** The user id of a valid, unexpired cookie of this site, or null. */
export function readAccessCookie(secret: string, listingId: number, value: string | undefined, now: Date) {
  const m = value ? /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{20,100})$/.exec(value) : null;
  if (!m) return null;
  const userId = Number(m[1]);
  const expiresAt = Number(m[2]);
  if (expiresAt * 1000 <= now.getTime()) return null;
  return same(accessCookieValue(secret, listingId, userId, expiresAt), value!) ? userId : null;
}

/** One cookie's value from a Cookie header. */
export function cookieFrom(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return undefined;
}
