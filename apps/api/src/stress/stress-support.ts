import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { openDatabase } from '../db/client';
import { SCALES, seedDemoData } from '../db/seed/demo-data';
import { createDiskStorage } from '../adapters/storage/storage';
import { loadSigningKeys } from '../features/identity/signing-keys';
import { embeddedIssuer, signAccessToken } from '../features/identity/tokens';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestDatabase, dropTestDatabase } from '../test/databases';

export type DbKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export function databaseKinds(): DbKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A stress count: STRESS_ROUNDS or STRESS_KILLS (default: the full count of the issue), or, for
 * the embedded database, STRESS_ROUNDS_PGLITE / STRESS_KILLS_PGLITE when set (CI runs PGlite,
 * several times slower per request, with fewer rounds than PostgreSQL).
 */
export function stressCount(kind: DbKind, name: 'STRESS_ROUNDS' | 'STRESS_KILLS', full: number): number {
  const forPglite = kind === 'pglite' ? process.env[`${name}_PGLITE`] : undefined;
  return Number(forPglite ?? process.env[name] ?? full);
}

export const ADMIN = 'admin@meridian.example';
export const AGENT = 'agent@meridian.example';

/** The test app (fresh database, small demo data) listening on a real port. */
export async function startHttpApp(
  kind: DbKind,
): Promise<TestApp & { url: string; bearer: (email: string) => Promise<string> }> {
  const previous = process.env.TEST_DB_KIND;
  process.env.TEST_DB_KIND = kind;
  // budgets on, a thousand times larger: twenty writers at once, round after round, as one user
  const t = await createTestApp({ env: { RATE_LIMITS: '1000' } });
  process.env.TEST_DB_KIND = previous;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const tokens = new Map<string, string>();
  return {
    ...t,
    url: `http://127.0.0.1:${port}`,
    bearer: async (email) => {
      if (!tokens.has(email)) tokens.set(email, `Bearer ${await t.token(email)}`);
      return tokens.get(email)!;
    },
  };
}

/**
 * A seeded database for a separate server process: a new PostgreSQL database on the server of
 * TEST_DATABASE_URL, or a PGlite data folder. `dataDir` also holds the signing keys.
 */
export async function createSeededDatabase(kind: DbKind): Promise<{
  dataDir: string;
  databaseUrl: string | null;
  dispose: () => Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `atrium-stress-${kind}-`));
  let databaseUrl: string | null = null;
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const created = await createTestDatabase(serverUrl, 'atrium_stress');
    databaseUrl = created.url;
    dropDatabase = () => dropTestDatabase(serverUrl, created.name);
  }
  const database = await openDatabase({ databaseUrl, dataDir });
  await seedDemoData(database.db, SCALES.test, {
    storage: createDiskStorage(path.join(dataDir, 'files')),
  });
  await database.close();
  return {
    dataDir,
    databaseUrl,
    dispose: async () => {
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A bearer header for a server process that signs with `dataDir`'s keys and runs at `publicUrl`. */
export async function bearerFor(dataDir: string, publicUrl: string, email: string): Promise<string> {
  const keys = await loadSigningKeys(dataDir);
  const token = await signAccessToken(
    keys,
    { sub: email, email },
    { issuer: embeddedIssuer({ publicUrl }), audience: 'atrium-api', expiresInSeconds: 3600 },
  );
  return `Bearer ${token}`;
}
