import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fileEndpoints,
  IMAGE_TAG_KINDS,
  imageEndpoints,
  imageToolEndpoints as T,
  MSG,
  shareEndpoints,
  type Image,
  type ImageEntityType,
  type ImageTagKind,
  type ImageType,
  type ShareSendBody,
} from '@atrium/domain';
import { ApiError, callEndpoint, postLog } from '../../lib/api-client';
import { saveBlob } from '../../lib/download';
import { showToast } from '../../lib/toast-store';

/** The shared image calls (spec/001 section 7 'Photos'), for any entity type. */

export type ImageOwner = { entityType: ImageEntityType; entityId: number };

export const imageKeys = {
  all: (o: ImageOwner) => ['images', o.entityType, o.entityId] as const,
  list: (o: ImageOwner, imageType: ImageType) => ['images', o.entityType, o.entityId, imageType] as const,
  types: (o: ImageOwner) => ['images', o.entityType, o.entityId, 'types'] as const,
  tags: (o: ImageOwner) => ['images', o.entityType, 'tag-catalogue'] as const,
};

/** The tag catalogue kind of an entity type, as its path writes it ('1' listing, '2' development). */
const tagKindOf = (entityType: ImageEntityType) =>
  Object.entries(IMAGE_TAG_KINDS).find(([, name]) => name === entityType)![0] as `${ImageTagKind}`;

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

/** The owner's image types with their maximum (from the server) and how many each holds. */
export function useImageTypes(owner: ImageOwner) {
  return useQuery({
    queryKey: imageKeys.types(owner),
    queryFn: async () =>
      (
        await callEndpoint(
          T.imageTypes,
          { params: { id: owner.entityId, entityType: owner.entityType } },
          { silent: true },
        )
      ).data,
  });
}

/** The tag catalogue of the owner's kind of record. */
export function useTagCatalogue(owner: ImageOwner) {
  return useQuery({
    queryKey: imageKeys.tags(owner),
    queryFn: async () =>
      (
        await callEndpoint(
          T.imageTagCatalogue,
          { params: { kind: tagKindOf(owner.entityType) } },
          { silent: true },
        )
      ).data,
    staleTime: Infinity,
  });
}

/** Sets an image's one tag (or clears it with null). */
export function useSaveTag(owner: ImageOwner, imageType: ImageType) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, tagId }: { id: string; tagId: number | null }) =>
      callEndpoint(
        T.saveImageTags,
        {
          params: { kind: tagKindOf(owner.entityType), entityId: owner.entityId, target: id },
          body: { ids: tagId === null ? [] : [tagId] },
        },
        { errorMessage: MSG.imageTagsFailed },
      ),
    onSuccess: () => {
      showToast('success', MSG.imageTagsSaved);
      return qc.invalidateQueries({ queryKey: imageKeys.list(owner, imageType) });
    },
  });
}

/** Crops an image; the crop replaces it (new renditions follow). */
export function useCropImage(owner: ImageOwner, onChanged?: () => void) {
  const changed = useImagesChanged(owner, onChanged);
  return useMutation({
    mutationFn: ({
      id,
      area,
    }: {
      id: string;
      area: { x: number; y: number; width: number; height: number };
    }) =>
      callEndpoint(
        T.cropImage,
        { params: { id }, body: area },
        { errorMessage: MSG.imageCropFailed, preferServerMessage: true },
      ),
    onSuccess: () => {
      showToast('success', MSG.imageCropped);
      changed();
    },
  });
}

/** Sends photographer uploaded images to main photos or floor plans. */
export function useMoveImages(owner: ImageOwner, onChanged?: () => void) {
  const changed = useImagesChanged(owner, onChanged);
  return useMutation({
    mutationFn: ({ ids, imageType }: { ids: string[]; imageType: 'mainPhoto' | 'floorPlan' }) =>
      callEndpoint(
        T.moveImages,
        { params: { id: owner.entityId }, query: { entityType: owner.entityType }, body: { ids, imageType } },
        { errorMessage: MSG.imagesMoveFailed, preferServerMessage: true },
      ),
    onSuccess: () => showToast('success', MSG.imagesMoved),
    onSettled: changed,
  });
}

/** Copies main photos into the showcase hero images, one after the other. */
export function useChooseHeroImages(owner: ImageOwner, onChanged?: () => void) {
  const changed = useImagesChanged(owner, onChanged);
  return useMutation({
    mutationFn: async (sourceIds: string[]) => {
      for (const sourceGuid of sourceIds)
        await callEndpoint(
          T.chooseFeaturedImage,
          {
            params: { entityId: owner.entityId, entityType: owner.entityType, type: 'hero' },
            body: { sourceGuid },
          },
          { errorMessage: MSG.failedSetSelectedMedia, preferServerMessage: true },
        );
    },
    onSuccess: () => showToast('success', MSG.photosSaved),
    onSettled: changed,
  });
}

/**
 * Shares images by e-mail (a link to a zip of them at the chosen size); the spec's toast on
 * success, the server's sentence on failure.
 */
export function useShareImages() {
  return useMutation({
    mutationFn: (body: ShareSendBody) =>
      callEndpoint(
        shareEndpoints.sendShare,
        { body },
        { errorMessage: MSG.shareFailed, preferServerMessage: true },
      ),
    onSuccess: () => showToast('success', MSG.imagesShared),
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
    onSuccess: () => showToast('success', MSG.imageOrderUpdated),
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
    onSuccess: () => {
      showToast('success', imageType === 'floorPlan' ? MSG.floorPlanTitleUpdated : MSG.captionUpdated);
      return qc.invalidateQueries({ queryKey: imageKeys.list(owner, imageType) });
    },
  });
}

/** One file, saved by the browser under its own name. */
export async function downloadFile(fileId: string, fileName: string) {
  const res = await callEndpoint(
    fileEndpoints.downloadFile,
    { params: { id: fileId } },
    { errorMessage: MSG.failedDownloadImage },
  );
  saveBlob(await bodyOf(res.data, MSG.failedDownloadImage), fileName);
}

/** Several files as one zip built and streamed by the server. */
export async function downloadZip(fileIds: string[], fileName: string) {
  const res = await callEndpoint(
    fileEndpoints.zipFiles,
    { body: { fileIds, fileName } },
    { errorMessage: MSG.zipFailed },
  );
  saveBlob(await bodyOf(res.data, MSG.failedDownloadImages), `${fileName}.zip`);
}

/**
 * The downloaded bytes. The answer is streamed, so it can break after its status arrived (the
 * server or the connection failing mid-way): reported like any failed call, with `message`.
 */
async function bodyOf(res: Response, message: string): Promise<Blob> {
  try {
    return await res.blob();
  } catch (err) {
    showToast('error', message);
    void postLog('error', message, String(err));
    throw err;
  }
}
