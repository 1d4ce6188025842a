import { useQuery } from '@tanstack/react-query';
import {
  MSG,
  officeEndpoints as E,
  type EndpointInput,
  type EndpointResponse,
  type OfficeSearchInput,
} from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';

/** Calls and query keys of the offices feature. */
export type OfficeData = EndpointResponse<typeof E.getOffice>;
export type OfficeSearchAnswer = EndpointResponse<typeof E.searchOffices>;
export type OfficeSettingsData = EndpointResponse<typeof E.getOfficeSettings>;
export type AdditionalMlsRow = EndpointResponse<typeof E.getOfficeAdditionalMls>[number];
export type OfficeDetailsBodyIn = EndpointInput<typeof E.updateOffice>['body'];
export type AdditionalMlsDraft = EndpointInput<typeof E.saveOfficeAdditionalMls>['body'][number];

export const officeKeys = {
  all: ['office'] as const,
  search: (q: OfficeSearchInput) => ['office', 'search', q] as const,
  office: (id: number) => ['office', id] as const,
  settings: (id: number) => ['office', id, 'settings'] as const,
  additionalMls: (id: number) => ['office', id, 'additionalMls'] as const,
};

export function useOfficeSearch(q: OfficeSearchInput) {
  return useQuery({
    queryKey: officeKeys.search(q),
    queryFn: () =>
      callEndpoint(E.searchOffices, { body: q }, { errorMessage: MSG.officeListFailed }).then((r) => r.data),
    placeholderData: (previous) => previous,
  });
}

export function useOffice(id: number) {
  return useQuery({
    queryKey: officeKeys.office(id),
    queryFn: () => callEndpoint(E.getOffice, { params: { id } }, { silent: true }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

export function useOfficeSettings(id: number, enabled: boolean) {
  return useQuery({
    queryKey: officeKeys.settings(id),
    queryFn: () =>
      callEndpoint(
        E.getOfficeSettings,
        { params: { id } },
        { errorMessage: MSG.officeSettingsLoadFailed },
      ).then((r) => r.data),
    enabled,
  });
}

export function useOfficeAdditionalMls(id: number) {
  return useQuery({
    queryKey: officeKeys.additionalMls(id),
    queryFn: () =>
      callEndpoint(
        E.getOfficeAdditionalMls,
        { params: { id } },
        { errorMessage: MSG.officeAdditionalMlsLoadFailed },
      ).then((r) => r.data),
  });
}

/** The writes; each failure toasts the catalogue's text (or the server's sentence for a 400). */
export const officeCalls = {
  create: (body: OfficeDetailsBodyIn) =>
    callEndpoint(
      E.createOffice,
      { body },
      { errorMessage: MSG.officeCreateFailed, preferServerMessage: true },
    ),
  update: (id: number, body: OfficeDetailsBodyIn, ifMatch: string | null) =>
    callEndpoint(
      E.updateOffice,
      { params: { id }, body },
      { ifMatch, errorMessage: MSG.officeDetailsUpdateFailed, preferServerMessage: true },
    ),
  history: (id: number, history: string | null, ifMatch: string | null) =>
    callEndpoint(
      E.updateOfficeHistory,
      { params: { id }, body: { history } },
      { ifMatch, errorMessage: MSG.officeHistoryUpdateFailed, preferServerMessage: true },
    ),
  specializations: (id: number, officeSpecializations: number[]) =>
    callEndpoint(
      E.saveOfficeSpecializations,
      { params: { id }, body: { officeSpecializations } },
      { errorMessage: MSG.officeDetailsUpdateFailed },
    ),
  settings: (id: number, body: OfficeSettingsData) =>
    callEndpoint(
      E.saveOfficeSettings,
      { params: { id }, body },
      { errorMessage: MSG.officeSettingsSaveFailed },
    ),
  assignManager: (id: number, agentId: number, title: string) =>
    callEndpoint(
      E.assignOfficeManager,
      { params: { id }, body: { agentId, title } },
      { errorMessage: MSG.officeManagerSaveFailed, preferServerMessage: true },
    ),
  removeManager: (id: number) =>
    callEndpoint(E.removeOfficeManager, { params: { id } }, { errorMessage: MSG.officeManagerRemoveFailed }),
  addAdditionalMls: (officeId: number, row: AdditionalMlsDraft) =>
    callEndpoint(
      E.addOfficeAdditionalMls,
      { body: { officeId, mlsName: row.mlsName, mlsNumber: row.mlsNumber, active: row.active } },
      { errorMessage: MSG.officeAdditionalMlsSaveFailed },
    ),
  saveAdditionalMls: (id: number, rows: AdditionalMlsDraft[]) =>
    callEndpoint(
      E.saveOfficeAdditionalMls,
      { params: { id }, body: rows },
      { errorMessage: MSG.officeAdditionalMlsSaveFailed, preferServerMessage: true },
    ),
  deactivate: (id: number) =>
    callEndpoint(E.deactivateOffice, { params: { id } }, { errorMessage: MSG.officeStatusFailed }),
  activate: (id: number) =>
    callEndpoint(E.activateOffice, { params: { id } }, { errorMessage: MSG.officeStatusFailed }),
};
