import { USER_PASSWORD_RESET_HOURS } from '@atrium/domain';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { useSendPasswordResetLink, type PasswordTarget } from './users-api';

/** Asks before e-mailing a user a single-use link to choose a password; a toast says it went. */
export function SendResetLinkDialog({ user, onClose }: { user: PasswordTarget | null; onClose: () => void }) {
  const send = useSendPasswordResetLink();
  return (
    <ConfirmDialog
      open={user !== null}
      title="Send reset link"
      message={
        user
          ? `Send ${user.firstName} ${user.lastName} an e-mail at ${user.email} with a link to choose a new password? The link works once and expires in ${USER_PASSWORD_RESET_HOURS} hours; any current password keeps working until they choose a new one.`
          : ''
      }
      confirmLabel="Send link"
      destructive={false}
      isBusy={send.isPending}
      onCancel={onClose}
      onConfirm={() => user && send.mutate(user, { onSuccess: onClose })}
    />
  );
}
