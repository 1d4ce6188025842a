import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';

export type JobOptions = {
  /** Attempts after the first; once spent the job stays failed: the dead-letter state. */
  retryLimit?: number;
  /** Seconds before the first retry. */
  retryDelay?: number;
  /** Doubles the delay at each retry (with jitter). */
  retryBackoff?: boolean;
  /** A run still active after this long is taken as lost (its process died) and retried. */
  expireInSeconds?: number;
  /** How many jobs of this kind one process runs at once. */
  concurrency?: number;
};

export type JobHandler<T> = (data: T, job: { id: string; name: string; retryCount: number }) => Promise<void>;

const DEFAULTS: Required<JobOptions> = {
  retryLimit: 5,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
  concurrency: 1,
};

export type JobQueue = ReturnType<typeof createJobQueue>;

/**
 * The background job queue: pg-boss in the `pgboss` schema of the product's own database, over
 * the same connection (the pool with PostgreSQL, the session with PGlite). Jobs are registered by
 * the features, then `start` creates their queues and workers; `stop` lets running jobs finish.
 * Any number of API processes may share one database: a job is handed to exactly one of them.
 */
export function createJobQueue(
  database: Database,
  opts: {
    isWorker?: boolean;
    pollingIntervalSeconds?: number;
    maintenanceIntervalSeconds?: number;
    /** How often schedules are checked and their runs queued (seconds, 1 to 45). */
    cronCheckSeconds?: number;
  } = {},
) {
  const registered = new Map<string, { handler: JobHandler<never>; options: Required<JobOptions> }>();
  const schedules: Array<{ name: string; cron: string; data: object }> = [];
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
    maintenanceIntervalSeconds: opts.maintenanceIntervalSeconds ?? 30,
    monitorStateIntervalSeconds: 60,
    // pg-boss moves jobs to its archive 12 hours after they end; a dead letter stays on the
    // jobs page (and can be retried) for 30 days instead
    archiveFailedAfterSeconds: 30 * 24 * 3600,
    cronMonitorIntervalSeconds: opts.cronCheckSeconds ?? 30,
    cronWorkerIntervalSeconds: opts.cronCheckSeconds ?? 5,
  });
  /** The ids of this process's workers, by queue. */
  const workers = new Map<string, string[]>();
  let started = false;
  boss.on('error', (err) => console.error(`job queue: ${err.message}`));

  async function startQueue(name: string) {
    const { handler, options } = registered.get(name)!;
    const queue = {
      name,
      retryLimit: options.retryLimit,
      retryDelay: options.retryDelay,
      retryBackoff: options.retryBackoff,
      expireInSeconds: options.expireInSeconds,
    };
    if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
    else await boss.createQueue(name, queue);
    if (opts.isWorker === false) return;
    const ids: string[] = [];
    workers.set(name, ids);
    for (let i = 0; i < options.concurrency; i++) {
      let id = '';
      id = await boss.work(
        name,
        { batchSize: 1, pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2, includeMetadata: true },
        async ([job]) => {
          try {
            await handler(job.data as never, { id: job.id, name, retryCount: job.retryCount });
          } finally {
            // pg-boss waits a whole polling interval after each job: ask again at once instead,
            // so queued jobs run one after another and only an empty queue is polled
            if (id) boss.notifyWorker(id);
          }
        },
      );
      ids.push(id);
    }
  }

  /** Wakes this process's workers of a queue: a job queued here starts now, not at their next poll. */
  function wake(name: string) {
    for (const id of workers.get(name) ?? []) boss.notifyWorker(id);
  }

  return {
    boss,
    /** A kind of job and the function that runs it (idempotent: a run may be repeated). */
    async registerJob<T>(name: string, handler: JobHandler<T>, options: JobOptions = {}) {
      if (registered.has(name)) throw new Error(`job ${name} is already registered`);
      registered.set(name, { handler: handler as JobHandler<never>, options: { ...DEFAULTS, ...options } });
      if (started) await startQueue(name);
    },
    /** Queues a job; answers its id. `startAfter` delays it (seconds or a date). */
    async enqueue<T extends object>(
      name: string,
      data: T,
      options: { startAfter?: number | Date; singletonKey?: string } = {},
    ) {
      if (!registered.has(name)) throw new Error(`job ${name} is not registered`);
      const id = await boss.send(name, data, options);
      if (!id) throw new Error(`job ${name} was not queued`);
      if (options.startAfter === undefined) wake(name);
      return id;
    },
    /** Runs a dead letter again (from the jobs page). */
    async retry(name: string, id: string) {
      await boss.retry(name, id);
      wake(name);
    },
    /** A recurring job (cron in UTC); one run per tick whatever the number of processes. */
    async schedule(name: string, cron: string, data: object = {}) {
      schedules.push({ name, cron, data });
      if (started) await boss.schedule(name, cron, data, { tz: 'UTC' });
    },
    async start() {
      if (started) return;
      // instances starting at once take turns: each finds the tables and queues of the one before
      await database.oneAtATime('job-queue', async () => {
        await boss.start();
        started = true;
        for (const name of registered.keys()) await startQueue(name);
        for (const s of schedules) await boss.schedule(s.name, s.cron, s.data, { tz: 'UTC' });
      });
    },
    async stop() {
      if (!started) return;
      started = false;
      // running jobs get 10 s to finish; an unfinished one expires and runs again elsewhere
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      workers.clear();
    },
    registeredNames: () => [...registered.keys()],
    isStarted: () => started,
  };
}
