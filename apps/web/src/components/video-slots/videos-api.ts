import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  endpointPath,
  MSG,
  shouldPollVideos,
  VIDEO_POLL_MS,
  videoEndpoints,
  type ErrorBody,
  type Video,
  type VideoEntityType,
  type VideoUpdate,
} from '@atrium/domain';
import { ApiError, callEndpoint } from '../../lib/api-client';
import { saveBlob } from '../../lib/download';
import { sessionStore } from '../../lib/session-store';
import { showToast } from '../../lib/toast-store';

/** The video calls (spec/001 section 7 'Videos') for any entity type that has video slots. */

export type VideoOwner = { entityType: VideoEntityType; entityId: number };

export const videoKeys = {
  list: (o: VideoOwner) => ['videos', o.entityType, o.entityId] as const,
};

/** The record's videos; read again every 20 s while any is still processing, not at all otherwise. */
export function useVideos(owner: VideoOwner) {
  return useQuery({
    queryKey: videoKeys.list(owner),
    queryFn: async () =>
      (
        await callEndpoint(
          videoEndpoints.listVideos,
          { params: { entityType: owner.entityType, entityId: owner.entityId } },
          { errorMessage: MSG.videoFetchFailed },
        )
      ).data,
    refetchInterval: (q) => (shouldPollVideos(q.state.data ?? []) ? VIDEO_POLL_MS : false),
  });
}

/** The upload address of an entity type's slot: a listing's, an agent's (its type in the path), a sales team's or a development's. */
function uploadPath(owner: VideoOwner, videoTypeId: number, displayOrder: number) {
  switch (owner.entityType) {
    case 'listing': {
      const path = endpointPath(videoEndpoints.uploadListingVideo, { id: owner.entityId });
      return `${path}?videoTypeId=${videoTypeId}&displayOrder=${displayOrder}`;
    }
    case 'agent':
      return `${endpointPath(videoEndpoints.uploadAgentVideo, { id: owner.entityId, type: videoTypeId })}?displayOrder=${displayOrder}`;
    case 'salesTeam':
      return `${endpointPath(videoEndpoints.uploadSalesTeamVideo, { id: owner.entityId })}?displayOrder=${displayOrder}`;
    case 'development':
      return `${endpointPath(videoEndpoints.uploadDevelopmentVideo, { id: owner.entityId })}?displayOrder=${displayOrder}`;
  }
}

/**
 * Uploads a file into a slot with its progress (an XMLHttpRequest: fetch reports no upload
 * progress). Aborting the signal aborts the request itself, so the server stores nothing.
 */
export function uploadVideoFile(
  owner: VideoOwner,
  slot: { videoTypeId: number; displayOrder: number },
  file: File,
  opts: { signal: AbortSignal; onProgress: (fraction: number) => void },
): Promise<Video> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', uploadPath(owner, slot.videoTypeId, slot.displayOrder));
    const token = sessionStore.get().accessToken;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => e.lengthComputable && opts.onProgress(e.loaded / e.total);
    xhr.onload = () => {
      const body = JSON.parse(xhr.responseText || '{}') as Video & Partial<ErrorBody>;
      if (xhr.status === 201) resolve(body);
      else reject(new ApiError(xhr.status, body.message ?? MSG.videoNotUploaded));
    };
    xhr.onerror = () => reject(new ApiError(0, MSG.videoNotUploaded));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    opts.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

export function useDeleteVideo(owner: VideoOwner) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      callEndpoint(videoEndpoints.deleteVideo, { params: { id } }, { errorMessage: MSG.videoDeleteFailed }),
    onSuccess: () => showToast('success', MSG.videoDeleted),
    onSettled: () => qc.invalidateQueries({ queryKey: videoKeys.list(owner) }),
  });
}

export function useUpdateVideo(owner: VideoOwner) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: VideoUpdate }) =>
      callEndpoint(
        videoEndpoints.updateVideo,
        { params: { id }, body: values },
        { errorMessage: MSG.videoUpdateFailed },
      ),
    onSuccess: () => showToast('success', MSG.videoDetailsUpdated),
    onSettled: () => qc.invalidateQueries({ queryKey: videoKeys.list(owner) }),
  });
}

/** Downloads a video's original, reading the body as it streams to report the progress. */
export async function downloadVideo(video: Video, onProgress: (fraction: number | null) => void) {
  const res = (
    await callEndpoint(
      videoEndpoints.downloadVideo,
      { params: { id: video.id } },
      { errorMessage: MSG.videoFetchFailed },
    )
  ).data;
  const total = Number(res.headers.get('content-length') ?? 0);
  const reader = res.body!.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress(total ? received / total : null);
  }
  saveBlob(
    new Blob(chunks as BlobPart[], { type: res.headers.get('content-type') ?? 'video/mp4' }),
    video.fileName,
  );
}
