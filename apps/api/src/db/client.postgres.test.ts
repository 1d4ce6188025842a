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

describe('work one process at a time (oneAtATime)', () => {
  it('runs the same name in turn across processes, other names alongside', async () => {
    // a second handle on the same database stands for a second API instance
    const other = await openDatabase({ databaseUrl: created.url, dataDir: 'memory://' });
    try {
      const events: string[] = [];
      const work = (who: string) => async () => {
        events.push(`${who} in`);
        await new Promise((r) => setTimeout(r, 150));
        events.push(`${who} out`);
        return who;
      };
      const answers = await Promise.all([
        database.oneAtATime('start', work('a')),
        other.oneAtATime('start', work('b')),
      ]);
      expect(answers).toEqual(['a', 'b']);
      // one's work ends before the other's starts
      const [first, , second] = events.map((e) => e.split(' ')[0]);
      expect(events).toEqual([`${first} in`, `${first} out`, `${second} in`, `${second} out`]);
      events.length = 0;
      await Promise.all([database.oneAtATime('x', work('c')), other.oneAtATime('y', work('d'))]);
      expect(events.slice(0, 2).sort()).toEqual(['c in', 'd in']);
      // a failed work lets the next one in
      await expect(database.oneAtATime('start', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
      expect(await other.oneAtATime('start', async () => 'after')).toBe('after');
    } finally {
      await other.close();
    }
  });
});
