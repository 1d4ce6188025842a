import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import yazl from 'yazl';
import {
  UPLOAD_PLACES,
  type Actor,
  type FileEntityType,
  type StoredFile,
  type UploadPlace,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import type { Storage } from '../../adapters/storage/storage';
import { notFound } from '../../lib/http-error';
import { withUpload, type CheckedUpload } from './upload';
import { fileEntity } from './file-entities';
import {
  deleteFileRows,
  findFile,
  findFiles,
  insertFile,
  listEntityFiles,
  type FileRow,
  type NewFile,
} from './files.repo';

export type FileDeps = { db: Db; storage: Storage; uploadTmpDir: string };

/** The object key of a file's rendition: only the file's own uuid, never its record. */
export const objectKey = (fileId: string, rendition = 'original') => `files/${fileId}/${rendition}`;

export const toStoredFile = (row: FileRow): StoredFile => ({
  id: row.id,
  entityType: row.entityType as FileEntityType,
  entityId: row.entityId,
  place: row.place as UploadPlace,
  fileName: row.fileName,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  width: row.width,
  height: row.height,
  createdDate: row.createdDate,
});

/**
 * Stores an upload to a place of a record the actor may change. Storage first, row second; a
 * failed row removes the object, so a refused or failed upload leaves nothing behind.
 */
export async function uploadFile(
  deps: FileDeps,
  actor: Actor,
  target: { entityType: FileEntityType; entityId: number; place: UploadPlace },
  req: FastifyRequest,
): Promise<StoredFile> {
  await fileEntity(target.entityType).requireEditable(deps.db, actor, target.entityId);
  const { accept, refusal } = UPLOAD_PLACES[target.place];
  return withUpload(req, { accept, refusal, tmpDir: deps.uploadTmpDir }, (upload) =>
    storeUpload(deps.storage, upload, { ...target, createdBy: actor.userId }, async (values) =>
      toStoredFile(await insertFile(deps.db, values)),
    ),
  );
}

/**
 * Puts an accepted upload in storage under a new file id, then lets `record` write its rows (the
 * file's values given); when recording fails the object is removed, so nothing is left behind.
 */
export async function storeUpload<T>(
  storage: Storage,
  upload: CheckedUpload,
  owner: { entityType: FileEntityType; entityId: number; place: UploadPlace; createdBy: number | null },
  record: (values: NewFile) => Promise<T>,
): Promise<T> {
  const id = crypto.randomUUID();
  const key = objectKey(id);
  await storage.put(key, fs.createReadStream(upload.tmpFile), {
    contentType: upload.contentType,
    size: upload.sizeBytes,
  });
  try {
    return await record({
      id,
      ...owner,
      fileName: upload.fileName,
      contentType: upload.contentType,
      sizeBytes: upload.sizeBytes,
      width: upload.width,
      height: upload.height,
      sha256: upload.sha256,
      storageKey: key,
    });
  } catch (err) {
    await storage.delete(key).catch(() => {});
    throw err;
  }
}

export async function listFiles(deps: FileDeps, actor: Actor, entityType: FileEntityType, entityId: number) {
  await fileEntity(entityType).requireVisible(deps.db, actor, entityId);
  return (await listEntityFiles(deps.db, entityType, entityId)).map(toStoredFile);
}

/** The file's row when the actor may see its record; 404 otherwise (nothing revealed). */
export async function requireVisibleFile(deps: FileDeps, actor: Actor, id: string) {
  const row = await findFile(deps.db, id);
  if (!row) throw notFound();
  await fileEntity(row.entityType).requireVisible(deps.db, actor, row.entityId);
  return row;
}

export async function deleteFile(deps: FileDeps, actor: Actor, id: string) {
  const row = await findFile(deps.db, id);
  if (!row) throw notFound();
  await fileEntity(row.entityType).requireEditable(deps.db, actor, row.entityId);
  // the object goes only with the last row that names it
  for (const key of await deleteFileRows(deps.db, [id])) await deps.storage.delete(key);
}

/**
 * Several files as one zip, built while it is sent (see zipStream). Every file must belong to a
 * record the actor may see.
 */
export async function zipFiles(deps: FileDeps, actor: Actor, ids: string[]): Promise<Readable> {
  const unique = [...new Set(ids)];
  const rows = await findFiles(deps.db, unique);
  if (rows.length !== unique.length) throw notFound();
  const checked = new Set<string>();
  for (const row of rows) {
    const entity = `${row.entityType}:${row.entityId}`;
    if (checked.has(entity)) continue;
    await fileEntity(row.entityType).requireVisible(deps.db, actor, row.entityId);
    checked.add(entity);
  }
  const byId = new Map(rows.map((r) => [r.id, r]));
  return zipStream(
    unique.map((id) => {
      const row = byId.get(id)!;
      return {
        name: row.fileName,
        size: row.sizeBytes,
        mtime: new Date(row.createdDate),
        open: () => deps.storage.get(row.storageKey),
      };
    }),
  );
}

/** One entry of a streamed zip: its name, its size when known, and how its bytes are read. */
export type ZipEntry = { name: string; size?: number; mtime: Date; open: () => Promise<Readable> };

/**
 * A zip built while it is sent: each entry is opened only when its turn comes and stored as is
 * (photos and PDFs are already compressed), so memory stays flat whatever the package's size.
 * Names met twice get ' (2)', ' (3)' before their extension.
 */
export function zipStream(entries: ZipEntry[]): Readable {
  const zip = new yazl.ZipFile();
  const names = new Set<string>();
  for (const entry of entries) {
    const options = {
      compress: false,
      mtime: entry.mtime,
      ...(entry.size === undefined ? {} : { size: entry.size }),
    };
    zip.addReadStreamLazy(uniqueName(names, entry.name), options, (cb) => {
      entry.open().then(
        (stream) => cb(null, stream),
        (err) => cb(err, undefined as never),
      );
    });
  }
  const output = zip.outputStream as Readable;
  // an entry that cannot be read (an object removed behind the API) ends the download with an
  // error instead of an unhandled 'error' event
  zip.on('error', (err: Error) => output.destroy(err));
  zip.end();
  return output;
}

function uniqueName(taken: Set<string>, name: string) {
  let candidate = name;
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 2; taken.has(candidate); n++) candidate = `${stem} (${n})${ext}`;
  taken.add(candidate);
  return candidate;
}
