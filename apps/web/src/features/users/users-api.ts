import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MSG, signInEndpoints as S } from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';
import { showToast } from '../../lib/toast-store';

/** The user a password dialog acts on. */
export type PasswordTarget = { id: number; firstName: string; lastName: string; email: string };

/** Every users query lives under this key, so a change refreshes the lists that show users. */
export const usersKeys = { all: ['users'] as const };

const fullName = (u: PasswordTarget) => `${u.firstName} ${u.lastName}`;

/** PUT user/{id}/password (system administrators): the server checks the strength rule again. */
export function useSetUserPassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ user, password }: { user: PasswordTarget; password: string }) =>
      callEndpoint(
        S.setUserPassword,
        { params: { id: user.id }, body: { password } },
        { errorMessage: MSG.failedSetPassword },
      ),
    onSuccess: (_data, { user }) => {
      showToast('success', MSG.passwordSetFor(fullName(user)));
      return qc.invalidateQueries({ queryKey: usersKeys.all });
    },
  });
}

/** POST user/{id}/password/reset: e-mails the user a single-use link to choose a password. */
export function useSendPasswordResetLink() {
  return useMutation({
    mutationFn: (user: PasswordTarget) =>
      callEndpoint(
        S.sendPasswordResetLink,
        { params: { id: user.id } },
        { errorMessage: MSG.failedSendResetLink },
      ).then((r) => r.data),
    onSuccess: ({ message }) => showToast('success', message),
  });
}
