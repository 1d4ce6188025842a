import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ErrorBodySchema,
  NoContent,
  type Endpoint,
  type EndpointBody,
  type EndpointDef,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@atrium/domain';
import type { App } from '../app-context';

export type EndpointRequest<E extends EndpointDef> = FastifyRequest<{
  Params: EndpointParams<E>;
  Querystring: EndpointQuery<E>;
  Body: EndpointBody<E>;
}>;

/** A route's handler: the validated inputs in, the contract's response (or the reply it sent) out. */
export type EndpointHandler<E extends EndpointDef> = (
  req: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointResponse<E> | FastifyReply> | EndpointResponse<E> | FastifyReply;

/** Every refusal documented with the one error body: the endpoint's own, then 401, 403 and 429. */
function refusals(e: EndpointDef) {
  const statuses = [...(e.refusals ?? []), 401, 403, 429];
  if (e.body || e.query || e.params) statuses.push(400);
  if (e.versioned && e.method !== 'GET') statuses.push(412);
  if (e.bodyLimit) statuses.push(413);
  return Object.fromEntries([...new Set(statuses)].sort().map((s) => [s, ErrorBodySchema]));
}

/**
 * Registers a feature's routes from its contracts: one handler per endpoint (the compiler
 * checks none is missing), the inputs validated and the answer serialised by the contract's
 * schemas, who may call it from `allow`, and its OpenAPI description (operation id, summary,
 * every answer).
 */
export function registerEndpoints<T extends Record<string, Endpoint>>(
  app: App,
  endpoints: T,
  handlers: { [K in keyof T]: EndpointHandler<T[K]> },
) {
  for (const [name, e] of Object.entries(endpoints)) {
    const status = e.status ?? (e.response === NoContent ? 204 : 200);
    app.route({
      method: e.method,
      url: e.path,
      config: { allow: e.allow },
      ...(e.bodyLimit ? { bodyLimit: e.bodyLimit } : {}),
      schema: {
        operationId: e.operationId,
        summary: e.summary,
        tags: [...e.tags],
        ...(e.params ? { params: e.params } : {}),
        ...(e.query ? { querystring: e.query } : {}),
        ...(e.body && !e.multipart ? { body: e.body } : {}),
        ...(e.multipart ? { consumes: ['multipart/form-data'] } : {}),
        response: { [status]: e.response, ...refusals(e), ...e.answers },
      },
      handler: handlers[name] as never,
    });
  }
}
