import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  listingEndpoints as L,
  listingSectionEndpoints as S,
  MSG,
  TOGGLE_ENDPOINTS,
  type EndpointDef,
  type EndpointInput,
  type EndpointResponse,
  type ListingToggle,
} from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';

/** GET listing/{id}/details: the fields the listing page reads. */
export type ListingDetailsData = EndpointResponse<typeof L.getListingDetails>;
export type ListingLookups = EndpointResponse<typeof S.getListingLookups>;
export type RentalPeriodTerm = EndpointResponse<typeof S.getRentalPeriods>[number];

export const listingKeys = {
  details: (id: number) => ['listing', id, 'details'] as const,
  lookups: ['listing', 'lookups'] as const,
  neighborhoods: (salesRegionId: number | null) => ['salesregion', salesRegionId, 'neighborhoods'] as const,
  rentalPeriods: (id: number) => ['listing', id, 'rentalperiods'] as const,
};

/** The listing with its ETag; the page keeps the ETag for the next write's If-Match. */
const listingDetailsQuery = (id: number) =>
  queryOptions({
    queryKey: listingKeys.details(id),
    queryFn: () =>
      callEndpoint(L.getListingDetails, { params: { id } }, { errorMessage: MSG.fetchListingAppData }),
    enabled: Number.isFinite(id) && id > 0,
    staleTime: 0,
  });

const listingLookupsQuery = queryOptions({
  queryKey: listingKeys.lookups,
  queryFn: () =>
    callEndpoint(S.getListingLookups, {}, { errorMessage: MSG.fetchListingAppData }).then((r) => r.data),
  staleTime: Infinity,
});

export function useListingDetails(id: number) {
  return useQuery(listingDetailsQuery(id));
}

export function useListingLookups() {
  return useQuery(listingLookupsQuery);
}

/**
 * Starts the listing page's first calls while its code loads: the page finds them in the cache
 * (a details read that has already answered is read again as the page mounts, for a fresh ETag).
 */
export function prefetchListingPage(id: number) {
  if (!(Number.isFinite(id) && id > 0)) return;
  void queryClient.prefetchQuery(listingDetailsQuery(id));
  void queryClient.prefetchQuery(listingLookupsQuery);
}

export function useNeighborhoods(salesRegionId: number | null) {
  return useQuery({
    queryKey: listingKeys.neighborhoods(salesRegionId),
    queryFn: () => callEndpoint(S.getNeighborhoods, { params: { id: salesRegionId! } }).then((r) => r.data),
    enabled: salesRegionId != null,
    staleTime: Infinity,
  });
}

export function useRentalPeriods(id: number, enabled: boolean) {
  return useQuery({
    queryKey: listingKeys.rentalPeriods(id),
    queryFn: () =>
      callEndpoint(
        S.getRentalPeriods,
        { params: { id } },
        { errorMessage: MSG.errorSavingRentalPrices },
      ).then((r) => r.data),
    enabled,
  });
}

/** One write: sends If-Match and resolves with the new ETag. */
export type ListingWrite = (ifMatch: string | null) => Promise<string | null>;

/** A write through its contract: the answer's ETag is the new version. */
const write =
  <E extends EndpointDef>(
    e: E,
    input: Parameters<typeof callEndpoint<E>>[1],
    errorMessage: string,
  ): ListingWrite =>
  (ifMatch) =>
    callEndpoint(e, input, { ifMatch, errorMessage }).then((r) => r.etag);

/** The writes of the listing page; each takes the If-Match of the version being changed. */
export const listingWrites = {
  details: (id: number, body: EndpointInput<typeof L.saveListingDetails>['body']) =>
    write(L.saveListingDetails, { params: { id }, body }, MSG.errorSavingListingDetails),
  dates: (id: number, body: EndpointInput<typeof S.saveListingDates>['body']) =>
    write(S.saveListingDates, { params: { id }, body }, MSG.errorSavingListingDates),
  prices: (id: number, body: EndpointInput<typeof S.saveListingPrices>['body']) =>
    write(S.saveListingPrices, { params: { id }, body }, MSG.errorSavingListingPrices),
  rentalTerms: (id: number, body: EndpointInput<typeof S.saveRentalTerms>['body']) =>
    write(S.saveRentalTerms, { params: { id }, body }, MSG.errorSavingRentalPrices),
  owners: (id: number, body: EndpointInput<typeof S.saveOwners>['body']) =>
    write(S.saveOwners, { params: { id }, body }, MSG.ownerInfoError),
  toggle: (id: number, toggle: ListingToggle, value: boolean): ListingWrite =>
    toggle === 'togglesuppressmls'
      ? write(
          S.toggleSuppressMls,
          { params: { id }, body: { toggleStatus: value } },
          MSG.failedListingOptions,
        )
      : write(
          TOGGLE_ENDPOINTS[toggle],
          { params: { id, flag: value } },
          toggle === 'togglepublish' ? MSG.failedPublishStatus : MSG.failedListingOptions,
        ),
};
