import { createLocalJWKSet, importJWK, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config';
import type { SigningKeys } from '../identity';

/**
 * Photographer session tokens: signed with the product's key but with their own issuer, audience
 * and type, so the staff API (which requires the OIDC issuer, audience 'atrium-api' and typ
 * at+jwt) never accepts one, and the photographer area never accepts a staff token.
 */
export const PHOTOGRAPHER_AUDIENCE = 'atrium-photographer';
export const PHOTOGRAPHER_TOKEN_TYPE = 'photographer+jwt';
export const PHOTOGRAPHER_SESSION_SECONDS = 2 * 3600;

export const photographerIssuer = (config: Pick<Config, 'publicUrl'>) => `${config.publicUrl}/photographer`;

export type PhotographerClaims = { accountId: number; email: string };

export function createPhotographerTokens(config: Pick<Config, 'publicUrl'>, keys: SigningKeys) {
  const issuer = photographerIssuer(config);
  const jwks = createLocalJWKSet(keys.publicJwks);
  return {
    async sign(claims: PhotographerClaims): Promise<{ token: string; expiresAt: number }> {
      const jwk = keys.privateJwks.keys[0];
      const expiresAt = Math.floor(Date.now() / 1000) + PHOTOGRAPHER_SESSION_SECONDS;
      const token = await new SignJWT({ email: claims.email })
        .setProtectedHeader({ alg: 'RS256', typ: PHOTOGRAPHER_TOKEN_TYPE, kid: jwk.kid })
        .setSubject(String(claims.accountId))
        .setIssuer(issuer)
        .setAudience(PHOTOGRAPHER_AUDIENCE)
        .setIssuedAt()
        .setJti(crypto.randomUUID())
        .setExpirationTime(expiresAt)
        .sign(await importJWK(jwk, 'RS256'));
      return { token, expiresAt: expiresAt * 1000 };
    },
    /** The claims of a valid photographer token, or null for anything else. */
    async verify(token: string): Promise<PhotographerClaims | null> {
      try {
        const { payload } = await jwtVerify(token, jwks, {
          issuer,
          audience: PHOTOGRAPHER_AUDIENCE,
          typ: PHOTOGRAPHER_TOKEN_TYPE,
          algorithms: ['RS256'],
          requiredClaims: ['exp'],
        });
        const accountId = Number(payload.sub);
        if (!Number.isInteger(accountId) || typeof payload.email !== 'string') return null;
        return { accountId, email: payload.email };
      } catch {
        return null;
      }
    },
  };
}
export type PhotographerTokens = ReturnType<typeof createPhotographerTokens>;
