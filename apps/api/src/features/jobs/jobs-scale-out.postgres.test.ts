import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { createTestDatabase, dropTestDatabase } from '../../test/databases';
import { repoRoot } from '../../stress/server-process';
import { createJobQueue, type JobQueue } from './job-queue';

/**
 * Two API instances on one PostgreSQL database: each job runs exactly once, and a job whose
 * process is killed mid-run (SIGKILL: no shutdown hook) is run again by the other instance.
 */
// run by the api-postgres project only (TEST_DATABASE_URL set)
const serverUrl = process.env.TEST_DATABASE_URL!;

let name = '';
let databaseUrl = '';
let database: Database;
let producer: JobQueue; // queues jobs, runs none
const children: ChildProcess[] = [];

function startWorker(worker: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/test/scale-out-worker.ts'], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, WORKER_NAME: worker },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (b: Buffer) => b.toString().includes('ready') && resolve(child));
    child.once('exit', (code) => reject(new Error(`worker ${worker} exited (${code})`)));
  });
}
const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

async function until(probe: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 200));
  }
}
const runs = async () =>
  (await database.executeSql('select job_id, worker from scale_runs order by id')).rows as Array<{
    job_id: string;
    worker: string;
  }>;
const stateOf = async (id: string) =>
  (
    (await database.executeSql('select state::text as state from pgboss.job where id = $1', [id]))
      .rows[0] as { state: string }
  )?.state;

describe('jobs on PostgreSQL with two API instances', () => {
  beforeAll(async () => {
    ({ name, url: databaseUrl } = await createTestDatabase(serverUrl!, 'atrium_jobs'));
    database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
    await database.executeSql(
      'create table scale_runs (id serial primary key, job_id uuid not null, worker text not null)',
    );
    producer = createJobQueue(database, { isWorker: false });
    await producer.registerJob('scale-count', async () => {});
    await producer.registerJob('scale-hang', async () => {}, {
      retryLimit: 3,
      retryDelay: 0,
      retryBackoff: false,
      expireInSeconds: 2,
    });
    await producer.start();
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await Promise.all(children.map(stopped));
    await producer?.stop();
    await database?.close();
    if (name) await dropTestDatabase(serverUrl!, name);
  });

  it('runs each job exactly once across two instances', async () => {
    const [a, b] = await Promise.all([startWorker('A'), startWorker('B')]);
    const ids = await Promise.all(
      Array.from({ length: 40 }, (_, i) => producer.enqueue('scale-count', { i })),
    );
    await until(async () => (await Promise.all(ids.map(stateOf))).every((s) => s === 'completed'));
    const rows = (await runs()).filter((r) => ids.includes(r.job_id));
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((r) => r.job_id)).size).toBe(40);
    expect(new Set(rows.map((r) => r.worker))).toEqual(new Set(['A', 'B'])); // both really worked
    a.kill('SIGTERM');
    b.kill('SIGTERM');
    await Promise.all([stopped(a), stopped(b)]);
  });

  it('runs again a job whose process was killed mid-run', async () => {
    const a = await startWorker('A');
    const id = await producer.enqueue('scale-hang', { hangIn: 'A' });
    await until(async () => (await runs()).some((r) => r.job_id === id && r.worker === 'A'));
    expect(await stateOf(id)).toBe('active');
    a.kill('SIGKILL');
    await stopped(a);
    await startWorker('B');
    await until(async () => (await stateOf(id)) === 'completed');
    const attempts = (await runs()).filter((r) => r.job_id === id).map((r) => r.worker);
    expect(attempts).toEqual(['A', 'B']);
  });
});

describe('two API instances starting at once on a new database', () => {
  const QUEUES = Array.from({ length: 12 }, (_, i) => `first-start-${i}`);
  let fresh = '';
  const opened: Database[] = [];
  const queues: JobQueue[] = [];
  afterAll(async () => {
    await Promise.all(queues.map((q) => q.stop()));
    await Promise.all(opened.map((d) => d.close()));
    if (fresh) await dropTestDatabase(serverUrl!, fresh);
  });

  it('both start, and each queue exists once with its settings', async () => {
    let url = '';
    ({ name: fresh, url } = await createTestDatabase(serverUrl!, 'atrium_jobs_first'));
    // both migrate the new database at once, then start their queues at once; before, one of them
    // could fail on a schema or queue the other was creating and stop at start-up
    opened.push(
      ...(await Promise.all([0, 1].map(() => openDatabase({ databaseUrl: url, dataDir: 'memory://' })))),
    );
    for (const db of opened) {
      const queue = createJobQueue(db, { isWorker: false });
      for (const q of QUEUES) await queue.registerJob(q, async () => {}, { retryLimit: 4 });
      queues.push(queue);
    }
    await Promise.all(queues.map((q) => q.start()));
    expect(queues.every((q) => q.isStarted())).toBe(true);
    const rows = (
      await opened[0].executeSql(
        "select name, retry_limit from pgboss.queue where name like 'first-start-%' order by name",
      )
    ).rows as Array<{ name: string; retry_limit: number }>;
    expect(rows.map((r) => r.name).sort()).toEqual([...QUEUES].sort());
    expect(rows.every((r) => r.retry_limit === 4)).toBe(true);
  });
});
