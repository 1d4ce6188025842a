import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MSG,
  spotEndpoints as E,
  type EndpointInput,
  type EndpointResponse,
  type SpotListingSearchInput,
  type SpotListInput,
} from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';

/** Calls and query keys of the spots feature. */
export type SpotRow = EndpointResponse<typeof E.getSpot>;
export type SpotOutletRow = EndpointResponse<typeof E.searchSpotMediaOutlets>[number];
export type OutletAdRow = EndpointResponse<typeof E.searchOutletAdvertisements>[number];
export type SpotListingItem = EndpointResponse<typeof E.searchSpotListings>['items'][number];
export type SpotAssignmentItem = EndpointResponse<typeof E.listSpotAssignments>['items'][number];
export type SpotReservationItem = EndpointResponse<typeof E.getSpotReservations>[number];
export type SpotAgentCostItem = EndpointResponse<typeof E.listSpotReservationCosts>[number];
export type SpotSaveIn = EndpointInput<typeof E.saveSpot>['body'];
export type SpotReserveIn = EndpointInput<typeof E.reserveSpot>['body'];

export const spotKeys = {
  all: ['spot'] as const,
  outlets: () => ['spot', 'outlets'] as const,
  outletAds: (outletId: number) => ['spot', 'outletAds', outletId] as const,
  listings: (q: SpotListingSearchInput) => ['spot', 'listings', q] as const,
  stats: () => ['spot', 'stats'] as const,
  spots: (advertisementId: number, q: SpotListInput) => ['spot', 'list', advertisementId, q] as const,
  assignments: (spotId: number, page: number) => ['spot', spotId, 'assignments', page] as const,
  reservations: (spotId: number) => ['spot', spotId, 'reservations'] as const,
  costs: (spotId: number) => ['spot', spotId, 'costs'] as const,
};

export function useSpotOutlets() {
  return useQuery({
    queryKey: spotKeys.outlets(),
    queryFn: () =>
      callEndpoint(E.searchSpotMediaOutlets, { body: {} }, { errorMessage: MSG.mediaOutletLoadFailed }).then(
        (r) => r.data,
      ),
  });
}

export function useOutletAdvertisements(outletId: number | null) {
  return useQuery({
    queryKey: spotKeys.outletAds(outletId ?? 0),
    queryFn: () =>
      callEndpoint(
        E.searchOutletAdvertisements,
        { body: { mediaOutletId: outletId! } },
        { errorMessage: MSG.spotAdvertisementListFailed },
      ).then((r) => r.data),
    enabled: outletId !== null,
  });
}

export function useSpotListings(q: SpotListingSearchInput, enabled = true) {
  return useQuery({
    queryKey: spotKeys.listings(q),
    queryFn: () =>
      callEndpoint(E.searchSpotListings, { body: q }, { errorMessage: MSG.listingsRetrieveFailed }).then(
        (r) => r.data,
      ),
    placeholderData: (previous) => previous,
    enabled,
  });
}

export function useSpotStats() {
  return useQuery({
    queryKey: spotKeys.stats(),
    queryFn: () =>
      callEndpoint(E.getSpotStats, {}, { errorMessage: MSG.spotStatsFailed }).then((r) => r.data),
  });
}

export function useSpots(advertisementId: number, q: SpotListInput) {
  return useQuery({
    queryKey: spotKeys.spots(advertisementId, q),
    queryFn: () =>
      callEndpoint(
        E.listSpots,
        { params: { id: advertisementId }, body: q },
        { errorMessage: MSG.spotLoadFailed },
      ).then((r) => r.data),
    placeholderData: (previous) => previous,
    enabled: Number.isInteger(advertisementId) && advertisementId > 0,
  });
}

export function useSpotAssignments(spotId: number | null, page: number, pageSize: number) {
  return useQuery({
    queryKey: spotKeys.assignments(spotId ?? 0, page),
    queryFn: () =>
      callEndpoint(
        E.listSpotAssignments,
        { params: { id: spotId! }, body: { currentPage: page + 1, itemsPerPage: pageSize } },
        { errorMessage: MSG.listingsRetrieveFailed },
      ).then((r) => r.data),
    enabled: spotId !== null,
  });
}

export function useSpotReservations(spotId: number | null) {
  return useQuery({
    queryKey: spotKeys.reservations(spotId ?? 0),
    queryFn: () =>
      callEndpoint(
        E.getSpotReservations,
        { params: { id: spotId! } },
        { errorMessage: MSG.spotReservedListFailed },
      ).then((r) => r.data),
    enabled: spotId !== null,
  });
}

export function useSpotAgentCosts(spotId: number | null) {
  return useQuery({
    queryKey: spotKeys.costs(spotId ?? 0),
    queryFn: () =>
      callEndpoint(
        E.listSpotReservationCosts,
        { params: { id: spotId! } },
        { errorMessage: MSG.spotReservedListFailed },
      ).then((r) => r.data),
    enabled: spotId !== null,
  });
}

/** Refreshes every spot query: counts, lists and stats change together. */
export function useSpotRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: spotKeys.all });
}

/** The writes; each failure toasts the catalogue's text, or the server's sentence for a refusal. */
export const spotCalls = {
  assign: (spotId: number, listingId: number) =>
    callEndpoint(
      E.assignSpotListing,
      { body: { spotId, listingId } },
      { errorMessage: MSG.spotAssignFailed, preferServerMessage: true },
    ),
  request: (spotId: number, listingId: number | null) =>
    callEndpoint(
      E.requestSpot,
      { body: { spotId, listingId } },
      { errorMessage: MSG.spotRequestFailed, preferServerMessage: true },
    ),
  removeListing: (spotId: number, listingId: number) =>
    callEndpoint(
      E.removeSpotListing,
      { params: { spotId, listingId } },
      { errorMessage: MSG.spotListingsRemoveFailed },
    ),
  save: (body: SpotSaveIn) =>
    callEndpoint(
      E.saveSpot,
      { body },
      { errorMessage: body.id ? MSG.spotUpdateFailed : MSG.spotCreateFailed, preferServerMessage: true },
    ),
  remove: (advertisementId: number, spotId: number) =>
    callEndpoint(
      E.deleteSpot,
      { params: { advertisementId, spotId } },
      { errorMessage: MSG.spotUpdateFailed },
    ),
  reserve: (body: SpotReserveIn) =>
    callEndpoint(E.reserveSpot, { body }, { errorMessage: MSG.spotReserveFailed, preferServerMessage: true }),
  removeReservation: (advertisementId: number, spotId: number, reservationId: number) =>
    callEndpoint(
      E.deleteSpotReservation,
      { params: { advertisementId, spotId, reservationId } },
      { errorMessage: MSG.spotReserveFailed },
    ),
  saveCosts: (reservationId: number, costs: Array<{ agentId: number; cost: number }>) =>
    callEndpoint(
      E.saveSpotReservationCost,
      { params: { id: reservationId }, body: { costs } },
      { errorMessage: MSG.spotAgentCostUpdateFailed, preferServerMessage: true },
    ),
};
