import { Alert, Snackbar } from '@mui/material';
import { LIMITS } from '@atrium/domain';
import { toastStore, useToast } from '../../lib/toast-store';

/** The one toast of the shell: severity and message, closes by itself after 6 seconds. */
export function ToastRenderer() {
  const toast = useToast();
  return (
    <Snackbar
      key={toast?.id}
      open={Boolean(toast)}
      autoHideDuration={LIMITS.toastMs}
      onClose={(_e, reason) => {
        if (reason !== 'clickaway') toastStore.close(toast?.id);
      }}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      {toast ? (
        <Alert
          data-testid="toast"
          severity={toast.severity}
          variant="filled"
          onClose={() => toastStore.close(toast.id)}
          sx={{ minWidth: 320, boxShadow: 3, alignItems: 'center' }}
        >
          {toast.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
