import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fileEndpoints,
  imageEndpoints,
  MSG,
  type Image,
  type ImageEntityType,
  type ImageType,
} from '@atrium/domain';
import { ApiError, callEndpoint } from '../../lib/api-client';
import { saveBlob } from '../../lib/download';

/** The shared image calls (spec/001 section 7 'Photos'), for any entity type. */

export type ImageOwner = { entityType: ImageEntityType; entityId: number };

export const imageKeys = {
  all: (o: ImageOwner) => ['images', o.entityType, o.entityId] as const,
  list: (o: ImageOwner, imageType: ImageType) => ['images', o.entityType, o.entityId, imageType] as const,
  count: (o: ImageOwner) => ['images', o.entityType, o.entityId, 'count'] as const,
};

/** While a rendition is being made the list is asked again, so each photo appears once it exists. */
const PENDING_POLL_MS = 1500;

export function useImages(owner: ImageOwner, imageType: ImageType) {
  return useQuery({
    queryKey: imageKeys.list(owner, imageType),
    queryFn: async () =>
      (
        await callEndpoint(
          imageEndpoints.listImages,
          { params: { entityId: owner.entityId }, query: { entityType: owner.entityType, imageType } },
          { errorMessage: MSG.photosFetchFailed },
        )
      ).data,
    refetchInterval: (q) =>
      q.state.data?.some((i) => i.renditionStatus === 'pending') ? PENDING_POLL_MS : false,
  });
}

export function useImageCounts(owner: ImageOwner) {
  return useQuery({
    queryKey: imageKeys.count(owner),
    queryFn: async () =>
      (
        await callEndpoint(
          imageEndpoints.countImages,
          { params: { id: owner.entityId }, query: { entityType: owner.entityType } },
          { silent: true },
        )
      ).data,
  });
}

export type UploadOutcome = { uploaded: Image[]; refused: Array<{ name: string; reason: string }> };

/** POST image/save: one file into an image type of a record. */
export async function uploadImage(owner: ImageOwner, imageType: ImageType, file: File): Promise<Image> {
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await callEndpoint(
    imageEndpoints.saveImage,
    { query: { ...owner, imageType } },
    { form, silent: true },
  );
  return res.data;
}

/**
 * Uploads files one after the other with `upload` (the staff's image/save, or the photographer's
 * own call; the server checks each by its content), reporting progress as 'n of m'. A refused
 * file does not stop the rest; its reason is kept for the summary.
 */
export async function uploadEach(
  files: File[],
  upload: (file: File) => Promise<Image>,
  onProgress: (n: number) => void,
): Promise<UploadOutcome> {
  const outcome: UploadOutcome = { uploaded: [], refused: [] };
  for (const [i, file] of files.entries()) {
    onProgress(i + 1);
    try {
      outcome.uploaded.push(await upload(file));
    } catch (err) {
      outcome.refused.push({
        name: file.name,
        reason: err instanceof ApiError && err.status < 500 ? err.message : MSG.photoNotUploaded,
      });
    }
  }
  return outcome;
}

/** Refreshes what an image change touches: the lists, the counts and the owner's own record. */
export function useImagesChanged(owner: ImageOwner, onChanged?: () => void) {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: imageKeys.all(owner) });
    onChanged?.();
  };
}

export function useDeleteImages(owner: ImageOwner, onChanged?: () => void) {
  const changed = useImagesChanged(owner, onChanged);
  return useMutation({
    mutationFn: (ids: string[]) =>
      callEndpoint(imageEndpoints.deleteImages, { body: { ids } }, { errorMessage: MSG.failedDeleteImages }),
    onSettled: changed,
  });
}

/** Saves a new order (numbered from 1); the list shows it at once and is put back on failure. */
export function useReorderImages(owner: ImageOwner, imageType: ImageType) {
  const qc = useQueryClient();
  const key = imageKeys.list(owner, imageType);
  return useMutation({
    mutationFn: (ordered: Image[]) =>
      callEndpoint(
        imageEndpoints.reorderImages,
        {
          params: { id: owner.entityId },
          query: { entityType: owner.entityType },
          body: ordered.map((img, i) => ({ id: img.id, orderNo: i + 1 })),
        },
        { errorMessage: MSG.failedImageReorder },
      ),
    onMutate: async (ordered) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<Image[]>(key);
      qc.setQueryData<Image[]>(
        key,
        ordered.map((img, i) => ({ ...img, orderNo: i + 1 })),
      );
      return { before };
    },
    onError: (_err, _ordered, ctx) => qc.setQueryData(key, ctx?.before),
    onSettled: () => qc.invalidateQueries({ queryKey: key }),
  });
}

export function useSaveCaption(owner: ImageOwner, imageType: ImageType) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, caption }: { id: string; caption: string }) =>
      callEndpoint(
        imageEndpoints.saveImageCaption,
        { params: { id }, body: { caption, isFloorPlanCaption: imageType === 'floorPlan' } },
        { errorMessage: MSG.failedImageCaption },
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: imageKeys.list(owner, imageType) }),
  });
}

/** One file, saved by the browser under its own name. */
export async function downloadFile(fileId: string, fileName: string) {
  const res = await callEndpoint(
    fileEndpoints.downloadFile,
    { params: { id: fileId } },
    { errorMessage: MSG.failedDownloadImage },
  );
  saveBlob(await res.data.blob(), fileName);
}

/** Several files as one zip built and streamed by the server. */
export async function downloadZip(fileIds: string[], fileName: string) {
  const res = await callEndpoint(
    fileEndpoints.zipFiles,
    { body: { fileIds, fileName } },
    { errorMessage: MSG.failedDownloadImages },
  );
  saveBlob(await res.data.blob(), `${fileName}.zip`);
}
