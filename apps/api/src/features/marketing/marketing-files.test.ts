import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  MSG,
  UPLOAD_MAX_BYTES,
  type ListingMarketingPage,
  type ListingMarketingSummary,
  type PropertyMarketingList,
} from '@atrium/domain';
import { rowsOf } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody } from '../../test/multipart';
import {
  createAgentUser,
  createListing,
  createMarketingItem,
  createOffice,
  createUser,
} from '../../db/factories';

/** Files, costs, the paid filter and the listing marketing page of property marketing. */

let t: TestApp;
const ADMIN = 'admin@meridian.example';
let listingId: number;
let secondListingId: number;
let otherOfficeListingId: number;
let editor: string;
let outsider: string;
let readOnly: string;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const office = await createOffice(db);
  const other = await createOffice(db);
  const a = await createAgentUser(db, office.id);
  const b = await createAgentUser(db, other.id);
  editor = a.user.email;
  outsider = b.user.email;
  readOnly = (await createUser(db, { roles: ['staff'], officeIds: [office.id] })).email;
  const listing = (officeId: number, agentId: number) =>
    createListing(db, { officeId, agents: [{ agentId, sideTypeId: 1 }] });
  listingId = (await listing(office.id, a.agent.id)).id;
  secondListingId = (await listing(office.id, a.agent.id)).id;
  otherOfficeListingId = (await listing(other.id, b.agent.id)).id;
}, 60_000);
afterAll(() => t?.close());

const call = (method: string, url: string, body?: unknown, as = editor) => t.call({ method, url, body, as });
const list = async (id = listingId, query = '') =>
  (await call('GET', `/api/listing/${id}/marketinglist${query}`)).json() as PropertyMarketingList;
const all = async (id = listingId, query = '') => {
  const l = await list(id, query);
  return [...l.pastMarketings, ...l.upcomingMarketings];
};

async function upload(
  itemId: number,
  file: { name: string; type: string; data: Buffer },
  as = editor,
  id = listingId,
) {
  const { payload, headers } = multipartBody(file);
  return t.app.inject({
    method: 'POST',
    url: `/api/listing/${id}/marketing/${itemId}/file`,
    payload,
    headers: { ...headers, authorization: `Bearer ${await t.token(as)}` },
  });
}

const walk = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    : [];
const objects = () => walk(t.ctx.config.files.dir).length;
const fileRows = async (itemId: number) =>
  rowsOf<{ id: string; place: string }>(
    await t.database.db.execute(
      sql`select id, place from files where entity_type = 'marketingItem' and entity_id = ${itemId}`,
    ),
  );

async function advertisement(over: Record<string, unknown> = {}) {
  const res = await call('PUT', '/api/marketing', {
    listingId,
    marketingTypeId: 14,
    date: day(-5),
    description: `Vogue Living ${Math.random()}`,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(204);
  const items = await all();
  return items.find((i) => i.description === (over.description ?? items.at(-1)?.description))!;
}

describe('cost and billing fields', () => {
  it('saves, lists and exports them', async () => {
    const description = 'Town & Country, May issue';
    await advertisement({
      description,
      invoiceNumber: 'INV-2026-0042',
      vendor: 'Hearst',
      publish: true,
      actualCost: '12,500.50',
      agentCost: 2500,
      officeCost: 10000.5,
      billingCode: 'ADV-NY',
      cit: true,
      isAgentPaid: false,
    });
    const item = (await all()).find((i) => i.description === description)!;
    expect(item).toMatchObject({
      invoiceNumber: 'INV-2026-0042',
      vendor: 'Hearst',
      publish: true,
      actualCost: 12500.5,
      agentCost: 2500,
      officeCost: 10000.5,
      billingCode: 'ADV-NY',
      cit: true,
      isAgentPaid: false,
      isFile: false,
      file: null,
    });
    const csv = (await call('PUT', `/api/listing/${listingId}/advMarketingExport`)).body.replace(
      /^\uFEFF/,
      '',
    );
    const [header, ...lines] = csv.trim().split('\r\n');
    expect(header).toContain(
      'Invoice Number,Vendor,Publish,Actual Cost,Agent Cost,Office Cost,Billing Code,CIT,Agent Paid,File',
    );
    expect(lines.find((l) => l.includes('Town & Country'))).toContain(
      'INV-2026-0042,Hearst,Yes,12500.50,2500.00,10000.50,ADV-NY,Yes,No,',
    );
  });

  it('refuses bad costs and texts with the sentence, nothing saved', async () => {
    const before = (await all()).length;
    const base = { listingId, marketingTypeId: 12, date: day(-1), description: 'Mailing' };
    const cases: [Record<string, unknown>, string][] = [
      [{ actualCost: '99999999.99' }, MSG.maxLength('Actual Cost', 10)],
      [{ agentCost: -5 }, MSG.notNegative('Agent Cost')],
      [{ officeCost: 'lots' }, MSG.notANumber('Office Cost')],
      [{ invoiceNumber: 'x'.repeat(51) }, MSG.maxLength('Invoice Number', 50)],
      [{ vendor: 'v'.repeat(256) }, MSG.maxLength('Vendor', 255)],
      [{ billingCode: 'b'.repeat(51) }, MSG.maxLength('Billing Code', 50)],
    ];
    for (const [over, message] of cases) {
      const res = await call('PUT', '/api/marketing', { ...base, ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await call('PUT', '/api/marketing', { ...base, agentMarketingCosts: [] })).statusCode).toBe(400);
    expect((await call('PUT', '/api/marketing', { ...base, isAgentPaid: 'yes' })).statusCode).toBe(400);
    expect((await all()).length).toBe(before);
  });
});

describe('the type filter', () => {
  it('Paid Advertisement (1) lists the paid types only; a type lists itself', async () => {
    for (const [marketingTypeId, description] of [
      [12, 'Paid: e-mail'],
      [15, 'Paid: social'],
      [2, 'Press: article'],
      [3, 'Open house: Sunday'],
    ] as const)
      expect(
        (await call('PUT', '/api/marketing', { listingId, marketingTypeId, date: day(3), description }))
          .statusCode,
      ).toBe(204);
    const paid = await all(listingId, '?marketingTypeId=1');
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((i) => [1, 14, 12, 15, 10, 16].includes(i.marketingTypeId))).toBe(true);
    expect(paid.map((i) => i.description)).toEqual(expect.arrayContaining(['Paid: e-mail', 'Paid: social']));
    expect(paid.map((i) => i.description)).not.toContain('Press: article');
    expect((await all(listingId, '?marketingTypeId=2')).map((i) => i.description)).toEqual([
      'Press: article',
    ]);
    expect((await all(listingId, '?marketingTypeId=0')).length).toBe((await all()).length);
    expect((await call('GET', `/api/listing/${listingId}/marketinglist?marketingTypeId=x`)).statusCode).toBe(
      400,
    );
  });
});

describe('files of marketing items', () => {
  it('attaches a PDF to an advertisement, read by its content, and serves it to who sees the listing', async () => {
    const ad = await advertisement({ description: 'Architectural Digest' });
    const res = await upload(ad.id, { name: 'Tear Sheet.PDF', type: 'application/octet-stream', data: PDF });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ fileName: 'tear sheet.pdf', contentType: 'application/pdf' });
    const item = (await all()).find((i) => i.id === ad.id)!;
    expect(item.isFile).toBe(true);
    expect(item.file).toMatchObject({ id: res.json().id, fileName: 'tear sheet.pdf', sizeBytes: PDF.length });
    expect(await fileRows(ad.id)).toEqual([{ id: res.json().id, place: 'marketing' }]);

    const download = await call('GET', `/api/files/${item.file!.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect((await call('GET', `/api/files/${item.file!.id}`, undefined, outsider)).statusCode).toBe(404);
    expect((await call('GET', `/api/files/${item.file!.id}`, undefined, readOnly)).statusCode).toBe(200);

    // the change is in the listing's history
    const [audit] = rowsOf<{ changes: unknown }>(
      await t.database.db.execute(
        sql`select changes from audits where entity_type = 'listing' and entity_id = ${listingId}
            and action = 'marketing.update' order by id desc limit 1`,
      ),
    );
    expect(audit.changes).toEqual([
      { field: `marketing.${ad.id}.file`, oldValue: null, newValue: 'tear sheet.pdf' },
    ]);
  });

  it('replaces the file on a new upload, removing the old object', async () => {
    const ad = await advertisement({ description: 'Elle Decor' });
    const first = (await upload(ad.id, { name: 'one.pdf', type: 'application/pdf', data: PDF })).json();
    const count = objects();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==',
      'base64',
    );
    const second = await upload(ad.id, { name: 'two.png', type: 'image/png', data: png });
    expect(second.statusCode, second.body).toBe(201);
    expect(objects()).toBe(count);
    expect((await fileRows(ad.id)).map((r) => r.id)).toEqual([second.json().id]);
    expect((await call('GET', `/api/files/${first.id}`)).statusCode).toBe(404);
    expect((await all()).find((i) => i.id === ad.id)!.file?.fileName).toBe('two.png');
  });

  it('refuses a .jpg that is text with 415, over 50 MB with 413, leaving nothing behind', async () => {
    const ad = await advertisement({ description: 'Robb Report' });
    const count = objects();
    const text = await upload(ad.id, {
      name: 'photo.jpg',
      type: 'image/jpeg',
      data: Buffer.from('just text, not a JPEG'),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(MSG.fileFormatJpgPngPdf);
    const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1);
    PDF.copy(big);
    const huge = await upload(ad.id, { name: 'big.pdf', type: 'application/pdf', data: big });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(MSG.maxFileSize);
    expect(objects()).toBe(count);
    expect(await fileRows(ad.id)).toEqual([]);
    expect(walk(t.ctx.config.files.uploadTmpDir)).toHaveLength(0);
  });

  it('keeps files to the listing and its editors', async () => {
    const ad = await advertisement({ description: 'Departures' });
    const pdf = { name: 'a.pdf', type: 'application/pdf', data: PDF };
    expect((await upload(ad.id, pdf, outsider)).statusCode).toBe(404);
    expect((await upload(ad.id, pdf, readOnly)).statusCode).toBe(403);
    expect((await upload(ad.id, pdf, editor, secondListingId)).statusCode).toBe(404);
    expect((await upload(999_999, pdf)).statusCode).toBe(404);
    expect(await fileRows(ad.id)).toEqual([]);
  });

  it('deletes a file: the row and the object go, a second delete is 404', async () => {
    const ad = await advertisement({ description: 'Forbes Life' });
    const file = (await upload(ad.id, { name: 'sheet.pdf', type: 'application/pdf', data: PDF })).json();
    const count = objects();
    expect(
      (await call('DELETE', `/api/listing/${listingId}/marketing/${ad.id}/file`, undefined, outsider))
        .statusCode,
    ).toBe(404);
    const res = await call('DELETE', `/api/listing/${listingId}/marketing/${ad.id}/file`);
    expect(res.statusCode).toBe(204);
    expect(objects()).toBe(count - 1);
    expect(await fileRows(ad.id)).toEqual([]);
    expect((await call('GET', `/api/files/${file.id}`)).statusCode).toBe(404);
    expect((await all()).find((i) => i.id === ad.id)).toMatchObject({ isFile: false, file: null });
    expect((await call('DELETE', `/api/listing/${listingId}/marketing/${ad.id}/file`)).statusCode).toBe(404);
  });

  it('deleting an item deletes its file', async () => {
    const ad = await advertisement({ description: 'Wallpaper*' });
    const file = (await upload(ad.id, { name: 'w.pdf', type: 'application/pdf', data: PDF })).json();
    const count = objects();
    expect((await call('DELETE', `/api/listing/${listingId}/marketing/${ad.id}`)).statusCode).toBe(204);
    expect(objects()).toBe(count - 1);
    expect(await fileRows(ad.id)).toEqual([]);
    expect((await call('GET', `/api/files/${file.id}`)).statusCode).toBe(404);
  });
});

describe('the listing marketing page', () => {
  let pageListingId: number;
  beforeAll(async () => {
    const db = t.database.db;
    const office = await createOffice(db);
    const a = await createAgentUser(db, office.id);
    pageListingId = (
      await createListing(db, { officeId: office.id, agents: [{ agentId: a.agent.id, sideTypeId: 1 }] })
    ).id;
    await createMarketingItem(db, {
      listingId: pageListingId,
      marketingTypeId: 12,
      date: day(-20),
      views: 40,
      clicks: 4,
      actualCost: 100.1,
    });
    await createMarketingItem(db, {
      listingId: pageListingId,
      marketingTypeId: 14,
      date: day(-2),
      description: 'Latest ad',
      actualCost: 0.2,
      agentCost: 75,
    });
    await createMarketingItem(db, {
      listingId: pageListingId,
      marketingTypeId: 3,
      date: day(4),
      description: 'Next open house',
      views: 2,
    });
    await createMarketingItem(db, { listingId: otherOfficeListingId, date: day(-1) });
  });

  it('summarises one listing: counts by type, latest and next, totals', async () => {
    const s = (
      await call('GET', `/api/listing/${pageListingId}/marketingSummary`, undefined, ADMIN)
    ).json() as ListingMarketingSummary;
    expect(s).toMatchObject({
      listingId: pageListingId,
      itemCount: 3,
      actualCost: 100.3,
      agentCost: 75,
      officeCost: 0,
      views: 42,
      clicks: 4,
      latest: { description: 'Latest ad', marketingTypeName: 'Advertisement', date: day(-2) },
      next: { description: 'Next open house', marketingTypeName: 'Open House', date: day(4) },
    });
    expect(s.countsByType).toEqual([
      { marketingTypeId: 14, name: 'Advertisement', count: 1 },
      { marketingTypeId: 12, name: 'Email Campaign', count: 1 },
      { marketingTypeId: 3, name: 'Open House', count: 1 },
    ]);
    expect((await call('GET', `/api/listing/${pageListingId}/marketingSummary`)).statusCode).toBe(404);
    const empty = (await call('GET', `/api/listing/${secondListingId}/marketingSummary`)).json();
    expect(empty).toMatchObject({ itemCount: 0, latest: null, next: null, actualCost: 0, countsByType: [] });
  });

  it("pages the listings in the user's scope that have marketing, latest activity first", async () => {
    const page = async (as: string, query = '') =>
      (await call('GET', `/api/Marketing/listings${query}`, undefined, as)).json() as ListingMarketingPage;
    const mine = await page(editor);
    expect(mine.results.map((r) => r.listingId)).toEqual([listingId]);
    expect(mine.totalRecords).toBe(1);
    const theirs = await page(outsider);
    expect(theirs.results.map((r) => r.listingId)).toEqual([otherOfficeListingId]);
    const admin = await page(ADMIN, '?pageSize=100');
    const ids = admin.results.map((r) => r.listingId);
    expect(ids).toEqual(expect.arrayContaining([listingId, pageListingId, otherOfficeListingId]));
    expect(ids).not.toContain(secondListingId);
    expect(admin.totalRecords).toBeGreaterThanOrEqual(3);
    const first = await page(ADMIN, '?pageSize=1&pageNumber=1');
    const second = await page(ADMIN, '?pageSize=1&pageNumber=2');
    expect(first.results).toHaveLength(1);
    expect(second.results[0].listingId).not.toBe(first.results[0].listingId);
    expect(first.totalRecords).toBe(admin.totalRecords);
    const beyond = await page(ADMIN, `?pageSize=100&pageNumber=${admin.totalRecords + 5}`);
    expect(beyond).toEqual({ results: [], totalRecords: admin.totalRecords });
    expect((await call('GET', '/api/Marketing/listings?pageSize=0', undefined, ADMIN)).statusCode).toBe(400);
    expect((await call('GET', '/api/Marketing/listings?sneaky=1', undefined, ADMIN)).statusCode).toBe(400);
  });

  it('follows every change of the items: a new date, a deleted item, the last one gone', async () => {
    const db = t.database.db;
    const order = async () =>
      (
        (
          await call('GET', '/api/Marketing/listings?pageSize=100', undefined, ADMIN)
        ).json() as ListingMarketingPage
      ).results.map((r) => r.listingId);
    const [a, b] = [listingId, secondListingId];
    const late = await createMarketingItem(db, { listingId: b, date: day(30) });
    expect((await order())[0]).toBe(b);
    // written straight to the table (as a merge or an import would): the trigger keeps the order
    await db.execute(sql`update marketing_items set date = ${day(-900)} where id = ${late.id}`);
    expect((await order()).indexOf(b)).toBeGreaterThan((await order()).indexOf(a));
    await db.execute(sql`delete from marketing_items where id = ${late.id}`);
    expect(await order()).not.toContain(b);
  });
});
