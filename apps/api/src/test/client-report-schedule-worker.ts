import { openDatabase } from '../db/client';
import { createJobQueue } from '../features/jobs/job-queue';
import { createMailer } from '../adapters/mail/mail';
import { createDiskStorage } from '../adapters/storage/storage';
import { sendDueReports } from '../features/client-marketing/client-report-schedule.service';

/**
 * One API instance's sending run, as a separate process for the two-instance test
 * (client-report-schedule.postgres.test.ts): on 'go' it runs the report sending run several times
 * at the instant it is given, as every instance's hourly run would, then prints how many it sent.
 */
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, dataDir: 'memory://' });
const jobs = createJobQueue(database, { isWorker: false });
const branding = { brand: 'Meridian', brandColor: '#1f3a5f', publicUrl: 'http://127.0.0.1:3999' };
const mailer = await createMailer(
  { smtpUrl: null, from: 'Meridian <no-reply@meridian.example>' },
  database.db,
  jobs,
  branding,
);
const deps = {
  db: database.db,
  // every instance shares one store, as they would share a bucket
  storage: createDiskStorage(process.env.FILES_DIR!),
  brand: branding.brand,
  mailer,
  jobs,
  secret: 'two-instance-secret',
  publicUrl: branding.publicUrl,
  timeZone: 'America/New_York',
};
const at = new Date(process.env.SEND_AT!);
process.stdout.write('ready\n');
process.stdin.once('data', async () => {
  let sent = 0;
  for (let i = 0; i < 5; i++) {
    const runs = await Promise.all([sendDueReports(deps, at), sendDueReports(deps, at)]);
    sent += runs[0] + runs[1];
  }
  process.stdout.write(`sent ${sent}\n`);
  await database.close();
  process.exit(0);
});
