import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The headers every answer carries: a Content-Security-Policy that runs no inline script and
 * connects only to the application (and an external identity provider: see
 * external-provider.test.ts), no-store on API answers, and HSTS only over HTTPS.
 */
let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets/app-1a2b.js'), 'export {};\n');
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, each with its sources. */
export function cspDirectives(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('Content-Security-Policy', () => {
  it.each(['/api/health', '/', '/eng/listings', '/assets/app-1a2b.js'])(
    'runs no inline script and connects only to the application itself: %s',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      const csp = cspDirectives(res.headers['content-security-policy']);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['script-src-attr']).toEqual(["'none'"]);
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      // frames only of the application and of its own object URLs (the PDF floor plan preview)
      expect(csp['frame-src']).toEqual(["'self'", 'blob:']);
      expect(csp['default-src']).toEqual(["'self'"]);
    },
  );

  it('asks for no HTTPS upgrade of requests over plain http', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(cspDirectives(res.headers['content-security-policy'])).not.toHaveProperty(
      'upgrade-insecure-requests',
    );
  });
});

describe('Cache-Control', () => {
  it('is no-store on signed-in API answers, refusals included', async () => {
    const ok = await t.call({ method: 'POST', url: '/api/user/authorize', as: 'agent@meridian.example' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    const refused = await t.call({ method: 'GET', url: '/api/listing/1/details' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('keeps the long caching of static assets and revalidates index.html', async () => {
    const asset = await t.app.inject({ url: '/assets/app-1a2b.js' });
    expect(asset.headers['cache-control']).toMatch(/max-age=3600/);
    expect(asset.headers['cache-control']).toMatch(/immutable/);
    const page = await t.app.inject({ url: '/eng/listings' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

describe('Strict-Transport-Security', () => {
  it('is not sent over plain http', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent when the request came over TLS (through a trusted proxy)', async () => {
    const behindProxy = await createTestApp({ seed: false, env: { TRUST_PROXY: 'true' } });
    try {
      const tls = await behindProxy.app.inject({
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(tls.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
      const plain = await behindProxy.app.inject({ url: '/api/health' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
  });

  it('is sent on every answer when PUBLIC_URL is https, which also upgrades requests', async () => {
    const https = await createTestApp({ seed: false, env: { PUBLIC_URL: 'https://atrium.example' } });
    try {
      const res = await https.app.inject({ url: '/api/health' });
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
      expect(cspDirectives(res.headers['content-security-policy'])).toHaveProperty(
        'upgrade-insecure-requests',
      );
    } finally {
      await https.close();
    }
  });
});
