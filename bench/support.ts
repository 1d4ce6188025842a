import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSigningKeys } from '../apps/api/src/features/identity/signing-keys';
import { embeddedIssuer, signAccessToken } from '../apps/api/src/features/identity/tokens';

export { launchChromium } from '../e2e/support/chromium';
export {
  freePort,
  startServerProcess as startProductServer,
  waitReady,
} from '../apps/api/src/stress/server-process';

export const root = path.resolve(import.meta.dirname, '..');

/** A bearer token signed with the data folder's keys, exactly as `npm run token` makes it. */
export async function mintToken(dataDir: string, publicUrl: string, email: string): Promise<string> {
  const keys = await loadSigningKeys(dataDir);
  return signAccessToken(
    keys,
    { sub: email, email },
    { issuer: embeddedIssuer({ publicUrl }), audience: 'atrium-api', expiresInSeconds: 12 * 3600 },
  );
}

/** The machine a figure was measured on. */
export function machineInfo(database: string) {
  const cpus = os.cpus();
  let nproc = String(cpus.length);
  try {
    nproc = execSync('nproc').toString().trim();
  } catch {
    /* keep os.cpus() */
  }
  return {
    nproc: Number(nproc),
    cpu: cpus[0]?.model ?? 'unknown',
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    database,
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
  };
}

/** p-th percentile (0-100) of a list of numbers, nearest rank. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

/** A process's resident memory now, in MB, from /proc. */
export function rssMbOf(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(line?.[1] ?? 0) / 1024;
}
