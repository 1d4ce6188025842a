import { Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LIMITS } from '@atrium/domain';
import { sessionStore, useCurrentUser } from '../../lib/session-store';
import { endMasquerade } from './identity-api';
import { renewTokens } from './oidc-client';
import { inactivityTimeoutMs, isStale, lastActivity, markActivity } from './session-activity';
import { deferred } from '../../lib/deferred';

const SessionTimeoutView = deferred(() => import('./session-timeout-view'));

const ACTIVITY_EVENTS = ['click', 'scroll', 'keydown', 'load'] as const;
const COUNTDOWN_MS = LIMITS.sessionCountdownSeconds * 1000;

/**
 * The inactivity timer of spec/000 section 4.4: after 3 hours without activity (30 minutes while
 * masquerading) a 'Session Timeout' or 'Masquerade Timeout' dialog counts down 30 seconds.
 * Continue resets the timer; Logout, Cancel or reaching 0 end the masquerade, or else the session.
 */
export function SessionTimeoutDialog() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const isMasquerading = Boolean(user?.masquerade);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const isOpen = deadline !== null;
  // the dialog's code is fetched when idle; once opened it stays mounted to close with its transition
  const [hasOpened, setHasOpened] = useState(false);
  if (isOpen && !hasOpened) setHasOpened(true);
  const openRef = useRef(false);
  openRef.current = isOpen;

  // Activity: stored for every tab; after more than 3.1 hours the provider session is checked.
  const isCheckingRef = useRef(false);
  useEffect(() => {
    const onActivity = () => {
      if (openRef.current || isCheckingRef.current) return;
      if (!isStale()) return markActivity();
      isCheckingRef.current = true;
      void renewTokens().then((renewal) => {
        isCheckingRef.current = false;
        if (renewal === 'renewed') return markActivity();
        if (renewal === 'unreachable') return;
        sessionStore.clear();
        navigate('/eng/home', { replace: true });
      });
    };
    onActivity();
    for (const event of ACTIVITY_EVENTS)
      window.addEventListener(event, onActivity, { passive: true, capture: true });
    return () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity, { capture: true });
    };
  }, [navigate]);

  // One clock: opens the dialog when the timeout is reached, then counts down.
  useEffect(() => {
    const tick = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (openRef.current || isCheckingRef.current) return;
      const last = lastActivity() ?? t;
      if (t - last >= inactivityTimeoutMs(isMasquerading)) setDeadline(t + COUNTDOWN_MS);
    }, 1000);
    return () => clearInterval(tick);
  }, [isMasquerading]);

  const secondsLeft =
    deadline === null ? LIMITS.sessionCountdownSeconds : Math.max(0, Math.ceil((deadline - now) / 1000));

  const finish = async () => {
    setDeadline(null);
    markActivity();
    if (isMasquerading) {
      await endMasquerade().catch(() => undefined);
      navigate('/eng/home');
    } else {
      navigate('/eng/logout');
    }
  };

  useEffect(() => {
    if (isOpen && secondsLeft === 0) void finish();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen, secondsLeft]);

  const keepGoing = () => {
    markActivity();
    setDeadline(null);
  };

  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <SessionTimeoutView
        open={isOpen}
        isMasquerading={isMasquerading}
        secondsLeft={secondsLeft}
        onFinish={() => void finish()}
        onContinue={keepGoing}
      />
    </Suspense>
  );
}
