import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';

/**
 * The floor of the API benchmark: a bare Node HTTP server with the plain `pg` driver and no
 * framework, no token check, no validation. For each scenario it runs the SQL the product ran
 * for that request (captured by api-bench.ts), wave by wave (queries the product issued
 * together run together), and answers the rows as JSON. A write replays its captured
 * transactions (one per body the product was sent) in turn, on one connection. A statement the
 * product names (prepared once per connection) is named here too.
 *
 * tsx bench/bare-server.ts <scenarios.json> <port>   (DATABASE_URL names the database)
 */
export type CapturedQuery = { text: string; values: unknown[]; name?: string };
/** A write captured once per body: `variants` holds each one's waves, replayed in turn. */
export type CapturedScenario = { name: string; waves: CapturedQuery[][]; variants?: CapturedQuery[][][] };

const [file, portArg] = process.argv.slice(2);
const scenarios = new Map(
  (JSON.parse(fs.readFileSync(file, 'utf8')) as CapturedScenario[]).map((s) => [s.name, s]),
);
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DB_POOL_SIZE ?? 10),
});

const turns = new Map<string, number>();
const configOf = (q: CapturedQuery) => ({ text: q.text, values: q.values, name: q.name });

const server = http.createServer(async (req, res) => {
  const name = decodeURIComponent((req.url ?? '/').slice(1).split('?')[0]);
  const scenario = scenarios.get(name);
  // drain the body (writes replay their SQL only; the body is not read)
  req.resume();
  if (!scenario) {
    res.writeHead(404, { 'content-type': 'application/json' });
    return res.end('{"message":"Not found"}');
  }
  try {
    const results: unknown[] = [];
    const turn = turns.get(name) ?? 0;
    turns.set(name, turn + 1);
    const waves = scenario.variants ? scenario.variants[turn % scenario.variants.length] : scenario.waves;
    if (waves.flat().some((q) => /^\s*begin\b/i.test(q.text))) {
      // a transaction: every statement on one connection, in order
      const client = await pool.connect();
      try {
        for (const q of waves.flat()) results.push((await client.query(configOf(q))).rows);
      } finally {
        client.release();
      }
    } else
      for (const wave of waves) {
        const answers = await Promise.all(wave.map((q) => pool.query(configOf(q))));
        for (const a of answers) results.push(a.rows);
      }
    const body = JSON.stringify({ results });
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  } catch (err) {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: (err as Error).message }));
  }
});

server.listen(Number(portArg), '127.0.0.1', () => console.log(`bare server on ${portArg}`));
const stop = () => server.close(() => pool.end().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
