import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { MSG, SetUserPasswordFormSchema } from '@atrium/domain';
import { NewPasswordFields } from '../../components/form/new-password-fields';
import { ApiError } from '../../lib/api-client';
import { useSetUserPassword, type PasswordTarget } from './users-api';

type FormIn = z.input<typeof SetUserPasswordFormSchema>;
type FormOut = z.output<typeof SetUserPasswordFormSchema>;

/**
 * A system administrator sets a user's password: the new password with the strength rule under
 * it, and its confirmation. Closes with a success toast; the server's refusal shows on the field.
 */
export function SetPasswordDialog({ user, onClose }: { user: PasswordTarget | null; onClose: () => void }) {
  return (
    <Dialog
      open={user !== null}
      onClose={onClose}
      aria-labelledby="set-password-title"
      fullWidth
      maxWidth="xs"
    >
      {user && <SetPasswordForm key={user.id} user={user} onClose={onClose} />}
    </Dialog>
  );
}

function SetPasswordForm({ user, onClose }: { user: PasswordTarget; onClose: () => void }) {
  const save = useSetUserPassword();
  const { register, handleSubmit, formState, setError } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(SetUserPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const submit = handleSubmit(async ({ password }) => {
    try {
      await save.mutateAsync({ user, password });
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) setError('password', { message: err.message });
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Set password">
      <DialogTitle id="set-password-title">Set password</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2.5 }}>
          {`${user.firstName} ${user.lastName}`} ({user.email}) signs in with this password from now on.
        </DialogContentText>
        <Stack spacing={2}>
          <NewPasswordFields
            register={register}
            errors={formState.errors}
            label="New Password"
            hint={MSG.passwordStrength}
            autoFocus
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          Set password
        </Button>
      </DialogActions>
    </form>
  );
}
