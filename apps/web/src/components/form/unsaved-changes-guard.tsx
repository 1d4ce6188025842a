import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../dialog/confirm-dialog';

/**
 * While `when` holds, leaving asks first: a move within the app opens 'Leave without saving?'
 * with `message`, and closing or reloading the tab gets the browser's own question.
 */
export function UnsavedChangesGuard({ when, message }: { when: boolean; message: string }) {
  const blocker = useBlocker(when);
  useEffect(() => {
    if (!when) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      message={message}
      confirmLabel="Leave"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
