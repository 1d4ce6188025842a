import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, dropTestDatabase } from '../test/databases';
import { startServerProcess, type ServerProcess } from './server-process';

/**
 * Two API instances started at the same moment on a new PostgreSQL database, as `npm start`
 * runs them (the demo data on): both become ready, and the data is created once. Before their
 * start-ups took turns, one of them stopped on a migration, on the job queue's tables or queues,
 * or on a duplicate office of the demo data.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('two instances starting together on a new database', () => {
  let name = '';
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    if (name) await dropTestDatabase(serverUrl!, name);
  });

  it('both answer, with one copy of the demo data and of each queue', async () => {
    const created = await createTestDatabase(serverUrl!, 'atrium_together');
    name = created.name;
    const dirs = [0, 1].map((i) => fs.mkdtempSync(path.join(os.tmpdir(), `atrium-together-${i}-`)));
    const started = await Promise.allSettled(
      dirs.map((dataDir) =>
        startServerProcess({
          dataDir,
          databaseUrl: created.url,
          logFile: path.join(dataDir, 'server.log'),
          env: { SEED_DEMO_DATA: 'true' },
        }),
      ),
    );
    for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
    expect(started.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled']);
    for (const s of servers) expect((await fetch(`${s.url}/api/ready`)).status).toBe(200);

    const client = new pg.Client({ connectionString: created.url });
    await client.connect();
    try {
      const count = async (text: string) => Number((await client.query(text)).rows[0].n);
      expect(await count('select count(*) as n from users')).toBe(60);
      expect(await count('select count(*) - count(distinct name) as n from offices')).toBe(0);
      expect(await count('select count(*) - count(distinct name) as n from pgboss.queue')).toBe(0);
      expect(await count('select count(*) as n from pgboss.queue')).toBeGreaterThan(0);
    } finally {
      await client.end();
    }
  });
});
