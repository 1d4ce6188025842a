import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagFor, versionFromIfMatch } from '@atrium/domain';

/** The version a write expects (its If-Match), or null when it sends none: last write wins. */
export function expectedVersion(req: FastifyRequest): number | null {
  return versionFromIfMatch(req.headers['if-match']);
}

/** The answer of a versioned write: 204 with the record's new version as its ETag. */
export function savedVersion(reply: FastifyReply, row: { version: number }) {
  reply.header('ETag', etagFor(row.version));
  return reply.status(204).send();
}
