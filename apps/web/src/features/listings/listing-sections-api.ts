import { useQuery } from '@tanstack/react-query';
import {
  MSG,
  type Amenity,
  type CommissionExport,
  type CommissionSearch,
  type CompletenessWarning,
  type ListingAgentView,
  type ListingCommissionBody,
  type ListingCommissionRow,
  type ListingNote,
  type MergeRequestInput,
  type MergeTotals,
  type MissingField,
} from '@atrium/domain';
import { api } from '../../lib/api-client';

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

export type AgentDetails = {
  listingId: number;
  dealTypeId: number;
  dealType: string | null;
  sides: Array<1 | 2>;
  canEdit: boolean;
  listingAgents: ListingAgentView[];
};
export type AgentSearchResult = {
  agentId: number;
  name: string;
  office: string | null;
  officeId: number | null;
};
export type AgentUpdateResult = {
  warning?: string;
  remainingCommission?: number;
  message: string;
  listingAgents: ListingAgentView[];
};
export type ListingValidationResult = {
  listingId: number;
  isValid: boolean;
  missingFields: MissingField[];
  warnings: CompletenessWarning[];
  flags: number[];
};
export type ListingFeatures = {
  listingId: number;
  developmentId: number | null;
  year: number | null;
  fullBaths: number | null;
  halfBaths: number | null;
  rooms: number | null;
  bedrooms: number | null;
  interiorSize: number | null;
  lotSize: number | null;
  lotSizeTypeId: number | null;
  outdoorSpace: string | null;
  amenities: Amenity[];
};
export type AuditEntry = {
  id: number;
  action: string;
  changedAt: string;
  changes: Array<{ field: string; oldValue: unknown; newValue: unknown }>;
  userName: string | null;
  realUserName: string | null;
};
export type AuditPage = {
  currentPage: number;
  pageSize: number;
  totalRecords: number;
  results: AuditEntry[];
};
export type MergeCandidate = {
  id: number;
  listingNumber: string | null;
  mlsNumber: string | null;
  title: string | null;
  address: string;
  status: string | null;
};
export type MergeSummary = Record<string, unknown> & {
  id: number;
  listingNumber: string | null;
  status: string | null;
};
export type MergeOverview = {
  fromListing: MergeSummary;
  originalListing: MergeSummary;
  mergedListing: MergeSummary;
  changedFields: string[];
  totals: { from: MergeTotals; original: MergeTotals; merged: MergeTotals };
  fromListingAfterMerge: string | null;
};

export function useAgentDetails(id: number) {
  return useQuery({
    queryKey: sectionKeys.agents(id),
    queryFn: () =>
      api.get<AgentDetails>(`listing/${id}/agentDetails`, { errorMessage: MSG.fetchListingAgents }),
  });
}
export function useListingFeatures(id: number) {
  return useQuery({
    queryKey: sectionKeys.features(id),
    queryFn: () =>
      api.getWithEtag<ListingFeatures>(`listing/${id}/features`, { errorMessage: MSG.fetchListingAmenities }),
  });
}
export function useAmenityDetails(id: number) {
  return useQuery({
    queryKey: sectionKeys.amenities(id),
    queryFn: () =>
      api.get<Amenity[]>(`listing/${id}/amenityDetails`, { errorMessage: MSG.fetchListingAmenities }),
  });
}
export function useAdditionalMls(id: number) {
  return useQuery({
    queryKey: sectionKeys.additionalMls(id),
    queryFn: () =>
      api.get<Array<{ id: number; mlsName: string; mlsNumber: string }>>(`listing/${id}/additionalMls`, {
        errorMessage: MSG.fetchListingAppData,
      }),
  });
}
export function useListingNotes(id: number) {
  return useQuery({
    queryKey: sectionKeys.notes(id),
    queryFn: () => api.get<ListingNote[]>(`listing/${id}/notes`, { errorMessage: MSG.notesError }),
  });
}
export function useListingValidation(id: number) {
  return useQuery({
    queryKey: sectionKeys.validate(id),
    queryFn: () =>
      api.get<ListingValidationResult>(`listing/${id}/validate`, { errorMessage: MSG.fetchListingAppData }),
  });
}
export function useQcStatus(id: number) {
  return useQuery({
    queryKey: sectionKeys.qc(id),
    queryFn: () => api.get<{ status: string; rejectReasons: string[] }>(`listing/${id}/qcstatus`),
  });
}
export function useBackOfficeValidation(id: number) {
  return useQuery({
    queryKey: sectionKeys.backOffice(id),
    queryFn: () =>
      api.get<{ sentToTrident: boolean; validationMessages: string[] }>(`listing/${id}/backofficevalidation`),
  });
}
export function useListingHistory(id: number, page: number) {
  return useQuery({
    queryKey: sectionKeys.history(id, page),
    queryFn: () =>
      api.get<AuditPage>(`auditing/listing/${id}/audits?pageNumber=${page}&pageSize=100`, {
        errorMessage: MSG.auditHistoryError,
      }),
  });
}

export const sectionCalls = {
  searchAgents: (name: string, signal?: AbortSignal) =>
    api.get<AgentSearchResult[]>(`agent/searchbyname?name=${encodeURIComponent(name)}`, {
      errorMessage: MSG.errorFetchingAgents,
      signal,
    }),
  addAgent: (id: number, body: { agentId: number; sideTypeId: 1 | 2 }) =>
    api.post<{ id: number; listingAgents: ListingAgentView[] }>(`listing/${id}/agent`, body, {
      errorMessage: MSG.errorAddingAgent,
      preferServerMessage: true,
    }),
  updateAgent: (id: number, body: { agentId: number; sideTypeId: 1 | 2; split: number }) =>
    api
      .put<AgentUpdateResult>(`listing/${id}/agent`, body, { errorMessage: MSG.errorUpdatingAgent })
      .then((r) => r.data),
  deleteAgent: (id: number, agentId: number, sideTypeId: number) =>
    api.del(`listing/${id}/agent/${agentId}/${sideTypeId}`, { errorMessage: MSG.errorDeletingAgent }),
  reorderAgents: (id: number, sideTypeId: 1 | 2, agentIds: number[]) =>
    api.put(
      `listing/${id}/reorderagents`,
      { sideTypeId, agentIds },
      { errorMessage: MSG.errorUpdatingAgentOrders },
    ),
  toggleSelectSale: (id: number, agentId: number, sideTypeId: number, value: boolean) =>
    api.put(
      `listing/${id}/agent/${agentId}/toggleselectsale?toggleStatus=${value}&sideTypeId=${sideTypeId}`,
      undefined,
      {
        errorMessage: MSG.agentSelectSaleNotUpdated,
      },
    ),
  changeDealType: (id: number, dealTypeId: 1 | 2 | 3, ifMatch?: string | null) =>
    api.put<{ dealTypeId: number; listingAgents: ListingAgentView[] }>(
      `listing/${id}/dealtype`,
      { dealTypeId },
      {
        ifMatch,
        errorMessage: MSG.errorSavingListingDetails,
      },
    ),
  saveAmenities: (
    id: number,
    amenities: Array<{ amenityId: number; selected: boolean; text: string | null }>,
    ifMatch: string | null,
  ) => api.put(`listing/${id}/amenities`, { amenities }, { ifMatch, errorMessage: MSG.errorSavingAmenities }),
  saveFeatureTab: (id: number, tab: 'building' | 'interior' | 'lot', body: unknown, ifMatch: string | null) =>
    api.put(`listing/${id}/${tab}`, body, { ifMatch, errorMessage: MSG.errorSavingSection(tab) }),
  saveTours: (
    id: number,
    body: { virtualTourUrl: string | null; virtualTour3dUrl: string | null },
    ifMatch: string | null,
  ) => api.put(`listing/${id}/tours`, body, { ifMatch, errorMessage: MSG.errorSavingVirtualTour }),
  saveAdditionalMls: (
    id: number,
    additionalMls: Array<{ mlsName: string; mlsNumber: string }>,
    ifMatch: string | null,
  ) =>
    api.put(
      `listing/${id}/additionalMls`,
      { additionalMls },
      { ifMatch, errorMessage: MSG.errorSavingSection('additional MLS') },
    ),
  addNote: (id: number, note: string) =>
    api.post<ListingNote>(`listing/${id}/notes`, { note }, { errorMessage: MSG.notesError }),
  searchCommissions: (q: Partial<CommissionSearch>) =>
    api.post<{ totalRecords: number; results: ListingCommissionRow[] }>('listing/commissionSearch', q, {
      errorMessage: MSG.commissionsFetchError,
    }),
  saveCommission: (id: number, body: ListingCommissionBody, version: number) =>
    api.put(`listing/${id}/commission`, body, {
      ifMatch: `W/"${version}"`,
      errorMessage: MSG.commissionsUpdateError,
    }),
  exportCommissions: (q: Partial<CommissionExport>) =>
    api.raw('POST', 'listing/commissionExport', { body: q, errorMessage: MSG.commissionsExportError }),
  mergeCandidates: (text: string, signal?: AbortSignal) =>
    api.get<MergeCandidate[]>(`listing/mergeCandidates?text=${encodeURIComponent(text)}`, {
      errorMessage: MSG.fetchFromToListings,
      signal,
    }),
  mergeOverview: (body: MergeRequestInput) =>
    api.post<MergeOverview>('listing/overview', body, { errorMessage: MSG.mergeFailed }),
  merge: (body: MergeRequestInput) =>
    api.post<{ message: string }>('listing/merge', body, { errorMessage: MSG.mergeFailed }),
};

/** Saves a downloaded file in the browser. */
export async function saveDownload(res: Response, fallbackName: string) {
  const blob = await res.blob();
  const disposition = res.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
