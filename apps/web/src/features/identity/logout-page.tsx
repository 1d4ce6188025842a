import { useEffect } from 'react';
import { sessionStore } from '../../lib/session-store';
import { endProviderSession } from './oidc-client';
import { endMasquerade } from './identity-api';
import { SessionPending } from './require-session';

let isLeaving = false;

/** /eng/logout: ends a masquerade, then the session at the provider and in the app. */
export default function LogoutPage() {
  useEffect(() => {
    if (isLeaving) return;
    isLeaving = true;
    void (async () => {
      if (sessionStore.get().user?.masquerade) await endMasquerade().catch(() => undefined);
      await endProviderSession();
    })();
  }, []);
  return <SessionPending text="Signing out..." />;
}
