import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  listingValidationEndpoints as V,
  MSG,
  syndicationEndpoints as E,
  type ListingSyndicationView,
  type SaveListingSyndicationBody,
} from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';
import { showToast } from '../../lib/toast-store';

/** A listing's syndication (spec/001 section 7: GET ListingSyndication/{id}, POST ListingSyndication). */

export const syndicationKeys = {
  listing: (id: number) => ['syndication', id] as const,
  flags: (id: number) => ['syndication', id, 'flags'] as const,
};

/** The server's own sentence is shown on failure, a 401 included. */
export function useListingSyndication(listingId: number | null) {
  return useQuery({
    queryKey: syndicationKeys.listing(listingId ?? 0),
    queryFn: async () =>
      (
        await callEndpoint(
          E.getListingSyndication,
          { params: { id: listingId! } },
          { errorMessage: MSG.syndicationFetchFailed, preferServerMessage: true },
        )
      ).data,
    enabled: listingId != null,
    retry: false,
  });
}

/** The listing's flags (GET ListingSyndication/{id}/flags): data complete, published, private... */
export function useListingFlags(listingId: number) {
  return useQuery({
    queryKey: syndicationKeys.flags(listingId),
    queryFn: async () =>
      (
        await callEndpoint(
          V.getListingFlags,
          { params: { id: listingId } },
          { errorMessage: MSG.syndicationFetchFailed, preferServerMessage: true },
        )
      ).data,
    retry: false,
  });
}

export function useSaveSyndication(listingId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveListingSyndicationBody) =>
      (
        await callEndpoint(
          E.saveListingSyndication,
          { body },
          { errorMessage: MSG.syndicationSaveFailed, preferServerMessage: true },
        )
      ).data,
    onSuccess: (view: ListingSyndicationView) => {
      qc.setQueryData(syndicationKeys.listing(listingId), view);
      // the listing has a new version and a history entry: its page reads them again
      void qc.invalidateQueries({ queryKey: ['listing', listingId] });
      void qc.invalidateQueries({ queryKey: syndicationKeys.flags(listingId) });
      showToast('success', MSG.syndicationSaved);
    },
  });
}
