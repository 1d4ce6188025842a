import { useQuery } from '@tanstack/react-query';
import { MSG, mlsEmailEndpoints as E, type MlsEmailInput } from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';

/** Calls and query keys of the MLS e-mails feature. */
export const mlsEmailKeys = {
  all: ['mlsEmails'] as const,
  names: ['mlsEmails', 'names'] as const,
  list: (mls: string) => ['mlsEmails', 'list', mls] as const,
};

export function useMlsNames() {
  return useQuery({
    queryKey: mlsEmailKeys.names,
    queryFn: () =>
      callEndpoint(E.getMlsNames, {}, { errorMessage: MSG.mlsEmailsLoadFailed }).then((r) => r.data),
  });
}

export function useMlsEmails(mls: string) {
  return useQuery({
    queryKey: mlsEmailKeys.list(mls),
    queryFn: () =>
      callEndpoint(E.getMlsEmails, { params: { key: mls } }, { errorMessage: MSG.mlsEmailsLoadFailed }).then(
        (r) => r.data,
      ),
    enabled: mls !== '',
  });
}

export const mlsEmailCalls = {
  save: (body: MlsEmailInput) =>
    callEndpoint(
      E.saveMlsEmail,
      { body },
      { errorMessage: MSG.mlsEmailSaveFailed, preferServerMessage: true },
    ).then((r) => r.data),
  remove: (id: number) =>
    callEndpoint(E.deleteMlsEmail, { params: { key: id } }, { errorMessage: MSG.mlsEmailDeleteFailed }),
};
