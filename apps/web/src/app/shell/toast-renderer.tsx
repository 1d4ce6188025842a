import { Suspense, useState } from 'react';
import { useToast } from '../../lib/toast-store';
import { deferred } from '../../lib/deferred';

const ToastSnackbar = deferred(() => import('./toast-snackbar'));

/** The one toast of the shell: severity and message, closes by itself after 6 seconds. */
export function ToastRenderer() {
  const toast = useToast();
  // mounted from the first toast on, so that each one can close with its transition
  const [isNeeded, setIsNeeded] = useState(false);
  if (toast && !isNeeded) setIsNeeded(true);
  if (!isNeeded && !toast) return null;
  return (
    <Suspense fallback={null}>
      <ToastSnackbar toast={toast} />
    </Suspense>
  );
}
