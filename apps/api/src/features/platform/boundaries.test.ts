import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The import boundaries of eslint.config.js refuse what they should, and only that. */
const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const eslint = new ESLint({ cwd: ROOT });

async function boundaryErrors(file: string, code: string) {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, {
    filePath: path.join(ROOT, file),
  });
  return result.messages
    .filter((m) => /restricted-imports|feature-index-only/.test(m.ruleId ?? ''))
    .map((m) => m.ruleId);
}

describe('import boundaries', () => {
  it.each([
    ['packages/domain/src/home/x.ts', `import x from 'node:fs';`],
    ['packages/domain/src/home/x.ts', `import { x } from 'drizzle-orm';`],
    ['packages/domain/src/home/x.ts', `import x from 'fastify';`],
    ['apps/web/src/features/home/x.ts', `import { x } from '../../../../api/src/app';`],
    ['apps/api/src/features/home/home.service.ts', `import { sql as x } from 'drizzle-orm';`],
    ['apps/api/src/features/home/home.routes.ts', `import { newsItems as x } from '../../db/schema';`],
    ['apps/api/src/lib/x.ts', `import { openDatabase as x } from '../db/client';`],
    ['apps/api/src/features/search/x.ts', `import { x } from '../listings/listings.repo';`],
    ['apps/web/src/features/identity/x.ts', `import { x } from '../users/users-api';`],
  ])('refuses in %s: %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).not.toEqual([]);
  });

  it.each([
    ['packages/domain/src/home/x.ts', `import { x } from '../http';`],
    ['apps/api/src/features/home/home.repo.ts', `import { sql as x } from 'drizzle-orm';`],
    ['apps/api/src/features/search/search-scope.sql.ts', `import { sql as x } from 'drizzle-orm';`],
    ['apps/api/src/features/home/home.service.ts', `import type { Db as x } from '../../db/client';`],
    ['apps/api/src/db/seed/x.ts', `import { users as x } from '../schema';`],
    ['apps/api/src/features/search/x.ts', `import { listingScopeSql as x } from '../listings';`],
    ['apps/api/src/features/search/x.ts', `import { x } from './search.repo';`],
    ['apps/web/src/features/identity/x.ts', `import { x } from '../users';`],
  ])('allows in %s: %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
