import {
  advancedSearchEndpoints as A,
  SHELL_MSG,
  savedSearchEndpoints as S,
  searchEndpoints as G,
  type AdvancedSearchCriterion,
  type AdvancedSearchExportRequest,
  type AdvancedSearchRequest,
  type GlobalSearchRequest,
  type SavedSearchInput,
} from '@atrium/domain';
import { saveDownload } from '../../lib/download';
import { callEndpoint } from '../../lib/api-client';

/** TanStack Query keys of the search feature. */
export const searchKeys = {
  all: ['search'] as const,
  fields: () => [...searchKeys.all, 'advancedFields'] as const,
  saved: () => [...searchKeys.all, 'saved'] as const,
  savedOne: (id: number) => [...searchKeys.all, 'saved', id] as const,
};

/** POST search/global: the header drop-down and each tab of the results page. */
export function globalSearch(
  body: GlobalSearchRequest,
  opts: { signal?: AbortSignal; errorMessage?: string } = {},
) {
  return callEndpoint(G.globalSearch, { body }, opts).then((r) => r.data);
}

export const getAdvancedSearchFields = () =>
  callEndpoint(A.getAdvancedSearchFields, {}, { errorMessage: SHELL_MSG.failedAdvancedSearchFields }).then(
    (r) => r.data,
  );

export const runAdvancedSearch = (body: AdvancedSearchRequest) =>
  callEndpoint(A.advancedSearch, { body }, { errorMessage: SHELL_MSG.failedAdvancedSearch }).then(
    (r) => r.data,
  );

export const listSavedSearches = () =>
  callEndpoint(S.getSavedSearches, {}, { errorMessage: SHELL_MSG.failedAdvancedSearch }).then((r) => r.data);
export const getSavedSearch = (id: number) =>
  callEndpoint(S.getSavedSearch, { params: { id } }, { errorMessage: SHELL_MSG.failedAdvancedSearch }).then(
    (r) => r.data,
  );
export const saveSearch = (body: SavedSearchInput) =>
  callEndpoint(
    S.saveSearch,
    { body },
    { errorMessage: SHELL_MSG.errorSavingSearch, preferServerMessage: true },
  ).then((r) => r.data);
export const deleteSearch = (id: number) =>
  callEndpoint(S.removeSavedSearch, { params: { id } }, { errorMessage: SHELL_MSG.errorDeletingSearch });
export const setDefaultSearch = (id: number, userId: number) =>
  callEndpoint(
    S.setDefaultSearch,
    { params: { id }, body: { userId } },
    { errorMessage: SHELL_MSG.errorSettingDefaultSearch },
  );

/** Downloads the export file (CSV or XLSX) of the current search. */
export async function exportAdvancedSearch(body: AdvancedSearchExportRequest) {
  const { data: res } = await callEndpoint(
    A.exportAdvancedSearch,
    { body },
    { errorMessage: SHELL_MSG.failedAdvancedSearch },
  );
  await saveDownload(res, `advanced-search.${body.format ?? 'xlsx'}`);
}

export type { AdvancedSearchCriterion };
