import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { dropTestDatabase, ensureDatabase } from './databases';

// run by the api-postgres project only (TEST_DATABASE_URL set)
const serverUrl = process.env.TEST_DATABASE_URL!;

describe('ensureDatabase', () => {
  it('creates a database the server lacks, once, and connects to it afterwards', async () => {
    const name = `atrium_ensure_${Date.now().toString(36)}`;
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      expect(await ensureDatabase(url.toString())).toBe(true);
      expect(await ensureDatabase(url.toString())).toBe(false);
      const c = new pg.Client({ connectionString: url.toString() });
      await c.connect();
      const { rows } = await c.query<{ db: string }>('select current_database() as db');
      await c.end();
      expect(rows[0].db).toBe(name);
    } finally {
      await dropTestDatabase(serverUrl, name);
    }
  });

  it('passes on any other failure than a missing database', async () => {
    const url = new URL(serverUrl);
    url.port = '1'; // nothing listens there
    await expect(ensureDatabase(url.toString())).rejects.toThrow();
  });
});
