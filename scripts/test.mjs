// npm test: the browser journeys and the other suites as two vitest runs side by side. The
// journeys run one after another against one shared server and spend most of their time waiting
// on the browser and that server; in one vitest run they would only start once every API file
// had finished. Both runs' outputs go to this terminal, line by line; with VITEST_JSON set, their
// JSON reports are merged into that one file.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const vitest = path.resolve(import.meta.dirname, '../node_modules/vitest/vitest.mjs');
const report = process.env.VITEST_JSON;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-test-'));

function run(name, projects) {
  const json = path.join(tmp, `${name}.json`);
  const child = spawn(process.execPath, [vitest, 'run', ...projects.flatMap((p) => ['--project', p])], {
    env: { ...process.env, ...(report ? { VITEST_JSON: json } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let rest = '';
    from.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      if (lines.length) to.write(lines.map((l) => `${l}\n`).join(''));
    });
    from.on('end', () => rest && to.write(`${rest}\n`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve({ name, code, json })));
}

const started = Date.now();
const results = await Promise.all([run('browser', ['e2e']), run('other', ['!e2e'])]);
const seconds = Math.round((Date.now() - started) / 1000);

if (report) {
  const merged = { numPassedTests: 0, numFailedTests: 0, numTotalTests: 0, success: true, testResults: [] };
  for (const r of results) {
    let part = null;
    try {
      part = JSON.parse(fs.readFileSync(r.json, 'utf8'));
    } catch {
      merged.success = false; // a run that wrote no report failed before its tests
      continue;
    }
    merged.numPassedTests += part.numPassedTests ?? 0;
    merged.numFailedTests += part.numFailedTests ?? 0;
    merged.numTotalTests += part.numTotalTests ?? 0;
    merged.success &&= part.success !== false;
    merged.testResults.push(...(part.testResults ?? []));
  }
  fs.writeFileSync(report, JSON.stringify(merged));
}
fs.rmSync(tmp, { recursive: true, force: true });

const failed = results.filter((r) => r.code !== 0);
console.log(
  `\nnpm test: ${seconds} s; ${results.map((r) => `${r.name} ${r.code === 0 ? 'passed' : `failed (exit ${r.code})`}`).join(', ')}`,
);
process.exit(failed.length ? 1 : 0);
