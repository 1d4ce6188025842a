import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database, Db } from '../apps/api/src/db/client';
import { loadConfig } from '../apps/api/src/config';
import { buildApp } from '../apps/api/src/app';
import { mintToken } from './support';
import type { CapturedQuery, CapturedScenario } from './bare-server';

export type Scenario = {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  as: string;
  body?: unknown;
  /** A write sent with each of these in turn: the id replaces the path's number. */
  bodies?: Array<{ id: number; body: unknown }>;
  /** Reads are measured the same on both servers; a write's floor replays each body's SQL in turn. */
  isRead: boolean;
};

/**
 * Runs each scenario once through the product in this process, on its own pool, and records
 * the SQL it sends (text and values, transactions included), grouped in waves: the queries
 * issued while none of the earlier ones had answered yet run together (Promise.all in the
 * product).
 */
export async function captureSql(opts: {
  databaseUrl: string;
  dataDir: string;
  publicUrl: string;
  scenarios: Scenario[];
}): Promise<CapturedScenario[]> {
  const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
  const db = drizzle({ client: pool }) as unknown as Db;
  const database: Database = {
    db,
    kind: 'postgres',
    close: () => pool.end(),
    ping: async () => void (await pool.query('select 1')),
    executeSql: async (text, values) => {
      const res = await pool.query(text, values as unknown[] | undefined);
      return { rows: res.rows, rowCount: res.rowCount ?? 0 };
    },
  };
  const config = {
    ...loadConfig({
      ...process.env,
      DATA_DIR: opts.dataDir,
      DATABASE_URL: opts.databaseUrl,
      PUBLIC_URL: opts.publicUrl,
    }),
    webDist: '/nonexistent',
  };
  const { app } = await buildApp({ config, database, logger: false });
  await app.ready();

  let log: Array<CapturedQuery & { wave: number }> = [];
  let answered = 0;
  let wave = 0;
  const original = pg.Client.prototype.query;
  // every query, pooled or inside a transaction, ends in Client.query (promise or callback form)
  pg.Client.prototype.query = function patched(this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text: string; values?: unknown[]; name?: string };
    const text = typeof first === 'string' ? first : first.text;
    // a named statement (prepared once per connection) stays named on the floor too
    const name = typeof first === 'string' ? undefined : first.name;
    // drizzle passes the parameters as the second argument; pg also takes them in the config
    const values = (Array.isArray(args[1]) ? args[1] : typeof first === 'string' ? [] : first.values) as
      unknown[] | undefined;
    if (answered > 0) wave += 1;
    answered = 0;
    log.push({ text, values: values ?? [], wave, ...(name ? { name } : {}) });
    const done = () => void (answered += 1);
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as (...a: unknown[]) => void;
      args[last] = (...a: unknown[]) => {
        done();
        callback(...a);
      };
    }
    const result = (original as (...a: unknown[]) => unknown).apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function')
      (result as Promise<unknown>).then(done, done);
    return result;
  } as typeof pg.Client.prototype.query;

  const captured: CapturedScenario[] = [];
  try {
    for (const s of opts.scenarios) {
      const token = await mintToken(opts.dataDir, opts.publicUrl, s.as);
      const requests = s.bodies?.length
        ? s.bodies.map((b) => ({ url: s.path.replace(/\/\d+\//, `/${b.id}/`), body: b.body }))
        : [{ url: s.path, body: s.body }];
      const variants: CapturedQuery[][][] = [];
      for (const r of requests) {
        log = [];
        answered = 0;
        wave = 0;
        const res = await app.inject({
          method: s.method,
          url: r.url,
          headers: { authorization: `Bearer ${token}` },
          ...(r.body !== undefined ? { payload: r.body as object } : {}),
        });
        if (res.statusCode >= 300) throw new Error(`${s.name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        const waves: CapturedQuery[][] = [];
        for (const { wave: w, ...q } of log) (waves[w] ??= []).push(q);
        variants.push(waves.filter(Boolean));
      }
      captured.push({ name: s.name, waves: variants[0], ...(variants.length > 1 ? { variants } : {}) });
    }
  } finally {
    pg.Client.prototype.query = original;
    await app.close();
    await pool.end();
  }
  return captured;
}
