import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { createTestDatabase, dropTestDatabase } from '../../test/databases';
import { repoRoot } from '../../stress/server-process';
import { clientReportSendAudits, files, mailOutbox } from '../../db/schema';
import { createListing, createOffice, createUser } from '../../db/factories';
import { seedReferenceData } from '../../db/seed/reference-seed';
import { insertSchedule } from './client-report-schedule.repo';

/**
 * Two API instances on one PostgreSQL database run the report sending run at the same moment,
 * many times: each due report is sent exactly once (one send audit row, one outbox message).
 */
// run by the api-postgres project only (TEST_DATABASE_URL set)
const serverUrl = process.env.TEST_DATABASE_URL!;
let name = '';
let databaseUrl = '';
let filesDir = '';
let database: Database;
const children: ChildProcess[] = [];

function startInstance(sendAt: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/test/client-report-schedule-worker.ts'],
    {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl, SEND_AT: sendAt, FILES_DIR: filesDir },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  children.push(child);
  let out = '';
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (b: Buffer) => {
      out += b.toString();
      if (out.includes('ready')) resolve();
    });
    child.once('exit', (code) =>
      out.includes('sent') ? undefined : reject(new Error(`instance exited (${code})`)),
    );
  });
  const done = new Promise<number>((resolve) =>
    child.once('exit', () => resolve(Number(/sent (\d+)/.exec(out)?.[1] ?? -1))),
  );
  return { child, ready, done };
}

describe('report sending with two API instances on PostgreSQL', () => {
  beforeAll(async () => {
    ({ name, url: databaseUrl } = await createTestDatabase(serverUrl, 'atrium_reports'));
    database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-report-pdfs-'));
    await seedReferenceData(database.db);
  }, 60_000);
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await database?.close();
    if (name) await dropTestDatabase(serverUrl, name);
    if (filesDir) fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('sends a due report exactly once', async () => {
    const db = database.db;
    const office = await createOffice(db);
    const user = await createUser(db, { roles: ['systemAdmin'] });
    const listing = await createListing(db, { officeId: office.id });
    const report = {
      recipients: 'ann@seller.example',
      recipientNames: 'Ann',
      fromAddress: 'jane@meridian.example',
      fromName: 'Jane Agent',
      subject: 'Weekly report',
      body: null,
    };
    const monday = await insertSchedule(db, listing.id, { ...report, schedule: 1 }, user.id);
    const semi = await insertSchedule(db, listing.id, { ...report, schedule: 2 }, user.id);
    await insertSchedule(db, listing.id, { ...report, schedule: 4 }, user.id); // Friday: not due
    // Monday 16 November 2026, 10:00 in New York: the Monday and the semi-monthly (16th) reports
    const a = startInstance('2026-11-16T15:00:00Z');
    const b = startInstance('2026-11-16T15:00:00Z');
    await Promise.all([a.ready, b.ready]);
    a.child.stdin!.write('go\n');
    b.child.stdin!.write('go\n');
    const [sentA, sentB] = await Promise.all([a.done, b.done]);
    expect(sentA + sentB).toBe(2);
    const audits = await db.select().from(clientReportSendAudits);
    expect(audits.map((r) => r.sendKey).sort()).toEqual(
      [`${monday}:2026-11-16`, `${semi}:2026-11-16`].sort(),
    );
    const outbox = await db.select().from(mailOutbox);
    expect(outbox).toHaveLength(2);
    expect(new Set(audits.map((r) => r.outboxId))).toEqual(new Set(outbox.map((m) => m.id)));
    // each sent e-mail keeps its PDF; the PDFs of the sendings that lost their claim are gone
    const kept = await db.select().from(files).where(eq(files.entityType, 'clientReportSend'));
    expect(new Set(kept.map((f) => f.id))).toEqual(new Set(audits.map((r) => r.pdfFileId)));
    const stored = fs
      .readdirSync(filesDir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile());
    expect(stored).toHaveLength(2);
  }, 120_000);
});
