import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { fillDesignToolUrl } from '@atrium/domain';

/**
 * The design tool that fills design-vault templates with a listing's address, price and photos.
 * With DESIGN_TOOL_URL, the real tool: its address with {templateId}, {listingId} and
 * {listingNumber} filled (the tool reads the listing through GET DesignVault/{id}). Without it,
 * the embedded sandbox: our own page GET /api/designvault/sandbox/{templateId}/{listingId}?token=…
 * that shows the template filled in. A browser tab opened on it carries no session, so the link
 * carries a token: an HMAC of the listing and an expiry, valid a few hours.
 */
export type DesignTool = {
  mode: 'sandbox' | 'real';
  name: string;
  /** The address that opens a template for the listing, with {templateId} left for the caller. */
  listingUrl: (listing: { id: number; listingNumber: string | null }, now: Date) => string;
  /** The sandbox page's check of its token (always false for the real tool). */
  verifyToken: (listingId: number, token: string, now: Date) => boolean;
};

export const SANDBOX_LINK_SECONDS = 4 * 3600;

export type DesignToolConfig = { url: string | null; name: string };

/** The secret of the sandbox links, derived from the server's signing key (every instance agrees). */
export const designToolSecret = (signingKeyD: string) =>
  createHash('sha256').update(`atrium-design-tool:${signingKeyD}`).digest('base64url');

const sign = (secret: string, listingId: number, expires: number) =>
  createHmac('sha256', secret).update(`design-tool:${listingId}:${expires}`).digest('base64url');

export function createDesignTool(config: DesignToolConfig, secret: string): DesignTool {
  if (config.url) {
    const url = config.url;
    return {
      mode: 'real',
      name: config.name,
      listingUrl: (listing) =>
        fillDesignToolUrl(url, { listingId: listing.id, listingNumber: listing.listingNumber }),
      verifyToken: () => false,
    };
  }
  return {
    mode: 'sandbox',
    name: config.name,
    listingUrl: (listing, now) => {
      const expires = Math.floor(now.getTime() / 1000) + SANDBOX_LINK_SECONDS;
      const token = `${expires}.${sign(secret, listing.id, expires)}`;
      return `/api/designvault/sandbox/{templateId}/${listing.id}?token=${encodeURIComponent(token)}`;
    },
    verifyToken: (listingId, token, now) => {
      const m = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!m) return false;
      const expires = Number(m[1]);
      if (expires * 1000 < now.getTime()) return false;
      const expected = Buffer.from(sign(secret, listingId, expires));
      const given = Buffer.from(m[2]);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
