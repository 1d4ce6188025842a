import { openDatabase } from '../db/client';
import { createJobQueue } from '../features/jobs/job-queue';

/**
 * One API instance's job worker, as a separate process for the scale-out tests
 * (jobs-scale-out.test.ts): it runs `scale-count` jobs and `scale-hang` jobs, recording each
 * run in scale_runs; a `scale-hang` job whose `hangIn` names this worker never finishes.
 */
const worker = process.env.WORKER_NAME!;
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, dataDir: 'memory://' });
const jobs = createJobQueue(database, { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 });
const record = (jobId: string) =>
  database.executeSql('insert into scale_runs (job_id, worker) values ($1, $2)', [jobId, worker]);

await jobs.registerJob('scale-count', async (_data, job) => {
  await record(job.id);
  await new Promise((r) => setTimeout(r, 100));
});
await jobs.registerJob<{ hangIn: string }>(
  'scale-hang',
  async (data, job) => {
    await record(job.id);
    if (data.hangIn === worker) await new Promise(() => {});
  },
  { retryLimit: 3, retryDelay: 0, retryBackoff: false, expireInSeconds: 2 },
);
await jobs.start();
process.stdout.write('ready\n');
process.on('SIGTERM', async () => {
  await jobs.stop();
  await database.close();
  process.exit(0);
});
