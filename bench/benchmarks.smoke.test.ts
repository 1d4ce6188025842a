import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * A short run of the benchmarks (npm run test:bench-smoke, in CI after npm test): each runs end
 * to end on a small data set it prepares itself, for a second or so per scenario, so that a
 * benchmark never rots. No target is judged here; the figures are meaningless at this size.
 */
const root = path.resolve(import.meta.dirname, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-smoke-'));
const resultsDir = path.join(work, 'results');
const env = {
  BENCH_SCALE: 'test',
  BENCH_DATA_DIR: path.join(work, 'data'),
  BENCH_RESULTS_DIR: resultsDir,
  BENCH_DURATION: '0.5',
  BENCH_ROUNDS: '1',
  BENCH_WARMUP: '0',
  BENCH_CONNECTIONS: '2',
  BENCH_SKIP_BUILD: '1',
  BENCH_RUNS: '1',
  BENCH_REPORT_ITEMS: '20',
  BENCH_REPORT_READS: '3',
  BENCH_REPORT_PDFS: '2',
};

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

function run(
  script: string,
  extra: Record<string, string> = {},
): Promise<{ code: number | null; log: string }> {
  return new Promise((resolve) => {
    const { DATABASE_URL: _ignored, ...parent } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: root,
      env: { ...parent, ...env, ...extra },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    child.on('exit', (code) => resolve({ code, log }));
  });
}
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(resultsDir, file), 'utf8'));

describe('the benchmarks run end to end on a small data set', () => {
  it('npm run bench: every scenario is measured without an error', async () => {
    const { code, log } = await run('bench/api-bench.ts');
    expect(code, log.slice(-3000)).toBe(0);
    const { scenarios } = readJson('latest-pglite.json') as {
      scenarios: Array<{ name: string; status: string; product?: { requests: number; errors: number } }>;
    };
    expect(scenarios.length).toBeGreaterThan(20);
    for (const s of scenarios) {
      expect(s.status, s.name).toBe('measured');
      expect(s.product!.requests, s.name).toBeGreaterThan(0);
      expect(s.product!.errors, s.name).toBe(0);
    }
  });

  it('npm run bench:web: code sizes and every page measured (after the API benchmark, on its data)', async () => {
    const { code, log } = await run('bench/web-bench.ts');
    expect(code, log.slice(-3000)).toBe(0);
    const report = readJson('web-latest.json') as {
      firstScreen: { jsKb: number };
      pages: Array<{ path: string; lcpMs: number | null; dataShownMs: number | null }>;
    };
    expect(report.firstScreen.jsKb).toBeGreaterThan(0);
    expect(report.pages.map((p) => p.path.replace(/\d+/g, 'N'))).toEqual([
      '/eng/listings',
      '/eng/listing/N',
      '/eng/agents',
      '/ListingMarketingReport/{id}?token=…',
    ]);
    for (const p of report.pages) {
      expect(p.lcpMs, p.path).toBeGreaterThan(0);
      expect(p.dataShownMs, p.path).toBeGreaterThan(0);
    }
  });

  it('npm run bench:export: the listings export job as XLSX and CSV (after the API benchmark, on its data)', async () => {
    const { code, log } = await run('bench/export-bench.ts');
    expect(code, log.slice(-3000)).toBe(0);
    const md = fs.readFileSync(path.join(resultsDir, 'export-latest-pglite.md'), 'utf8');
    expect(md).toMatch(/\| XLSX \| [1-9]\d* \|/);
    expect(md).toMatch(/\| CSV \| [1-9]\d* \|/);
  });

  it('npm run bench:report: the public report, the PDF and Send Now', async () => {
    const { code, log } = await run('bench/report-bench.ts', { BENCH_DATA_DIR: path.join(work, 'report') });
    expect(code, log.slice(-3000)).toBe(0);
    const md = fs.readFileSync(path.join(resultsDir, 'report-latest.md'), 'utf8');
    expect(md).toMatch(/PDF/);
  });

  it('npm run bench:heavy-work: gathers what the heavy benchmarks wrote into one file (after the report and export runs)', async () => {
    const { code, log } = await run('bench/heavy-work.ts');
    expect(code, log.slice(-3000)).toBe(0);
    const md = fs.readFileSync(path.join(resultsDir, 'heavy-work.md'), 'utf8');
    // the report benchmark's own title, time line and table, and the exports' table
    expect(md).toContain('## Client marketing report benchmark (npm run bench:report)');
    expect(md).toMatch(/\| Report PDF \(PDFKit\) \| 2 \|/);
    expect(md).toMatch(/\| XLSX \| [1-9]\d* \|/);
    expect(md.match(/^Measured /gm)?.length).toBe(2);
    // a benchmark not run here is named with its command
    expect(md).toContain('Not run on this machine yet: `npm run bench:video`.');
  });
});
