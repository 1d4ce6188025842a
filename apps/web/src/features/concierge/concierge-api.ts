import { useQuery, useQueryClient } from '@tanstack/react-query';
import { conciergeEndpoints as E, MSG, type ConciergeLoginBody } from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';

/** The concierge (decision 0059): a user's login details, whether I may open it, the redirect. */

export const conciergeKeys = {
  user: (userId: number) => ['concierge', 'user', userId] as const,
  access: ['concierge', 'access'] as const,
};

export function useUserConcierge(userId: number) {
  return useQuery({
    queryKey: conciergeKeys.user(userId),
    queryFn: () =>
      callEndpoint(
        E.getUserConcierge,
        { params: { id: userId } },
        { errorMessage: MSG.failedGetUserDetails },
      ).then((r) => r.data),
  });
}

/** The save of a section form: it answers no ETag (the user record's version is not its own). */
export function useConciergeWrite(userId: number) {
  const qc = useQueryClient();
  return (body: ConciergeLoginBody) => (): Promise<null> =>
    callEndpoint(
      E.saveUserConcierge,
      { params: { id: userId }, body },
      { errorMessage: MSG.failedSaveConciergeLogin, preferServerMessage: true },
    ).then((r) => {
      qc.setQueryData(conciergeKeys.user(userId), r.data);
      void qc.invalidateQueries({ queryKey: ['users'] });
      // an admin may have switched their own link: the home button follows
      void qc.invalidateQueries({ queryKey: conciergeKeys.access });
      return null;
    });
}

export function useConciergeAccess() {
  return useQuery({
    queryKey: conciergeKeys.access,
    queryFn: () => callEndpoint(E.getConciergeAccess, {}, { silent: true }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });
}

export const openConcierge = (notes: string | null) =>
  callEndpoint(E.redirectToConcierge, { body: notes ? { notes } : {} }, { silent: true }).then(
    (r) => r.data.url,
  );
