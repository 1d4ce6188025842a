import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { importJWK, SignJWT, type JWK } from 'jose';
import { inject } from 'vitest';

/**
 * Signs a persona in for a journey that is not about signing in. The identity work replaces the
 * body with the real flow through the embedded provider's sign-in page; journeys call only this.
 */
export async function signIn(page: Page, email: string) {
  const baseUrl = inject('baseUrl');
  const accessToken = await mintToken(email);
  const res = await fetch(`${baseUrl}/api/user/authorize`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  if (!res.ok) throw new Error(`authorize failed for ${email}: ${res.status}`);
  const user = await res.json();
  await page.goto(`${baseUrl}/api/health`);
  await page.evaluate(
    ([session]) => localStorage.setItem('atrium.session', session),
    [JSON.stringify({ accessToken, user, expiresAt: Date.now() + 3600_000 })],
  );
}

async function mintToken(email: string): Promise<string> {
  const baseUrl = inject('baseUrl');
  const keys = JSON.parse(fs.readFileSync(path.join(inject('dataDir'), 'keys', 'jwks.json'), 'utf8')) as {
    keys: JWK[];
  };
  const jwk = keys.keys[0];
  return new SignJWT({ email, client_id: 'atrium-e2e' })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: jwk.kid })
    .setSubject(email)
    .setIssuer(`${baseUrl}/oidc`)
    .setAudience('atrium-api')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(await importJWK(jwk, 'RS256'));
}
