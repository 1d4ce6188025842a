import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  developmentEndpoints as E,
  MSG,
  type DevelopmentListingQueryInput,
  type EndpointInput,
  type EndpointResponse,
} from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';

/** Calls and query keys of the developments feature. */
export type DevelopmentData = EndpointResponse<typeof E.getDevelopment>;
export type DevelopmentSearchIn = EndpointInput<typeof E.searchDevelopments>['body'];
export type DevelopmentDetailsIn = Omit<EndpointInput<typeof E.updateDevelopment>['body'], 'id'>;
export type DevelopmentCreateIn = EndpointInput<typeof E.createDevelopment>['body'];
export type DevelopmentAmenityData = EndpointResponse<typeof E.getDevelopmentAmenities>[number];
export type DevelopmentUnitsData = EndpointResponse<typeof E.getDevelopmentUnits>;

export const developmentKeys = {
  all: ['development'] as const,
  search: (q: DevelopmentSearchIn) => ['development', 'search', q] as const,
  lookups: ['development', 'lookups'] as const,
  record: (id: number) => ['development', id] as const,
  details: (id: number) => ['development', id, 'details'] as const,
  units: (id: number) => ['development', id, 'units'] as const,
  agents: (id: number) => ['development', id, 'agents'] as const,
  listings: (id: number, q: DevelopmentListingQueryInput) => ['development', id, 'listings', q] as const,
  amenities: (id: number) => ['development', id, 'amenities'] as const,
  catalogue: ['development', 'amenity-catalogue'] as const,
};

export function useDevelopmentSearch(q: DevelopmentSearchIn) {
  return useQuery({
    queryKey: developmentKeys.search(q),
    queryFn: ({ signal }) =>
      callEndpoint(
        E.searchDevelopments,
        { body: q },
        { errorMessage: MSG.developmentListFailed, signal },
      ).then((r) => r.data),
    placeholderData: (previous) => previous,
  });
}

export function useDevelopmentLookups() {
  return useQuery({
    queryKey: developmentKeys.lookups,
    queryFn: () => callEndpoint(E.developmentLookups, { body: {} }, { silent: true }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });
}

export function useDevelopment(id: number) {
  return useQuery({
    queryKey: developmentKeys.details(id),
    queryFn: () => callEndpoint(E.getDevelopment, { params: { id } }, { silent: true }).then((r) => r.data),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** The unit summary, or null when the server answers 204 (no active, pending or sold listing). */
export function useDevelopmentUnits(id: number) {
  return useQuery({
    queryKey: developmentKeys.units(id),
    queryFn: () =>
      callEndpoint(
        E.getDevelopmentUnits,
        { params: { id } },
        { errorMessage: MSG.developmentUnitsLoadFailed },
      ).then((r) => (r.data ?? null) as DevelopmentUnitsData | null),
  });
}

export function useDevelopmentAgents(id: number) {
  return useQuery({
    queryKey: developmentKeys.agents(id),
    queryFn: () =>
      callEndpoint(
        E.getDevelopmentAgents,
        { params: { id } },
        { errorMessage: MSG.developmentAgentsLoadFailed },
      ).then((r) => r.data),
  });
}

export function useDevelopmentListings(id: number, q: DevelopmentListingQueryInput) {
  return useQuery({
    queryKey: developmentKeys.listings(id, q),
    queryFn: () =>
      callEndpoint(
        E.getDevelopmentListings,
        { params: { id }, query: q },
        { errorMessage: MSG.developmentListingsLoadFailed },
      ).then((r) => r.data),
    placeholderData: (previous) => previous,
  });
}

export function useDevelopmentAmenities(id: number) {
  return useQuery({
    queryKey: developmentKeys.amenities(id),
    queryFn: () =>
      callEndpoint(
        E.getDevelopmentAmenities,
        { params: { id } },
        { errorMessage: MSG.developmentDetailsLoadFailed },
      ).then((r) => r.data),
  });
}

/** Everything read of one development is read again (after a change of any part). */
export function useRefreshDevelopment(id: number) {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: developmentKeys.record(id) });
}

/** The writes; each failure toasts the catalogue's text (or the server's sentence for a 400). */
export const developmentCalls = {
  create: (body: DevelopmentCreateIn) =>
    callEndpoint(
      E.createDevelopment,
      { body },
      { errorMessage: MSG.developmentCreateFailed, preferServerMessage: true },
    ),
  update: (id: number, body: DevelopmentDetailsIn) =>
    callEndpoint(
      E.updateDevelopment,
      { body: { id, ...body } },
      { errorMessage: MSG.developmentDetailsUpdateFailed, preferServerMessage: true },
    ),
  adCopy: (id: number, adCopyHeadline: string | null, adCopyBody: string | null) =>
    callEndpoint(
      E.saveDevelopmentAdCopy,
      { params: { id }, body: { adCopyHeadline, adCopyBody } },
      { errorMessage: MSG.developmentDetailsUpdateFailed, preferServerMessage: true },
    ),
  togglePublish: (id: number) =>
    callEndpoint(
      E.toggleDevelopmentPublish,
      { params: { id } },
      { errorMessage: MSG.developmentPublishFailed },
    ),
  addAgent: (id: number, agentId: number, sideTypeId: 1 | 2) =>
    callEndpoint(
      E.addDevelopmentAgent,
      { params: { id }, body: { agentId, sideTypeId } },
      { errorMessage: MSG.developmentAgentsUpdateFailed, preferServerMessage: true },
    ),
  removeAgent: (id: number, agentId: number) =>
    callEndpoint(
      E.removeDevelopmentAgent,
      { params: { id, agentId } },
      { errorMessage: MSG.developmentAgentsUpdateFailed },
    ),
  reorderAgents: (id: number, order: Array<{ agentId: number; displayOrder: number }>) =>
    callEndpoint(
      E.reorderDevelopmentAgents,
      { params: { id }, body: order },
      { errorMessage: MSG.developmentAgentsReorderFailed },
    ),
  addListings: (id: number, listingIds: number[]) =>
    callEndpoint(
      E.addDevelopmentListings,
      { params: { id }, body: { listingIds } },
      { errorMessage: MSG.developmentListingsUpdateFailed, preferServerMessage: true },
    ),
  removeListing: (id: number, listingId: number) =>
    callEndpoint(
      E.removeDevelopmentListing,
      { params: { id, listingId } },
      { errorMessage: MSG.developmentListingsUpdateFailed },
    ),
  amenities: (id: number, amenities: Array<{ amenityId: number; selected: boolean; text: string | null }>) =>
    callEndpoint(
      E.saveDevelopmentAmenities,
      { params: { id }, body: { amenities } },
      { errorMessage: MSG.developmentAmenitiesSaveFailed },
    ),
};
