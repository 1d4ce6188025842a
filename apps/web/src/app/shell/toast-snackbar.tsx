import { Alert, Snackbar } from '@mui/material';
import { LIMITS } from '@atrium/domain';
import { toastStore, type Toast } from '../../lib/toast-store';

/** The toast itself (toast-renderer.tsx decides when its code is needed). */
export default function ToastSnackbar({ toast }: { toast: Toast | null }) {
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
