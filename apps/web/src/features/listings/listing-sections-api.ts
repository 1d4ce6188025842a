import { useQuery } from '@tanstack/react-query';
import {
  auditingEndpoints as Au,
  listingAgentEndpoints as A,
  listingCommissionEndpoints as C,
  listingFeatureEndpoints as F,
  listingMergeEndpoints as M,
  listingNoteEndpoints as N,
  listingValidationEndpoints as V,
  MSG,
  type CommissionSearch,
  type EndpointInput,
  type EndpointResponse,
} from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';

/**
 * Calls and query keys of the Listings II sections and pages: agents, features and amenities,
 * additional MLS, virtual tour, notes, completeness, history, commissions and merge.
 */
export const sectionKeys = {
  agents: (id: number) => ['listing', id, 'agents'] as const,
  amenities: (id: number) => ['listing', id, 'amenities'] as const,
  features: (id: number) => ['listing', id, 'features'] as const,
  additionalMls: (id: number) => ['listing', id, 'additionalMls'] as const,
  notes: (id: number) => ['listing', id, 'notes'] as const,
  validate: (id: number) => ['listing', id, 'validate'] as const,
  qc: (id: number) => ['listing', id, 'qc'] as const,
  backOffice: (id: number) => ['listing', id, 'backOffice'] as const,
  history: (id: number, page: number) => ['listing', id, 'history', page] as const,
  commissions: (q: Partial<CommissionSearch>) => ['listing', 'commissions', q] as const,
  mergeCandidates: (text: string) => ['listing', 'mergeCandidates', text] as const,
};

export type AgentDetails = EndpointResponse<typeof A.getAgentDetails>;
export type AgentUpdateResult = EndpointResponse<typeof A.updateListingAgent>;
export type ListingValidationResult = EndpointResponse<typeof V.validateListing>;
export type ListingFeatures = EndpointResponse<typeof F.getListingFeatures>;
export type AuditPage = EndpointResponse<typeof Au.getAudits>;
export type AuditEntry = AuditPage['results'][number];
export type MergeCandidate = EndpointResponse<typeof M.getMergeCandidates>[number];
export type MergeOverview = EndpointResponse<typeof M.getMergeOverview>;
export type MergeSummary = MergeOverview['fromListing'];

/** The feature tabs saved with their own fields, each through its endpoint. */
const FEATURE_TAB_ENDPOINTS = { building: F.saveBuilding, interior: F.saveInterior, lot: F.saveLot } as const;
type FeatureTab = keyof typeof FEATURE_TAB_ENDPOINTS;
type FeatureTabBody = EndpointInput<(typeof FEATURE_TAB_ENDPOINTS)[FeatureTab]>['body'];

export function useAgentDetails(id: number) {
  return useQuery({
    queryKey: sectionKeys.agents(id),
    queryFn: () =>
      callEndpoint(A.getAgentDetails, { params: { id } }, { errorMessage: MSG.fetchListingAgents }).then(
        (r) => r.data,
      ),
  });
}
export function useListingFeatures(id: number) {
  return useQuery({
    queryKey: sectionKeys.features(id),
    queryFn: () =>
      callEndpoint(F.getListingFeatures, { params: { id } }, { errorMessage: MSG.fetchListingAmenities }),
  });
}
export function useAmenityDetails(id: number) {
  return useQuery({
    queryKey: sectionKeys.amenities(id),
    queryFn: () =>
      callEndpoint(F.getAmenityDetails, { params: { id } }, { errorMessage: MSG.fetchListingAmenities }).then(
        (r) => r.data,
      ),
  });
}
export function useAdditionalMls(id: number) {
  return useQuery({
    queryKey: sectionKeys.additionalMls(id),
    queryFn: () =>
      callEndpoint(F.getAdditionalMls, { params: { id } }, { errorMessage: MSG.fetchListingAppData }).then(
        (r) => r.data,
      ),
  });
}
export function useListingNotes(id: number) {
  return useQuery({
    queryKey: sectionKeys.notes(id),
    queryFn: () =>
      callEndpoint(N.getListingNotes, { params: { id } }, { errorMessage: MSG.notesError }).then(
        (r) => r.data,
      ),
  });
}
export function useListingValidation(id: number) {
  return useQuery({
    queryKey: sectionKeys.validate(id),
    queryFn: () =>
      callEndpoint(V.validateListing, { params: { id } }, { errorMessage: MSG.fetchListingAppData }).then(
        (r) => r.data,
      ),
  });
}
export function useQcStatus(id: number) {
  return useQuery({
    queryKey: sectionKeys.qc(id),
    queryFn: () => callEndpoint(V.getQcStatus, { params: { id } }).then((r) => r.data),
  });
}
export function useBackOfficeValidation(id: number) {
  return useQuery({
    queryKey: sectionKeys.backOffice(id),
    queryFn: () => callEndpoint(V.getBackOfficeValidation, { params: { id } }).then((r) => r.data),
  });
}
export function useListingHistory(id: number, page: number) {
  return useQuery({
    queryKey: sectionKeys.history(id, page),
    queryFn: () =>
      callEndpoint(
        Au.getAudits,
        { params: { type: 'listing', id }, query: { pageNumber: page, pageSize: 100 } },
        { errorMessage: MSG.auditHistoryError },
      ).then((r) => r.data),
  });
}

export const sectionCalls = {
  addAgent: (id: number, body: EndpointInput<typeof A.addListingAgent>['body']) =>
    callEndpoint(
      A.addListingAgent,
      { params: { id }, body },
      { errorMessage: MSG.errorAddingAgent, preferServerMessage: true },
    ).then((r) => r.data),
  updateAgent: (id: number, body: EndpointInput<typeof A.updateListingAgent>['body']) =>
    callEndpoint(
      A.updateListingAgent,
      { params: { id }, body },
      { errorMessage: MSG.errorUpdatingAgent },
    ).then((r) => r.data),
  deleteAgent: (id: number, agentId: number, sideTypeId: 1 | 2) =>
    callEndpoint(
      A.removeListingAgent,
      { params: { id, agentId, sideTypeId } },
      { errorMessage: MSG.errorDeletingAgent },
    ),
  reorderAgents: (id: number, sideTypeId: 1 | 2, agentIds: number[]) =>
    callEndpoint(
      A.reorderListingAgents,
      { params: { id }, body: { sideTypeId, agentIds } },
      { errorMessage: MSG.errorUpdatingAgentOrders },
    ),
  toggleSelectSale: (id: number, agentId: number, sideTypeId: 1 | 2, value: boolean) =>
    callEndpoint(
      A.toggleSelectSale,
      { params: { id, agentId }, query: { toggleStatus: value ? 'true' : 'false', sideTypeId } },
      { errorMessage: MSG.agentSelectSaleNotUpdated },
    ),
  changeDealType: (id: number, dealTypeId: 1 | 2 | 3, ifMatch?: string | null) =>
    callEndpoint(
      A.changeDealType,
      { params: { id }, body: { dealTypeId } },
      { ifMatch, errorMessage: MSG.errorSavingListingDetails },
    ),
  saveAmenities: (
    id: number,
    amenities: EndpointInput<typeof F.saveAmenities>['body']['amenities'],
    ifMatch: string | null,
  ) =>
    callEndpoint(
      F.saveAmenities,
      { params: { id }, body: { amenities } },
      { ifMatch, errorMessage: MSG.errorSavingAmenities },
    ),
  saveFeatureTab: (id: number, tab: FeatureTab, body: FeatureTabBody, ifMatch: string | null) =>
    // each tab's body is checked by the form against that tab's schema
    callEndpoint(
      FEATURE_TAB_ENDPOINTS[tab] as typeof F.saveBuilding,
      { params: { id }, body: body as EndpointInput<typeof F.saveBuilding>['body'] },
      { ifMatch, errorMessage: MSG.errorSavingSection(tab) },
    ),
  saveTours: (id: number, body: EndpointInput<typeof F.saveVirtualTour>['body'], ifMatch: string | null) =>
    callEndpoint(
      F.saveVirtualTour,
      { params: { id }, body },
      { ifMatch, errorMessage: MSG.errorSavingVirtualTour },
    ),
  saveAdditionalMls: (
    id: number,
    additionalMls: EndpointInput<typeof F.saveAdditionalMls>['body']['additionalMls'],
    ifMatch: string | null,
  ) =>
    callEndpoint(
      F.saveAdditionalMls,
      { params: { id }, body: { additionalMls } },
      { ifMatch, errorMessage: MSG.errorSavingSection('additional MLS') },
    ),
  addNote: (id: number, note: string) =>
    callEndpoint(N.addListingNote, { params: { id }, body: { note } }, { errorMessage: MSG.notesError }).then(
      (r) => r.data,
    ),
  searchCommissions: (q: EndpointInput<typeof C.searchCommissions>['body']) =>
    callEndpoint(C.searchCommissions, { body: q }, { errorMessage: MSG.commissionsFetchError }).then(
      (r) => r.data,
    ),
  saveCommission: (id: number, body: EndpointInput<typeof C.saveCommission>['body'], version: number) =>
    callEndpoint(
      C.saveCommission,
      { params: { id }, body },
      { ifMatch: `W/"${version}"`, errorMessage: MSG.commissionsUpdateError },
    ),
  exportCommissions: (q: EndpointInput<typeof C.exportCommissions>['body']) =>
    callEndpoint(C.exportCommissions, { body: q }, { errorMessage: MSG.commissionsExportError }).then(
      (r) => r.data,
    ),
  mergeCandidates: (text: string, signal?: AbortSignal) =>
    callEndpoint(
      M.getMergeCandidates,
      { query: { text } },
      { errorMessage: MSG.fetchFromToListings, signal },
    ).then((r) => r.data),
  mergeOverview: (body: EndpointInput<typeof M.getMergeOverview>['body']) =>
    callEndpoint(M.getMergeOverview, { body }, { errorMessage: MSG.mergeFailed }).then((r) => r.data),
  merge: (body: EndpointInput<typeof M.mergeListings>['body']) =>
    callEndpoint(M.mergeListings, { body }, { errorMessage: MSG.mergeFailed }).then((r) => r.data),
};
