import { useQuery } from '@tanstack/react-query';
import {
  MSG,
  otherMarketingEndpoints as E,
  type AdditionalMarketingValues,
  type MarketingExportInput,
  type MarketingSearchInput,
} from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';

/** Calls and query keys of other marketing. */
export const otherMarketingKeys = {
  all: ['other-marketing'] as const,
  search: (q: MarketingSearchInput) => ['other-marketing', 'search', q] as const,
};

export function useMarketingSearch(q: MarketingSearchInput) {
  return useQuery({
    queryKey: otherMarketingKeys.search(q),
    queryFn: () =>
      callEndpoint(E.searchMarketing, { body: q }, { errorMessage: MSG.otherMarketingFetchFailed }).then(
        (r) => r.data,
      ),
    placeholderData: (previous) => previous,
  });
}

export const otherMarketingCalls = {
  listingAgents: (id: number) =>
    callEndpoint(
      E.getMarketingListingAgents,
      { params: { id } },
      { errorMessage: MSG.otherMarketingFetchFailed },
    ).then((r) => r.data),
  save: (body: AdditionalMarketingValues) =>
    callEndpoint(E.saveAdditionalMarketing, { body }, { errorMessage: MSG.otherMarketingUpdateFailed }).then(
      (r) => r.data,
    ),
  remove: (id: number) =>
    callEndpoint(
      E.deleteMarketingDetails,
      { params: { id } },
      { errorMessage: MSG.otherMarketingDeleteFailed },
    ).then((r) => r.data),
  exportList: (body: MarketingExportInput) =>
    callEndpoint(E.exportMarketingSearch, { body }, { errorMessage: MSG.marketingExportFailed }).then(
      (r) => r.data,
    ),
};
