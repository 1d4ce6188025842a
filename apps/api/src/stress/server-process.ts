import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { buildApi, serverArgs } from '../../../../scripts/build-api.mjs';

/** The repository root (where `npm start` runs). */
export const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

let bundle: Promise<string> | undefined;

export type ServerProcess = {
  url: string;
  port: number;
  child: ChildProcess;
  /** SIGTERM, then SIGKILL after 10 s. */
  stop: () => Promise<void>;
  /** SIGKILL now: no shutdown hook runs. */
  kill: () => Promise<void>;
};

/**
 * The product as a separate process in production mode, exactly as `npm start` runs the API
 * (node on the bundle of scripts/build-api.mjs), on a given or free port; resolves when /api/ready
 * answers. The request budgets stay on but a thousand times larger (RATE_LIMITS=1000): the
 * stress tests send thousands of requests as a handful of users; `env` may set them otherwise.
 */
export async function startServerProcess(opts: {
  dataDir: string;
  databaseUrl?: string | null;
  logFile: string;
  port?: number;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const log = fs.createWriteStream(opts.logFile, { flags: 'a' });
  bundle ??= buildApi();
  const child = spawn(process.execPath, serverArgs(await bundle), {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: opts.dataDir,
      DATABASE_URL: opts.databaseUrl ?? '',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: '1000',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  await waitReady(url, child, opts.timeoutMs ?? 240_000, opts.logFile);
  return {
    url,
    port,
    child,
    stop: async () => {
      if (!isRunning()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
    kill: async () => {
      if (!isRunning()) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

export async function waitReady(url: string, child: ChildProcess, timeoutMs: number, logFile = '') {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The server stopped (${child.exitCode ?? child.signalCode}); see ${logFile}`);
    try {
      const res = await fetch(`${url}/api/ready`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`The server did not become ready in ${timeoutMs} ms; see ${logFile}`);
}
