import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagFor, MSG, versionFromIfMatch } from '@atrium/domain';
import { badRequest } from './http-error';

/**
 * The version a write expects (its If-Match), or null when it sends none: last write wins. A
 * header that names no version is refused rather than taken as absent (plugins/request-checks.ts
 * refuses it before any handler runs; this is the same rule where the version is read).
 */
export function expectedVersion(req: FastifyRequest): number | null {
  const version = versionFromIfMatch(req.headers['if-match']);
  if (version === undefined)
    throw badRequest(MSG.invalidIfMatch, [{ field: 'If-Match', message: MSG.invalidIfMatch }]);
  return version;
}

/** The answer of a versioned write: 204 with the record's new version as its ETag. */
export function savedVersion(reply: FastifyReply, row: { version: number }) {
  reply.header('ETag', etagFor(row.version));
  return reply.status(204).send();
}
