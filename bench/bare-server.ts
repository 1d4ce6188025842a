import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';

/**
 * The floor of the API benchmark: a bare Node HTTP server with the plain `pg` driver and no
 * framework, no token check, no validation. For each scenario it runs the SQL the product ran
 * for that request (captured by api-bench.ts), wave by wave (queries the product issued
 * together run together), and answers the rows as JSON.
 *
 * tsx bench/bare-server.ts <scenarios.json> <port>   (DATABASE_URL names the database)
 */
export type CapturedQuery = { text: string; values: unknown[] };
export type CapturedScenario = { name: string; waves: CapturedQuery[][] };

const [file, portArg] = process.argv.slice(2);
const scenarios = new Map(
  (JSON.parse(fs.readFileSync(file, 'utf8')) as CapturedScenario[]).map((s) => [s.name, s]),
);
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DB_POOL_SIZE ?? 10),
});

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
    if (scenario.waves.flat().some((q) => /^\s*begin\b/i.test(q.text))) {
      // a transaction: every statement on one connection, in order
      const client = await pool.connect();
      try {
        for (const q of scenario.waves.flat())
          results.push((await client.query(q.text, q.values as unknown[])).rows);
      } finally {
        client.release();
      }
    } else
      for (const wave of scenario.waves) {
        const answers = await Promise.all(wave.map((q) => pool.query(q.text, q.values as unknown[])));
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
