import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MSG, showingEndpoints as E, type EndpointResponse } from '@atrium/domain';
import { ApiError, callEndpoint } from '../../lib/api-client';

/** Calls and query keys of a listing's showings and open houses. */
export const showingKeys = {
  showings: (listingId: number) => ['listing', listingId, 'showings'] as const,
  openHouses: (listingId: number) => ['listing', listingId, 'openHouses'] as const,
};

export function useShowings(listingId: number) {
  return useQuery({
    queryKey: showingKeys.showings(listingId),
    queryFn: () =>
      callEndpoint(
        E.getShowings,
        { params: { id: listingId } },
        { errorMessage: MSG.showingsFetchError },
      ).then((r) => r.data),
  });
}

export function useOpenHouses(listingId: number) {
  return useQuery({
    queryKey: showingKeys.openHouses(listingId),
    queryFn: () =>
      callEndpoint(
        E.getOpenHouses,
        { params: { id: listingId } },
        { errorMessage: MSG.openHousesFetchError },
      ).then((r) => r.data),
  });
}

/** Refreshes a listing's showings and open houses after a change. */
export function useRefreshShowings(listingId: number) {
  const queryClient = useQueryClient();
  return {
    showings: () => queryClient.invalidateQueries({ queryKey: showingKeys.showings(listingId) }),
    openHouses: () => queryClient.invalidateQueries({ queryKey: showingKeys.openHouses(listingId) }),
  };
}

export type ShowingsImportAnswer = EndpointResponse<typeof E.importShowings>;

/**
 * POST Showing/import/atlas: one CSV or XLSX file. A refusal shows the server's sentence (wrong
 * type, empty file, missing columns, too many rows); anything else the spec's failure text.
 */
export function useImportShowings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      const res = await callEndpoint(E.importShowings, {}, { form, silent: true });
      return res.data;
    },
    // the page reports failures itself (importFailureText); the imported showings appear in every listing's Showings section
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => q.queryKey[2] === 'showings' }),
  });
}

/** What a failed import shows: the server's sentence for a refusal, the spec's text otherwise. */
export function importFailureText(err: unknown): string {
  return err instanceof ApiError && err.status >= 400 && err.status < 500
    ? err.message
    : MSG.showingsUploadFailed;
}
