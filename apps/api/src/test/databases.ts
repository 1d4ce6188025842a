import pg from 'pg';

/**
 * A new database on the PostgreSQL server of `serverUrl`, named `prefix` plus a unique tail (a copy
 * of `template` when given): its name and its address.
 */
export async function createTestDatabase(serverUrl: string, prefix: string, template?: string) {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await onServer(serverUrl, (c) =>
    c.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/**
 * Drops a test database once its connections have closed. No `with (force)`: terminating a
 * connection that a pool is still closing surfaces as an uncaught error in the test process.
 * A database still in use after ten seconds is left for a later clean-up.
 */
export async function dropTestDatabase(serverUrl: string, name: string) {
  await onServer(serverUrl, async (c) => {
    for (let attempt = 0; attempt < 40; attempt++) {
      try {
        await c.query(`drop database if exists ${name}`);
        return;
      } catch (err) {
        if ((err as { code?: string }).code !== '55006') throw err; // 55006: still being accessed
        await new Promise((r) => setTimeout(r, 250));
      }
    }
    console.warn(`test database ${name} is still in use; left in place`);
  });
}

/**
 * Creates the database `databaseUrl` names when its server does not have it yet (the benchmarks'
 * DATABASE_URL on a new machine); answers whether it did.
 */
export async function ensureDatabase(databaseUrl: string): Promise<boolean> {
  try {
    await onServer(databaseUrl, async () => undefined);
    return false;
  } catch (err) {
    if ((err as { code?: string }).code !== '3D000') throw err; // 3D000: no such database
  }
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  await onServer(url.toString(), (c) => c.query(`create database "${name.replaceAll('"', '""')}"`));
  return true;
}

async function onServer<T>(serverUrl: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: serverUrl });
  c.on('error', () => {});
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}
