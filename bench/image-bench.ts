import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Image } from '@atrium/domain';
import { openDatabase } from '../apps/api/src/db/client';
import { SCALES, seedDemoData } from '../apps/api/src/db/seed/demo-data';
import { createListing } from '../apps/api/src/db/factories';
import { createDiskStorage } from '../apps/api/src/adapters/storage/storage';
import { photoSvg } from '../apps/api/src/db/seed/demo-photo-art';
import { machineInfo, mintToken, percentile, root, startProductServer } from './support';

/**
 * npm run bench:images: the API in production mode (PGlite, disk storage, its own job worker)
 * receives 30 distinct 3600x2400 JPEG photos for one listing through POST /api/image/save, a few
 * at a time as a browser sends them. Measured: the time until every upload has its 201, the time
 * until every photo's small and medium renditions exist (GET /api/image/{id} polled every 200 ms
 * for renditionStatus 'ready'), and the API process's resident memory (sampled every 20 ms from
 * /proc, and the kernel's high-water mark). Writes bench/results/images-latest.md.
 * BENCH_IMAGES (default 30) and BENCH_IMAGES_PARALLEL (uploads in flight, default 4).
 */
const count = Number(process.env.BENCH_IMAGES ?? 30);
const parallel = Number(process.env.BENCH_IMAGES_PARALLEL ?? 4);
const [width, height] = [3600, 2400];
const dataDir = path.join(root, 'bench/data/images');
const ADMIN = 'admin@meridian.example';
const t0 = Date.now();
const say = (m: string) => console.log(`[${((Date.now() - t0) / 1000).toFixed(0).padStart(4)} s] ${m}`);

fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
say('seeding a small data set and an empty listing');
const database = await openDatabase({ databaseUrl: null, dataDir });
await seedDemoData(database.db, SCALES.test, { storage: createDiskStorage(path.join(dataDir, 'files')) });
const { id: listingId } = await createListing(database.db, { officeId: 1, imageCount: 0 });
await database.close();

say(`drawing ${count} distinct ${width}x${height} photos`);
// film grain over the drawing: a camera's JPEG of this size weighs megabytes, a flat drawing a few
// hundred KB, and the decoding work follows the weight
const grain = await sharp({
  create: {
    width,
    height,
    channels: 3,
    background: '#808080',
    noise: { type: 'gaussian', mean: 128, sigma: 40 },
  },
})
  .png()
  .toBuffer();
const photos: Buffer[] = [];
for (let i = 0; i < count; i++)
  photos.push(
    await sharp(Buffer.from(photoSvg(900 + i, width, height)))
      .removeAlpha()
      .composite([{ input: grain, blend: 'soft-light' }])
      .jpeg({ quality: 92 })
      .toBuffer(),
  );
const totalMb = photos.reduce((n, p) => n + p.length, 0) / 1024 / 1024;

const server = await startProductServer({ dataDir, logFile: path.join(dataDir, 'server.log') });
const pid = server.child.pid!;
const token = await mintToken(dataDir, server.url, ADMIN);
const auth = { authorization: `Bearer ${token}` };
const status = () => fs.readFileSync(`/proc/${pid}/status`, 'utf8');
const kb = (field: string) => Number(status().match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1] ?? 0) / 1024;
const listUrl = `${server.url}/api/image/${listingId}?entityType=listing&imageType=mainPhoto`;
const saveUrl = `${server.url}/api/image/save?entityType=listing&entityId=${listingId}&imageType=mainPhoto`;

try {
  await fetch(listUrl, { headers: auth }); // warm the route
  await new Promise((r) => setTimeout(r, 1000));
  const idle = kb('VmRSS');
  say(
    `idle RSS ${idle.toFixed(1)} MB; uploading ${count} photos (${totalMb.toFixed(1)} MB), ${parallel} at a time`,
  );
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, kb('VmRSS'))), 20);
  const started = Date.now();
  const latencies: number[] = [];
  let next = 0;
  const uploader = async () => {
    while (next < count) {
      const i = next++;
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array(photos[i])], { type: 'image/jpeg' }),
        `Bench ${i + 1}.jpg`,
      );
      const sent = Date.now();
      const res = await fetch(saveUrl, {
        method: 'POST',
        headers: auth,
        body: form,
      });
      if (res.status !== 201) throw new Error(`upload ${i + 1}: ${res.status} ${await res.text()}`);
      latencies.push(Date.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: parallel }, uploader));
  const uploadedSeconds = (Date.now() - started) / 1000;
  const peakUploading = peak;
  say(`all ${count} answered 201 in ${uploadedSeconds.toFixed(1)} s; waiting for the renditions`);

  let ready = 0;
  for (;;) {
    const images = (await (await fetch(listUrl, { headers: auth })).json()) as Image[];
    ready = images.filter((im) => im.renditionStatus === 'ready').length;
    if (images.length === count && ready === count) break;
    if (Date.now() - started > 15 * 60_000) throw new Error(`only ${ready}/${count} renditions after 15 min`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const renditionSeconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, kb('VmRSS'));
  const hwm = kb('VmHWM');
  say(
    `renditions of all ${count} ready ${renditionSeconds.toFixed(1)} s after the first upload; peak RSS ${peak.toFixed(1)} MB`,
  );

  const sorted = [...latencies].sort((a, b) => a - b);
  const machine = machineInfo('pglite');
  const md = [
    '# Image upload benchmark (npm run bench:images)',
    '',
    `Measured ${new Date().toISOString()} on ${machine.nproc} cores (${machine.cpu}), ${machine.memoryGiB} GiB, Node ${machine.node}, PGlite, disk storage; load average at the end ${machine.loadAverage.join(' / ')} (the machine is shared: other processes ran meanwhile).`,
    '',
    `${count} distinct ${width}x${height} JPEG photos (drawn with sharp beforehand, with film grain so they weigh what a camera's do: ${totalMb.toFixed(1)} MB in all, ${(totalMb / count).toFixed(1)} MB each) uploaded to one listing's main photos through POST /api/image/save, ${parallel} requests in flight, by one process against the product started as \`npm start\` runs it (production mode, its own job worker polling every 2 s, renditions job concurrency 2). Times count from the first request. The renditions are 'ready' when GET /api/image/{id} (polled every 200 ms) shows renditionStatus 'ready' for all of them. RSS of the API process sampled every 20 ms from /proc/{pid}/status; VmHWM is the kernel's high-water mark over the process's life (start-up included).`,
    '',
    '| Figure | Value |',
    '|---|---|',
    `| Time until all ${count} uploads answered 201 | ${uploadedSeconds.toFixed(1)} s (${(totalMb / uploadedSeconds).toFixed(1)} MB/s) |`,
    `| Upload latency p50 / p95 / max | ${percentile(sorted, 50)} / ${percentile(sorted, 95)} / ${sorted.at(-1)} ms |`,
    `| Time until all renditions exist | ${renditionSeconds.toFixed(1)} s (${(renditionSeconds - uploadedSeconds).toFixed(1)} s after the last 201) |`,
    `| RSS idle before the uploads | ${idle.toFixed(1)} MB |`,
    `| RSS peak while uploading | ${peakUploading.toFixed(1)} MB (+${(peakUploading - idle).toFixed(1)} MB) |`,
    `| RSS peak until the renditions were ready | ${peak.toFixed(1)} MB (+${(peak - idle).toFixed(1)} MB) |`,
    `| VmHWM (peak RSS over the process's life) | ${hwm.toFixed(1)} MB |`,
    '',
  ].join('\n');
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/results/images-latest.md'), md);
  console.log(`\n${md}`);
  say('written bench/results/images-latest.md');
} finally {
  await server.stop();
}
