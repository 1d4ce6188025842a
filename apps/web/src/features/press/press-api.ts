import { useQuery } from '@tanstack/react-query';
import {
  MSG,
  pressEndpoints as E,
  type PressExportInput,
  type PressInput,
  type PressSearchInput,
} from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';

/** Calls and query keys of the press feature. */
export const pressKeys = {
  all: ['press'] as const,
  search: (q: PressSearchInput) => ['press', 'search', q] as const,
  outlets: ['press', 'mediaOutlets'] as const,
};

export function usePressSearch(q: PressSearchInput) {
  return useQuery({
    queryKey: pressKeys.search(q),
    queryFn: () =>
      callEndpoint(E.searchPress, { body: q }, { errorMessage: MSG.pressListFailed }).then((r) => r.data),
    placeholderData: (previous) => previous,
  });
}

export function useMediaOutlets() {
  return useQuery({
    queryKey: pressKeys.outlets,
    queryFn: () =>
      callEndpoint(E.getPressMediaOutlets, {}, { errorMessage: MSG.pressDetailFailed }).then((r) => r.data),
    staleTime: 60_000,
  });
}

export const pressCalls = {
  save: (body: PressInput) =>
    callEndpoint(E.savePress, { body }, { errorMessage: MSG.pressSaveFailed }).then((r) => r.data),
  remove: (id: number) =>
    callEndpoint(E.deletePress, { params: { id } }, { errorMessage: MSG.pressDeleteFailed }),
  exportList: (body: PressExportInput) =>
    callEndpoint(E.exportPress, { body }, { errorMessage: MSG.marketingExportFailed }).then((r) => r.data),
  uploadImage: (id: number, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return callEndpoint(
      E.uploadPressWebDisplayImage,
      { params: { id } },
      { form, preferServerMessage: true },
    );
  },
  removeImage: (id: number) =>
    callEndpoint(
      E.deletePressWebDisplayImage,
      { params: { id } },
      { errorMessage: MSG.fileDeleteFromServerFailed },
    ),
};
