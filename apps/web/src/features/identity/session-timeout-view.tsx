import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  Typography,
} from '@mui/material';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { LIMITS, MSG } from '@atrium/domain';

/** The countdown dialog of session-timeout-dialog.tsx, which owns the timer. */
export default function SessionTimeoutView({
  open,
  isMasquerading,
  secondsLeft,
  onFinish,
  onContinue,
}: {
  open: boolean;
  isMasquerading: boolean;
  secondsLeft: number;
  onFinish: () => void;
  onContinue: () => void;
}) {
  const title = isMasquerading ? 'Masquerade Timeout' : 'Session Timeout';
  return (
    <Dialog open={open} onClose={onFinish} aria-labelledby="session-timeout-title" maxWidth="xs" fullWidth>
      <DialogTitle id="session-timeout-title" sx={{ pr: 6 }}>
        {title}
        <IconButton aria-label="Cancel" onClick={onFinish} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Typography data-testid="session-timeout-message" sx={{ mb: 2 }}>
          {MSG.sessionExpiring(secondsLeft, isMasquerading)}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(secondsLeft / LIMITS.sessionCountdownSeconds) * 100}
          aria-label="Time left"
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="outlined" onClick={onFinish}>
          Logout
        </Button>
        <Button variant="contained" onClick={onContinue} autoFocus>
          Continue
        </Button>
      </DialogActions>
    </Dialog>
  );
}
