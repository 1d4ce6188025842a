import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MSG, photographerInviteEndpoints as E, type PhotographerInviteBody } from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';

/** The staff side of photographer access: who is invited to a listing, and inviting more. */

export const photographerInviteKeys = {
  invited: (listingId: number) => ['photographer-invites', listingId] as const,
};

/** GET image/{id}/photographers */
export function useInvitedPhotographers(listingId: number, enabled = true) {
  return useQuery({
    queryKey: photographerInviteKeys.invited(listingId),
    queryFn: async () =>
      (
        await callEndpoint(
          E.listInvitedPhotographers,
          { params: { id: listingId } },
          { errorMessage: MSG.photosFetchFailed },
        )
      ).data,
    enabled,
  });
}

/**
 * POST photographer/invite: answers the addresses that were already invited; the invited list
 * is read again on success. A refusal shows the server's sentence; a failure 'Invite didn't send'.
 */
export function useInvitePhotographers(listingId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: PhotographerInviteBody) =>
      (await callEndpoint(E.invitePhotographers, { body }, { errorMessage: MSG.inviteNotSent })).data,
    onSettled: () => qc.invalidateQueries({ queryKey: photographerInviteKeys.invited(listingId) }),
  });
}
