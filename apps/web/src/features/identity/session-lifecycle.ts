import { setUnauthorizedHandler } from '../../lib/api-client';
import { sessionStore } from '../../lib/session-store';
import { renewTokens, signIn } from './oidc-client';

/** Renew this long before the access token expires. */
const RENEW_BEFORE_MS = 60_000;
let timer: ReturnType<typeof setTimeout> | undefined;
let started = false;

/**
 * Keeps the session alive while the app is open: renews the tokens silently before they expire,
 * and on a 401 renews once more or, when the provider has no session any more, signs in again.
 * When the provider cannot be reached the session is kept: the next request or timer tries again.
 */
export function startSessionLifecycle() {
  if (started) return;
  started = true;
  schedule();
  sessionStore.subscribe(schedule);
  setUnauthorizedHandler(() => {
    void renewTokens().then((renewal) => {
      if (renewal !== 'ended') return;
      sessionStore.clear();
      void signIn();
    });
  });
}

let scheduledFor: number | null = null;
function schedule() {
  const { expiresAt, refreshToken, accessToken } = sessionStore.get();
  if (!accessToken || !refreshToken || !expiresAt) {
    clearTimeout(timer);
    scheduledFor = null;
    return;
  }
  if (scheduledFor === expiresAt) return;
  scheduledFor = expiresAt;
  clearTimeout(timer);
  timer = setTimeout(
    () => {
      void renewTokens().then((renewal) => {
        if (renewal === 'ended' && sessionStore.get().expiresAt === expiresAt && Date.now() >= expiresAt) {
          sessionStore.clear();
          void signIn();
        }
      });
    },
    Math.max(0, expiresAt - Date.now() - RENEW_BEFORE_MS),
  );
}
