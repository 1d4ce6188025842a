import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { SCALES, seedDemoData } from '../db/seed/demo-data';
import { seedReferenceData } from '../db/seed/reference-seed';
import { buildApp } from '../app';
import { createDiskStorage } from '../adapters/storage/storage';
import { createTestDatabase, dropTestDatabase } from './databases';
import type { App, AppContext } from '../app-context';
import { embeddedIssuer, signAccessToken } from '../features/identity/tokens';

export type TestApp = {
  app: App;
  ctx: AppContext;
  database: Database;
  token: (email: string) => Promise<string>;
  /** app.inject with a bearer token for `as` (an e-mail) and JSON body. */
  call: (opts: {
    method: string;
    url: string;
    as?: string;
    body?: unknown;
    headers?: Record<string, string>;
  }) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

/**
 * The API on a fresh database with the small demo data set (so in demo sign-in mode, unless
 * `env` says SEED_DEMO_DATA=false): PGlite in memory by default, or a new database on the server
 * of TEST_DATABASE_URL when the test project asks for PostgreSQL.
 */
export async function createTestApp(
  opts: {
    /** false: an empty database; 'reference': only the reference data a real deployment starts with. */
    seed?: boolean | 'reference';
    webDist?: string;
    /** Settings on top of the environment and the test defaults (SEED_DEMO_DATA, PUBLIC_URL, TRUST_PROXY...). */
    env?: Record<string, string>;
  } = {},
): Promise<TestApp> {
  const kind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
  // the run's migrated and seeded template, when the project's global set-up made one
  const template = opts.seed === undefined || opts.seed === true ? inject('testTemplate') : undefined;
  let databaseUrl: string | null = null;
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project');
    const created = await createTestDatabase(
      serverUrl,
      'atrium_test',
      template?.kind === 'postgres' ? template.name : undefined,
    );
    databaseUrl = created.url;
    dropDatabase = () => dropTestDatabase(serverUrl, created.name);
  }
  const filesRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-test-files-'));
  // the demo pictures the template's rows name, in this app's own storage
  if (template) fs.cpSync(template.filesDir, path.join(filesRoot, 'files'), { recursive: true });
  const config = {
    ...loadConfig({
      FILES_DIR: path.join(filesRoot, 'files'),
      UPLOAD_TMP_DIR: path.join(filesRoot, 'tmp'),
      ...process.env,
      DATA_DIR: 'memory://',
      PUBLIC_URL: 'http://127.0.0.1:3999',
      // thousands of requests by a few users: the budgets are tested by rate-limits.test.ts
      RATE_LIMITS: 'off',
      ...opts.env,
      DATABASE_URL: databaseUrl ?? '',
    }),
    dataDir: 'memory://',
    webDist: opts.webDist ?? '/nonexistent',
  };
  const loadDataDir =
    template?.kind === 'pglite' && kind === 'pglite' ? templateArchive(template.file) : undefined;
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://', loadDataDir });
  if (opts.seed === 'reference') await seedReferenceData(database.db);
  else if (opts.seed !== false && !template)
    await seedDemoData(database.db, SCALES.test, { storage: createDiskStorage(config.files.dir) });
  const { app, ctx } = await buildApp({ config, database, logger: false });
  await app.ready();
  const token = (email: string) =>
    signAccessToken(
      ctx.keys,
      { sub: email, email },
      { issuer: embeddedIssuer(config), audience: config.oidc.audience },
    );
  return {
    app,
    ctx,
    database,
    token,
    call: async ({ method, url, as, body, headers }) =>
      app.inject({
        method: method as never,
        url,
        headers: { ...(as ? { authorization: `Bearer ${await token(as)}` } : {}), ...(headers ?? {}) },
        ...(body !== undefined ? { payload: body as never } : {}),
      }),
    close: async () => {
      await app.close();
      await database.close();
      await dropDatabase();
      fs.rmSync(filesRoot, { recursive: true, force: true });
    },
  };
}

/**
 * The template's archive, read once per worker (its files share the modules). Node 20's own Blob
 * hands PGlite its bytes at ~100 MB/s, most of a second for the template's 73 MB; this one at once.
 */
class BytesBlob extends Blob {
  constructor(private readonly content: Uint8Array) {
    super([]);
  }
  override arrayBuffer() {
    const { buffer, byteOffset, byteLength } = this.content;
    return Promise.resolve(buffer.slice(byteOffset, byteOffset + byteLength) as ArrayBuffer);
  }
}
const archives = new Map<string, Uint8Array>();
function templateArchive(file: string): Blob {
  let bytes = archives.get(file);
  if (!bytes) archives.set(file, (bytes = fs.readFileSync(file)));
  return new BytesBlob(bytes);
}

/**
 * The test file's app: created before its tests (from the run's template database) and closed
 * after them. Its members are read inside tests and hooks registered after this call.
 */
export function useTestApp(opts?: Parameters<typeof createTestApp>[0]): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(opts);
  });
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as TestApp, {
    get(_target, key) {
      if (!current) throw new Error('useTestApp: the app starts in beforeAll; read it inside a test or hook');
      return current[key as keyof TestApp];
    },
  });
}
