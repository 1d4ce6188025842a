import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { MSG, type SelectSoldImportResult } from '@atrium/domain';
import { rowsOf } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody } from '../../test/multipart';
import { createAgent, createListing, createOffice, createUser } from '../../db/factories';

/** The select-sold import through HTTP: who may, good, bad, empty and formula-looking files. */

let t: TestApp;
let staff: string;
const ADMIN = 'admin@meridian.example';
const TAG = `SS${Date.now().toString(36)}`.toUpperCase();
let agentA: number;
let agentB: number;
let outsider: number;
let byMls: number;
let byId: number;
let cancelled: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const office = await createOffice(db);
  staff = (await createUser(db, { roles: ['staff'], officeIds: [office.id] })).email;
  agentA = (await createAgent(db, { officeId: office.id })).id;
  agentB = (await createAgent(db, { officeId: office.id })).id;
  outsider = (await createAgent(db, { officeId: office.id })).id;
  const agents = [
    { agentId: agentA, sideTypeId: 1 as const },
    { agentId: agentB, sideTypeId: 1 as const },
  ];
  byMls = (await createListing(db, { officeId: office.id, agents, mlsNumber: `${TAG}-1` })).id;
  byId = (await createListing(db, { officeId: office.id, agents, mlsNumber: null })).id;
  cancelled = (
    await createListing(db, {
      officeId: office.id,
      agents,
      mlsNumber: `${TAG}-3`,
      canceledDate: '2026-03-01',
    })
  ).id;
}, 180_000);
afterAll(() => t?.close());

async function upload(data: Buffer, name = 'sold.csv', as = ADMIN) {
  const { payload, headers } = multipartBody({ name, type: 'text/csv', data });
  return t.app.inject({
    method: 'POST',
    url: '/api/selectsold/import',
    payload,
    headers: { ...headers, authorization: `Bearer ${await t.token(as)}` },
  });
}
const csv = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`);
const listingOf = async (id: number) =>
  rowsOf<{ listing_status_id: number; closed_date: string | null; sold_price: string | null }>(
    await t.database.db.execute(
      sql`select listing_status_id, closed_date::text, sold_price from listings where id = ${id}`,
    ),
  )[0];
const selectSalesOf = async (id: number) =>
  rowsOf<{ agent_id: number }>(
    await t.database.db.execute(
      sql`select agent_id from listing_agents where listing_id = ${id} and select_sale order by agent_id`,
    ),
  ).map((r) => Number(r.agent_id));

describe('select-sold import', () => {
  it('is for system admins only', async () => {
    const res = await upload(csv(['MLS Number,Closed Date,Sold Price,Agent IDs']), 'sold.csv', staff);
    expect(res.statusCode).toBe(403);
  });

  it('marks listings sold as select sales and reports the rows it cannot', async () => {
    const res = await upload(
      csv([
        'MLS Number,Listing ID,Closed Date,Sold Price,Agent IDs,Comment',
        `${TAG}-1,,11/20/2026,"$2,450,000",${agentA};${outsider},first`,
        `,${byId},2026-11-21,1200000.5,${agentB},`,
        `${TAG}-1,,11/22/2026,100,${agentA},`,
        `NO-SUCH-${TAG},,11/22/2026,100,${agentA},`,
        `${TAG}-3,,11/22/2026,100,${agentA},`,
        `,999999999,11/22/2026,100,${agentA},`,
        `,,not a date,-5,x,`,
        ',,,,,',
        `"=HYPERLINK(""http://evil.example"")",,11/22/2026,100,${agentA},`,
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as SelectSoldImportResult;
    expect(result).toMatchObject({ total: 8, processed: 2, unprocessed: 6, missingAgentIds: [outsider] });
    const rows = result.unprocessedRows;
    expect(rows.map((r) => r.row)).toEqual([4, 5, 6, 7, 8, 10]);
    expect(rows.filter((r) => r.row !== 8)).toEqual([
      { row: 4, reason: MSG.selectSoldDuplicate(2) },
      { row: 5, reason: MSG.selectSoldUnknownMls(`NO-SUCH-${TAG}`) },
      { row: 6, reason: MSG.soldWithCancelledDate },
      { row: 7, reason: MSG.selectSoldUnknownId(999999999) },
      // a formula-looking cell is a value like any other: no listing has that number
      { row: 10, reason: MSG.selectSoldUnknownMls('=HYPERLINK("http://evil.example")') },
    ]);
    expect(rows.find((r) => r.row === 8)?.reason).toContain(MSG.invalidDate('Closed Date'));
    expect(rows.find((r) => r.row === 8)?.reason).toContain(MSG.selectSoldAgentIdsInvalid);
    expect(await listingOf(byMls)).toMatchObject({ listing_status_id: 4, closed_date: '2026-11-20' });
    expect(Number((await listingOf(byMls)).sold_price)).toBe(2450000);
    expect(await listingOf(byId)).toMatchObject({ listing_status_id: 4, closed_date: '2026-11-21' });
    expect(Number((await listingOf(byId)).sold_price)).toBe(1200000.5);
    expect(await selectSalesOf(byMls)).toEqual([agentA]);
    expect(await selectSalesOf(byId)).toEqual([agentB]);
    expect((await listingOf(cancelled)).listing_status_id).toBe(1);
    const audits = rowsOf<{ action: string }>(
      await t.database.db.execute(
        sql`select action from audits where entity_type = 'listing' and entity_id = ${byMls} and action = 'selectSold.import'`,
      ),
    );
    expect(audits).toHaveLength(1);
  });

  it('reads an XLSX file, a date cell and a formula cell by its result', async () => {
    const db = t.database.db;
    const office = await createOffice(db);
    const listing = (
      await createListing(db, {
        officeId: office.id,
        agents: [{ agentId: agentA, sideTypeId: 1 }],
        mlsNumber: `${TAG}-X`,
      })
    ).id;
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Sold');
    sheet.addRow(['mls #', 'closed date', 'sold price', 'agent ids']);
    sheet.addRow([
      `${TAG}-X`,
      new Date(Date.UTC(2026, 10, 2)),
      { formula: '1000*3', result: 3000 },
      String(agentA),
    ]);
    const res = await upload(Buffer.from(await book.xlsx.writeBuffer()), 'sold.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      total: 1,
      processed: 1,
      unprocessed: 0,
      unprocessedRows: [],
      missingAgentIds: [],
    });
    expect(await listingOf(listing)).toMatchObject({ listing_status_id: 4, closed_date: '2026-11-02' });
    expect(Number((await listingOf(listing)).sold_price)).toBe(3000);
  });

  it('refuses an empty file, a header alone, missing columns and a file that is not CSV or XLSX', async () => {
    for (const data of [
      Buffer.alloc(0),
      csv(['MLS Number,Closed Date,Sold Price,Agent IDs']),
      csv([',,', '']),
    ]) {
      const res = await upload(data);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(MSG.selectSoldFileEmpty);
    }
    const missing = await upload(csv(['Closed Date,Sold Price', '11/20/2026,100']));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(
      MSG.showingsFileMissingColumns(['MLS Number or Listing ID', 'Agent IDs']),
    );
    const png = await upload(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'sold.csv');
    expect(png.statusCode).toBe(415);
    expect(png.json().message).toBe(MSG.showingsFileFormat);
  });
});
