import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';

/**
 * A feature reaches another feature only through its index.ts (what it chose to share), so its
 * routes, services and repositories can change without breaking another feature.
 */
const featureOf = (file) => /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(file)?.[1];
const featureIndexOnly = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source);
      const to = featureOf(`${target}/`);
      if (!to || to === from) return;
      const rest = target.slice(target.lastIndexOf(`${path.sep}features${path.sep}${to}`) + 10 + to.length);
      if (rest === '' || rest === `${path.sep}index` || rest === `${path.sep}index.ts`) return;
      context.report({
        node: node.source,
        message: `Import the ${to} feature through its index.ts ('${source}')`,
      });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

/** The database client, the query builder and the tables: repositories and the database's own code. */
const DATABASE_MODULES = ['drizzle-orm', 'drizzle-orm/*', '**/db/client', '**/db/schema', '**/db/schema/*'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['apps/**/*.ts', 'apps/**/*.tsx'],
    // a test may reach into another feature to arrange its data
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { atrium: { rules: { 'feature-index-only': featureIndexOnly } } },
    rules: { 'atrium/feature-index-only': 'error' },
  },
  {
    // the domain is pure: schemas, contracts, rules and messages, no I/O
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['fs', 'path', 'os', 'child_process', 'http', 'https', 'net', 'pg', 'fastify'].map(
            (name) => ({
              name,
              message: 'packages/domain does no I/O.',
            }),
          ),
          patterns: [
            {
              group: ['node:*', 'drizzle-orm', 'drizzle-orm/*', '@electric-sql/*', '@fastify/*', 'fastify-*'],
              message: 'packages/domain does no I/O.',
            },
            { group: ['**/apps/**'], message: 'packages/domain depends on no app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.ts', 'apps/web/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/api/**', '**/api/src/**', '@atrium/api', '@atrium/api/*'],
              message: 'The web reaches the API over HTTP, through the contracts of @atrium/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/**/*.repo.ts',
      'apps/api/src/**/*.sql.ts',
      'apps/api/src/db/**',
      'apps/api/src/adapters/**',
      'apps/api/src/**/*-cli.ts',
      'apps/api/src/server.ts',
      'apps/api/src/**/*.adapter.ts',
      'apps/api/src/**/*.test.ts',
      'apps/api/src/test/**',
      'apps/api/src/stress/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: DATABASE_MODULES,
              allowTypeImports: true,
              message:
                'Only repository files (*.repo.ts, *.sql.ts), db/, adapters, CLIs and tests use the database; call a repository function.',
            },
          ],
        },
      ],
    },
  },
);
