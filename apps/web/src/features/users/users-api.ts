import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MSG,
  signInEndpoints as S,
  usersEndpoints as E,
  type EndpointInput,
  type EndpointResponse,
  type UserDashRoleBody,
  type UserDetailSummaryBody,
} from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';
import { showToast } from '../../lib/toast-store';
import { saveDownload } from '../../lib/download';

/** The user a password dialog acts on. */
export type PasswordTarget = { id: number; firstName: string; lastName: string; email: string };

export type UserSearch = EndpointInput<typeof E.searchUsers>['body'];
export type UserRow = EndpointResponse<typeof E.searchUsers>['results'][number];
export type UserSummary = EndpointResponse<typeof E.getUserDetailSummary>;
export type UserRoleChoice = EndpointResponse<typeof E.getUserRoles>[number];
export type UserDashRole = EndpointResponse<typeof E.getUserDashRoles>[number];
export type UserAuditEntry = EndpointResponse<typeof E.getUserAudit>['results'][number];

/** Every users query lives under this key, so a change refreshes the lists that show users. */
export const usersKeys = {
  all: ['users'] as const,
  list: (q: UserSearch) => ['users', 'list', q] as const,
  summary: (id: number) => ['users', id, 'summary'] as const,
  roles: (id: number) => ['users', id, 'roles'] as const,
  offices: (id: number) => ['users', id, 'offices'] as const,
  dashRoles: (id: number) => ['users', id, 'dashRoles'] as const,
  assists: (id: number) => ['users', id, 'assists'] as const,
  audit: (id: number, of: 'record' | 'actions', page: number) => ['users', id, 'audit', of, page] as const,
  dashRoleLookups: ['users', 'dashRoleLookups'] as const,
};

const fullName = (u: PasswordTarget) => `${u.firstName} ${u.lastName}`;

/** POST user/search: one page of the users list. */
export function useUserList(q: UserSearch) {
  return useQuery({
    queryKey: usersKeys.list(q),
    queryFn: () =>
      callEndpoint(E.searchUsers, { body: q }, { errorMessage: MSG.failedRetrieveUserList }).then(
        (r) => r.data,
      ),
    placeholderData: keepPreviousData,
  });
}

/** PUT users/active: the XLSX of active users (matching the list's text), saved in the browser. */
export function useExportActiveUsers() {
  return useMutation({
    mutationFn: async (text: string) => {
      const res = await callEndpoint(
        E.exportActiveUsers,
        { body: { text } },
        { errorMessage: MSG.failedRetrieveActiveUsers },
      );
      await saveDownload(res.data, 'active-users.xlsx');
    },
    onSuccess: () => showToast('success', MSG.activeUsersExported),
  });
}

/** GET user/{id}/detailsummary with its ETag (the version the sections write against). */
export function useUserSummary(id: number) {
  return useQuery({
    queryKey: usersKeys.summary(id),
    queryFn: () =>
      callEndpoint(E.getUserDetailSummary, { params: { id } }, { errorMessage: MSG.failedGetUserDetails }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** The writes of the user page's sections, for the page's save orchestration (useVersionedWrites). */
export const userWrites = {
  summary:
    (id: number, body: UserDetailSummaryBody) =>
    (ifMatch: string | null): Promise<string | null> =>
      callEndpoint(
        E.saveUserDetailSummary,
        { params: { id }, body },
        { ifMatch, errorMessage: MSG.errorUpdatingUserDetails, preferServerMessage: true },
      ).then((r) => r.etag),
};

export function useUserRoles(id: number) {
  return useQuery({
    queryKey: usersKeys.roles(id),
    queryFn: () =>
      callEndpoint(E.getUserRoles, { params: { id } }, { errorMessage: MSG.failedGetUserDetails }).then(
        (r) => r.data,
      ),
  });
}

export function useUserOffices(id: number) {
  return useQuery({
    queryKey: usersKeys.offices(id),
    queryFn: () =>
      callEndpoint(E.getUserOffices, { params: { id } }, { errorMessage: MSG.failedGetUserDetails }).then(
        (r) => r.data,
      ),
  });
}

/**
 * The writes of roles and office access: they bump the user's version without answering it, so
 * they resolve no ETag (the page's refresh reads the new one) and put the answer in the cache.
 */
export function useUserAccessWrites(id: number) {
  const qc = useQueryClient();
  return {
    roles: (roleIds: string[]) => (): Promise<null> =>
      callEndpoint(
        E.saveUserRoles,
        { params: { id }, body: { roleIds } },
        { errorMessage: MSG.failedSaveUserDetails, preferServerMessage: true },
      ).then((r) => {
        qc.setQueryData(usersKeys.roles(id), r.data);
        void qc.invalidateQueries({ queryKey: ['users', 'list'] });
        return null;
      }),
    offices: (officeIds: number[]) => (): Promise<null> =>
      callEndpoint(
        E.saveUserOffices,
        { params: { id }, body: { officeIds } },
        { errorMessage: MSG.failedSaveUserDetails, preferServerMessage: true },
      ).then((r) => {
        qc.setQueryData(usersKeys.offices(id), r.data);
        return null;
      }),
  };
}

export function useUserAssists(id: number) {
  return useQuery({
    queryKey: usersKeys.assists(id),
    queryFn: () =>
      callEndpoint(
        E.getUserAssists,
        { params: { id } },
        { errorMessage: MSG.failedAssistantAgentDetails },
      ).then((r) => r.data),
  });
}

export function useDashRoles(userId: number) {
  return useQuery({
    queryKey: usersKeys.dashRoles(userId),
    queryFn: () =>
      callEndpoint(
        E.getUserDashRoles,
        { params: { id: userId } },
        { errorMessage: MSG.failedRetrieveDashRoles },
      ).then((r) => r.data),
  });
}

export function useDashRoleLookups(enabled = true) {
  return useQuery({
    queryKey: usersKeys.dashRoleLookups,
    queryFn: () =>
      callEndpoint(E.getDashRoleLookups, {}, { errorMessage: MSG.failedRetrieveDashRoles }).then(
        (r) => r.data,
      ),
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** POST userdashrole; a refusal (the same pair again) shows the server's sentence. */
export function useAddDashRole(userId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UserDashRoleBody) =>
      callEndpoint(
        E.addUserDashRole,
        { body },
        { errorMessage: MSG.errorSavingDashRole, preferServerMessage: true },
      ).then((r) => r.data),
    onSuccess: () => {
      showToast('success', MSG.dashRoleSaved);
      void qc.invalidateQueries({ queryKey: ['users', userId, 'audit'] });
      return qc.invalidateQueries({ queryKey: usersKeys.dashRoles(userId) });
    },
  });
}

export function useRemoveDashRole(userId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      callEndpoint(E.removeUserDashRole, { params: { id } }, { errorMessage: MSG.errorRemovingDashRole }),
    onSuccess: () => {
      showToast('success', MSG.dashRoleRemoved);
      void qc.invalidateQueries({ queryKey: ['users', userId, 'audit'] });
      return qc.invalidateQueries({ queryKey: usersKeys.dashRoles(userId) });
    },
  });
}

/** PUT user/audit: a page of the user's audit (their record's history, or what they changed). */
export function useUserAudit(userId: number, of: 'record' | 'actions', page: number) {
  return useQuery({
    queryKey: usersKeys.audit(userId, of, page),
    queryFn: () =>
      callEndpoint(
        E.getUserAudit,
        { body: { userId, of, pageNumber: page } },
        { errorMessage: MSG.auditHistoryError },
      ).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

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
