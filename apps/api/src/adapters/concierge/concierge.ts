import { fillConciergeUrl } from '@atrium/domain';
import { expiringToken, isValidExpiringToken, linkSecret } from '../../lib/expiring-token';

/**
 * The concierge portal (decision 0059). With CONCIERGE_URL, the real portal: its address with
 * {login} and {profileId} filled (its own single sign-on takes over there). Without it, the
 * embedded sandbox: our page GET /api/concierge/sandbox?user=…&token=… that greets the login; the
 * tab carries no session, so the link carries a token valid a few minutes.
 */
export type Concierge = {
  mode: 'sandbox' | 'real';
  name: string;
  signInUrl: (user: { id: number; login: string; profileId: number | null }, now: Date) => string;
  /** The sandbox page's check of its token (always false for the real portal). */
  verifyToken: (userId: number, token: string, now: Date) => boolean;
};

export type ConciergeConfig = { url: string | null; name: string };

export const CONCIERGE_LINK_SECONDS = 5 * 60;

export function createConcierge(config: ConciergeConfig, signingKeyD: string): Concierge {
  if (config.url) {
    const url = config.url;
    return {
      mode: 'real',
      name: config.name,
      signInUrl: (user) => fillConciergeUrl(url, user),
      verifyToken: () => false,
    };
  }
  const secret = linkSecret('concierge', signingKeyD);
  return {
    mode: 'sandbox',
    name: config.name,
    signInUrl: (user, now) => {
      const token = expiringToken(secret, `concierge:${user.id}`, CONCIERGE_LINK_SECONDS, now);
      return `/api/concierge/sandbox?user=${user.id}&token=${encodeURIComponent(token)}`;
    },
    verifyToken: (userId, token, now) => isValidExpiringToken(secret, `concierge:${userId}`, token, now),
  };
}
