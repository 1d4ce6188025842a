import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgDialect, PgQueryResultHKT, PgSession } from 'drizzle-orm/pg-core';
import pg from 'pg';

/**
 * Drizzle without its relational-query schema (we write every query with the builder or sql):
 * with it, each transaction built a query helper for every table, a quarter of a millisecond.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database's files as one archive (PGlite only). */
  dump?: () => Promise<Blob>;
  close: () => Promise<void>;
  ping: () => Promise<void>;
  /**
   * Raw SQL on the product's own connection (the pool, or the PGlite session), for libraries
   * that bring their own SQL (the job queue): parameters when given, else several statements.
   */
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[]; rowCount: number }>;
  /**
   * Runs `work` while no other process runs work of the same name on this database (the start-up
   * of API instances that start at once: migrations, the job queue's tables and queues).
   */
  oneAtATime: <T>(name: string, work: () => Promise<T>) => Promise<T>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * How long an unused pooled connection stays open. node-postgres closes one after 10 s by default,
 * and with it the statements it prepared: after every pause of a quiet office the next requests
 * opened new connections and parsed and planned their statements again (five calls at once took
 * 87–137 ms after 12 s without a request, 25–80 ms after 2 s).
 */
export const POOL_IDLE_TIMEOUT_MS = 10 * 60_000;

/**
 * Opens the database: a PostgreSQL server when a URL is given, else the embedded PGlite kept
 * in `<dataDir>/db` (or in memory for `memory://`). Migrations are applied before use.
 */
export async function openDatabase(opts: {
  databaseUrl: string | null;
  dataDir: string;
  /** An embedded database to start from (a dump of a migrated and seeded one: the tests' template). */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: Number(process.env.DB_POOL_SIZE ?? 10),
      idleTimeoutMillis: POOL_IDLE_TIMEOUT_MS,
    });
    // An idle connection the server terminates (restart, admin command) must not crash the
    // process: the pool replaces it on the next query.
    pool.on('error', (err) => console.error(`database connection lost: ${err.message}`));
    // numeric and bigint arrive as text by default; the schema maps numeric columns itself.
    const db = drizzlePg({ client: pool }) as unknown as Db;
    const oneAtATime = <T>(name: string, work: () => Promise<T>) =>
      whileLocked(opts.databaseUrl!, name, work);
    await oneAtATime('migrations', () => migratePg(db as never, { migrationsFolder }));
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      ping: async () => void (await pool.query('select 1')),
      executeSql: async (text, values) => {
        const res = await pool.query(text, values as unknown[] | undefined);
        return { rows: res.rows, rowCount: res.rowCount ?? 0 };
      },
      oneAtATime,
    };
  }
  const dir = opts.dataDir === 'memory://' ? undefined : path.join(opts.dataDir, 'db');
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: { pg_trgm }, loadDataDir: opts.loadDataDir });
  const db = drizzlePglite({ client }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
    ping: async () => void (await client.query('select 1')),
    executeSql: async (text, values) => {
      if (values?.length) {
        const res = await client.query(text, values);
        return { rows: res.rows, rowCount: res.affectedRows ?? res.rows.length };
      }
      // exec runs a multi-statement text (BEGIN; ...; COMMIT) as one unit: nothing interleaves
      const results = await client.exec(text);
      const last = results.at(-1);
      return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? last?.rows.length ?? 0 };
    },
    // an embedded database belongs to one process
    oneAtATime: (_name, work) => work(),
  };
}

/**
 * Runs `work` holding a PostgreSQL advisory lock named `name`, on a connection of its own so that
 * `work` has the whole pool. A lock taken inside a transaction is not enough for the statements
 * after it: pg-boss creates its schema that way, and an instance that waited there could still
 * miss the schema the other had just created (duplicate key on pg_namespace) or deadlock with it
 * on a new queue, and stop at start-up. Work after this lock starts its own transactions, which
 * see what the previous holder committed.
 */
async function whileLocked<T>(databaseUrl: string, name: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [`atrium.${name}`]);
    return await work();
  } finally {
    // closing the session releases its lock
    await client.end();
  }
}

/** Rows of a raw `db.execute(sql...)` result; both drivers answer `{ rows }`. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Queries built once per database and shape, for the statements requests run most: drizzle's
 * builder costs more than a short query itself (a tenth of a millisecond for a page with joins).
 * `build` gives the same SQL text for the same shape (which filters, which order), with
 * `sql.placeholder` for its values, and prepares it: under a name for a statement whose plan does
 * not depend on its values (PostgreSQL then parses and plans it once per connection), else under
 * '' (planned for each call's values).
 */
export function preparedPerShape<D extends object, Q, S = void>(
  build: (db: D, shape: S) => Q,
  keyOf: (shape: S) => string = () => '',
): (db: D, shape: S) => Q {
  const built = new WeakMap<D, Map<string, Q>>();
  return (db, shape) => {
    let shapes = built.get(db);
    if (!shapes) built.set(db, (shapes = new Map()));
    const key = keyOf(shape);
    let query = shapes.get(key);
    if (!query) shapes.set(key, (query = build(db, shape)));
    return query;
  };
}

/**
 * A statement written in SQL (with `sql.placeholder` for its values), prepared to answer what
 * `db.execute` answers (read it with `rowsOf`). Drizzle prepares only its builder's queries; this
 * is the path its own `execute` takes (the dialect builds the text, the session prepares it), with
 * a name ('' for none). A named statement lists its columns: a `*` would fail on connections that
 * prepared it before a migration added one.
 */
export function prepareSql(db: Db, name: string, query: SQL) {
  const { dialect, session } = db as unknown as { dialect: PgDialect; session: PgSession };
  return session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
}

/** A statement in SQL prepared once per database under a name (see prepareSql). */
export const preparedSql = (name: string, query: SQL) =>
  preparedPerShape((db: Db) => prepareSql(db, name, query));
