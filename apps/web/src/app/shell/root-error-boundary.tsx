import { useEffect } from 'react';
import { Button } from '@mui/material';
import { useRouteError } from 'react-router';
import { SHELL_MSG } from '@atrium/domain';
import { EmptyState } from '../../components/empty-state/empty-state';
import { postLog } from '../../lib/api-client';

const RELOAD_KEY = 'atrium.chunkReloadAt';

/** A page's code that no longer exists on the server (a new version was deployed). */
function isStaleChunk(error: unknown): boolean {
  const message = String((error as Error)?.message ?? error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
    message,
  );
}

/**
 * A page that crashed: a calm message with a reload, and a log entry for the team. When the
 * page's code changed on the server since this tab loaded, the tab reloads once by itself.
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  const stale = isStaleChunk(error);
  const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
  const willReload = stale && Date.now() - last > 10_000;
  useEffect(() => {
    if (willReload) {
      sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
      window.location.reload();
      return;
    }
    void postLog('error', 'Page failed to render', String((error as Error)?.stack ?? error));
  }, [error, willReload]);
  if (willReload) return null;
  return (
    <EmptyState
      tone="error"
      title={SHELL_MSG.serverError}
      action={
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      }
    />
  );
}
