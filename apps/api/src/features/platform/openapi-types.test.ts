import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { ENDPOINTS_BY_FEATURE, FileDownload, NoContent, type Endpoint } from '@atrium/domain';
import { createTestApp } from '../../test/test-app';

/**
 * A client generated from the OpenAPI document (openapi-typescript) agrees with the contracts the
 * web is typed by: for every endpoint, the generated answer and the contract's answer are
 * assignable to each other, and every body the generated client may send is one the contract's
 * input type takes. One tsc run over the generated types and a generated file of checks.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const t = await createTestApp();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-openapi-types-'));
afterAll(async () => {
  await t.close();
  if (!process.env.KEEP_OPENAPI_TYPES) fs.rmSync(dir, { recursive: true, force: true });
});

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

describe('types generated from the OpenAPI document', () => {
  it('agree with every contract (tsc)', { timeout: 120_000 }, async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    fs.writeFileSync(path.join(dir, 'openapi.ts'), astToString(await openapiTS(doc)));
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
    const run = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir], {
      encoding: 'utf8',
      timeout: 110_000,
    });
    expect(count).toBeGreaterThan(100);
    expect(run.stdout + run.stderr, 'the generated types disagree with the contracts').toBe('');
    expect(run.status).toBe(0);
  });
});
