import crypto from 'node:crypto';
import fs from 'node:fs';
import type { FastifyRequest } from 'fastify';
import {
  MSG,
  VIDEO_ENTITY_TYPE_IDS,
  VIDEO_REUPLOAD_INTERVAL_MS,
  VIDEO_STATUS,
  videosDeletedWith,
  videoGuidelineRefusal,
  videoUploadRefusal,
  type Actor,
  type Video,
  type VideoEntityType,
  type VideoUpdate,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import type { Storage } from '../../adapters/storage/storage';
import type { AppContext } from '../../app-context';
import type { VideoHost } from '../../adapters/video-host/video-host';
import { VideoHostError } from '../../adapters/video-host/remote-video-host';
import { badRequest, notFound } from '../../lib/http-error';
import { fileEntity, objectKey } from '../files';
import { withVideoUpload, type VideoUpload } from './video-upload';
import {
  deleteVideoRows,
  findVideo,
  findStalledVideoIds,
  findVideoByToken,
  insertVideo,
  listVideoRows,
  updateVideo as updateVideoRow,
  type VideoRow,
} from './videos.repo';

export type VideoDeps = {
  db: Db;
  storage: Storage;
  jobs: AppContext['jobs'];
  host: VideoHost;
  uploadTmpDir: string;
  /** The API's public address: the host's callback is sent there. */
  publicUrl: string;
};

export const VIDEO_JOB = 'video-processing';
/** The recurring job that queues again the processing of sandbox videos whose job was lost. */
export const VIDEO_SWEEP_JOB = 'video-processing-sweep';

/** The objects of a sandbox video: the original, the web rendition and the poster. */
export const videoKeys = (storageId: string) => ({
  original: objectKey(storageId, 'original'),
  web: objectKey(storageId, 'web'),
  poster: objectKey(storageId, 'poster'),
});

export function toVideo(row: VideoRow): Video {
  const entityType = row.entityType as VideoEntityType;
  const isSandbox = row.storageId != null;
  const key = `key=${row.playbackKey}`;
  const isDone = row.status === VIDEO_STATUS.completed;
  return {
    id: row.id,
    entityType,
    entityTypeId: VIDEO_ENTITY_TYPE_IDS[entityType],
    entityId: row.entityId,
    videoId: row.hostVideoId ?? (isSandbox ? `sandbox-${row.id}` : null),
    videoTypeId: row.videoTypeId,
    displayOrder: row.displayOrder,
    reference: `atrium-video-${row.id}`,
    status: row.status,
    failureReason: row.failureReason,
    caption: row.caption,
    title: row.title,
    description: row.description,
    reuploadInterval: row.reuploadInterval,
    isCancelled: row.isCancelled,
    fileName: row.fileName,
    url: !isDone ? null : isSandbox ? `/api/video/${row.id}/rendition?${key}` : row.url,
    posterUrl: !isDone
      ? null
      : isSandbox
        ? row.hasPoster
          ? `/api/video/${row.id}/poster?${key}`
          : null
        : row.posterUrl,
    downloadUrl: row.hasOriginal ? `/api/video/${row.id}/download` : null,
    width: row.width,
    height: row.height,
    durationSeconds: row.durationSeconds,
    createdDate: row.createdDate,
  };
}

export async function listVideos(
  deps: VideoDeps,
  actor: Actor,
  entityType: VideoEntityType,
  entityId: number,
) {
  await fileEntity(entityType).requireVisible(deps.db, actor, entityId);
  return (await listVideoRows(deps.db, entityType, entityId)).map(toVideo);
}

type Slot = { entityType: VideoEntityType; entityId: number; videoTypeId: number; displayOrder: number };

/**
 * Takes a video into a slot of a record the actor may change. The slot rules are checked before
 * the file is read and again when the row is written (the slot's unique index settles a race).
 * Sandbox: the original is put in storage, the row written as Started and the processing job
 * queued. Remote host: the video is created there, the file uploaded with its temporary
 * credentials, ingested with a callback and put in the folder; a failing step leaves the video
 * Failed with the step's message.
 */
export async function uploadVideo(
  deps: VideoDeps,
  actor: Actor,
  slot: Slot,
  req: FastifyRequest,
): Promise<Video> {
  await fileEntity(slot.entityType).requireEditable(deps.db, actor, slot.entityId);
  const checkSlot = async () => {
    const existing = await listVideoRows(deps.db, slot.entityType, slot.entityId);
    const refusal = videoUploadRefusal(existing, slot, slot.entityType);
    if (refusal) throw badRequest(refusal);
  };
  await checkSlot();
  return withVideoUpload(req, deps.uploadTmpDir, async (upload) => {
    await checkSlot();
    return deps.host.kind === 'sandbox'
      ? storeSandboxVideo(deps, actor, slot, upload)
      : sendToHost(deps, actor, slot, upload, deps.host.client);
  });
}

const newRow = (actor: Actor, slot: Slot, upload: VideoUpload) => ({
  ...slot,
  status: VIDEO_STATUS.started,
  fileName: upload.fileName,
  contentType: upload.contentType,
  sizeBytes: upload.sizeBytes,
  reuploadInterval: VIDEO_REUPLOAD_INTERVAL_MS,
  playbackKey: crypto.randomBytes(24).toString('base64url'),
  createdBy: actor.userId,
});

async function storeSandboxVideo(deps: VideoDeps, actor: Actor, slot: Slot, upload: VideoUpload) {
  const storageId = crypto.randomUUID();
  const keys = videoKeys(storageId);
  await deps.storage.put(keys.original, fs.createReadStream(upload.tmpFile), {
    contentType: upload.contentType,
    size: upload.sizeBytes,
  });
  let row: VideoRow | null = null;
  try {
    row = await insertVideo(deps.db, { ...newRow(actor, slot, upload), storageId, hasOriginal: true });
    if (!row) throw badRequest(slot.videoTypeId === 3 ? MSG.showcaseHeroVideoExists : MSG.videoSlotTaken);
    await deps.jobs.enqueue(VIDEO_JOB, { videoId: row.id });
    return toVideo(row);
  } catch (err) {
    if (row) await deleteVideoRows(deps.db, [row.id]);
    await deps.storage.delete(keys.original).catch(() => {});
    throw err;
  }
}

async function sendToHost(
  deps: VideoDeps,
  actor: Actor,
  slot: Slot,
  upload: VideoUpload,
  client: Extract<VideoHost, { kind: 'remote' }>['client'],
) {
  const callbackToken = crypto.randomBytes(24).toString('base64url');
  const row = await insertVideo(deps.db, { ...newRow(actor, slot, upload), callbackToken });
  if (!row) throw badRequest(MSG.videoSlotTaken);
  let step: 'create' | 'upload' | 'ingest' = 'create';
  try {
    const hostId = await client.createVideo(upload.fileName, `atrium-video-${row.id}`);
    await updateVideoRow(deps.db, row.id, { hostVideoId: hostId });
    step = 'upload';
    const source = await client.uploadSource(hostId, upload.fileName, upload.tmpFile, upload.sizeBytes);
    step = 'ingest';
    await client.requestIngest(hostId, source, `${deps.publicUrl}/api/video/callback/${callbackToken}`);
    await client.addToFolder(hostId).catch(() => {}); // a video outside the folder still plays
    return toVideo((await updateVideoRow(deps.db, row.id, { status: VIDEO_STATUS.inProgress })) ?? row);
  } catch (err) {
    if (!(err instanceof VideoHostError) && !(err instanceof TypeError)) throw err;
    const reason = {
      create: MSG.videoNotCreated,
      upload: MSG.videoNotUploaded,
      ingest: MSG.videoIngestFailed,
    }[step];
    return toVideo(
      (await updateVideoRow(deps.db, row.id, { status: VIDEO_STATUS.failed, failureReason: reason })) ?? row,
    );
  }
}

/** The host's word that an ingest ended: Completed (when the guidelines hold) or Failed. */
export async function hostCallback(
  deps: VideoDeps,
  token: string,
  body: { action?: string; status?: string; errorMessage?: string },
) {
  const row = await findVideoByToken(deps.db, token);
  if (!row || deps.host.kind !== 'remote') throw notFound();
  if (row.status === VIDEO_STATUS.completed || !row.hostVideoId) return;
  if ((body.status ?? '').toUpperCase() !== 'SUCCESS') {
    await updateVideoRow(deps.db, row.id, {
      status: VIDEO_STATUS.failed,
      failureReason: body.errorMessage ?? MSG.videoIngestFailed,
    });
    return;
  }
  const info = await deps.host.client.info(row.hostVideoId);
  const probe = {
    width: info.width ?? 0,
    height: info.height ?? 0,
    durationSeconds: info.durationSeconds ?? Number.NaN,
  };
  const refusal = videoGuidelineRefusal(row.videoTypeId, probe);
  await updateVideoRow(deps.db, row.id, {
    status: refusal ? VIDEO_STATUS.failed : VIDEO_STATUS.completed,
    failureReason: refusal,
    url: info.url,
    posterUrl: info.posterUrl,
    width: info.width,
    height: info.height,
    durationSeconds: info.durationSeconds,
  });
}

async function requireVideo(deps: VideoDeps, actor: Actor, id: number, edit: boolean) {
  const row = await findVideo(deps.db, id);
  if (!row) throw notFound();
  const access = fileEntity(row.entityType);
  await (edit ? access.requireEditable : access.requireVisible)(deps.db, actor, row.entityId);
  return row;
}

/** The caption, title, description and re-upload interval of a video of a record the actor may change. */
export async function updateVideo(deps: VideoDeps, actor: Actor, id: number, body: VideoUpdate) {
  await requireVideo(deps, actor, id, true);
  const values = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  if (Object.keys(values).length) await updateVideoRow(deps.db, id, values);
}

/**
 * Deletes a video of a record the actor may change (the property video takes the 15-second
 * video with it): the rows first, then their objects and host copies. A job still processing one
 * of them finds its row gone and removes what it made.
 */
export async function deleteVideo(deps: VideoDeps, actor: Actor, id: number) {
  const row = await requireVideo(deps, actor, id, true);
  const all = await listVideoRows(deps.db, row.entityType, row.entityId);
  const deleted = await deleteVideoRows(
    deps.db,
    videosDeletedWith(row, all).map((v) => v.id),
  );
  for (const v of deleted) {
    if (v.storageId)
      for (const key of Object.values(videoKeys(v.storageId))) await deps.storage.delete(key).catch(() => {});
    if (v.hostVideoId && deps.host.kind === 'remote')
      await deps.host.client.deleteVideo(v.hostVideoId).catch(() => {});
  }
}

/** A sandbox video's original for someone who may see its record. */
export async function videoOriginal(deps: VideoDeps, actor: Actor, id: number) {
  const row = await requireVideo(deps, actor, id, false);
  if (!row.storageId || !row.hasOriginal) throw notFound();
  return {
    key: videoKeys(row.storageId).original,
    size: row.sizeBytes,
    contentType: row.contentType,
    fileName: row.fileName,
  };
}

/** The rendition or poster of a completed sandbox video, opened by the key its address carries. */
export async function videoPlayback(deps: VideoDeps, id: number, key: string, what: 'web' | 'poster') {
  const row = await findVideo(deps.db, id);
  const given = Buffer.from(key);
  const expected = Buffer.from(row?.playbackKey ?? '');
  if (!row || !row.storageId || given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
    throw notFound();
  if (row.status !== VIDEO_STATUS.completed || (what === 'poster' && !row.hasPoster)) throw notFound();
  const base = row.fileName.replace(/\.[^.]*$/, '');
  return what === 'web'
    ? {
        key: videoKeys(row.storageId).web,
        size: row.renditionSizeBytes ?? 0,
        contentType: 'video/mp4',
        fileName: `${base}-web.mp4`,
      }
    : {
        key: videoKeys(row.storageId).poster,
        size: null,
        contentType: 'image/jpeg',
        fileName: `${base}-poster.jpg`,
      };
}

/**
 * Queues again the processing of sandbox videos still Started five minutes (and under a day)
 * after their upload: the row is written before its job is queued, so a queue failing just then
 * would leave the slot 'Processing...' for good. Processing is idempotent. Answers how many.
 */
export async function requeueStalledVideos(deps: Pick<VideoDeps, 'db' | 'jobs'>) {
  const ids = await findStalledVideoIds(deps.db, 5 * 60, 24 * 60 * 60);
  for (const videoId of ids) await deps.jobs.enqueue(VIDEO_JOB, { videoId });
  return ids.length;
}
