import { identityEndpoints, type EndpointResponse } from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';
import { sessionStore } from '../../lib/session-store';

/**
 * Sign-in with the authorization code flow and PKCE (S256) against the OpenID Connect provider
 * named by GET /api/auth/config: the embedded demo provider, or an external one (OIDC_ISSUER).
 * Written with WebCrypto and fetch against the provider's discovery document.
 */
export type AuthConfig = EndpointResponse<typeof identityEndpoints.getAuthConfig>;
type Discovery = { authorization_endpoint: string; token_endpoint: string; end_session_endpoint?: string };
type TokenResponse = {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  expires_in?: number;
  error?: string;
  error_description?: string;
};

const PENDING_KEY = 'atrium.signin';
const RETURN_KEY = 'atrium.returnTo';

let configPromise: Promise<AuthConfig> | null = null;
let discoveryPromise: Promise<Discovery> | null = null;

export function loadAuthConfig(): Promise<AuthConfig> {
  configPromise ??= callEndpoint(identityEndpoints.getAuthConfig, {}, { silent: true }).then((r) => r.data);
  configPromise.catch(() => (configPromise = null));
  return configPromise;
}

async function discovery(): Promise<Discovery> {
  discoveryPromise ??= loadAuthConfig().then(async (config) => {
    const res = await fetch(`${config.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
    if (!res.ok) throw new Error(`OpenID discovery answered ${res.status}`);
    return (await res.json()) as Discovery;
  });
  discoveryPromise.catch(() => (discoveryPromise = null));
  return discoveryPromise;
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const randomString = () => base64url(crypto.getRandomValues(new Uint8Array(32)));

let redirecting: Promise<void> | null = null;

/**
 * Goes to the provider's sign-in; afterwards /auth brings the user back to `returnTo`.
 * `prompt: 'login'` makes the provider ask for credentials even if it still has a session.
 */
export function signIn(returnTo: string = currentPath(), opts: { prompt?: 'login' } = {}): Promise<void> {
  redirecting ??= redirectToProvider(returnTo, opts.prompt).catch((err) => {
    redirecting = null;
    throw err;
  });
  return redirecting;
}

async function redirectToProvider(returnTo: string, prompt?: 'login') {
  const [config, endpoints] = await Promise.all([loadAuthConfig(), discovery()]);
  const verifier = randomString();
  const state = randomString();
  const nonce = randomString();
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  sessionStorage.setItem(PENDING_KEY, JSON.stringify({ verifier, state, nonce }));
  sessionStorage.setItem(RETURN_KEY, safeReturnTo(returnTo));
  const url = new URL(endpoints.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: config.redirectUri,
    response_type: 'code',
    scope: config.scopes,
    code_challenge: base64url(new Uint8Array(digest)),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...(prompt ? { prompt } : {}),
  }).toString();
  window.location.assign(url.toString());
}

/** The page asked for before sign-in (same origin only), or /eng/home. */
export function takeReturnTo(): string {
  const value = sessionStorage.getItem(RETURN_KEY);
  sessionStorage.removeItem(RETURN_KEY);
  return safeReturnTo(value ?? '/eng/home');
}

function safeReturnTo(path: string) {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/auth') ? path : '/eng/home';
}

function currentPath() {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/** Completes the flow on /auth: checks the state and exchanges the code for tokens. */
export async function completeSignIn(search: string): Promise<void> {
  const params = new URLSearchParams(search);
  const error = params.get('error');
  if (error) throw new Error(params.get('error_description') ?? error);
  const pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as {
    verifier: string;
    state: string;
  } | null;
  sessionStorage.removeItem(PENDING_KEY);
  const code = params.get('code');
  if (!pending || !code || params.get('state') !== pending.state)
    throw new Error('This sign-in response does not match a sign-in started here.');
  const config = await loadAuthConfig();
  await tokenRequest({
    grant_type: 'authorization_code',
    code,
    redirect_uri: config.redirectUri,
    client_id: config.clientId,
    code_verifier: pending.verifier,
  });
}

/**
 * How a silent renewal ended: 'ended' when the provider refused (its session is gone), and
 * 'unreachable' when no answer came (offline, the provider down, or the page unloading while
 * the request was in flight), which must not end the session here.
 */
export type Renewal = 'renewed' | 'ended' | 'unreachable';

let renewing: Promise<Renewal> | null = null;

/** Silent renewal with the refresh token. */
export function renewTokens(): Promise<Renewal> {
  renewing ??= (async (): Promise<Renewal> => {
    const refreshToken = sessionStore.get().refreshToken;
    if (!refreshToken) return 'ended';
    try {
      const config = await loadAuthConfig();
      await tokenRequest({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: config.clientId,
      });
      return 'renewed';
    } catch (err) {
      return err instanceof TokenRefused ? 'ended' : 'unreachable';
    }
  })().finally(() => (renewing = null));
  return renewing;
}

/** The provider answered the token request with a client error (invalid_grant, ...). */
class TokenRefused extends Error {}

async function tokenRequest(form: Record<string, string>) {
  const { token_endpoint } = await discovery();
  const res = await fetch(token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(form),
  });
  const body = (await res.json().catch(() => ({}))) as TokenResponse;
  if (!res.ok || !body.access_token) {
    const message = body.error_description ?? body.error ?? `token ${res.status}`;
    throw res.status >= 400 && res.status < 500 ? new TokenRefused(message) : new Error(message);
  }
  const previous = sessionStore.get();
  sessionStore.set({
    accessToken: body.access_token,
    idToken: body.id_token ?? previous.idToken ?? null,
    refreshToken: body.refresh_token ?? previous.refreshToken ?? null,
    expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000,
  });
}

/** Ends the session at the provider (RP-initiated logout with id_token_hint), then here. */
export async function endProviderSession() {
  const idToken = sessionStore.get().idToken;
  sessionStore.clear();
  try {
    const [config, endpoints] = await Promise.all([loadAuthConfig(), discovery()]);
    if (endpoints.end_session_endpoint) {
      const url = new URL(endpoints.end_session_endpoint);
      url.search = new URLSearchParams({
        client_id: config.clientId,
        post_logout_redirect_uri: config.postLogoutRedirectUri,
        ...(idToken ? { id_token_hint: idToken } : {}),
      }).toString();
      window.location.assign(url.toString());
      return;
    }
  } catch {
    /* provider unreachable: the local session is gone anyway */
  }
  window.location.assign('/eng/home');
}
