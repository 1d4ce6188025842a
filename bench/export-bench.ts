import fs from 'node:fs';
import path from 'node:path';
import { prepareDataset } from './dataset';
import { machineInfo, mintToken, root, startProductServer, rssMbOf } from './support';

/**
 * npm run bench:export: the listings export of /eng/reporting (POST /api/reporting/exports, a job
 * that streams every listing in scope to a file page by page) on the benchmarks' data set
 * (100,000 listings; DATABASE_URL for PostgreSQL), as XLSX and as CSV, while the API process's
 * resident memory is sampled every 20 ms. The export must stream: its peak stays under 150 MB above
 * the idle figure. Writes bench/results/export-latest-<database>.md.
 */
const databaseUrl = process.env.DATABASE_URL || null;
const kind = databaseUrl ? 'postgres' : 'pglite';
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(root, 'bench/data', kind));
const resultsDir = path.resolve(process.env.BENCH_RESULTS_DIR ?? path.join(root, 'bench/results'));
const limitMb = 150;
const ADMIN = 'admin@meridian.example';
const t0 = Date.now();
const say = (m: string) => console.log(`[${((Date.now() - t0) / 1000).toFixed(0).padStart(4)} s] ${m}`);

fs.mkdirSync(dataDir, { recursive: true });
const dataset = await prepareDataset({ databaseUrl, dataDir, say });
const server = await startProductServer({ dataDir, databaseUrl, logFile: path.join(dataDir, 'server.log') });
const pid = server.child.pid!;
const token = await mintToken(dataDir, server.url, ADMIN);
const auth = { authorization: `Bearer ${token}` };
const rssMb = () => rssMbOf(pid);

type Run = { format: string; rows: number; seconds: number; sizeMb: number; idle: number; peak: number };

async function exportOnce(format: 'xlsx' | 'csv'): Promise<Run> {
  await new Promise((r) => setTimeout(r, 2000));
  const idle = rssMb();
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
  const started = Date.now();
  const res = await fetch(`${server.url}/api/reporting/exports`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'listings', format }),
  });
  if (res.status !== 201) throw new Error(`start: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: number };
  let record: { state: string; rowsDone: number; sizeBytes: number | null; error: string | null };
  for (;;) {
    record = await (await fetch(`${server.url}/api/reporting/exports/${id}`, { headers: auth })).json();
    if (record.state === 'done' || record.state === 'failed') break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  if (record.state !== 'done') throw new Error(`export ${format}: ${record.error}`);
  const file = await fetch(`${server.url}/api/reporting/exports/${id}/file`, { headers: auth });
  let bytes = 0;
  for await (const chunk of file.body!) bytes += (chunk as Uint8Array).length;
  const run = { format, rows: record.rowsDone, seconds, sizeMb: bytes / 1024 / 1024, idle, peak };
  say(
    `${format}: ${run.rows} rows in ${seconds.toFixed(1)} s, ${run.sizeMb.toFixed(1)} MB; RSS ${idle.toFixed(0)} -> peak ${peak.toFixed(0)} MB`,
  );
  return run;
}

try {
  const runs = [await exportOnce('xlsx'), await exportOnce('csv')];
  const machine = machineInfo(kind);
  const met = runs.every((r) => r.peak - r.idle < limitMb);
  const md = [
    '# Listings export benchmark (npm run bench:export)',
    '',
    `Measured ${new Date().toISOString()} on ${machine.nproc} cores (${machine.cpu}), ${machine.memoryGiB} GiB, Node ${machine.node}, ${kind}; ${dataset.counts.listings} listings.`,
    '',
    "POST /api/reporting/exports {kind: 'listings'} as the administrator (every listing), from the request to the job's end (polled every 200 ms); the API process's RSS sampled every 20 ms from /proc.",
    '',
    '| Format | Rows | Time | Rows/s | File | RSS idle | RSS peak | Peak above idle |',
    '|---|---|---|---|---|---|---|---|',
    ...runs.map(
      (r) =>
        `| ${r.format.toUpperCase()} | ${r.rows} | ${r.seconds.toFixed(1)} s | ${Math.round(r.rows / r.seconds)} | ${r.sizeMb.toFixed(1)} MB | ${r.idle.toFixed(0)} MB | ${r.peak.toFixed(0)} MB | ${(r.peak - r.idle).toFixed(0)} MB |`,
    ),
    '',
    `Target: the peak stays under ${limitMb} MB above idle (the rows are streamed, one page of 2,000 in memory): ${met ? 'met' : 'NOT met'}.`,
    '',
  ].join('\n');
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, `export-latest-${kind}.md`), md);
  say(`written ${path.relative(root, path.join(resultsDir, `export-latest-${kind}.md`))}`);
  if (!met) process.exitCode = 1;
} finally {
  await server.stop();
}
