import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { MSG } from '@atrium/domain';
import { sessionStore, useCurrentUser } from '../../lib/session-store';
import { endMasquerade } from './identity-api';
import { loadAuthConfig, signIn } from './oidc-client';

const PROVIDER_NAME = {
  demo: 'the built-in demo sign-in',
  password: 'the built-in sign-in',
  external: 'your company sign-in',
} as const;

/**
 * /uxLogin/login, the alternate login: a fresh sign-in that asks the provider for credentials
 * even when it still remembers the browser (prompt=login), to switch users or to sign in again
 * without signing out of the provider everywhere. See docs/decisions/0055-alternate-login.md.
 */
export default function AlternateLoginPage() {
  const user = useCurrentUser();
  const config = useQuery({ queryKey: ['auth-config'], queryFn: loadAuthConfig, staleTime: Infinity });
  const [isLeaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const provider = config.data ? PROVIDER_NAME[config.data.signInMode] : 'the sign-in page';

  async function continueToSignIn() {
    setLeaving(true);
    setError(null);
    try {
      if (user?.masquerade) await endMasquerade().catch(() => undefined);
      sessionStore.clear();
      await signIn('/eng/home', { prompt: 'login' });
    } catch {
      setLeaving(false);
      setError(MSG.signInFailed);
    }
  }

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 480, p: { xs: 3, md: 4 } }}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            Sign in
          </Typography>
          <Typography color="text.secondary">
            Sign in again, as yourself or as another user: {provider} asks for your credentials even if it
            still remembers this browser.
          </Typography>
          {user && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              You are signed in as <strong>{user.email}</strong>. Continuing ends that session in this
              browser.
            </Typography>
          )}
          {error && <Alert severity="error">{error}</Alert>}
          <Box>
            <Button variant="contained" onClick={() => void continueToSignIn()} disabled={isLeaving}>
              Continue to sign-in
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Box>
  );
}
