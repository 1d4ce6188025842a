import {
  endpointPath,
  FileDownload,
  LIMITS,
  platformEndpoints,
  type EndpointDef,
  type EndpointInput,
  type EndpointResponse,
  type ErrorBody,
} from '@atrium/domain';
import { adoptEarlyCall } from './early-calls';
import { sessionStore } from './session-store';
import { showToast } from './toast-store';

/** A refused or failed call: the status, the server's sentence and its field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: ErrorBody['errors'] = [],
  ) {
    super(message);
  }
}

type RequestOptions = {
  body?: unknown;
  /** ETag of the version being changed; the web always sends it on updates. */
  ifMatch?: string | null;
  /** Catalogue message shown in the error toast and logged when the call fails. */
  errorMessage?: string;
  /** Show the server's own sentence (validation) instead of errorMessage for a 400/409/412. */
  preferServerMessage?: boolean;
  signal?: AbortSignal;
  raw?: boolean;
  /** The caller reports failures itself: no error toast and no log entry. */
  silent?: boolean;
  /** Another session's token (the photographer's) instead of the staff one; null sends none. */
  bearer?: string | null;
};

export type ApiResponse<T> = { data: T; etag: string | null; status: number };

let onUnauthorized: (() => void) | null = null;
/** The identity feature decides what a 401 means (renew, or sign in again). */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = opts.bearer === undefined ? sessionStore.get().accessToken : opts.bearer;
  if (token) headers.authorization = `Bearer ${token}`;
  if (opts.body !== undefined && !(opts.body instanceof FormData))
    headers['content-type'] = 'application/json';
  if (opts.ifMatch) headers['if-match'] = opts.ifMatch;
  const url = `/api/${path.replace(/^\//, '')}`;
  const body =
    opts.body === undefined || opts.body instanceof FormData ? opts.body : JSON.stringify(opts.body);
  let res: Response;
  // an answer the page's first script asked for comes with its body read: the list that opens the
  // page finds it in the cache within the task that asks, before its first render
  let earlyText: string | undefined;
  try {
    const early = adoptEarlyCall(
      method,
      url,
      typeof body === 'string' ? body : undefined,
      headers.authorization,
    );
    if (early) ({ response: res, text: earlyText } = await early);
    else res = await fetch(url, { method, headers, body, signal: opts.signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    fail(
      opts,
      new ApiError(0, opts.errorMessage ?? 'The server cannot be reached. Check your connection.'),
      err,
    );
  }
  if (res.status === 401 && opts.bearer === undefined) onUnauthorized?.();
  if (!res.ok) {
    const body = (await res.json().catch(() => ({ message: res.statusText }))) as Partial<ErrorBody>;
    const serverMessage = body.message ?? String(res.status);
    const useServer =
      opts.preferServerMessage ||
      res.status === 412 ||
      res.status === 400 ||
      res.status === 429 ||
      !opts.errorMessage;
    fail(
      opts,
      new ApiError(res.status, useServer ? serverMessage : opts.errorMessage!, body.errors ?? []),
      body,
    );
  }
  const etag = res.headers.get('etag');
  if (res.status === 204 || opts.raw)
    return { data: (opts.raw ? res : undefined) as T, etag, status: res.status };
  const text = earlyText ?? (await res.text());
  return { data: (text ? JSON.parse(text) : undefined) as T, etag, status: res.status };
}

/** Every failure shows the error toast with its message and posts a log entry (spec/000 section 8). */
function fail(opts: RequestOptions, error: ApiError, detail: unknown): never {
  if (opts.silent) throw error;
  showToast('error', error.message);
  void postLog('error', error.message, { status: error.status, detail });
  throw error;
}

export async function postLog(level: 'debug' | 'error', message: string, error?: unknown) {
  try {
    const token = sessionStore.get().accessToken;
    // not through request(): a failure to log must not toast and log again
    const { path } = level === 'error' ? platformEndpoints.logError : platformEndpoints.logDebug;
    await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: logBody(message, error),
    });
  } catch {
    /* logging must never break the page */
  }
}

/** The entry as JSON within the server's 8 KB: a long detail is cut, never the whole entry lost. */
function logBody(message: string, error: unknown): string {
  const full = JSON.stringify({ message: message.slice(0, 1000), error: safe(error) });
  if (new TextEncoder().encode(full).length <= LIMITS.logBodyMaxBytes) return full;
  const detail = JSON.stringify(safe(error)) ?? '';
  return JSON.stringify({ message: message.slice(0, 500), error: `${detail.slice(0, 1500)}… (cut)` });
}

function safe(value: unknown) {
  try {
    return JSON.parse(JSON.stringify(value ?? null));
  } catch {
    return String(value);
  }
}

type Inputs<E extends EndpointDef> = {
  [K in keyof EndpointInput<E> as EndpointInput<E>[K] extends undefined ? never : K]: EndpointInput<E>[K];
};
export type CallOptions = Pick<
  RequestOptions,
  'ifMatch' | 'errorMessage' | 'preferServerMessage' | 'signal' | 'silent' | 'bearer'
> & {
  /** The multipart body of an upload endpoint (its file part named `file`). */
  form?: FormData;
};

/** What a call answers: the contract's response, or the Response itself for a file download. */
export type CallAnswer<E extends EndpointDef> = E['response'] extends typeof FileDownload
  ? Response
  : EndpointResponse<E>;

/**
 * Calls an endpoint through its contract: the path filled from `params`, the query string from
 * `query`, the body as JSON; the answer typed as the contract's response (a file download answers
 * the Response, to read as a blob), with its ETag.
 */
export async function callEndpoint<E extends EndpointDef>(
  e: E,
  input: Inputs<E>,
  opts: CallOptions = {},
): Promise<ApiResponse<CallAnswer<E>>> {
  const { params, query, body } = input as Partial<EndpointInput<E>>;
  const search = query
    ? new URLSearchParams(
        Object.entries(query as Record<string, unknown>)
          .filter(([, v]) => v !== undefined && v !== null)
          .map(([k, v]) => [k, String(v)]),
      ).toString()
    : '';
  const path = endpointPath(e, params as Record<string, unknown> | undefined).replace(/^\/api\//, '');
  const { form, ...rest } = opts;
  return request<CallAnswer<E>>(e.method, search ? `${path}?${search}` : path, {
    ...rest,
    body: e.multipart ? form : body,
    raw: e.response === FileDownload,
  });
}
