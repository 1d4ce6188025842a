import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import sharp, { type Metadata } from 'sharp';
import {
  FILE_KIND_CONTENT_TYPE,
  FILE_MESSAGES,
  normaliseFileName,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_PIXELS,
  type FileKind,
} from '@atrium/domain';
import { badRequest, HttpError } from '../../lib/http-error';

/** An upload that passed every check, waiting in a temporary file until it is stored. */
export type CheckedUpload = {
  tmpFile: string;
  fileName: string;
  kind: FileKind;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  width: number | null;
  height: number | null;
};

/** The type from the first bytes of the content; a name or a declared type proves nothing. */
export function sniffKind(head: Buffer, body: ContentFacts = NO_TEXT): FileKind | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (
    head.length >= 8 &&
    head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (head.length >= 5 && head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  // a workbook is a zip archive (local file header 'PK\x03\x04') whose entries live under xl/
  if (head.length >= 4 && head.readUInt32BE(0) === 0x504b0304) return body.hasXlEntry ? 'xlsx' : null;
  if (body.isUtf8Text) return 'csv';
  return null;
}

/** What only the whole content tells: text (UTF-8 without NUL bytes) and a zip entry under xl/. */
export type ContentFacts = { isUtf8Text: boolean; hasXlEntry: boolean };
const NO_TEXT: ContentFacts = { isUtf8Text: false, hasXlEntry: false };

/** Watches the bytes as they stream by, for the kinds that need more than the first bytes. */
function contentWatcher(accept: readonly FileKind[]) {
  const isTextAccepted = accept.includes('csv');
  const isZipAccepted = accept.includes('xlsx');
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const XL = Buffer.from('xl/');
  let isUtf8Text = isTextAccepted;
  let hasXlEntry = false;
  let tail: Buffer = Buffer.alloc(0);
  return {
    see(chunk: Buffer) {
      if (isUtf8Text) {
        try {
          if (chunk.includes(0)) isUtf8Text = false;
          else decoder.decode(chunk, { stream: true });
        } catch {
          isUtf8Text = false;
        }
      }
      if (isZipAccepted && !hasXlEntry) {
        hasXlEntry = Buffer.concat([tail, chunk]).includes(XL);
        tail = chunk.subarray(Math.max(0, chunk.length - (XL.length - 1)));
      }
    },
    facts(): ContentFacts {
      if (isUtf8Text) {
        try {
          decoder.decode(); // a sequence cut off at the end is not text
        } catch {
          isUtf8Text = false;
        }
      }
      return { isUtf8Text, hasXlEntry };
    },
  };
}

/**
 * The one upload path of every multipart route: the file part is streamed to a temporary file
 * (hashed and counted on the way, never held whole in memory), refused above 50 MB, its type
 * decided from its content (for text and workbooks, from all of it) and, for an image, its size read from the header by sharp so that a
 * decompression bomb is refused before anything decodes it. `use` receives the checked upload;
 * the temporary file is removed whatever happens.
 */
export async function withUpload<T>(
  req: FastifyRequest,
  opts: {
    accept: readonly FileKind[];
    refusal: string;
    tmpDir: string;
    /** The sentence for a file with nothing in it (the no-file sentence by default). */
    empty?: string;
  },
  use: (upload: CheckedUpload) => Promise<T>,
): Promise<T> {
  if (!req.isMultipart()) throw new HttpError(415, FILE_MESSAGES.noFile);
  const part = await req.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0 } });
  if (!part) throw badRequest(FILE_MESSAGES.noFile);
  return withFilePart(part, opts, use);
}

type UploadOptions = {
  accept: readonly FileKind[];
  refusal: string;
  tmpDir: string;
  empty?: string;
};

/** Streams one file part to a temporary file with every check of withUpload, then calls `use`. */
async function withFilePart<T>(
  part: MultipartFile,
  opts: UploadOptions,
  use: (upload: CheckedUpload) => Promise<T>,
): Promise<T> {
  await fs.promises.mkdir(opts.tmpDir, { recursive: true });
  const tmpFile = path.join(opts.tmpDir, crypto.randomUUID());
  try {
    const hash = crypto.createHash('sha256');
    let head = Buffer.alloc(0);
    let sizeBytes = 0;
    const watcher = contentWatcher(opts.accept);
    const inspect = new Transform({
      transform(chunk: Buffer, _enc, done) {
        if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16 - head.length)]);
        sizeBytes += chunk.length;
        hash.update(chunk);
        watcher.see(chunk);
        done(null, chunk);
      },
    });
    try {
      await pipeline(part.file, inspect, fs.createWriteStream(tmpFile));
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new HttpError(413, FILE_MESSAGES.maxFileSize);
      throw err;
    }
    if (part.file.truncated || sizeBytes > UPLOAD_MAX_BYTES)
      throw new HttpError(413, FILE_MESSAGES.maxFileSize);
    if (sizeBytes === 0) throw badRequest(opts.empty ?? FILE_MESSAGES.noFile);
    const kind = sniffKind(head, watcher.facts());
    if (!kind || !opts.accept.includes(kind)) throw new HttpError(415, opts.refusal);
    const isImage = kind === 'jpeg' || kind === 'png';
    const { width, height } = isImage ? await imageSize(tmpFile) : { width: null, height: null };
    return await use({
      tmpFile,
      fileName: normaliseFileName(part.filename),
      kind,
      contentType: FILE_KIND_CONTENT_TYPE[kind],
      sizeBytes,
      sha256: hash.digest('hex'),
      width,
      height,
    });
  } finally {
    await fs.promises.rm(tmpFile, { force: true });
  }
}

/**
 * Width and height from the image header as the picture stands (a phone's portrait photo stored
 * sideways with an EXIF orientation counts as portrait); refused when unreadable or above the
 * pixel limit.
 */
async function imageSize(file: string): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(file, { limitInputPixels: UPLOAD_MAX_PIXELS, sequentialRead: true }).metadata();
  } catch {
    throw badRequest(FILE_MESSAGES.imageRejected);
  }
  const { width, height } = meta.autoOrient ?? meta;
  if (!width || !height || width * height > UPLOAD_MAX_PIXELS) throw badRequest(FILE_MESSAGES.imageRejected);
  return { width, height };
}

/** Text fields of a form, and the size each may have. */
const FORM_LIMITS = { fields: 40, fieldSize: 100_000 } as const;

/**
 * A multipart form of text fields with at most one file, in the part named `fileField` (a form
 * that saves a record with its picture). The file, when given, passes the checks of withUpload
 * as it streams in; `use` receives the fields (each named once) and the checked upload or null.
 * Any other file part, a repeated or oversized field is a 400.
 */
export async function withUploadForm<T>(
  req: FastifyRequest,
  opts: UploadOptions & { fileField: string },
  use: (fields: Record<string, string>, upload: CheckedUpload | null) => Promise<T>,
): Promise<T> {
  if (!req.isMultipart()) throw new HttpError(415, FILE_MESSAGES.noFile);
  const fields: Record<string, string> = {};
  const parts = req.parts({
    limits: {
      fileSize: UPLOAD_MAX_BYTES,
      files: 1,
      fields: FORM_LIMITS.fields,
      fieldSize: FORM_LIMITS.fieldSize,
    },
  });
  const keep: { tmpFile: string; upload: CheckedUpload }[] = [];
  const cleanup = () => Promise.all(keep.map((k) => fs.promises.rm(k.tmpFile, { force: true })));
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== opts.fileField) {
          part.file.resume();
          throw badRequest(`Unexpected file field ${part.fieldname}`);
        }
        // a form's file input left empty sends a nameless part with nothing in it: no file
        if (!part.filename) {
          part.file.resume();
          continue;
        }
        // the temporary file outlives withFilePart: it is kept until `use` is done
        await withFilePart(part, opts, async (upload) => {
          const tmpFile = `${upload.tmpFile}.kept`;
          await fs.promises.rename(upload.tmpFile, tmpFile);
          keep.push({ tmpFile, upload: { ...upload, tmpFile } });
        });
      } else {
        if (part.valueTruncated || part.fieldnameTruncated)
          throw badRequest(`The field ${part.fieldname} is too long`);
        if (Object.hasOwn(fields, part.fieldname))
          throw badRequest(`The field ${part.fieldname} is sent twice`);
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
    return await use(fields, keep[0]?.upload ?? null);
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, FILE_MESSAGES.maxFileSize);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw badRequest('The form has too many parts');
    throw err;
  } finally {
    await cleanup();
  }
}
