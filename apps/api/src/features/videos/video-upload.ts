import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { MSG, normaliseFileName, VIDEO_MAX_BYTES } from '@atrium/domain';
import { badRequest, HttpError } from '../../lib/http-error';

/** A video upload waiting in a temporary file: its name, size and container from its content. */
export type VideoUpload = { tmpFile: string; fileName: string; contentType: string; sizeBytes: number };

/** The container from the first bytes; the name or the declared type proves nothing. */
export function sniffVideo(head: Buffer): string | null {
  if (head.length >= 12 && head.subarray(4, 8).toString('latin1') === 'ftyp')
    return head.subarray(8, 10).toString('latin1') === 'qt' ? 'video/quicktime' : 'video/mp4';
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'video/webm';
  if (
    head.length >= 12 &&
    head.subarray(0, 4).toString('latin1') === 'RIFF' &&
    head.subarray(8, 12).toString('latin1') === 'AVI '
  )
    return 'video/x-msvideo';
  return null;
}

/**
 * Streams the multipart file part of a video upload to a temporary file (counted and checked on
 * the way, never held whole in memory), refused above the video limit or when its content is no
 * video container. An upload the client aborts fails here and leaves nothing: `use` never runs
 * and the temporary file is removed whatever happens.
 */
export async function withVideoUpload<T>(
  req: FastifyRequest,
  tmpDir: string,
  use: (upload: VideoUpload) => Promise<T>,
): Promise<T> {
  if (!req.isMultipart()) throw new HttpError(415, MSG.noFileChosen);
  let isAborted = false;
  req.raw.once('aborted', () => (isAborted = true));
  const part = await req.file({ limits: { fileSize: VIDEO_MAX_BYTES, files: 1, fields: 0 } });
  if (!part) throw badRequest(MSG.noFileChosen);
  await fs.promises.mkdir(tmpDir, { recursive: true });
  const tmpFile = path.join(tmpDir, crypto.randomUUID());
  try {
    let head = Buffer.alloc(0);
    let sizeBytes = 0;
    const count = new Transform({
      transform(chunk: Buffer, _enc, done) {
        if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16 - head.length)]);
        sizeBytes += chunk.length;
        done(null, chunk);
      },
    });
    try {
      await pipeline(part.file, count, fs.createWriteStream(tmpFile));
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new HttpError(413, MSG.videoTooLarge);
      throw err;
    }
    // a client that aborted mid-way may leave a stream that merely ended: only a whole request counts
    if (isAborted || (req.raw.destroyed && !req.raw.complete)) throw badRequest(MSG.videoNotUploaded);
    if (part.file.truncated) throw new HttpError(413, MSG.videoTooLarge);
    if (sizeBytes === 0) throw badRequest(MSG.noFileChosen);
    const contentType = sniffVideo(head);
    if (!contentType) throw new HttpError(415, MSG.videoFormats);
    return await use({ tmpFile, fileName: normaliseFileName(part.filename), contentType, sizeBytes });
  } finally {
    await fs.promises.rm(tmpFile, { force: true });
  }
}
