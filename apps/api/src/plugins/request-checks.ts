import type { FastifyInstance } from 'fastify';
import { MSG, unstorableTextPath, versionFromIfMatch } from '@atrium/domain';
import { badRequest } from '../lib/http-error';

/**
 * Checks every request once, before its schema: no text the database cannot store (a NUL
 * character or an unpaired surrogate, which JSON and URL decoding both let through) in the path
 * parameters, the query string or the body, and an If-Match header that names a version or '*'.
 * Each refusal is a 400 that names the field.
 */
export function registerRequestChecks(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    const ifMatch = req.headers['if-match'];
    if (ifMatch !== undefined && versionFromIfMatch(ifMatch) === undefined)
      throw badRequest(MSG.invalidIfMatch, [{ field: 'If-Match', message: MSG.invalidIfMatch }]);
    for (const part of [req.params, req.query, req.body]) {
      const field = unstorableTextPath(part);
      if (field !== null) throw badRequest(MSG.invalidText, [{ field, message: MSG.invalidText }]);
    }
  });
}
