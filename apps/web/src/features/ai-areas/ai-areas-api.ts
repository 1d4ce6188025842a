import { useQuery } from '@tanstack/react-query';
import {
  AI_AREA_LIMITS,
  aiAreaEndpoints as E,
  etagFor,
  MSG,
  type AiAreaExportInput,
  type AiAreaInput,
  type AiAreaSearchInput,
} from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';

/** Calls and query keys of the AI areas feature. */
export const aiAreaKeys = {
  all: ['ai-areas'] as const,
  search: (q: AiAreaSearchInput) => ['ai-areas', 'search', q] as const,
  region: (salesRegionId: number) => ['ai-areas', 'region', salesRegionId] as const,
};

export function useAiAreaSearch(q: AiAreaSearchInput) {
  return useQuery({
    queryKey: aiAreaKeys.search(q),
    queryFn: () =>
      callEndpoint(E.searchAiAreas, { body: q }, { errorMessage: MSG.aiAreaListFailed }).then((r) => r.data),
    placeholderData: (previous) => previous,
  });
}

/** Every area of a sales region, by name: the choices of a parent area. */
export function useRegionAiAreas(salesRegionId: number | null) {
  return useQuery({
    queryKey: aiAreaKeys.region(salesRegionId ?? 0),
    enabled: salesRegionId != null,
    queryFn: () =>
      callEndpoint(
        E.searchAiAreas,
        { body: { salesRegionId: salesRegionId ?? 0, recordsPerPage: AI_AREA_LIMITS.pickListSize } },
        { errorMessage: MSG.aiAreaListFailed },
      ).then((r) => r.data.results),
  });
}

export const aiAreaCalls = {
  save: (body: AiAreaInput, version: number | null) =>
    callEndpoint(
      E.saveAiArea,
      { body },
      { errorMessage: MSG.aiAreaSaveFailed, ifMatch: version == null ? null : etagFor(version) },
    ).then((r) => r.data),
  setParent: (id: number, parentNeighborhood: number | null, version: number) =>
    callEndpoint(
      E.setAiAreaParent,
      { params: { id }, body: { parentNeighborhood } },
      { errorMessage: MSG.aiAreaParentFailed, preferServerMessage: true, ifMatch: etagFor(version) },
    ).then((r) => r.data),
  remove: (id: number) =>
    callEndpoint(E.deleteAiArea, { params: { id } }, { errorMessage: MSG.aiAreaDeleteFailed }),
  exportList: (body: AiAreaExportInput) =>
    callEndpoint(E.exportAiAreas, { body }, { errorMessage: MSG.aiAreaExportFailed }).then((r) => r.data),
  uploadImage: (id: number, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return callEndpoint(E.uploadAiAreaImage, { params: { id } }, { form, preferServerMessage: true });
  },
  removeImage: (id: number, image: string) =>
    callEndpoint(
      E.deleteAiAreaImage,
      { body: { id, image } },
      { errorMessage: MSG.fileDeleteFromServerFailed },
    ),
};
