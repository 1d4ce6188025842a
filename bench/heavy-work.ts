import fs from 'node:fs';
import path from 'node:path';
import { root } from './support';

/**
 * npm run bench:heavy-work: gathers the heavy-work figures the area benchmarks wrote (photo
 * renditions, video processing, zip packages, exports, the report PDF and Send Now, the showings
 * import) into one file, bench/results/heavy-work.md: for each, its own run's time and machine
 * line and its table, where times and the API's memory peaks stand side by side. It measures
 * nothing itself: run the benchmarks named in each section to refresh a figure, then this.
 */
const resultsDir = path.resolve(process.env.BENCH_RESULTS_DIR ?? path.join(root, 'bench/results'));

/** The results files, in the order of the list; a missing one is named as not yet run. */
const SOURCES = [
  { file: 'images-latest.md', command: 'npm run bench:images' },
  { file: 'video-latest.md', command: 'npm run bench:video' },
  { file: 'zip-latest.md', command: 'npm run bench:zip' },
  { file: 'export-latest-postgres.md', command: 'DATABASE_URL=… npm run bench:export' },
  { file: 'export-latest-pglite.md', command: 'npm run bench:export' },
  { file: 'report-latest.md', command: 'npm run bench:report' },
  { file: 'showings-import-latest.md', command: 'npm run bench:showings-import' },
];

type Section = { title: string; measured: string | null; table: string[]; notes: string[] };

/** The parts of one results file this summary keeps: title, "Measured …" line, first table, its notes. */
function sectionOf(markdown: string): Section {
  const lines = markdown.split('\n');
  const title = (lines.find((l) => l.startsWith('# ')) ?? '# (untitled)').slice(2).trim();
  const measured = lines.find((l) => l.startsWith('Measured ')) ?? null;
  const start = lines.findIndex((l) => l.startsWith('|'));
  const table: string[] = [];
  const notes: string[] = [];
  if (start >= 0) {
    let i = start;
    for (; i < lines.length && lines[i].startsWith('|'); i++) table.push(lines[i]);
    for (; i < lines.length && !lines[i].startsWith('#') && !lines[i].startsWith('|'); i++)
      if (lines[i].trim()) notes.push(lines[i].trim());
  }
  return { title, measured, table, notes };
}

function main() {
  const out = [
    '# Heavy work: the figures of the area benchmarks in one place',
    '',
    `Gathered ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:heavy-work\` ` +
      'from the results files beside this one. Each section keeps its own run: the "Measured" line ' +
      'names when, on which machine and database it ran; its table puts the times beside the API ' +
      "process's memory (RSS sampled every 20 ms from /proc, and the peak above idle).",
    '',
  ];
  for (const { file, command } of SOURCES) {
    const full = path.join(resultsDir, file);
    if (!fs.existsSync(full)) {
      out.push(`## ${file}`, '', `Not run on this machine yet: \`${command}\`.`, '');
      continue;
    }
    const s = sectionOf(fs.readFileSync(full, 'utf8'));
    out.push(`## ${s.title}`, '', `From [${file}](${file}).`, '');
    if (s.measured) out.push(s.measured, '');
    if (s.table.length) out.push(...s.table, '');
    if (s.notes.length) out.push(...s.notes, '');
  }
  const target = path.join(resultsDir, 'heavy-work.md');
  fs.writeFileSync(target, out.join('\n'));
  console.log(`written to ${path.relative(root, target)}`);
}

if (process.argv[1] === import.meta.filename) main();
