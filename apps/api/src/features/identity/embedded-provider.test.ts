import { describe, expect, it } from 'vitest';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { MSG } from '@atrium/domain';
import { useTestApp } from '../../test/test-app';
import { finishSignIn, injectTransport, oidcBrowser, openSignInPage } from '../../test/oidc-browser';

const ORIGIN = 'http://127.0.0.1:3999';
const t = useTestApp();

const browser = () => oidcBrowser(ORIGIN, injectTransport(t.app, { host: '127.0.0.1:3999' }));

/** Demo mode: the page lists the demo users; choosing one signs that user in. */
async function signInThroughProvider(email: string) {
  const b = browser();
  const { page, interactionPath, verifier } = await openSignInPage(b, ORIGIN);
  expect(page.status).toBe(200);
  expect(page.body).toContain('Built-in demo identity provider');
  expect(page.body).toContain(email);
  const login = await b.post(`${interactionPath}/login`, { email });
  expect(login.status).toBe(303);
  return { browser: b, tokens: await finishSignIn(b, ORIGIN, login, verifier) };
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

  it('runs in demo mode on the demo data and says so on the sign-in page', async () => {
    const config = await t.call({ method: 'GET', url: '/api/auth/config' });
    expect(config.json().signInMode).toBe('demo');
    const { page } = await openSignInPage(browser(), ORIGIN);
    expect(page.body).toContain(MSG.demoSignInNotice);
    expect(page.body).not.toContain('type="password"');
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
    expect(renewed.status).toBe(200);
    expect(decodeJwt(JSON.parse(renewed.body).access_token).email).toBe('staff@meridian.example');

    const end = await b.get(
      `/oidc/session/end?${new URLSearchParams({
        id_token_hint: tokens.id_token,
        post_logout_redirect_uri: `${ORIGIN}/eng/home`,
        client_id: 'atrium-web',
      })}`,
    );
    expect(end.status).toBe(200);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(end.body)![1];
    const confirm = await b.post('/oidc/session/end/confirm', { xsrf, logout: 'yes' });
    expect(confirm.status).toBe(303);
    expect(confirm.location).toBe(`${ORIGIN}/eng/home`);
    const after = await b.post('/oidc/token', {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: 'atrium-web',
    });
    expect(after.status).toBe(400);
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
    expect(end.status).toBe(200);
    const scriptSrc = /script-src ([^;]+)/.exec(String(end.headers['content-security-policy']))?.[1];
    expect(scriptSrc?.trim()).toBe("'self'");
    const scripts = [...end.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const [, attributes, inline] = scripts[0];
    expect(inline.trim()).toBe('');
    const src = /src="([^"]+)"/.exec(attributes)![1];
    expect(src.startsWith('/')).toBe(true);
    const script = await b.get(src);
    expect(script.status).toBe(200);
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
    expect(res.status).toBe(303);
    expect(res.location).toContain('error=invalid_request');
    const unknown = await b.get(`/oidc/auth?client_id=nobody&response_type=code&scope=openid`);
    expect(unknown.status).toBe(400);
  });
});
