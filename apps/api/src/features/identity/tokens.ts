import { createLocalJWKSet, createRemoteJWKSet, importJWK, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Config } from '../../config';
import type { SigningKeys } from './signing-keys';

export function embeddedIssuer(config: Pick<Config, 'publicUrl'>): string {
  return `${config.publicUrl}/oidc`;
}

/** Signs an access token exactly as the embedded provider issues them (RS256, typ at+jwt). */
export async function signAccessToken(
  keys: SigningKeys,
  claims: { sub: string; email: string },
  opts: { issuer: string; audience: string; expiresInSeconds?: number; clientId?: string },
): Promise<string> {
  const jwk = keys.privateJwks.keys[0];
  const key = await importJWK(jwk, 'RS256');
  return new SignJWT({
    email: claims.email,
    client_id: opts.clientId ?? 'atrium-cli',
    scope: 'openid profile email',
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: jwk.kid })
    .setSubject(claims.sub)
    .setIssuer(opts.issuer)
    .setAudience(opts.audience)
    .setIssuedAt()
    .setJti(crypto.randomUUID())
    .setExpirationTime(`${opts.expiresInSeconds ?? 3600}s`)
    .sign(key);
}

export type TokenVerifier = (token: string) => Promise<JWTPayload>;

/**
 * Checks signature, issuer, audience, type and expiry against the provider's published keys:
 * the embedded provider's key set, or the external issuer's JWKS when OIDC_ISSUER is set. A
 * token without an expiry (exp) is refused: it would be valid forever.
 */
export async function createTokenVerifier(config: Config, keys: SigningKeys): Promise<TokenVerifier> {
  const issuer = config.oidc.issuer ?? embeddedIssuer(config);
  const jwks = config.oidc.issuer
    ? createRemoteJWKSet(new URL(await discoverJwksUri(config.oidc.issuer)))
    : createLocalJWKSet(keys.publicJwks);
  const verified = new Map<string, JWTPayload>();
  return async (token) => {
    // A token already verified is not verified again (a signature check on every request) until it expires.
    const known = verified.get(token);
    if (known && (known.exp ?? 0) * 1000 > Date.now()) return known;
    const { payload } = await jwtVerify(token, jwks, {
      issuer,
      audience: config.oidc.audience,
      typ: config.oidc.issuer ? undefined : 'at+jwt',
      algorithms: ['RS256', 'PS256', 'ES256'],
      requiredClaims: ['exp'],
    });
    if (known) verified.delete(token);
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(token, payload);
    return payload;
  };
}

/** How many verified tokens are remembered (the oldest is forgotten first). */
const VERIFIED_TOKENS_KEPT = 5000;

async function discoverJwksUri(issuer: string): Promise<string> {
  const res = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  if (!res.ok) throw new Error(`OpenID discovery failed for ${issuer}: ${res.status}`);
  const doc = (await res.json()) as { jwks_uri: string };
  return doc.jwks_uri;
}
