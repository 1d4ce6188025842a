import { z } from 'zod';
import type { Allow } from './permissions';

/**
 * Endpoint contracts: each endpoint is declared once, here in the domain beside its schemas, with
 * its method, path, inputs, response and who may call it. The API registers its route from the
 * contract (validating the inputs and serialising the answer by the same schemas, and describing
 * both in the OpenAPI document); the web calls it through the contract, so neither side retypes
 * a request or a response.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The body of every refused request: the human sentence, then the field errors. */
export const ErrorBodySchema = z
  .object({
    message: z.string(),
    errors: z.array(z.object({ field: z.string(), message: z.string() })),
    requestId: z.string().optional(),
  })
  .meta({ id: 'ErrorBody' });

/** A successful answer without a body (204). */
export const NoContent = z.null().meta({ description: 'No content' });
/** A file answered as is (a spreadsheet, a CSV, an archive, an image): bytes, not JSON. */
export const FileDownload = z
  .unknown()
  .meta({ description: 'A file (see the Content-Type header)', type: 'string', format: 'binary' });

/** The refusals an endpoint documents besides those every endpoint may answer (401, 403, 429). */
export type Refusal = 400 | 404 | 409 | 412 | 413 | 415;

export type EndpointDef = {
  method: HttpMethod;
  /** Fastify's path syntax (`:id`), under /api; matched case-insensitively. */
  path: `/api/${string}`;
  /** One line for the OpenAPI document and the reader. */
  summary: string;
  tags: readonly string[];
  allow: Allow;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success body (NoContent for a 204, FileDownload for a file). */
  response: z.ZodType;
  /** Success status: 200 by default, 204 for NoContent. */
  status?: 200 | 201 | 204;
  refusals?: readonly Refusal[];
  /** The record carries a version: reads answer an ETag, writes take If-Match (412 when stale). */
  versioned?: boolean;
  /** A multipart body (an upload): the file parts are read by the route, not by a schema. */
  multipart?: boolean;
  /** The largest body accepted, in bytes (413 beyond); the server's default otherwise. */
  bodyLimit?: number;
  /** Answers besides the success and the refusals, with their own body (503 while unavailable). */
  answers?: Partial<Record<204 | 503, z.ZodType>>;
};

export type Endpoint<D extends EndpointDef = EndpointDef> = D & { operationId: string };

/** A feature's endpoints, each named: the name is its operationId. */
export function defineEndpoints<const T extends Record<string, EndpointDef>>(
  defs: T,
): { [K in keyof T]: Endpoint<T[K]> } {
  return Object.fromEntries(
    Object.entries(defs).map(([operationId, def]) => [operationId, { ...def, operationId }]),
  ) as { [K in keyof T]: Endpoint<T[K]> };
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a handler receives once the inputs are validated (output types of the schemas). */
export type EndpointParams<E extends EndpointDef> = Out<E['params']>;
export type EndpointQuery<E extends EndpointDef> = Out<E['query']>;
export type EndpointBody<E extends EndpointDef> = Out<E['body']>;
/** What a client sends (input types of the schemas). */
export type EndpointInput<E extends EndpointDef> = {
  params: In<E['params']>;
  query: In<E['query']>;
  body: In<E['body']>;
};
/** What the endpoint answers. */
export type EndpointResponse<E extends EndpointDef> = z.output<E['response']>;

/** The path with its parameters filled in (each encoded): '/api/listing/12/dates'. */
export function endpointPath(e: Pick<EndpointDef, 'path'>, params?: Record<string, unknown>): string {
  return e.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${e.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
