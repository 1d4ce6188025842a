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
