import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../test/test-app';

const ORIGIN = 'http://127.0.0.1:3999';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A browser in miniature: a cookie jar and requests against the in-process app. */
function browser() {
  const jar = new Map<string, string>();
  const keep = (res: LightMyRequestResponse) => {
    for (const c of res.cookies) {
      if (c.value === '' || (c.expires && c.expires.getTime() < Date.now())) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return res;
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  return {
    get: async (url: string) =>
      keep(
        await t.app.inject({
          method: 'GET',
          url: url.replace(ORIGIN, ''),
          headers: { host: '127.0.0.1:3999', cookie: cookie() },
        }),
      ),
    post: async (url: string, form: Record<string, string>) =>
      keep(
        await t.app.inject({
          method: 'POST',
          url: url.replace(ORIGIN, ''),
          headers: {
            host: '127.0.0.1:3999',
            cookie: cookie(),
            origin: ORIGIN,
            'content-type': 'application/x-www-form-urlencoded',
          },
          payload: new URLSearchParams(form).toString(),
        }),
      ),
  };
}

async function signInThroughProvider(email: string) {
  const b = browser();
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const auth = await b.get(
    `/oidc/auth?${new URLSearchParams({
      client_id: 'atrium-web',
      redirect_uri: `${ORIGIN}/auth`,
      response_type: 'code',
      scope: 'openid profile email groups metro office offline_access',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'state-1',
      nonce: 'nonce-1',
    })}`,
  );
  expect(auth.statusCode).toBe(303);
  const interactionUrl = auth.headers.location as string;
  expect(interactionUrl).toMatch(/\/oidc\/interaction\//);
  const page = await b.get(interactionUrl);
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Built-in demo identity provider');
  expect(page.body).toContain(email);
  const login = await b.post(`${new URL(interactionUrl, ORIGIN).pathname}/login`, { email });
  expect(login.statusCode).toBe(303);
  let res = await b.get(login.headers.location as string);
  while (res.statusCode === 303 && !String(res.headers.location).startsWith(`${ORIGIN}/auth`))
    res = await b.get(res.headers.location as string);
  const callback = new URL(res.headers.location as string);
  expect(callback.searchParams.get('state')).toBe('state-1');
  const code = callback.searchParams.get('code')!;
  const token = await b.post('/oidc/token', {
    grant_type: 'authorization_code',
    code,
    redirect_uri: `${ORIGIN}/auth`,
    client_id: 'atrium-web',
    code_verifier: verifier,
  });
  expect(token.statusCode).toBe(200);
  return { browser: b, tokens: token.json() as Record<string, string> };
}

describe('embedded identity provider', () => {
  it('publishes discovery with PKCE S256 and the product scopes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.issuer).toBe(`${ORIGIN}/oidc`);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.scopes_supported).toEqual(expect.arrayContaining(['openid', 'groups', 'metro', 'office']));
    expect(doc.end_session_endpoint).toBeTruthy();
  });

  it('signs a demo user in and issues a JWT access token the API accepts', async () => {
    const { tokens } = await signInThroughProvider('agent@meridian.example');
    expect(decodeProtectedHeader(tokens.access_token).typ).toBe('at+jwt');
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({
      iss: `${ORIGIN}/oidc`,
      aud: 'atrium-api',
      email: 'agent@meridian.example',
    });
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.id_token).toBeTruthy();
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/user/authorize',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('agent@meridian.example');
  });

  it('renews with the refresh token until the provider session ends', async () => {
    const { browser: b, tokens } = await signInThroughProvider('staff@meridian.example');
    const renewed = await b.post('/oidc/token', {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: 'atrium-web',
    });
    expect(renewed.statusCode).toBe(200);
    expect(decodeJwt(renewed.json().access_token).email).toBe('staff@meridian.example');

    const end = await b.get(
      `/oidc/session/end?${new URLSearchParams({
        id_token_hint: tokens.id_token,
        post_logout_redirect_uri: `${ORIGIN}/eng/home`,
        client_id: 'atrium-web',
      })}`,
    );
    expect(end.statusCode).toBe(200);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(end.body)![1];
    const confirm = await b.post('/oidc/session/end/confirm', { xsrf, logout: 'yes' });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe(`${ORIGIN}/eng/home`);
    const after = await b.post('/oidc/token', {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: 'atrium-web',
    });
    expect(after.statusCode).toBe(400);
  });

  it("signs out with the API's own script, no inline one, under a CSP that forbids inline scripts", async () => {
    const { browser: b, tokens } = await signInThroughProvider('agent@meridian.example');
    const end = await b.get(
      `/oidc/session/end?${new URLSearchParams({
        id_token_hint: tokens.id_token,
        post_logout_redirect_uri: `${ORIGIN}/eng/home`,
        client_id: 'atrium-web',
      })}`,
    );
    expect(end.statusCode).toBe(200);
    const scriptSrc = /script-src ([^;]+)/.exec(String(end.headers['content-security-policy']))?.[1];
    expect(scriptSrc?.trim()).toBe("'self'");
    const scripts = [...end.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const [, attributes, inline] = scripts[0];
    expect(inline.trim()).toBe('');
    const src = /src="([^"]+)"/.exec(attributes)![1];
    expect(src.startsWith('/')).toBe(true);
    const script = await b.get(src);
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('op.logoutForm');
  });

  it('refuses an unknown client and a missing PKCE challenge', async () => {
    const b = browser();
    const res = await b.get(
      `/oidc/auth?${new URLSearchParams({
        client_id: 'atrium-web',
        redirect_uri: `${ORIGIN}/auth`,
        response_type: 'code',
        scope: 'openid',
      })}`,
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toContain('error=invalid_request');
    const unknown = await b.get(`/oidc/auth?client_id=nobody&response_type=code&scope=openid`);
    expect(unknown.statusCode).toBe(400);
  });
});
