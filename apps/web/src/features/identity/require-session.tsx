import { useEffect, useState, type ReactNode } from 'react';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { EmptyState } from '../../components/empty-state/empty-state';
import { sessionStore, useSession } from '../../lib/session-store';
import { renewTokens, signIn } from './oidc-client';
import { startSessionLifecycle } from './session-lifecycle';

/**
 * Wraps the authenticated shell: without a complete session (token and user identity) it saves
 * the requested address and starts sign-in; an expired access token is renewed first.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const hasIdentity = Boolean(session.accessToken && session.user?.userId && session.user?.email);
  const isExpired = hasIdentity && Boolean(session.expiresAt && session.expiresAt <= Date.now());
  const [isUnreachable, setUnreachable] = useState(false);

  useEffect(() => {
    if (!hasIdentity) {
      // Missing user identity fields also end the session (spec/000 section 4.4).
      if (session.accessToken || session.user) sessionStore.clear();
      signIn().catch(() => setUnreachable(true));
      return;
    }
    startSessionLifecycle();
    if (isExpired)
      void renewTokens().then((renewal) => {
        if (renewal === 'ended') sessionStore.clear();
        if (renewal === 'unreachable') setUnreachable(true);
      });
  }, [hasIdentity, isExpired, session.accessToken, session.user]);

  if (isUnreachable)
    return (
      <EmptyState
        tone="error"
        title="The sign-in service cannot be reached"
        message="Check your connection and try again."
        action={
          <Button variant="contained" onClick={() => window.location.reload()}>
            Try again
          </Button>
        }
      />
    );
  if (!hasIdentity || isExpired) return <SessionPending text="Signing in..." />;
  return <>{children}</>;
}

export function SessionPending({ text }: { text: string }) {
  return (
    <Box
      role="status"
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', color: 'text.secondary' }}
    >
      <Box sx={{ textAlign: 'center' }}>
        <CircularProgress size={32} sx={{ mb: 2 }} />
        <Typography variant="h4" component="p" color="text.primary">
          {text}
        </Typography>
      </Box>
    </Box>
  );
}
