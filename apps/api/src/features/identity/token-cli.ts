import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { findUserRecord } from './actor.repo';
import { loadSigningKeys } from './signing-keys';
import { embeddedIssuer, signAccessToken } from './tokens';

/**
 * npm run token -- <email>: prints a bearer access token for that user, signed with the embedded
 * provider's key from DATA_DIR. It needs the data folder, so it never works over HTTP. The
 * embedded PGlite folder belongs to the running server, so the user is only looked up when a
 * PostgreSQL server is configured; the API refuses a token for an unknown e-mail either way.
 */
const email = process.argv[2]?.trim().toLowerCase();
if (!email) {
  console.error('Usage: npm run token -- <email>');
  process.exit(2);
}
const config = loadConfig();
const keys = await loadSigningKeys(config.dataDir);
if (config.databaseUrl) {
  const database = await openDatabase(config);
  const user = await findUserRecord(database.db, { email });
  await database.close();
  if (!user) {
    console.error(`No user with e-mail ${email}`);
    process.exit(1);
  }
}
const token = await signAccessToken(
  keys,
  { sub: email, email },
  {
    issuer: embeddedIssuer(config),
    audience: config.oidc.audience,
    expiresInSeconds: 12 * 3600,
  },
);
console.log(token);
