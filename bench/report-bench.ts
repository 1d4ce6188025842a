import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../apps/api/src/db/client';
import { SCALES, seedDemoData } from '../apps/api/src/db/seed/demo-data';
import { createDiskStorage } from '../apps/api/src/adapters/storage/storage';
import { createMarketingItem } from '../apps/api/src/db/factories';
import * as schema from '../apps/api/src/db/schema';
import { machineInfo, mintToken, percentile, root, startProductServer, rssMbOf } from './support';

/**
 * npm run bench:report: the seller's report of one listing with a busy season of marketing
 * (BENCH_REPORT_ITEMS marketing items, default 200, 300 showings, 20 open houses, 10 sites), the
 * API in production mode (PGlite): the public report through its link and the PDF, each read
 * sequentially, with the API process's RSS peak; then Send Now until its e-mail with the PDF is in
 * the outbox. Writes bench/results/report-latest.md.
 */
const itemCount = Number(process.env.BENCH_REPORT_ITEMS ?? 200);
const reads = Number(process.env.BENCH_REPORT_READS ?? 30);
const pdfs = Number(process.env.BENCH_REPORT_PDFS ?? 10);
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(root, 'bench/data/report'));
const resultsDir = path.resolve(process.env.BENCH_RESULTS_DIR ?? path.join(root, 'bench/results'));
const ADMIN = 'admin@meridian.example';
const t0 = Date.now();
const say = (m: string) => console.log(`[${((Date.now() - t0) / 1000).toFixed(0).padStart(4)} s] ${m}`);

fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
say('seeding a small data set and a busy listing');
const database = await openDatabase({ databaseUrl: null, dataDir });
const db = database.db;
await seedDemoData(db, SCALES.test, { storage: createDiskStorage(path.join(dataDir, 'files')) });
const [{ id: listingId }] = rowsOf<{ id: number }>(
  await db.execute(
    sql`select entity_id as id from images where entity_type = 'listing' and image_type = 'mainPhoto' order by entity_id limit 1`,
  ),
);
const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
const types = [14, 12, 15, 10, 16];
for (let i = 0; i < itemCount; i++)
  await createMarketingItem(db, {
    listingId,
    marketingTypeId: types[i % types.length],
    date: day(i % 120),
    description: `Campaign ${i + 1}`,
    emailsSent: types[i % types.length] === 12 ? 1000 + i : null,
    views: 100 + i,
    clicks: 10 + (i % 40),
  });
await db.insert(schema.showings).values(
  Array.from({ length: 300 }, (_, i) => ({
    listingId,
    showingDate: day(i % 180),
    count: 1 + (i % 3),
    feedback: `Feedback ${i}`,
  })),
);
await db.insert(schema.openHouses).values(
  Array.from({ length: 20 }, (_, i) => ({
    listingId,
    startDateTime: `${day(i * 7)}T13:00`,
    endDateTime: `${day(i * 7)}T15:00`,
    attendees: 10 + i,
  })),
);
await db.insert(schema.viewsOnWebSites).values(
  Array.from({ length: 10 }, (_, i) => ({
    listingId,
    siteName: `Portal ${i + 1}`,
    deepLink: `http://portal${i + 1}.example/listing`,
    totalViews: 50 * (i + 1),
    entryDate: day(i * 3),
  })),
);
await database.close();

const server = await startProductServer({ dataDir, logFile: path.join(dataDir, 'server.log') });
const pid = server.child.pid!;
const token = await mintToken(dataDir, server.url, ADMIN);
const api = (p: string, init: RequestInit = {}) =>
  fetch(`${server.url}/api/${p}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
const rssMb = () => rssMbOf(pid);

async function timed(n: number, url: string) {
  const times: number[] = [];
  let bytes = 0;
  let peak = rssMb();
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const res = await fetch(url);
    const body = Buffer.from(await res.arrayBuffer());
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    bytes = body.length;
  }
  clearInterval(sampler);
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), bytes, peak };
}

try {
  const link = (await (await api(`ClientMarketingSchedule/${listingId}/reportLink`)).json()) as {
    token: string;
  };
  const q = `?token=${encodeURIComponent(link.token)}`;
  await fetch(`${server.url}/api/ListingMarketingReport/${listingId}${q}`); // first read makes the sections
  await new Promise((r) => setTimeout(r, 500));
  const idle = rssMb();
  say(`listing ${listingId}; idle RSS ${idle.toFixed(1)} MB`);
  const json = await timed(reads, `${server.url}/api/ListingMarketingReport/${listingId}${q}`);
  say(
    `report JSON: p50 ${json.p50.toFixed(0)} ms, p95 ${json.p95.toFixed(0)} ms, ${(json.bytes / 1024).toFixed(0)} KB`,
  );
  const pdf = await timed(pdfs, `${server.url}/api/ListingMarketingReport/${listingId}/pdf${q}`);
  say(
    `report PDF: p50 ${pdf.p50.toFixed(0)} ms, p95 ${pdf.p95.toFixed(0)} ms, ${(pdf.bytes / 1024).toFixed(0)} KB`,
  );

  const sent = Date.now();
  const body = {
    listingId,
    recipients: 'seller@example.com',
    recipientNames: 'Seller',
    fromAddress: 'agent@meridian.example',
    fromName: 'Agent',
    subject: 'Your marketing report',
    body: 'This week',
    schedule: 0,
  };
  if ((await api('ClientMarketingSchedule', { method: 'POST', body: JSON.stringify(body) })).status !== 200)
    throw new Error('Send Now refused');
  let sendSeconds = NaN;
  while (Date.now() - sent < 120_000) {
    const audits = (await (await api(`ClientReportSendAudit/${listingId}`)).json()) as {
      pdfFileId: string | null;
    }[];
    if (audits.some((a) => a.pdfFileId)) {
      sendSeconds = (Date.now() - sent) / 1000;
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  say(`Send Now: in the outbox with its PDF after ${sendSeconds.toFixed(1)} s`);

  const machine = machineInfo('pglite');
  const md = [
    '# Client marketing report benchmark (npm run bench:report)',
    '',
    `Measured ${new Date().toISOString()} on ${machine.nproc} cores (${machine.cpu}), ${machine.memoryGiB} GiB, Node ${machine.node}, PGlite, the API in production mode.`,
    '',
    `One listing with ${itemCount} marketing items, 300 showings, 20 open houses, 10 views-on-web sites and its photos; requests one after another through the signed link; the API process's RSS sampled every 20 ms from /proc (idle ${idle.toFixed(1)} MB).`,
    '',
    '| Read | Requests | p50 | p95 | Size | RSS peak above idle |',
    '|---|---|---|---|---|---|',
    `| Public report (JSON) | ${reads} | ${json.p50.toFixed(0)} ms | ${json.p95.toFixed(0)} ms | ${(json.bytes / 1024).toFixed(0)} KB | +${(json.peak - idle).toFixed(1)} MB |`,
    `| Report PDF (PDFKit) | ${pdfs} | ${pdf.p50.toFixed(0)} ms | ${pdf.p95.toFixed(0)} ms | ${(pdf.bytes / 1024).toFixed(0)} KB | +${(pdf.peak - idle).toFixed(1)} MB |`,
    '',
    `Send Now (the job makes the PDF, stores it, writes the outbox message with it attached): ${sendSeconds.toFixed(1)} s from the request to the send audit row with its PDF.`,
    '',
  ].join('\n');
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'report-latest.md'), md);
  say(`written ${path.join(resultsDir, 'report-latest.md')}`);
} finally {
  await server.stop();
}
