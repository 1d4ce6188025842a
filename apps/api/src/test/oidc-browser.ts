import { createHash, randomBytes } from 'node:crypto';
import type { App } from '../app-context';

/** One answer as a browser sees it: status, where it redirects, and the page. */
export type Answer = {
  status: number;
  location: string | null;
  body: string;
  retryAfter: string | null;
  /** The answer's headers (in process; over HTTP only location and set-cookie). */
  headers: Record<string, string | string[] | undefined>;
};
type Request = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; form?: string };
type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: string };
export type Transport = (req: Request) => Promise<Raw>;

/** Requests into the app in process (app.inject), from `remoteAddress` when given. */
export function injectTransport(app: App, opts: { host: string; remoteAddress?: string }): Transport {
  return async ({ method, path, headers, form }) => {
    const res = await app.inject({
      method,
      url: path,
      headers: { host: opts.host, ...headers },
      ...(form !== undefined ? { payload: form } : {}),
      ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
    });
    return { status: res.statusCode, headers: res.headers as Raw['headers'], body: res.body };
  };
}

/** Requests over HTTP to a running server (redirects are not followed). */
export function fetchTransport(baseUrl: string): Transport {
  return async ({ method, path, headers, form }) => {
    const res = await fetch(`${baseUrl}${path}`, { method, headers, body: form, redirect: 'manual' });
    return {
      status: res.status,
      headers: {
        location: res.headers.get('location') ?? undefined,
        'set-cookie': res.headers.getSetCookie(),
      },
      body: await res.text(),
    };
  };
}

/**
 * A browser in miniature for the sign-in flow of the built-in identity provider at `origin`: a
 * cookie jar, GET and form POST (with the Origin header a browser sends).
 */
export function oidcBrowser(origin: string, send: Transport) {
  const jar = new Map<string, string>();
  const keep = (raw: Raw): Answer => {
    for (const line of [raw.headers['set-cookie'] ?? []].flat()) {
      const [pair, ...attributes] = line.split(';').map((p) => p.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expires = attributes.find((a) => /^expires=/i.test(a));
      const isGone =
        value === '' ||
        attributes.some((a) => /^max-age=0$/i.test(a)) ||
        (expires && new Date(expires.slice(8)).getTime() < Date.now());
      if (isGone) jar.delete(name);
      else jar.set(name, value);
    }
    const location = [raw.headers.location ?? []].flat()[0] ?? null;
    const retryAfter = [raw.headers['retry-after'] ?? []].flat()[0] ?? null;
    return {
      status: raw.status,
      location,
      body: raw.body,
      retryAfter: retryAfter && String(retryAfter),
      headers: raw.headers,
    };
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const pathOf = (url: string) => {
    const u = new URL(url, origin);
    return `${u.pathname}${u.search}`;
  };
  return {
    get: async (url: string) =>
      keep(await send({ method: 'GET', path: pathOf(url), headers: { cookie: cookie() } })),
    post: async (url: string, form: Record<string, string>) =>
      keep(
        await send({
          method: 'POST',
          path: pathOf(url),
          headers: { cookie: cookie(), origin, 'content-type': 'application/x-www-form-urlencoded' },
          form: new URLSearchParams(form).toString(),
        }),
      ),
  };
}
export type OidcBrowser = ReturnType<typeof oidcBrowser>;

/**
 * Starts the authorization code flow with PKCE as the web does and opens the provider's sign-in
 * page: the page, the path its forms post to, and the code verifier for the token request.
 */
export async function openSignInPage(b: OidcBrowser, origin: string) {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const auth = await b.get(
    `/oidc/auth?${new URLSearchParams({
      client_id: 'atrium-web',
      redirect_uri: `${origin}/auth`,
      response_type: 'code',
      scope: 'openid profile email groups metro office offline_access',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'state-1',
      nonce: 'nonce-1',
    })}`,
  );
  if (auth.status !== 303 || !auth.location?.includes('/oidc/interaction/'))
    throw new Error(`authorize answered ${auth.status} ${auth.location}`);
  const interactionPath = new URL(auth.location, origin).pathname;
  const page = await b.get(interactionPath);
  return { page, interactionPath, verifier };
}

/**
 * After a successful login post (303): follows the redirects back to the web's /auth, checks the
 * state and exchanges the code with the verifier. Answers the token response.
 */
export async function finishSignIn(b: OidcBrowser, origin: string, login: Answer, verifier: string) {
  if (login.status !== 303 || !login.location) throw new Error(`login answered ${login.status}`);
  let res = await b.get(login.location);
  while (res.status === 303 && !String(res.location).startsWith(`${origin}/auth`))
    res = await b.get(res.location!);
  const callback = new URL(String(res.location));
  if (callback.searchParams.get('state') !== 'state-1') throw new Error(`no callback: ${res.location}`);
  const token = await b.post('/oidc/token', {
    grant_type: 'authorization_code',
    code: callback.searchParams.get('code')!,
    redirect_uri: `${origin}/auth`,
    client_id: 'atrium-web',
    code_verifier: verifier,
  });
  if (token.status !== 200) throw new Error(`token answered ${token.status} ${token.body}`);
  return JSON.parse(token.body) as Record<string, string>;
}
