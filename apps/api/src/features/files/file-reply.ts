import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Storage } from '../../adapters/storage/storage';
import type { FileRow } from './files.repo';

/**
 * Answers a stored file whose access the caller has checked: a redirect to a short-lived signed
 * URL when the storage has them (S3), else the bytes with an ETag (304 when the client has them).
 */
export async function sendStoredFile(
  req: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  row: Pick<FileRow, 'storageKey' | 'fileName' | 'contentType' | 'sha256' | 'sizeBytes'>,
) {
  if (storage.signedUrl) {
    const url = await storage.signedUrl(row.storageKey, {
      fileName: row.fileName,
      contentType: row.contentType,
    });
    return reply.header('Cache-Control', 'no-store').redirect(url, 302);
  }
  const etag = `"${row.sha256}"`;
  // private: a shared cache must never keep a file that only some users may see
  reply.header('Cache-Control', 'private, no-cache').header('ETag', etag);
  if (req.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply
    .type(row.contentType)
    .header('Content-Length', row.sizeBytes)
    .header('Content-Disposition', `inline; filename="${asciiName(row.fileName)}"`)
    .send(await storage.get(row.storageKey));
}

/** A file name safe inside a quoted header value. */
export const asciiName = (name: string) => name.replace(/[^\x20-\x7e]|["\\]/g, '_');

/** Answers a file made for this request (an export) as a download: private, never cached. */
export function sendDownload(
  reply: FastifyReply,
  file: { fileName: string; contentType: string; body: Buffer | NodeJS.ReadableStream; size?: number | null },
) {
  if (file.size != null) reply.header('Content-Length', file.size);
  return reply
    .header('Content-Type', file.contentType)
    .header('Cache-Control', 'no-store')
    .header('Content-Disposition', `attachment; filename="${asciiName(file.fileName)}"`)
    .send(file.body);
}
