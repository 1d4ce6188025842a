import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { SCALES, seedDemoData } from '../db/seed/demo-data';
import { createDiskStorage } from '../adapters/storage/storage';
import { createTestDatabase, dropTestDatabase } from './databases';

/** The seeded database, and the folder of the demo pictures its rows name (copied into each test's storage). */
export type TestTemplate = ({ kind: 'pglite'; file: string } | { kind: 'postgres'; name: string }) & {
  filesDir: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplate: TestTemplate;
  }
}

let cleanup = async () => {};

/**
 * One migrated and seeded database per test run, copied for each test file: a dump of the
 * embedded database, or a PostgreSQL template database. Migrating and seeding per file cost
 * most of the API suite's time.
 */
export async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-template-'));
  const filesDir = path.join(dir, 'files');
  const storage = createDiskStorage(filesDir);
  if (project.name === 'api-postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const { name, url } = await createTestDatabase(serverUrl, 'atrium_tpl');
    const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
    await seedDemoData(database.db, SCALES.test, { storage });
    await database.close();
    project.provide('testTemplate', { kind: 'postgres', name, filesDir });
    cleanup = async () => {
      await dropTestDatabase(serverUrl, name);
      fs.rmSync(dir, { recursive: true, force: true });
    };
    return;
  }
  const database = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
  await seedDemoData(database.db, SCALES.test, { storage });
  const file = path.join(dir, 'pglite.tar');
  // a checkpoint first: a copy then starts without replaying the seed's WAL (~0.5 s per file)
  await database.executeSql('checkpoint');
  fs.writeFileSync(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
  await database.close();
  project.provide('testTemplate', { kind: 'pglite', file, filesDir });
  cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
}

export async function teardown() {
  await cleanup();
}
