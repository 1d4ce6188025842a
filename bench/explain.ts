import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { CapturedScenario } from './bare-server';

/**
 * EXPLAIN ANALYZE of the SQL the last `npm run bench` captured, scenario by scenario:
 *   DATABASE_URL=... npx tsx bench/explain.ts [name filter] [--plans]
 * The API benchmark writes the plans of the filtered searches into its results the same way.
 */
export async function explainScenario(
  client: pg.Client,
  s: CapturedScenario,
  withPlans: boolean,
): Promise<string[]> {
  const out: string[] = [];
  for (const [i, wave] of s.waves.entries())
    for (const q of wave) {
      if (!/^\s*(select|with)\b/i.test(q.text)) {
        await client.query(q.text, q.values as unknown[]); // begin, set_config, commit
        continue;
      }
      const r = await client.query(`explain (analyze, format text) ${q.text}`, q.values as unknown[]);
      const plan = r.rows.map((x) => String(x['QUERY PLAN']));
      const time = plan.find((l) => l.startsWith('Execution Time')) ?? '';
      out.push(
        `  wave ${i}  ${time.replace('Execution Time: ', '').padStart(12)}  ${q.text.replace(/\s+/g, ' ').slice(0, 100)}`,
      );
      if (withPlans) out.push(...plan.map((l) => `      ${l}`));
    }
  return out;
}

async function main() {
  const args = process.argv.slice(2);
  const filter = args.find((a) => !a.startsWith('--')) ?? '';
  const file = path.resolve(import.meta.dirname, 'data/postgres/captured-sql.json');
  const scenarios = JSON.parse(fs.readFileSync(file, 'utf8')) as CapturedScenario[];
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  for (const s of scenarios.filter((x) => x.name.includes(filter))) {
    console.log(`== ${s.name}`);
    console.log((await explainScenario(client, s, args.includes('--plans'))).join('\n'));
  }
  await client.end();
}

if (process.argv[1] === import.meta.filename) await main();
