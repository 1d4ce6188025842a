import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

/**
 * The OpenAPI document at /api/docs is one an integrator's tools accept: Redocly's recommended
 * rules (redocly.yaml at the root) find no error in it. Warnings are allowed.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const t = await createTestApp();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-openapi-'));
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

type Answer = { content?: Record<string, unknown> };
type Problem = {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: Array<{ pointer: string }>;
};

describe('the OpenAPI document', () => {
  it('passes Redocly lint with the recommended rules (0 errors)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, res.body);
    if (process.env.KEEP_OPENAPI) fs.copyFileSync(file, process.env.KEEP_OPENAPI);
    const run = spawnSync(
      path.join(ROOT, 'node_modules/.bin/redocly'),
      [
        'lint',
        file,
        '--config',
        path.join(ROOT, 'redocly.yaml'),
        '--format',
        'json',
        '--max-problems',
        '1000',
      ],
      {
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        timeout: 60_000,
      },
    );
    const start = run.stdout.indexOf('{');
    expect(start, run.stderr).toBeGreaterThanOrEqual(0);
    const report = JSON.parse(run.stdout.slice(start)) as {
      totals: { errors: number; warnings: number };
      problems: Problem[];
    };
    const errors = report.problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });

  it('describes the answer of every operation (a schema for each success but a 204)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { operationId?: string; responses: Record<string, Answer> }>>;
    };
    const missing: string[] = [];
    for (const [url, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops)) {
        const success = Object.entries(op.responses).filter(([status]) => status.startsWith('2'));
        const described = success.every(
          ([status, answer]) => status === '204' || Object.keys(answer.content ?? {}).length > 0,
        );
        if (!op.operationId || !success.length || !described) missing.push(`${method} ${url}`);
      }
    expect(missing).toEqual([]);
  });
});
