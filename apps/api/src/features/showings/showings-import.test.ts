import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import yazl from 'yazl';
import { MSG, SHOWINGS_IMPORT_MAX_ROWS, type Showing, type ShowingsImportResult } from '@atrium/domain';
import { rowsOf } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody } from '../../test/multipart';
import { createAgentUser, createListing, createOffice, createUser } from '../../db/factories';

let t: TestApp;
let editor: string; // an agent on listings A and B
let neighbour: string; // an agent of the same office, on none of them: sees them, may not edit them
let viewer: string; // no Listing Edit
let listingA: number;
let listingB: number;
let listingC: number;
let listingOther: number; // another office's
const MLS = { a: 'IMP-A100', b: 'IMP-B200', other: 'IMP-X300' };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const office = await createOffice(db);
  const otherOffice = await createOffice(db);
  const a = await createAgentUser(db, office.id);
  editor = a.user.email;
  neighbour = (await createAgentUser(db, office.id)).user.email;
  viewer = (await createUser(db, { roles: ['agent'], officeIds: [office.id] })).email;
  const on = [{ agentId: a.agent.id, sideTypeId: 1 as const }];
  listingA = (await createListing(db, { officeId: office.id, agents: on, mlsNumber: MLS.a })).id;
  listingB = (await createListing(db, { officeId: office.id, agents: on, mlsNumber: MLS.b })).id;
  listingC = (await createListing(db, { officeId: office.id, agents: on, mlsNumber: null })).id;
  const other = await createAgentUser(db, otherOffice.id);
  listingOther = (
    await createListing(db, {
      officeId: otherOffice.id,
      agents: [{ agentId: other.agent.id, sideTypeId: 1 }],
      mlsNumber: MLS.other,
    })
  ).id;
}, 60_000);
afterAll(() => t?.close());

async function upload(data: Buffer, name = 'showings.csv', as = editor) {
  const { payload, headers } = multipartBody({ name, type: 'text/csv', data });
  return t.app.inject({
    method: 'POST',
    url: '/api/Showing/import/atlas',
    payload,
    headers: { ...headers, authorization: `Bearer ${await t.token(as)}` },
  });
}
const csv = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`);
const showingsOf = async (listingId: number) =>
  (await t.call({ method: 'GET', url: `/api/listing/${listingId}/showings`, as: editor })).json<Showing[]>();
const auditsOf = async (listingId: number) =>
  rowsOf<{ action: string; changes: unknown }>(
    await t.database.db.execute(
      sql`select action, changes from audits where entity_type = 'listing' and entity_id = ${listingId} and action = 'showings.import' order by id`,
    ),
  );
const tmpLeft = () =>
  fs.existsSync(t.ctx.config.files.uploadTmpDir) ? fs.readdirSync(t.ctx.config.files.uploadTmpDir) : [];

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Showings');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function zipOf(entries: Record<string, string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(entries)) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

describe('showings import', () => {
  const file = csv([
    'MLS Number,Date,Buyer,Buyer Agents,Count,Notes,Feedback',
    `${MLS.a},12/01/2026,Ann Buyer,Bo Agent,2,"Second visit, with family",Loved the kitchen`,
    `${MLS.b.toLowerCase()} ,2026-12-02,Cy Buyer,,,,`,
    `${MLS.a},12/03/2026,,,,,`,
    `NOPE-1,12/04/2026,Dee,,,,`,
    `${MLS.other},12/05/2026,Eve,,,,`,
    `${MLS.a},31/31/2026,Fay,,,,`,
    ',,,,,,',
    `${MLS.a},12/01/2026,ann  buyer,,,,`,
    `${MLS.b},12/06/2026,Gus,,-1,,`,
  ]);

  it('imports a CSV: valid rows written, the others reported by row and reason, unknown MLS listed', async () => {
    const res = await upload(file);
    expect(res.statusCode).toBe(200);
    const result = res.json<ShowingsImportResult>();
    expect(result).toMatchObject({ total: 8, updated: 0, skipped: 5, success: true });
    expect(result.skippedMls).toEqual(['NOPE-1', MLS.other]);
    expect(result.text.split('\n')).toEqual([
      MSG.showingsImported(3, 0, 5),
      MSG.showingsImportRow(5, MSG.showingsImportUnknownMls('NOPE-1')),
      MSG.showingsImportRow(6, MSG.showingsImportUnknownMls(MLS.other)),
      MSG.showingsImportRow(7, MSG.invalidDate('Showing date')),
      MSG.showingsImportRow(9, MSG.showingsImportDuplicate(2)),
      MSG.showingsImportRow(10, MSG.notNegative('Number of showings')),
    ]);

    const a = await showingsOf(listingA);
    expect(a.map((s) => [s.showingDate, s.buyer, s.buyerAgents, s.count, s.notes, s.feedback])).toEqual([
      ['2026-12-03', null, null, 1, null, null],
      ['2026-12-01', 'Ann Buyer', 'Bo Agent', 2, 'Second visit, with family', 'Loved the kitchen'],
    ]);
    expect((await showingsOf(listingB)).map((s) => [s.showingDate, s.buyer, s.count])).toEqual([
      ['2026-12-02', 'Cy Buyer', 1],
    ]);
    const other = await t.call({
      method: 'GET',
      url: `/api/listing/${listingOther}/showings`,
      as: 'admin@meridian.example',
    });
    expect(other.json()).toEqual([]);
    const audits = await auditsOf(listingA);
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits[0].changes)).toContain('Ann Buyer');
    expect(tmpLeft()).toEqual([]);
  });

  it('updates on re-import instead of adding again, changing only what the file changes', async () => {
    const again = await upload(file);
    expect(again.json()).toMatchObject({ total: 8, updated: 3, skipped: 5, success: true });
    expect(again.json<ShowingsImportResult>().text.split('\n')[0]).toBe(MSG.showingsImported(0, 3, 5));
    expect(await showingsOf(listingA)).toHaveLength(2);
    expect(await auditsOf(listingA)).toHaveLength(1); // nothing changed: nothing audited

    const changed = await upload(
      csv(['mls number,DATE,buyer,feedback', `${MLS.a},2026-12-01,ANN BUYER,Too dark`]),
    );
    expect(changed.json()).toMatchObject({ total: 1, updated: 1, skipped: 0 });
    const ann = (await showingsOf(listingA)).find((s) => s.showingDate === '2026-12-01')!;
    // the file had no Count, Notes or Buyer Agents column: those stay as they were
    expect(ann).toMatchObject({
      buyer: 'ANN BUYER',
      feedback: 'Too dark',
      count: 2,
      buyerAgents: 'Bo Agent',
    });
    expect(await auditsOf(listingA)).toHaveLength(2);
  });

  it('imports the first sheet of an XLSX, dates and numbers as cells, headers in any case', async () => {
    const data = await xlsx([
      ['mls_number', 'Showing Date', 'BUYER', 'buyer agents', 'Number of Showings', 'Notes', 'Rating'],
      [
        MLS.b,
        new Date(Date.UTC(2026, 11, 20)),
        'Hal',
        { richText: [{ text: 'Ivy ' }, { text: 'Agent' }] },
        4,
        'n',
        5,
      ],
      [],
      [MLS.b, '12/21/2026', 'Jo', null, null, null, null],
      ['NOPE-2', '12/22/2026', 'Kim', null, null, null, null],
    ]);
    const res = await upload(data, 'showings.xlsx');
    expect(res.statusCode).toBe(200);
    const result = res.json<ShowingsImportResult>();
    expect(result).toMatchObject({ total: 3, updated: 0, skipped: 1, success: true, skippedMls: ['NOPE-2'] });
    expect(result.text.split('\n')).toEqual([
      MSG.showingsImported(2, 0, 1),
      MSG.showingsImportIgnoredColumns(['Rating']),
      MSG.showingsImportRow(5, MSG.showingsImportUnknownMls('NOPE-2')),
    ]);
    const b = await showingsOf(listingB);
    expect(b.find((s) => s.buyer === 'Hal')).toMatchObject({
      showingDate: '2026-12-20',
      buyerAgents: 'Ivy Agent',
      count: 4,
      notes: 'n',
    });
    expect(b.find((s) => s.buyer === 'Jo')).toMatchObject({ showingDate: '2026-12-21', count: 1 });
  });

  it('matches a listing by its listing number too', async () => {
    const [row] = rowsOf<{ listing_number: string }>(
      await t.database.db.execute(sql`select listing_number from listings where id = ${listingC}`),
    );
    const res = await upload(csv(['MLS Number,Date', `${row.listing_number},2026-12-24`]));
    expect(res.json()).toMatchObject({ total: 1, skipped: 0, success: true });
    expect(await showingsOf(listingC)).toHaveLength(1);
  });

  it.each([
    ['a PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])],
    ['a PDF', Buffer.from('%PDF-1.4\nMLS Number,Date\n')],
    ['binary bytes with NUL', Buffer.from([0x4d, 0x4c, 0x53, 0x00, 0x2c, 0x44])],
    ['text that is not UTF-8', Buffer.from([0x4d, 0x4c, 0x53, 0x2c, 0xe9, 0x0a])],
  ])('refuses %s by its content (415), whatever its name', async (_name, data) => {
    const res = await upload(data, 'showings.csv');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(MSG.showingsFileFormat);
    expect(tmpLeft()).toEqual([]);
  });

  it('refuses a zip that is not a workbook (415)', async () => {
    const res = await upload(await zipOf({ 'word/document.xml': '<w/>' }), 'showings.xlsx');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(MSG.showingsFileFormat);
  });

  it.each([
    ['an empty file', Buffer.alloc(0), MSG.showingsFileEmpty],
    ['a header only', csv(['MLS Number,Date']), MSG.showingsFileEmpty],
    ['blank lines only', csv(['', ',,', '']), MSG.showingsFileEmpty],
    [
      'missing columns',
      csv(['Buyer,Notes', 'Ann,x']),
      MSG.showingsFileMissingColumns(['MLS Number', 'Date']),
    ],
    ['a quote left open', Buffer.from('MLS Number,Date\n"IMP-A100,2026-12-01\n'), MSG.showingsFileUnreadable],
    [
      'a broken workbook',
      Buffer.concat([Buffer.from('PK\x03\x04xl/'), Buffer.alloc(64, 1)]),
      MSG.showingsFileUnreadable,
    ],
  ])('refuses %s with a 400 and writes nothing', async (_name, data, message) => {
    const before = await showingsOf(listingA);
    const res = await upload(data);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await showingsOf(listingA)).toEqual(before);
  });

  it(`refuses more than ${SHOWINGS_IMPORT_MAX_ROWS} rows (413) and writes nothing`, async () => {
    const lines = Array.from(
      { length: SHOWINGS_IMPORT_MAX_ROWS + 1 },
      (_, i) => `${MLS.a},2027-01-01,Cap ${i}`,
    );
    const res = await upload(csv(['MLS Number,Date,Buyer', ...lines]));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(MSG.showingsFileTooManyRows(SHOWINGS_IMPORT_MAX_ROWS));
    expect((await showingsOf(listingA)).some((s) => s.buyer?.startsWith('Cap '))).toBe(false);
  });

  it('needs Listing Edit (403) and skips listings the caller may see but not edit', async () => {
    const one = csv(['MLS Number,Date,Buyer', `${MLS.a},2027-02-01,Lou`]);
    expect((await upload(one, 'x.csv', viewer)).statusCode).toBe(403);
    const res = await upload(one, 'x.csv', neighbour);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total: 1,
      updated: 0,
      skipped: 1,
      success: false,
      skippedMls: [MLS.a],
    });
    expect(res.json<ShowingsImportResult>().text.split('\n')).toEqual([
      MSG.showingsNoneImported(1),
      MSG.showingsImportRow(2, MSG.showingsImportUnknownMls(MLS.a)),
    ]);
    expect((await showingsOf(listingA)).some((s) => s.buyer === 'Lou')).toBe(false);
  });

  it('writes nothing at all when the database refuses a row mid-import', async () => {
    const db = t.database.db;
    const auditsBefore = [(await auditsOf(listingA)).length, (await auditsOf(listingB)).length];
    await db.execute(
      sql.raw(`create or replace function refuse_boom() returns trigger language plpgsql as $$
      begin if new.buyer = 'Boom' then raise exception 'refused by test'; end if; return new; end $$`),
    );
    await db.execute(
      sql.raw(
        `create trigger refuse_boom before insert on showings for each row execute function refuse_boom()`,
      ),
    );
    try {
      const res = await upload(
        csv(['MLS Number,Date,Buyer', `${MLS.a},2027-03-01,Max`, `${MLS.b},2027-03-01,Boom`]),
      );
      expect(res.statusCode).toBe(500);
      expect((await showingsOf(listingA)).some((s) => s.buyer === 'Max')).toBe(false);
      expect([(await auditsOf(listingA)).length, (await auditsOf(listingB)).length]).toEqual(auditsBefore);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_boom on showings'));
    }
    expect(tmpLeft()).toEqual([]);
  });
});

// the template the page offers is read by the import as it is
describe('the template', () => {
  it('imports once its example MLS number is a real one', async () => {
    const { showingsImportTemplateCsv } = await import('@atrium/domain');
    const template = showingsImportTemplateCsv().replace('H123456', MLS.b);
    const res = await upload(Buffer.from(template), 'template.csv');
    expect(res.json()).toMatchObject({ total: 1, skipped: 0, success: true });
  });
});
