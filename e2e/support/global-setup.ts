import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

let server: ChildProcess | undefined;

/** One production server (built web app + API + demo data) for every browser journey. */
export async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../..');
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html')))
    throw new Error('Build the web app first (npm test does)');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-e2e-'));
  // A private copy of the build: a rebuild of apps/web/dist during the run cannot break it.
  const webDist = path.join(dataDir, 'web');
  fs.cpSync(path.join(root, 'apps/web/dist'), webDist, { recursive: true });
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = fs.createWriteStream(path.join(dataDir, 'server.log'));
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
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
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The server stopped; see ${path.join(dataDir, 'server.log')}`);
    try {
      const res = await fetch(`${baseUrl}/api/ready`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
}

export async function teardown() {
  server?.kill('SIGTERM');
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
