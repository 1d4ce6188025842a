import fs from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export type SigningKeys = { privateJwks: { keys: JWK[] }; publicJwks: { keys: JWK[] } };

const memoryKeys = new Map<string, SigningKeys>();

/**
 * The embedded identity provider's signing keys, kept in `<dataDir>/keys/jwks.json` so that the
 * provider, the API and `npm run token` (which needs access to the data folder) share them.
 */
export async function loadSigningKeys(dataDir: string): Promise<SigningKeys> {
  if (dataDir === 'memory://') {
    const cached = memoryKeys.get(dataDir);
    if (cached) return cached;
    const keys = await createKeys();
    memoryKeys.set(dataDir, keys);
    return keys;
  }
  const file = path.join(dataDir, 'keys', 'jwks.json');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const keys = await createKeys();
    fs.writeFileSync(file, JSON.stringify(keys.privateJwks), { mode: 0o600 });
  }
  const privateJwks = JSON.parse(fs.readFileSync(file, 'utf8')) as { keys: JWK[] };
  return { privateJwks, publicJwks: { keys: privateJwks.keys.map(publicPart) } };
}

async function createKeys(): Promise<SigningKeys> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = {
    ...(await exportJWK(privateKey)),
    kid: `atrium-${Date.now().toString(36)}`,
    alg: 'RS256',
    use: 'sig',
  };
  return { privateJwks: { keys: [jwk] }, publicJwks: { keys: [publicPart(jwk)] } };
}

function publicPart(jwk: JWK): JWK {
  const { kty, n, e, kid, alg, use } = jwk;
  return { kty, n, e, kid, alg, use };
}
