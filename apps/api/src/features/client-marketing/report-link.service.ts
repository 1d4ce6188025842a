import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Actor, ReportLink } from '@atrium/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../../db/audited-write';
import { findReportNonce, insertReportNonce, replaceReportNonce } from './report-link.repo';
import type { SigningKeys } from '../identity';
import { requireEditableListing } from '../listings';

/**
 * The link to a listing's live marketing report: /ListingMarketingReport/{listingId}?token=…,
 * where the token is an HMAC of the listing and its current nonce under the server's secret.
 * Listing ids alone open nothing; a new nonce (revoke) ends every link given so far.
 */

export function reportLinkSecret(config: Pick<Config, 'reportLinkSecret'>, keys: SigningKeys): string {
  return (
    config.reportLinkSecret ??
    createHash('sha256')
      .update(`atrium-report-link:${String(keys.privateJwks.keys[0].d)}`)
      .digest('base64url')
  );
}

const sign = (secret: string, listingId: number, nonce: string) =>
  createHmac('sha256', secret).update(`report:${listingId}:${nonce}`).digest('base64url');

const newNonce = () => randomBytes(24).toString('base64url');

export type ReportLinkDeps = { db: Db; secret: string; publicUrl: string };

export const reportUrl = (publicUrl: string, listingId: number, token: string) =>
  `${publicUrl}/ListingMarketingReport/${listingId}?token=${encodeURIComponent(token)}`;

/** The listing's token, its nonce made on first ask (two first asks agree: one row wins). */
export async function reportTokenFor(db: DbOrTx, secret: string, listingId: number): Promise<string> {
  await insertReportNonce(db, listingId, newNonce());
  return sign(secret, listingId, (await findReportNonce(db, listingId))!);
}

/** GET the report link (Listing Edit). */
export async function getReportLink(
  deps: ReportLinkDeps,
  actor: Actor,
  listingId: number,
): Promise<ReportLink> {
  await requireEditableListing(deps.db, actor, listingId);
  const token = await reportTokenFor(deps.db, deps.secret, listingId);
  return { token, url: reportUrl(deps.publicUrl, listingId, token) };
}

/** Revoke: a new nonce, so every link given so far stops working (Listing Edit). */
export async function revokeReportLink(deps: ReportLinkDeps, actor: Actor, listingId: number) {
  await requireEditableListing(deps.db, actor, listingId);
  await replaceReportNonce(deps.db, listingId, newNonce());
}

/** Whether a token opens this listing's report (what the public report calls). */
export async function verifyReportToken(
  db: DbOrTx,
  secret: string,
  listingId: number,
  token: string | null | undefined,
): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const nonce = await findReportNonce(db, listingId);
  if (!nonce) return false;
  const a = Buffer.from(sign(secret, listingId, nonce));
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
