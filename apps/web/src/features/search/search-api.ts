import {
  MSG,
  type AdvancedSearchCriterion,
  type AdvancedSearchExportRequest,
  type AdvancedSearchFieldsResponse,
  type AdvancedSearchRequest,
  type AdvancedSearchResponse,
  type GlobalSearchRequest,
  type GlobalSearchResponse,
  type SavedSearch,
  type SavedSearchInput,
} from '@atrium/domain';
import { api } from '../../lib/api-client';

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
  return api.post<GlobalSearchResponse>('search/global', body, opts);
}

export const getAdvancedSearchFields = () =>
  api.post<AdvancedSearchFieldsResponse>(
    'listing/advancedsearch/fields',
    {},
    { errorMessage: MSG.failedAdvancedSearchFields },
  );

export const runAdvancedSearch = (body: AdvancedSearchRequest) =>
  api.post<AdvancedSearchResponse>('listing/advancedsearch', body, {
    errorMessage: MSG.failedAdvancedSearch,
  });

export const listSavedSearches = () =>
  api.get<SavedSearch[]>('savedsearches', { errorMessage: MSG.failedAdvancedSearch });
export const getSavedSearch = (id: number) =>
  api.get<SavedSearch>(`savedsearches/${id}`, { errorMessage: MSG.failedAdvancedSearch });
export const saveSearch = (body: SavedSearchInput) =>
  api.post<SavedSearch>('savedsearches', body, {
    errorMessage: MSG.errorSavingSearch,
    preferServerMessage: true,
  });
export const deleteSearch = (id: number) =>
  api.del<void>(`savedsearches/${id}`, { errorMessage: MSG.errorDeletingSearch });
export const setDefaultSearch = (id: number, userId: number) =>
  api.put<SavedSearch>(
    `savedsearches/${id}/setdefault`,
    { userId },
    { errorMessage: MSG.errorSettingDefaultSearch },
  );

/** Downloads the export file (CSV or XLSX) of the current search. */
export async function exportAdvancedSearch(body: AdvancedSearchExportRequest) {
  const res = await api.raw('POST', 'listing/advancedsearch/export', {
    body,
    errorMessage: MSG.failedAdvancedSearch,
  });
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ??
    `advanced-search.${body.format ?? 'xlsx'}`;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export type { AdvancedSearchCriterion };
