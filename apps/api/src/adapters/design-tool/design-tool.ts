import { fillDesignToolUrl } from '@atrium/domain';
import { expiringToken, isValidExpiringToken, linkSecret } from '../../lib/expiring-token';

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
export const designToolSecret = (signingKeyD: string) => linkSecret('design-tool', signingKeyD);

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
      const token = expiringToken(secret, `design-tool:${listing.id}`, SANDBOX_LINK_SECONDS, now);
      return `/api/designvault/sandbox/{templateId}/${listing.id}?token=${encodeURIComponent(token)}`;
    },
    verifyToken: (listingId, token, now) =>
      isValidExpiringToken(secret, `design-tool:${listingId}`, token, now),
  };
}
