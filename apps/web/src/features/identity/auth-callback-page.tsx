import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Stack } from '@mui/material';
import { SHELL_MSG } from '@atrium/domain';
import { EmptyState } from '../../components/empty-state/empty-state';
import { completeSignIn, endProviderSession, signIn, takeReturnTo } from './oidc-client';
import { authorize } from './identity-api';
import { markActivity } from './session-activity';
import { SessionPending } from './require-session';

// The code can be exchanged once: a second effect run (StrictMode) joins the first.
let completing: Promise<string> | null = null;

/** /auth: the sign-in callback. Completes the flow, stores tokens and user, returns to the page. */
export default function AuthCallbackPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    completing ??= (async () => {
      await completeSignIn(window.location.search);
      await authorize();
      markActivity();
      return takeReturnTo();
    })();
    let isCurrent = true;
    completing.then(
      (to) => isCurrent && navigate(to, { replace: true }),
      (err: Error) => {
        completing = null;
        if (isCurrent) setError(err.message || SHELL_MSG.signInFailed);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [navigate]);

  if (!error) return <SessionPending text="Authenticating..." />;
  return (
    <EmptyState
      tone="error"
      title={SHELL_MSG.signInFailed}
      message={error}
      action={
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
          <Button variant="contained" onClick={() => void signIn('/eng/home')}>
            Try again
          </Button>
          <Button variant="outlined" onClick={() => void endProviderSession()}>
            Sign in as someone else
          </Button>
        </Stack>
      }
    />
  );
}
