import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listingDashEndpoints as D, MSG, type DashListing } from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';
import { showToast } from '../../lib/toast-store';

/** Send to Dash: the listing's status in the dash system and the call that queues its sending. */
export const dashKeys = { listing: (id: number) => ['listing', id, 'dash'] as const };

/** How often the status is asked again while a sending waits in the queue. */
const QUEUED_POLL_MS = 3000;

export function useDashListing(id: number) {
  return useQuery({
    queryKey: dashKeys.listing(id),
    queryFn: () =>
      callEndpoint(D.getDashListing, { params: { id } }, { errorMessage: MSG.dashStatusLoadFailed }).then(
        (r) => r.data,
      ),
    refetchInterval: (q) =>
      (q.state.data as DashListing | undefined)?.status === 'Queued' ? QUEUED_POLL_MS : false,
  });
}

/** Queues the sending; the refusals (no agent, no listing number) toast the server's sentence. */
export function useSendToDash(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callEndpoint(D.sendListingToDash, { params: { id } }, { errorMessage: MSG.dashSendFailed }),
    onSuccess: (r) => showToast('success', r.data.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashKeys.listing(id) }),
  });
}
