import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  identityEndpoints as E,
  SHELL_MSG,
  signInEndpoints as S,
  type EndpointResponse,
} from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { sessionStore, type SessionUser } from '../../lib/session-store';
import { loadAuthConfig } from './oidc-client';

export type MasqueradeCandidate = EndpointResponse<typeof E.searchMasqueradeUsers>[number];

export const identityKeys = {
  masqueradeSearch: (text: string) => ['identity', 'masqueradeSearch', text] as const,
  authConfig: ['identity', 'authConfig'] as const,
  // under 'users': setting a password (features/users) refreshes it
  signInUsers: (text: string, page: number) => ['users', 'signIn', text, page] as const,
};

/** GET auth/config (already loaded to sign in): the provider and how staff sign in. */
export function useAuthConfig() {
  return useQuery({ queryKey: identityKeys.authConfig, queryFn: loadAuthConfig, staleTime: Infinity });
}

export const SIGN_IN_USERS_PAGE_SIZE = 10;

/** POST admin/sign-in/users: users by name or e-mail, any status, with whether each has a password. */
export function useSignInUsers(text: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: identityKeys.signInUsers(text, page),
    queryFn: () =>
      callEndpoint(
        S.searchSignInUsers,
        {
          body: {
            text,
            status: 0,
            currentPage: page + 1,
            itemsPerPage: SIGN_IN_USERS_PAGE_SIZE,
            sortColumn: 'lastName',
          },
        },
        { errorMessage: SHELL_MSG.failedSignInUsers },
      ).then((r) => r.data),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** POST user/authorize: stores the user (the masquerade target while masquerading). */
export async function authorize(): Promise<SessionUser> {
  const { data: user } = await callEndpoint(E.authorizeUser, {}, { errorMessage: SHELL_MSG.signInFailed });
  sessionStore.set({ user });
  return user;
}

export const searchMasquerade = (text: string) =>
  callEndpoint(
    E.searchMasqueradeUsers,
    { body: { text } },
    { errorMessage: SHELL_MSG.masqueradeSearchFailed },
  ).then((r) => r.data);

/** Starts masquerading: the current user becomes the target; cached data belongs to the old one. */
export async function startMasquerade(userId: number): Promise<SessionUser> {
  const { data: user } = await callEndpoint(
    E.startMasquerade,
    { body: { userId } },
    { errorMessage: SHELL_MSG.masqueradeFailed },
  );
  switchUser(user);
  return user;
}

/** Switch Back: the original user is restored. */
export async function endMasquerade(): Promise<SessionUser> {
  const { data: user } = await callEndpoint(
    E.endMasquerade,
    {},
    { errorMessage: SHELL_MSG.switchBackFailed },
  );
  switchUser(user);
  return user;
}

function switchUser(user: SessionUser) {
  queryClient.clear();
  sessionStore.set({ user });
}
