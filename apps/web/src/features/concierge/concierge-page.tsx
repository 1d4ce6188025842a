import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@mui/material';
import { MSG } from '@atrium/domain';
import { EmptyState } from '../../components/empty-state/empty-state';
import { ApiError } from '../../lib/api-client';
import { PageLoading } from '../../app/shell/app-shell';
import { openConcierge } from './concierge-api';

/** Where a link to the concierge came from, noted in the redirect audit record. */
const NOTES: Record<string, string> = { home: 'Opened from the home page' };

/**
 * /eng/concierge: signs the user in to the concierge portal. The redirect is audited on the
 * server, which answers the portal's address; this page then leaves for it.
 */
export default function ConciergePage() {
  const [params] = useSearchParams();
  const [problem, setProblem] = useState<'noLogin' | 'failed' | null>(null);
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);
  const notes = NOTES[params.get('from') ?? ''] ?? null;

  useEffect(() => {
    if (started.current === attempt) return; // once per attempt, also under StrictMode
    started.current = attempt;
    openConcierge(notes)
      .then((url) => window.location.assign(url))
      .catch((err) => setProblem(err instanceof ApiError && err.status === 409 ? 'noLogin' : 'failed'));
  }, [attempt, notes]);

  if (problem === 'noLogin') return <EmptyState title="No concierge login" message={MSG.conciergeNoLogin} />;
  if (problem === 'failed')
    return (
      <EmptyState
        tone="error"
        title="The concierge could not be opened"
        message="Check your connection and try again."
        action={
          <Button
            variant="contained"
            onClick={() => {
              setProblem(null);
              setAttempt((a) => a + 1);
            }}
          >
            Try again
          </Button>
        }
      />
    );
  return <PageLoading />;
}
