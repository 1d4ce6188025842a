import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { MSG, VIDEO_STATUS, videoGuidelineRefusal } from '@atrium/domain';
import { makePoster, makeWebRendition, probeVideo } from '../../adapters/video-host/ffmpeg';
import { findVideo, updateVideo } from './videos.repo';
import { videoKeys, type VideoDeps } from './videos.service';

/** Attempts of the processing job after the first; the last failure leaves the video Failed. */
export const VIDEO_JOB_RETRIES = 2;

/**
 * The sandbox host's processing, a job of the queue: In Progress while it runs; the original is
 * copied from storage to a temporary folder, probed (size, duration) and checked against the
 * guidelines (Failed with the broken guideline's message), then given a poster frame and a web
 * rendition, both put in storage, and the video is Completed. Idempotent: a completed, failed or
 * deleted video is left alone, and a video deleted while it ran loses what the run made.
 */
export async function processVideo(
  deps: Pick<VideoDeps, 'db' | 'storage' | 'uploadTmpDir'>,
  videoId: number,
  attempt: { retryCount: number },
) {
  const row = await findVideo(deps.db, videoId);
  if (!row || !row.storageId) return;
  if (row.status === VIDEO_STATUS.completed || row.status === VIDEO_STATUS.failed) return;
  if (!(await updateVideo(deps.db, videoId, { status: VIDEO_STATUS.inProgress }))) return;
  const keys = videoKeys(row.storageId);
  const dir = path.join(deps.uploadTmpDir, `video-${crypto.randomUUID()}`);
  await fs.promises.mkdir(dir, { recursive: true });
  const fail = (reason: string) =>
    updateVideo(deps.db, videoId, { status: VIDEO_STATUS.failed, failureReason: reason });
  try {
    const original = path.join(dir, 'original');
    try {
      await pipeline(await deps.storage.get(keys.original), fs.createWriteStream(original));
    } catch (err) {
      if (!(await findVideo(deps.db, videoId))) return; // deleted meanwhile: its original went with it
      throw err;
    }
    const probe = await probeVideo(original);
    if (!probe) return void (await fail(MSG.videoUnreadable));
    const measures = {
      width: probe.width,
      height: probe.height,
      durationSeconds: Number.isFinite(probe.durationSeconds) ? probe.durationSeconds : null,
    };
    const refusal = videoGuidelineRefusal(row.videoTypeId, probe);
    if (refusal)
      return void (await updateVideo(deps.db, videoId, {
        ...measures,
        status: VIDEO_STATUS.failed,
        failureReason: refusal,
      }));
    await updateVideo(deps.db, videoId, measures);
    const poster = path.join(dir, 'poster.jpg');
    const web = path.join(dir, 'web.mp4');
    try {
      await makePoster(original, poster, probe.durationSeconds);
      await makeWebRendition(original, web);
    } catch (err) {
      if (attempt.retryCount < VIDEO_JOB_RETRIES) throw err;
      return void (await fail(MSG.videoUnreadable));
    }
    const webSize = (await fs.promises.stat(web)).size;
    const posterSize = (await fs.promises.stat(poster)).size;
    await deps.storage.put(keys.poster, fs.createReadStream(poster), {
      contentType: 'image/jpeg',
      size: posterSize,
    });
    await deps.storage.put(keys.web, fs.createReadStream(web), { contentType: 'video/mp4', size: webSize });
    const done = await updateVideo(deps.db, videoId, {
      status: VIDEO_STATUS.completed,
      failureReason: null,
      renditionSizeBytes: webSize,
      hasPoster: true,
    });
    if (!done) for (const key of Object.values(keys)) await deps.storage.delete(key).catch(() => {});
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}
