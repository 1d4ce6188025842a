import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApi, serverArgs } from '../../scripts/build-api.mjs';
import { createTestDatabase, dropTestDatabase } from '../../apps/api/src/test/databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per browser worker: its address and data folder. */
    servers: { baseUrl: string; dataDir: string }[];
  }
}

/** Browser journeys that run at once, each chain of files against its own server. */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

const servers: ChildProcess[] = [];
/** With TEST_DATABASE_URL (as in CI) each server has its own PostgreSQL database, dropped at the end. */
const databaseServer = process.env.TEST_DATABASE_URL;
const databases: string[] = [];

/**
 * One production server (built web app + API + demo data) per browser worker: journeys that run
 * at the same time never see each other's changes (a new listing first in a list, a count).
 */
export async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../..');
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html')))
    throw new Error('Build the web app first (npm test does)');
  const bundle = await buildApi();
  const started = [];
  for (let i = 0; i < E2E_WORKERS; i++) started.push(await startServer(root, bundle));
  project.provide('servers', started);
}

async function startServer(root: string, bundle: string) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-e2e-'));
  // A private copy of the build: a rebuild of apps/web/dist during the run cannot break it.
  const webDist = path.join(dataDir, 'web');
  fs.cpSync(path.join(root, 'apps/web/dist'), webDist, { recursive: true });
  const baseUrl = `http://127.0.0.1:${port}`;
  // a new, empty database that the server migrates and seeds as npm start does: on a real
  // PostgreSQL the journeys run faster than on the embedded one (the journeys that start their
  // own servers, platform-ii and sign-in-admin, keep PGlite)
  const database = databaseServer ? await createTestDatabase(databaseServer, 'atrium_e2e') : undefined;
  if (database) databases.push(database.name);
  const log = fs.createWriteStream(path.join(dataDir, 'server.log'));
  // as npm start runs it
  const server = spawn(process.execPath, serverArgs(bundle), {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // the journeys run faster than any person: budgets on, twenty times the defaults
      RATE_LIMITS: '20',
      WEB_DIST: webDist,
      ...(database ? { DATABASE_URL: database.url } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  // The address is handed out at once: the demo data is seeded while the API and web tests run,
  // and each browser journey waits for /api/ready when it launches its browser (support/browser.ts).
  server.on('exit', (code) => {
    if (code !== 0 && code !== null) log.write(`\nserver exited with code ${code}\n`);
  });
  servers.push(server);
  return { baseUrl, dataDir };
}

export async function teardown() {
  await Promise.all(
    servers.map(
      (server) =>
        new Promise((resolve) => {
          if (server.exitCode !== null) return resolve(null);
          server.once('exit', resolve);
          server.kill('SIGTERM');
          setTimeout(() => server.kill('SIGKILL'), 10_000).unref();
        }),
    ),
  );
  for (const name of databases) await dropTestDatabase(databaseServer!, name);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}
