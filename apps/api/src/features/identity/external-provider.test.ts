import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * With OIDC_ISSUER the product uses an external provider with no code change: the embedded one
 * is not mounted, the web is told where to sign in, and the API trusts only the issuer's keys.
 */
let t: TestApp;
let server: http.Server;
let issuer: string;
let externalKey: CryptoKey;

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  externalKey = privateKey;
  const jwk = { ...(await exportJWK(publicKey)), kid: 'external-1', alg: 'RS256', use: 'sig' };
  server = http.createServer((req, res) => {
    const send = (body: unknown) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/.well-known/openid-configuration')
      return send({ issuer, jwks_uri: `${issuer}/keys`, authorization_endpoint: `${issuer}/authorize` });
    if (req.url === '/keys') return send({ keys: [jwk] });
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.OIDC_ISSUER = issuer;
  process.env.OIDC_CLIENT_ID = '0oa-external-client';
  process.env.OIDC_SCOPES = 'openid profile email offline_access';
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  server?.close();
  delete process.env.OIDC_ISSUER;
  delete process.env.OIDC_CLIENT_ID;
  delete process.env.OIDC_SCOPES;
});

const externalToken = (email: string, audience = 'atrium-api') =>
  new SignJWT({ email })
    .setProtectedHeader({ alg: 'RS256', kid: 'external-1' })
    .setSubject('00u-external-subject')
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(externalKey);
const authorizeWith = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/authorize', headers: { authorization: `Bearer ${token}` } });

describe('external identity provider (OIDC_ISSUER)', () => {
  it('does not mount the embedded provider', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(res.statusCode).toBe(404);
    for (const [method, url] of [
      ['GET', '/oidc/auth?client_id=atrium-web'],
      ['GET', '/oidc/interaction/some-uid'],
      ['POST', '/oidc/interaction/some-uid/login'],
      ['GET', '/oidc/password/reset?token=some-token-of-some-length'],
      ['POST', '/oidc/password/reset'],
    ] as const)
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(404);
  });

  it('has no password route: passwords live at the external provider', async () => {
    const token = await externalToken('admin@meridian.example');
    for (const [method, url, body] of [
      ['PUT', '/api/user/1/password', { password: 'Secret#2026' }],
      ['POST', '/api/user/1/password/reset', {}],
      ['POST', '/api/admin/sign-in/users', {}],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('tells the web to sign in at the external issuer', async () => {
    const res = await t.call({ method: 'GET', url: '/api/auth/config' });
    expect(res.json()).toMatchObject({
      issuer,
      clientId: '0oa-external-client',
      scopes: 'openid profile email offline_access',
      isEmbedded: false,
      signInMode: 'external',
    });
  });

  it("accepts the issuer's tokens and refuses the embedded keys and other audiences", async () => {
    const ok = await authorizeWith(await externalToken('agent@meridian.example'));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe('agent@meridian.example');
    expect((await authorizeWith(await t.token('agent@meridian.example'))).statusCode).toBe(401);
    expect((await authorizeWith(await externalToken('agent@meridian.example', 'other'))).statusCode).toBe(
      401,
    );
  });

  it("lets the web connect to the issuer's origin and nowhere else", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    const connect = /connect-src ([^;]+)/.exec(csp)?.[1].trim().split(/\s+/);
    expect(connect).toEqual(["'self'", new URL(issuer).origin]);
    expect(/script-src ([^;]+)/.exec(csp)?.[1].trim()).toBe("'self'");
  });
});
