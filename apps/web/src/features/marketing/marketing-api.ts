import { useQuery } from '@tanstack/react-query';
import { marketingEndpoints as E, MSG } from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';

/** The marketing feature's reads for the listing marketing page, and their query keys. */
export const marketingKeys = {
  summary: (listingId: number) => ['marketing', 'summary', listingId] as const,
  listings: (pageNumber: number, pageSize: number) =>
    ['marketing', 'listings', pageNumber, pageSize] as const,
};

export function useListingMarketingSummary(listingId: number | null) {
  return useQuery({
    queryKey: marketingKeys.summary(listingId ?? 0),
    enabled: listingId != null,
    queryFn: async () =>
      (
        await callEndpoint(
          E.getListingMarketingSummary,
          { params: { id: listingId! } },
          { errorMessage: MSG.listingMarketingFailed, silent: true },
        )
      ).data,
  });
}

export function useListingsMarketing(pageNumber: number, pageSize: number) {
  return useQuery({
    queryKey: marketingKeys.listings(pageNumber, pageSize),
    placeholderData: (previous) => previous,
    queryFn: async () =>
      (
        await callEndpoint(
          E.getListingsMarketing,
          { query: { pageNumber, pageSize } },
          { errorMessage: MSG.listingMarketingFailed, silent: true },
        )
      ).data,
  });
}

/** The listing's Property Marketing section and its report builder, as the spec's routes name them. */
export const propertyMarketingPath = (listingId: number) =>
  `/eng/listing/${listingId}?edit=propertyMarketing`;
export const reportBuilderPath = (listingId: number) => `/reportBuilder/${listingId}`;
export const listingMarketingPath = (listingId: number) => `/listing/${listingId}/marketing`;
