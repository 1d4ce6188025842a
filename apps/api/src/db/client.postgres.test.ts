import pg from 'pg';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openDatabase, POOL_IDLE_TIMEOUT_MS, type Database } from './client';
import { createTestDatabase, dropTestDatabase } from '../test/databases';

// run by the api-postgres project only (TEST_DATABASE_URL set)
const serverUrl = process.env.TEST_DATABASE_URL!;
let created: { name: string; url: string };
let database: Database;

beforeAll(async () => {
  const template = inject('testTemplate');
  created = await createTestDatabase(
    serverUrl,
    'atrium_pool',
    template?.kind === 'postgres' ? template.name : undefined,
  );
  database = await openDatabase({
    databaseUrl: created.url,
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-pool-')),
  });
});
afterAll(async () => {
  await database?.close();
  if (created) await dropTestDatabase(serverUrl, created.name);
});

/** The server's connections to the test's database, from a client of its own. */
async function connections(): Promise<number> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    const { rows } = await c.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [created.name],
    );
    return rows[0].n;
  } finally {
    await c.end();
  }
}

describe('the connection pool', () => {
  it('keeps its idle connections through a pause (node-postgres closed them after 10 s)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // three requests at once: three connections, idle once they answer
      await Promise.all([1, 2, 3].map(() => database.executeSql('select pg_sleep(0.05)')));
      vi.advanceTimersByTime(POOL_IDLE_TIMEOUT_MS - 1_000);
    } finally {
      vi.useRealTimers();
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(await connections()).toBe(3);
  });
});
