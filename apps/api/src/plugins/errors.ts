import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '@atrium/domain';
import { HttpError } from '../lib/http-error';

/**
 * One error shape for every refusal: `{ message, errors: [{ field, message }] }`, where
 * `message` is the spec's sentence. No stack traces leave the server; every 5xx is logged.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, errors: error.errors ?? [] });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        field: fieldName(v.instancePath, v.params),
        message: v.message ?? MSG.invalidBody,
      }));
      return reply.status(400).send({ message: errors[0]?.message ?? MSG.invalidBody, errors });
    }
    const refused = databaseRefusal(error);
    if (refused) {
      // A value the schemas let through and the database refused: the client's error, told
      // without SQL, and logged so the missing check can be added where it belongs.
      req.log.warn(
        { reqId: req.id, sqlState: refused.sqlState, field: refused.field },
        'database refused a value',
      );
      const errors = refused.field ? [{ field: refused.field, message: refused.message }] : [];
      return reply.status(refused.status).send({ message: refused.message, errors });
    }
    if (error.statusCode === 413) {
      return reply.status(413).send({ message: 'The request body is too large.', errors: [] });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'The request body is not valid JSON.'
          : error.statusCode === 415
            ? 'The request content type is not supported.'
            : MSG.invalidBody;
      return reply.status(error.statusCode).send({ message, errors: [] });
    }
    req.log.error({ err: error, reqId: req.id }, 'request failed');
    return reply.status(500).send({ message: MSG.serverError, errors: [], requestId: req.id });
  });

  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send({ message: MSG.notFound, errors: [] });
  });
}

function fieldName(instancePath: string, params: unknown): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  const issue = params as { issue?: { path?: Array<string | number> } } | undefined;
  if (!path && issue?.issue?.path?.length) return issue.issue.path.join('.');
  return path;
}

type DatabaseError = { code: string; detail?: string; column?: string };

/** The PostgreSQL error behind a failed query (drivers and Drizzle wrap it in `cause`). */
function databaseError(error: unknown): DatabaseError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as DatabaseError;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** SQLSTATEs of a bad value: invalid text, number out of range, bad date, value too long... */
const BAD_VALUE_STATES = new Set([
  '22001', // string data right truncation
  '22003', // numeric value out of range
  '22007', // invalid datetime format
  '22008', // datetime field overflow
  '22021', // character not in repertoire (a NUL byte)
  '22023', // invalid parameter value
  '22P02', // invalid text representation
  '22P05', // untranslatable character (\u0000 in JSON)
  '2201W', // invalid row count in LIMIT
  '2201X', // invalid row count in OFFSET
  '23502', // not-null violation
  '23514', // check violation
]);

/**
 * The answer to a database refusal caused by the request's values: 400 for a bad value or an id
 * of a record that does not exist, 409 for a duplicate or a record still in use; null for
 * anything else (a real server error). The field comes from the column the database names.
 */
export function databaseRefusal(
  error: unknown,
): { status: number; message: string; field: string | null; sqlState: string } | null {
  const db = databaseError(error);
  if (!db) return null;
  const keyColumn = /Key \(([a-z0-9_]+)/i.exec(db.detail ?? '')?.[1];
  const field = (column: string | undefined) => (column ? camelCase(column) : null);
  if (db.code === '23503') {
    return /is still referenced/i.test(db.detail ?? '')
      ? { status: 409, message: MSG.recordInUse, field: null, sqlState: db.code }
      : { status: 400, message: MSG.unknownReference, field: field(keyColumn), sqlState: db.code };
  }
  if (db.code === '23505')
    return { status: 409, message: MSG.duplicateRecord, field: field(keyColumn), sqlState: db.code };
  if (BAD_VALUE_STATES.has(db.code))
    return { status: 400, message: MSG.invalidValue, field: field(db.column), sqlState: db.code };
  return null;
}

const camelCase = (column: string) => column.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
