import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../apps/api/src/db/client';
import { SCALES, seedDemoData } from '../apps/api/src/db/seed/demo-data';
import { createDiskStorage } from '../apps/api/src/adapters/storage/storage';
import { machineInfo, mintToken, root, startProductServer, rssMbOf } from './support';

/**
 * npm run bench:zip: the API in production mode (PGlite, disk storage) packages 200 MB of
 * uploaded files as one zip, while the API process's resident memory is sampled every 20 ms.
 * The zip must stream: the peak stays under 150 MB above the idle figure. Writes
 * bench/results/zip-latest.md. BENCH_ZIP_MB (default 200) and BENCH_ZIP_FILES (default 20).
 */
const totalMb = Number(process.env.BENCH_ZIP_MB ?? 200);
const fileCount = Number(process.env.BENCH_ZIP_FILES ?? 20);
const limitMb = 150;
const dataDir = path.join(root, 'bench/data/zip');
const ADMIN = 'admin@meridian.example';
const t0 = Date.now();
const say = (m: string) => console.log(`[${((Date.now() - t0) / 1000).toFixed(0).padStart(4)} s] ${m}`);

fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
say('seeding a small data set');
const database = await openDatabase({ databaseUrl: null, dataDir });
await seedDemoData(database.db, SCALES.test, {
  storage: createDiskStorage(path.join(dataDir, 'files')),
});
const [{ id: listingId }] = rowsOf<{ id: number }>(
  await database.db.execute(sql`select min(id) as id from listings`),
);
await database.close();

const server = await startProductServer({ dataDir, logFile: path.join(dataDir, 'server.log') });
const pid = server.child.pid!;
const token = await mintToken(dataDir, server.url, ADMIN);
const auth = { authorization: `Bearer ${token}` };
const rssMb = () => rssMbOf(pid);

try {
  await fetch(`${server.url}/api/files/listing/${listingId}`, { headers: auth }); // warm the route
  await new Promise((r) => setTimeout(r, 1000));
  const startIdle = rssMb();
  say(`RSS after start ${startIdle.toFixed(1)} MB`);
  say(`uploading ${fileCount} files of ${(totalMb / fileCount).toFixed(0)} MB through the upload path`);
  const ids: string[] = [];
  let uploadPeak = 0;
  for (let i = 0; i < fileCount; i++) {
    // a PDF header then random bytes: accepted as a document, incompressible like a photo
    const data = Buffer.concat([
      Buffer.from('%PDF-1.7\n'),
      crypto.randomBytes((totalMb / fileCount) * 1024 * 1024),
    ]);
    const form = new FormData();
    form.append('file', new Blob([data], { type: 'application/pdf' }), `Document ${i + 1}.PDF`);
    const res = await fetch(`${server.url}/api/files/listing/${listingId}?place=document`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    if (res.status !== 201) throw new Error(`upload ${i + 1}: ${res.status} ${await res.text()}`);
    ids.push(((await res.json()) as { id: string }).id);
    uploadPeak = Math.max(uploadPeak, rssMb());
  }

  await new Promise((r) => setTimeout(r, 2000));
  const idle = rssMb();
  say(`idle RSS ${idle.toFixed(1)} MB; downloading the zip`);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
  const started = Date.now();
  const res = await fetch(`${server.url}/api/files/zip`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ fileIds: ids, fileName: 'bench' }),
  });
  if (res.status !== 200 || !res.body) throw new Error(`zip: ${res.status} ${await res.text()}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += (chunk as Uint8Array).length;
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb());
  // against the lower of the two idle figures: the strictest reading
  const above = peak - Math.min(idle, startIdle);
  const met = above < limitMb;
  say(
    `zip of ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(1)} s; peak RSS ${peak.toFixed(1)} MB (+${above.toFixed(1)} MB)`,
  );

  const machine = machineInfo('pglite');
  const md = [
    '# Zip packaging benchmark (npm run bench:zip)',
    '',
    `Measured ${new Date().toISOString()} on ${machine.nproc} cores (${machine.cpu}), ${machine.memoryGiB} GiB, Node ${machine.node}, PGlite, disk storage.`,
    '',
    `${fileCount} files uploaded through POST /api/files/listing/{id} (${totalMb} MB in all), then POST /api/files/zip for all of them; the API process's RSS sampled every 20 ms from /proc.`,
    '',
    '| Figure | Value |',
    '|---|---|',
    `| Zip size | ${(bytes / 1024 / 1024).toFixed(1)} MB |`,
    `| Time to stream it | ${seconds.toFixed(1)} s (${(bytes / 1024 / 1024 / seconds).toFixed(0)} MB/s) |`,
    `| RSS idle after start | ${startIdle.toFixed(1)} MB |`,
    `| RSS idle after the uploads | ${idle.toFixed(1)} MB |`,
    `| RSS peak while zipping | ${peak.toFixed(1)} MB |`,
    `| Zip peak above the lower idle | ${above.toFixed(1)} MB (limit ${limitMb} MB: ${met ? 'met' : 'NOT met'}) |`,
    `| RSS peak while uploading | ${uploadPeak.toFixed(1)} MB (+${(uploadPeak - startIdle).toFixed(1)} MB) |`,
    '',
  ].join('\n');
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/results/zip-latest.md'), md);
  say('written bench/results/zip-latest.md');
  if (!met) process.exitCode = 1;
} finally {
  await server.stop();
}
