import { MSG } from '@atrium/domain';
import { api } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { sessionStore, type SessionUser } from '../../lib/session-store';

export type MasqueradeCandidate = {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  roles: string[];
};

export const identityKeys = {
  masqueradeSearch: (text: string) => ['identity', 'masqueradeSearch', text] as const,
};

/** POST user/authorize: stores the user (the masquerade target while masquerading). */
export async function authorize(): Promise<SessionUser> {
  const user = await api.post<SessionUser>('user/authorize', {}, { errorMessage: MSG.signInFailed });
  sessionStore.set({ user });
  return user;
}

export const searchMasquerade = (text: string) =>
  api.post<MasqueradeCandidate[]>(
    'user/masqueradesearch',
    { text },
    { errorMessage: MSG.masqueradeSearchFailed },
  );

/** Starts masquerading: the current user becomes the target; cached data belongs to the old one. */
export async function startMasquerade(userId: number): Promise<SessionUser> {
  const user = await api.post<SessionUser>(
    'user/masquerade',
    { userId },
    { errorMessage: MSG.masqueradeFailed },
  );
  switchUser(user);
  return user;
}

/** Switch Back: the original user is restored. */
export async function endMasquerade(): Promise<SessionUser> {
  const user = await api.post<SessionUser>('user/masquerade/end', {}, { errorMessage: MSG.switchBackFailed });
  switchUser(user);
  return user;
}

function switchUser(user: SessionUser) {
  queryClient.clear();
  sessionStore.set({ user });
}
