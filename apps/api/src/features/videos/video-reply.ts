import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Storage } from '../../adapters/storage/storage';
import { asciiName } from '../files';

type StoredObject = { key: string; size: number | null; contentType: string; fileName: string };

/**
 * Answers a stored video file: a redirect to a signed URL when the storage has them (S3 answers
 * ranges itself), else the bytes from disk, honouring one byte range (206) so that a <video>
 * element can seek, or the whole file with its length so that a download shows its progress.
 */
export async function sendVideoObject(
  req: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  object: StoredObject,
  disposition: 'inline' | 'attachment',
) {
  if (storage.signedUrl) {
    const url = await storage.signedUrl(object.key, {
      fileName: object.fileName,
      contentType: object.contentType,
    });
    return reply.header('Cache-Control', 'no-store').redirect(url, 302);
  }
  const size = object.size ?? (await storage.head(object.key))?.size ?? 0;
  reply
    .type(object.contentType)
    .header('Accept-Ranges', 'bytes')
    .header('Cache-Control', 'private, max-age=3600')
    .header('Content-Disposition', `${disposition}; filename="${asciiName(object.fileName)}"`);
  const range = parseRange(req.headers.range, size);
  if (range === 'unsatisfiable') return reply.status(416).header('Content-Range', `bytes */${size}`).send();
  if (!range) return reply.header('Content-Length', size).send(await storage.get(object.key));
  return reply
    .status(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
    .header('Content-Length', range.end - range.start + 1)
    .send(await storage.get(object.key, range));
}

/** One range of a Range header (bytes=a-b, a-, -n); null for none or several, as the whole file is then sent. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
