import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Video } from '@atrium/domain';
import { FFMPEG } from '../apps/api/src/adapters/video-host/ffmpeg';
import { openDatabase } from '../apps/api/src/db/client';
import { SCALES, seedDemoData } from '../apps/api/src/db/seed/demo-data';
import { createListing } from '../apps/api/src/db/factories';
import { createDiskStorage } from '../apps/api/src/adapters/storage/storage';
import { machineInfo, mintToken, root, startProductServer } from './support';

/**
 * npm run bench:video: the API in production mode (PGlite, disk storage, its own job worker, the
 * embedded sandbox video host) receives one ~100 MB 1920x1080 H.264 video (made beforehand with
 * the bundled ffmpeg: testsrc2 at a constant 20 Mbit/s) into a listing's property video slot
 * through POST /api/listing/{id}/videos, streamed from disk. Measured: the upload until its 201,
 * the time from the upload's start until the video is Completed (GET /api/video/listing/{id}
 * polled every 500 ms), and the API process's resident memory (sampled every 20 ms from /proc,
 * and the kernel's high-water mark); the ffmpeg child's own peak is shown apart. Writes
 * bench/results/video-latest.md. BENCH_VIDEO_MB (default 100) sets the file's size.
 */
const targetMb = Number(process.env.BENCH_VIDEO_MB ?? 100);
const mbits = 20;
const seconds = Math.round((targetMb * 8 * 1.048576) / mbits);
const dataDir = path.join(root, 'bench/data/video');
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

const file = path.join(dataDir, 'bench-1080p.mp4');
say(`making a ${seconds} s 1920x1080 video at ${mbits} Mbit/s with ffmpeg`);
// CBR with filler: the test pattern alone compresses to a fraction of the wanted weight
await promisify(execFile)(FFMPEG, [
  ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=25`, '-t', String(seconds)],
  ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
  ...['-b:v', `${mbits}M`, '-minrate', `${mbits}M`, '-maxrate', `${mbits}M`, '-bufsize', `${mbits}M`],
  ...['-x264-params', 'nal-hrd=cbr:force-cfr=1', file],
]);
const sizeMb = fs.statSync(file).size / 1024 / 1024;

const server = await startProductServer({ dataDir, logFile: path.join(dataDir, 'server.log') });
const pid = server.child.pid!;
const token = await mintToken(dataDir, server.url, ADMIN);
const auth = { authorization: `Bearer ${token}` };
const kbOf = (p: number, field: string) => {
  try {
    const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
    return Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
};
const children = () => {
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
};
const listUrl = `${server.url}/api/video/listing/${listingId}`;
const uploadUrl = `${server.url}/api/listing/${listingId}/videos?videoTypeId=1&displayOrder=1`;

try {
  await fetch(listUrl, { headers: auth }); // warm the route
  await new Promise((r) => setTimeout(r, 1000));
  const idle = kbOf(pid, 'VmRSS');
  say(`idle RSS ${idle.toFixed(1)} MB; uploading ${sizeMb.toFixed(1)} MB`);
  let peak = idle;
  let childPeak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, kbOf(pid, 'VmRSS'));
    for (const c of children()) childPeak = Math.max(childPeak, kbOf(c, 'VmRSS'));
  }, 20);
  const started = Date.now();
  const form = new FormData();
  // a Blob backed by the file on disk: the client streams it too
  form.append('file', await fs.openAsBlob(file, { type: 'video/mp4' }), 'bench-1080p.mp4');
  const res = await fetch(uploadUrl, { method: 'POST', headers: auth, body: form });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  const uploadedSeconds = (Date.now() - started) / 1000;
  const peakUploading = peak;
  const { id } = (await res.json()) as Video;
  say(`answered 201 in ${uploadedSeconds.toFixed(1)} s; waiting for Completed`);

  let video: Video | undefined;
  const seen = new Set<number>();
  for (;;) {
    video = ((await (await fetch(listUrl, { headers: auth })).json()) as Video[]).find((v) => v.id === id);
    if (video) seen.add(video.status);
    if (video && video.status >= 3) break;
    if (Date.now() - started > 20 * 60_000) throw new Error('not Completed after 20 min');
    await new Promise((r) => setTimeout(r, 500));
  }
  const doneSeconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  if (video.status !== 3) throw new Error(`video Failed: ${video.failureReason}`);
  peak = Math.max(peak, kbOf(pid, 'VmRSS'));
  const hwm = kbOf(pid, 'VmHWM');
  const rendition = await fetch(`${server.url}${video.url}`, {
    method: 'GET',
    headers: { range: 'bytes=0-0' },
  });
  const renditionMb = Number(rendition.headers.get('content-range')?.split('/')[1] ?? 0) / 1024 / 1024;
  say(`Completed ${doneSeconds.toFixed(1)} s after the upload started; peak RSS ${peak.toFixed(1)} MB`);

  const machine = machineInfo('pglite');
  const md = [
    '# Video upload benchmark (npm run bench:video)',
    '',
    `Measured ${new Date().toISOString()} on ${machine.nproc} cores (${machine.cpu}), ${machine.memoryGiB} GiB, Node ${machine.node}, PGlite, disk storage, the embedded sandbox video host with the ffmpeg of @ffmpeg-installer/ffmpeg; load average at the end ${machine.loadAverage.join(' / ')} (the machine is shared: other processes ran meanwhile).`,
    '',
    `One ${sizeMb.toFixed(1)} MB, ${seconds} s, 1920x1080 H.264 video (ffmpeg testsrc2, constant ${mbits} Mbit/s) uploaded into a listing's property video slot through POST /api/listing/{id}/videos (multipart, streamed from disk by the client) against the product started as \`npm start\` runs it (production mode, its own job worker polling every 2 s). The API streams the file to a temporary file and into storage; the processing job copies it out, probes it (ffprobe), checks the guidelines and makes a poster and a 720p H.264 rendition (ffmpeg, veryfast, CRF 23, +faststart). Times count from the start of the upload; Completed is seen by GET /api/video/listing/{id} polled every 500 ms (statuses seen: ${[...seen].join(' → ')}). RSS of the API process sampled every 20 ms from /proc/{pid}/status; VmHWM is the kernel's high-water mark over the process's life (start-up included). ffmpeg runs as a child process: its memory is not the API's and is shown apart.`,
    '',
    '| Figure | Value |',
    '|---|---|',
    `| Upload until its 201 (Started) | ${uploadedSeconds.toFixed(1)} s (${(sizeMb / uploadedSeconds).toFixed(1)} MB/s) |`,
    `| Upload start until Completed | ${doneSeconds.toFixed(1)} s (${(doneSeconds - uploadedSeconds).toFixed(1)} s of processing) |`,
    `| Web rendition | ${renditionMb.toFixed(1)} MB, ${video.width}x${video.height} original, ${video.durationSeconds?.toFixed(1)} s |`,
    `| API RSS idle before the upload | ${idle.toFixed(1)} MB |`,
    `| API RSS peak while uploading | ${peakUploading.toFixed(1)} MB (+${(peakUploading - idle).toFixed(1)} MB) |`,
    `| API RSS peak until Completed | ${peak.toFixed(1)} MB (+${(peak - idle).toFixed(1)} MB) |`,
    `| API VmHWM (peak RSS over the process's life) | ${hwm.toFixed(1)} MB |`,
    `| ffmpeg/ffprobe child peak RSS | ${childPeak.toFixed(1)} MB |`,
    '',
  ].join('\n');
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/results/video-latest.md'), md);
  console.log(`\n${md}`);
  say('written bench/results/video-latest.md');
} finally {
  await server.stop();
  fs.rmSync(file, { force: true });
}
