import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MSG, viewsOnWebEndpoints as E } from '@atrium/domain';
import { callEndpoint } from '../../../../lib/api-client';

/** Calls and query key of a listing's views on web (its sites, counts and graph). */
export const viewsOnWebKey = (listingId: number) => ['listing', listingId, 'viewsOnWeb'] as const;

export function useViewsOnWeb(listingId: number) {
  return useQuery({
    queryKey: viewsOnWebKey(listingId),
    queryFn: () =>
      callEndpoint(
        E.getViewsOnWeb,
        { params: { id: listingId } },
        { errorMessage: MSG.viewsFetchFailed, silent: true },
      ).then((r) => r.data),
  });
}

export function useRefreshViewsOnWeb(listingId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: viewsOnWebKey(listingId) });
}
