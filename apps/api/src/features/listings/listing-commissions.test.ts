import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { MSG, type ListingCommissionRow } from '@atrium/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rowsOf } from '../../db/client';

const STAFF = 'staff@meridian.example'; // offices 1 and 6
let t: TestApp;
const q = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  rowsOf<T>(await t.database.db.execute(query));
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const search = async (as: string, body: object = {}) =>
  t.call({ method: 'POST', url: '/api/listing/commissionSearch', as, body: { itemsPerPage: 200, ...body } });

describe('commission lists', () => {
  it('staff see only their offices; sales and rentals tabs', async () => {
    const res = await search(STAFF);
    expect(res.statusCode).toBe(200);
    const rows = res.json().results as ListingCommissionRow[];
    expect(rows.length).toBeGreaterThan(0);
    const ids = rows.map((r) => r.id);
    const offices = await q<{ office_id: number; listing_type: string }>(
      sql`select distinct office_id, listing_type from listings where id in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`,
    );
    expect(offices.every((o) => [1, 6].includes(Number(o.office_id)) && o.listing_type === 'Sale')).toBe(
      true,
    );
    const [{ n }] = await q<{ n: number }>(
      sql`select count(*)::int as n from listings where office_id in (1, 6) and listing_type = 'Sale' and listing_status_id <> 6`,
    );
    expect(res.json().totalRecords).toBe(Number(n));
    const rentals = (await search(STAFF, { businessPurposeTypeId: 2 })).json()
      .results as ListingCommissionRow[];
    const types = await q<{ listing_type: string }>(
      sql`select distinct listing_type from listings where id in (${sql.join(
        rentals.map((r) => sql`${r.id}`),
        sql`, `,
      )})`,
    );
    expect(types.map((x) => x.listing_type)).toEqual(['Rental']);
  });
  it('refuses agents and guests at the door', async () => {
    expect((await search('agent@meridian.example')).statusCode).toBe(403);
    expect((await search('guest@meridian.example')).statusCode).toBe(403);
  });
});

describe('PUT listing/{id}/commission', () => {
  const ownListing = async () =>
    Number(
      (
        await q<{ id: number }>(
          sql`select id from listings where office_id = 1 and listing_status_id <> 6 order by id desc limit 1`,
        )
      )[0].id,
    );

  it('saves commissions and types (204); type 3 clears the buyer commission', async () => {
    const id = await ownListing();
    const res = await t.call({
      method: 'PUT',
      url: `/api/listing/${id}/commission`,
      as: STAFF,
      body: {
        listingCommission: 4.5,
        listingCommissionType: 1,
        buyerCommission: 3,
        buyerCommissionType: 3,
        doNotDisplayBuyerCommission: true,
      },
    });
    expect(res.statusCode).toBe(204);
    const [row] = await q(
      sql`select listing_commission, buyer_commission, buyer_commission_type, display_buyer_commission_on_website from listings where id = ${id}`,
    );
    expect(row).toMatchObject({
      buyer_commission: null,
      buyer_commission_type: 3,
      display_buyer_commission_on_website: false,
    });
    expect(Number(row.listing_commission)).toBe(4.5);
    const [audit] = await q<{ changes: Array<{ field: string }> }>(
      sql`select changes from audits where entity_id = ${id} order by id desc limit 1`,
    );
    expect(audit.changes.map((c) => c.field)).toContain('listingCommission');
  });
  it.each([
    [
      { listingCommission: 101, listingCommissionType: 1, buyerCommission: 2, buyerCommissionType: 1 },
      MSG.listingCommissionMax,
    ],
    [
      { listingCommission: 5, listingCommissionType: 1, buyerCommission: -1, buyerCommissionType: 2 },
      MSG.buyerCommissionMin,
    ],
    [
      {
        listingCommission: 5,
        listingCommissionType: null,
        buyerCommission: 100.5,
        buyerCommissionType: null,
      },
      MSG.buyerCommissionMax,
    ],
  ])('refuses %j with the catalogue message', async (body, message) => {
    const res = await t.call({
      method: 'PUT',
      url: `/api/listing/${await ownListing()}/commission`,
      as: STAFF,
      body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
  it('accepts a dollar amount over 100', async () => {
    const res = await t.call({
      method: 'PUT',
      url: `/api/listing/${await ownListing()}/commission`,
      as: STAFF,
      body: {
        listingCommission: 25000,
        listingCommissionType: 2,
        buyerCommission: null,
        buyerCommissionType: 1,
      },
    });
    expect(res.statusCode).toBe(204);
  });
  it('refuses staff outside their offices and Disable Listing Price Edit', async () => {
    const [other] = await q<{ id: number }>(
      sql`select id from listings where office_id not in (1, 6) limit 1`,
    );
    const body = {
      listingCommission: 5,
      listingCommissionType: 1,
      buyerCommission: 2,
      buyerCommissionType: 1,
    };
    expect(
      (await t.call({ method: 'PUT', url: `/api/listing/${other.id}/commission`, as: STAFF, body }))
        .statusCode,
    ).toBe(404);
    const [six] = await q<{ id: number }>(sql`select id from listings where office_id = 6 limit 1`);
    expect(
      (
        await t.call({
          method: 'PUT',
          url: `/api/listing/${six.id}/commission`,
          as: 'restricted@meridian.example',
          body,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('export', () => {
  it('CSV holds the rows with formula-like text guarded', async () => {
    const [target] = await q<{ id: number; listing_number: string }>(
      sql`select id, listing_number from listings where office_id = 1 and listing_type = 'Sale' and listing_status_id <> 6 order by id limit 1`,
    );
    await t.database.db.execute(
      sql`update listings set address1 = '=HYPERLINK("http://evil.example","x")' where id = ${target.id}`,
    );
    const res = await t.call({
      method: 'POST',
      url: '/api/listing/commissionExport',
      as: STAFF,
      body: { businessPurposeTypeId: 1, format: 'csv' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('listing-commissions-sales.csv');
    const text = res.body.replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Listing Number,MLS Number,Address,Office,List Agent,Current Price,Listing Date,Listing Commission,Listing Commission Type,Buyer Commission,Buyer Commission Type,Display Buyer Commission',
    );
    const [{ n }] = await q<{ n: number }>(
      sql`select count(*)::int as n from listings where office_id in (1, 6) and listing_type = 'Sale' and listing_status_id <> 6`,
    );
    expect(lines).toHaveLength(Number(n) + 1);
    const line = lines.find((l) => l.startsWith(target.listing_number))!;
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")`);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
  });
  it('XLSX opens with a header row and guarded cells', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/listing/commissionExport',
      as: STAFF,
      body: { businessPurposeTypeId: 1, format: 'xlsx' },
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    const sheet = wb.getWorksheet('Sales')!;
    expect(sheet.getRow(1).getCell(3).value).toBe('Address');
    const addresses: string[] = [];
    sheet.eachRow((row, i) => {
      if (i > 1) addresses.push(String(row.getCell(3).value));
    });
    expect(addresses.some((a) => a.startsWith(`'=HYPERLINK`))).toBe(true);
    expect(addresses.some((a) => a.startsWith('='))).toBe(false);
    const formulas: unknown[] = [];
    sheet.eachRow((row) => row.eachCell((c) => c.formula && formulas.push(c.formula)));
    expect(formulas).toEqual([]);
  });
});
