import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS_BY_FEATURE, FileDownload, NoContent, type Endpoint } from '@atrium/domain';
import { createTestApp } from '../../test/test-app';

/**
 * The OpenAPI document at /api/docs is one an integrator's tools accept: Redocly's recommended
 * rules (redocly.yaml at the root) find no error in it (warnings are allowed), every operation
 * describes its answer, and a client generated from it (openapi-typescript) agrees with the
 * contracts the web is typed by. The document does not depend on the database: it is checked
 * in the PGlite run only.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-openapi-'));
afterAll(() => {
  if (!process.env.KEEP_OPENAPI) fs.rmSync(dir, { recursive: true, force: true });
});

type Answer = { content?: Record<string, unknown> };
type Doc = {
  paths: Record<string, Record<string, { operationId?: string; responses: Record<string, Answer> }>>;
};
type Problem = {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: Array<{ pointer: string }>;
};

const openApiPath = (p: string) => p.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The checks of one endpoint: `ref` names it in ENDPOINTS_BY_FEATURE. */
function checks(ref: string, e: Endpoint): string[] {
  const id = ref.replace(/\W/g, '_');
  const op = `paths[${JSON.stringify(openApiPath(e.path))}][${JSON.stringify(e.method.toLowerCase())}]`;
  const lines = [`type E_${id} = typeof ${ref};`];
  const status = e.status ?? (e.response === NoContent ? 204 : 200);
  if (e.response !== NoContent && e.response !== FileDownload) {
    lines.push(
      `type G_${id} = ${op}['responses'][${status}]['content']['application/json'];`,
      `export const toGenerated_${id}: G_${id} = null! as EndpointResponse<E_${id}>;`,
      `export const fromGenerated_${id}: EndpointResponse<E_${id}> = null! as G_${id};`,
    );
  } else {
    lines.push(`export const status_${id}: keyof ${op}['responses'] = ${status};`);
  }
  if (e.body && !e.multipart)
    lines.push(
      `export const body_${id}: EndpointInput<E_${id}>['body'] = null! as NonNullable<${op}['requestBody']>['content']['application/json'];`,
    );
  return lines;
}

describe('the OpenAPI document', () => {
  let doc: Doc;
  beforeAll(async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      doc = res.json();
    } finally {
      await t.close();
    }
  });

  it('passes Redocly lint with the recommended rules (0 errors)', async () => {
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(doc));
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

  it(
    'generates types (openapi-typescript) that agree with every contract (tsc)',
    { timeout: 120_000 },
    async () => {
      fs.writeFileSync(path.join(dir, 'openapi.ts'), astToString(await openapiTS(doc as never)));
      const lines = [
        `import type { EndpointInput, EndpointResponse } from '@atrium/domain';`,
        `import type { ENDPOINTS_BY_FEATURE as F } from '@atrium/domain';`,
        `import type { paths } from './openapi';`,
      ];
      let count = 0;
      for (const [feature, endpoints] of Object.entries(ENDPOINTS_BY_FEATURE))
        for (const [name, e] of Object.entries(endpoints as Record<string, Endpoint>)) {
          lines.push(...checks(`F.${feature}.${name}`, e));
          count++;
        }
      fs.writeFileSync(path.join(dir, 'checks.ts'), lines.join('\n') + '\n');
      fs.writeFileSync(
        path.join(dir, 'tsconfig.json'),
        JSON.stringify({
          extends: path.join(ROOT, 'tsconfig.base.json'),
          compilerOptions: {
            baseUrl: ROOT,
            paths: { '@atrium/domain': ['packages/domain/src/index.ts'], zod: ['node_modules/zod'] },
            typeRoots: [path.join(ROOT, 'node_modules/@types')],
          },
          files: ['checks.ts', 'openapi.ts'],
        }),
      );
      const run = spawnSync(
        process.execPath,
        [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir],
        {
          encoding: 'utf8',
          timeout: 110_000,
        },
      );
      expect(count).toBeGreaterThan(100);
      expect(run.stdout + run.stderr, 'the generated types disagree with the contracts').toBe('');
      expect(run.status).toBe(0);
    },
  );
});
