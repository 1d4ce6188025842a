import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { openDatabase, rowsOf } from '../apps/api/src/db/client';
import { SCALES, seedDemoData } from '../apps/api/src/db/seed/demo-data';
import { createDiskStorage } from '../apps/api/src/adapters/storage/storage';
import { machineInfo, mintToken, root, startProductServer, rssMbOf } from './support';

/**
 * npm run bench:showings-import: the API in production mode (PGlite) imports a showings file of
 * BENCH_SHOWING_ROWS rows (default 5,000) spread over BENCH_SHOWING_LISTINGS listings (default
 * 100) through POST /api/Showing/import/atlas: a CSV (every row added), the same CSV again (every
 * row updated, nothing changed) and the same rows as an XLSX with new feedback (every row
 * updated and audited). Time of each request and the API process's RSS peak (sampled every
 * 20 ms). Writes bench/results/showings-import-latest.md.
 */
const rows = Number(process.env.BENCH_SHOWING_ROWS ?? 5000);
const listingCount = Number(process.env.BENCH_SHOWING_LISTINGS ?? 100);
const dataDir = path.join(root, 'bench/data/showings-import');
const ADMIN = 'admin@meridian.example';
const t0 = Date.now();
const say = (m: string) => console.log(`[${((Date.now() - t0) / 1000).toFixed(0).padStart(4)} s] ${m}`);

fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
say('seeding a small data set');
const database = await openDatabase({ databaseUrl: null, dataDir });
await seedDemoData(database.db, SCALES.test, { storage: createDiskStorage(path.join(dataDir, 'files')) });
await database.db.execute(
  sql`update listings set mls_number = 'BENCH-' || id where id in (select id from listings where listing_status_id <> 6 order by id limit ${listingCount})`,
);
const listingIds = rowsOf<{ id: number }>(
  await database.db.execute(sql`select id from listings where mls_number like 'BENCH-%' order by id`),
).map((r) => Number(r.id));
await database.close();

const header = ['MLS Number', 'Date', 'Buyer', 'Buyer Agents', 'Count', 'Notes', 'Feedback'];
const cells = (feedback: string) =>
  Array.from({ length: rows }, (_, i) => {
    const day = new Date(Date.UTC(2026, 0, 1 + (i % 365))).toISOString().slice(0, 10);
    return [
      `BENCH-${listingIds[i % listingIds.length]}`,
      day,
      `Buyer ${i}`,
      `Agent ${i % 17}`,
      String(1 + (i % 3)),
      `Note ${i}`,
      feedback,
    ];
  });
const csv = (data: string[][]) => Buffer.from([header, ...data].map((r) => r.join(',')).join('\r\n'));
async function xlsx(data: string[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Showings');
  sheet.addRow(header);
  for (const r of data) sheet.addRow(r);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const server = await startProductServer({ dataDir, logFile: path.join(dataDir, 'server.log') });
const pid = server.child.pid!;
const token = await mintToken(dataDir, server.url, ADMIN);
const rssMb = () => rssMbOf(pid);

type Run = { name: string; bytes: number; seconds: number; peak: number; result: Record<string, unknown> };
async function importFile(name: string, data: Buffer, fileName: string): Promise<Run> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), fileName);
  let peak = rssMb();
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
  const started = Date.now();
  const res = await fetch(`${server.url}/api/Showing/import/atlas`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await res.text();
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  if (res.status !== 200) throw new Error(`${name}: ${res.status} ${text}`);
  const result = JSON.parse(text) as Record<string, unknown>;
  say(
    `${name}: ${seconds.toFixed(1)} s, peak RSS ${peak.toFixed(1)} MB, ${String(result.text).split('\n')[0]}`,
  );
  return { name, bytes: data.length, seconds, peak, result };
}

try {
  await new Promise((r) => setTimeout(r, 1000));
  const idle = rssMb();
  say(`idle RSS ${idle.toFixed(1)} MB; importing ${rows} rows over ${listingCount} listings`);
  const runs = [
    await importFile('CSV, every row new', csv(cells('')), 'showings.csv'),
    await importFile('CSV again, nothing changed', csv(cells('')), 'showings.csv'),
    await importFile('XLSX, every row changed', await xlsx(cells('Liked it')), 'showings.xlsx'),
  ];
  const machine = machineInfo('pglite');
  const md = [
    '# Showings import benchmark (npm run bench:showings-import)',
    '',
    `Measured ${new Date().toISOString()} on ${machine.nproc} cores (${machine.cpu}), ${machine.memoryGiB} GiB, Node ${machine.node}, PGlite, the API in production mode.`,
    '',
    `${rows} rows over ${listingCount} listings through POST /api/Showing/import/atlas, one request each, all rows in one transaction; the API process's RSS sampled every 20 ms from /proc (idle ${idle.toFixed(1)} MB before the first import).`,
    '',
    '| Import | File | Time | RSS peak | Above idle | Answer |',
    '|---|---|---|---|---|---|',
    ...runs.map(
      (r) =>
        `| ${r.name} | ${(r.bytes / 1024).toFixed(0)} KB | ${r.seconds.toFixed(1)} s | ${r.peak.toFixed(1)} MB | +${(r.peak - idle).toFixed(1)} MB | ${String(r.result.text).split('\n')[0]} |`,
    ),
    '',
  ].join('\n');
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/results/showings-import-latest.md'), md);
  say('written bench/results/showings-import-latest.md');
} finally {
  await server.stop();
}
