import { useQuery } from '@tanstack/react-query';
import {
  advertisementEndpoints as E,
  fileEndpoints,
  MSG,
  type AdvertisementFileTypeId,
  type AdvertisementSaveInput,
  type AdvertisementSearchInput,
  type EndpointResponse,
  type MediaOutletFilePlace,
  type MediaOutletSaveInput,
  type MediaOutletSearchInput,
} from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';
import { saveDownload } from '../../lib/download';

/** Calls and query keys of media outlets and advertisements. */
export type MediaOutletData = EndpointResponse<typeof E.getMediaOutlet>;
export type AdvertisementData = EndpointResponse<typeof E.getAdvertisement>;

export const advertisementKeys = {
  all: ['advertisement'] as const,
  search: (q: AdvertisementSearchInput) => ['advertisement', 'search', q] as const,
  one: (id: number) => ['advertisement', id] as const,
  editions: (mediaOutletId: number) => ['advertisement', 'editions', mediaOutletId] as const,
};
export const mediaOutletKeys = {
  all: ['mediaOutlet'] as const,
  search: (q: MediaOutletSearchInput) => ['mediaOutlet', 'search', q] as const,
  active: ['mediaOutlet', 'active'] as const,
};

export function useMediaOutletSearch(q: MediaOutletSearchInput) {
  return useQuery({
    queryKey: mediaOutletKeys.search(q),
    queryFn: () =>
      callEndpoint(E.searchMediaOutlets, { body: q }, { errorMessage: MSG.mediaOutletLoadFailed }).then(
        (r) => r.data,
      ),
    placeholderData: (previous) => previous,
  });
}

export function useActiveMediaOutlets() {
  return useQuery({
    queryKey: mediaOutletKeys.active,
    queryFn: () =>
      callEndpoint(E.listActiveMediaOutlets, {}, { errorMessage: MSG.mediaOutletLoadFailed }).then(
        (r) => r.data,
      ),
    staleTime: 60_000,
  });
}

export function useAdvertisementSearch(q: AdvertisementSearchInput) {
  return useQuery({
    queryKey: advertisementKeys.search(q),
    queryFn: () =>
      callEndpoint(E.searchAdvertisements, { body: q }, { errorMessage: MSG.advertisementListFailed }).then(
        (r) => r.data,
      ),
    placeholderData: (previous) => previous,
  });
}

export function useAdvertisement(id: number | null) {
  return useQuery({
    queryKey: advertisementKeys.one(id ?? 0),
    queryFn: () =>
      callEndpoint(E.getAdvertisement, { params: { id: id! } }, { silent: true }).then((r) => r.data),
    enabled: id !== null,
    retry: false,
  });
}

export function useEditions(mediaOutletId: number | null) {
  return useQuery({
    queryKey: advertisementKeys.editions(mediaOutletId ?? 0),
    queryFn: () =>
      callEndpoint(
        E.getEditions,
        { query: { mediaOutletId: mediaOutletId! } },
        { errorMessage: MSG.advertisementEditionsFailed },
      ).then((r) => r.data),
    enabled: mediaOutletId !== null,
  });
}

const formOf = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

export const mediaOutletCalls = {
  save: (body: MediaOutletSaveInput) =>
    callEndpoint(
      E.saveMediaOutlet,
      { body },
      { errorMessage: MSG.mediaOutletSaveFailed, preferServerMessage: true },
    ),
  upload: (id: number, place: MediaOutletFilePlace, file: File) =>
    callEndpoint(
      E.uploadMediaOutletFile,
      { params: { id }, query: { place } },
      { form: formOf(file), preferServerMessage: true },
    ),
  deleteFile: (id: number, place: MediaOutletFilePlace) =>
    callEndpoint(
      E.deleteMediaOutletFile,
      { params: { id, place } },
      { errorMessage: MSG.fileDeleteFromServerFailed },
    ),
  deactivate: (id: number) => callEndpoint(E.deactivateMediaOutlet, { params: { id } }),
};

export const advertisementCalls = {
  save: (body: AdvertisementSaveInput) =>
    callEndpoint(
      E.saveAdvertisement,
      { body },
      { errorMessage: MSG.advertisementCreateUpdateFailed, preferServerMessage: true },
    ),
  upload: (advertisementId: number, fileType: AdvertisementFileTypeId, file: File) =>
    callEndpoint(
      E.uploadAdvertisementFile,
      { query: { advertisementId, fileType } },
      { form: formOf(file), preferServerMessage: true },
    ),
  deleteFile: (id: number, fileType: AdvertisementFileTypeId) =>
    callEndpoint(
      E.deleteAdvertisementFile,
      { params: { id, fileType } },
      { errorMessage: MSG.fileDeleteFromServerFailed },
    ),
  remove: (id: number) =>
    callEndpoint(
      E.deleteAdvertisement,
      { params: { id } },
      { errorMessage: MSG.advertisementDeleteFailed, preferServerMessage: true },
    ),
  copy: (advertisementId: number) =>
    callEndpoint(
      E.copyAdvertisement,
      { body: { advertisementId } },
      { errorMessage: MSG.advertisementCopyFailed },
    ),
  export: async (id: number, kind: 'advertisement' | 'cit') => {
    const e = kind === 'cit' ? E.exportAdvertisementCit : E.exportAdvertisement;
    const res = await callEndpoint(e, { params: { id } }, { errorMessage: MSG.advertisementExportFailed });
    await saveDownload(res.data, `${kind}-${id}.xlsx`);
  },
};

/** Saves a stored file (a media kit, a tear sheet) in the browser. */
export async function downloadStoredFile(fileId: string, fileName: string) {
  const res = await callEndpoint(fileEndpoints.downloadFile, { params: { id: fileId } });
  await saveDownload(res.data, fileName);
}
