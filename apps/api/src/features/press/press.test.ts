import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MSG, type PressDetail, type PressItem, type PressSearchResult } from '@atrium/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody } from '../../test/multipart';
import { createAgent, createListing, createOffice, createUser, createMediaOutlet } from '../../db/factories';

/** Press items through HTTP: who may, the list's defaults and filters, saving, the image, the export. */

let t: TestApp;
let mc: string;
let cme: string;
let staff: string;
let agentId: number;
let listingId: number;
let outletId: number;
const ADMIN = 'admin@meridian.example';
const TAG = `P${Date.now().toString(36)}`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const office = await createOffice(db);
  mc = (await createUser(db, { roles: ['marketingCoordinator'], officeIds: [office.id] })).email;
  cme = (await createUser(db, { roles: ['corporateMarketingEmployee'], officeIds: [office.id] })).email;
  staff = (await createUser(db, { roles: ['staff'], officeIds: [office.id] })).email;
  agentId = (await createAgent(db, { officeId: office.id, firstName: 'Pia', lastName: 'Press' })).id;
  listingId = (await createListing(db, { officeId: office.id, title: `${TAG} Harbor House` })).id;
  outletId = (await createMediaOutlet(db, { name: `${TAG} Gazette` })).id;
}, 60_000);
afterAll(() => t?.close());

const call = (method: string, url: string, body?: unknown, as = mc) => t.call({ method, url, body, as });
const save = async (over: Record<string, unknown> = {}, as = mc) =>
  call('PUT', '/api/Press', { pressTypeId: 1, title: `${TAG} Release`, date: '2026-10-01', ...over }, as);
const search = async (body: Record<string, unknown> = {}, as = mc) => {
  const res = await call('POST', '/api/Press/search', { text: TAG, ...body }, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PressSearchResult;
};

describe('press items', () => {
  it('lets CME, MC and SA in and refuses others', async () => {
    for (const as of [mc, cme, ADMIN])
      expect((await call('POST', '/api/Press/search', {}, as)).statusCode).toBe(200);
    expect((await call('POST', '/api/Press/search', {}, staff)).statusCode).toBe(403);
    expect((await save({}, staff)).statusCode).toBe(403);
  });

  it('creates items and lists the published ones, newest first, by default', async () => {
    const made = [
      await save({ title: `${TAG} Old`, date: '2026-01-05', publish: true }),
      await save({
        title: `${TAG} New`,
        date: '2026-09-05',
        publish: true,
        pressTypeId: 2,
        mediaOutletId: outletId,
        url: 'gazette.example/story',
        entityDetails: { listingId },
      }),
      await save({ title: `${TAG} Draft`, date: '2026-10-05', publish: false, entityDetails: { agentId } }),
    ];
    for (const res of made) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(MSG.pressSaved);
    }
    const { results, totalRecords } = await search();
    expect(totalRecords).toBe(2);
    expect(results.map((r) => r.title)).toEqual([`${TAG} New`, `${TAG} Old`]);
    expect(results[0]).toMatchObject({
      pressTypeName: 'Listings in the Media',
      mediaOutletName: `${TAG} Gazette`,
      url: 'http://gazette.example/story',
      entityDetails: { listingId, listingTitle: `${TAG} Harbor House`, agentId: null },
    });
  });

  it('filters by publish, type, text and dates, sorts and pages', async () => {
    expect((await search({ publish: null })).totalRecords).toBe(3);
    expect((await search({ publish: false })).results.map((r) => r.title)).toEqual([`${TAG} Draft`]);
    expect((await search({ pressTypeId: 2 })).results.map((r) => r.title)).toEqual([`${TAG} New`]);
    expect((await search({ text: `${TAG} Gazette` })).results.map((r) => r.title)).toEqual([`${TAG} New`]);
    expect((await search({ fromDate: '2026-09-01', toDate: '09/30/2026' })).totalRecords).toBe(1);
    const asc = await search({ sortColumn: 'date', sortDirection: 'asc', publish: null });
    expect(asc.results.map((r) => r.title)).toEqual([`${TAG} Old`, `${TAG} New`, `${TAG} Draft`]);
    const page2 = await search({ publish: null, pageSize: 2, pageNumber: 2 });
    expect(page2).toMatchObject({ totalRecords: 3 });
    expect(page2.results.map((r) => r.title)).toEqual([`${TAG} Old`]);
    expect((await call('POST', '/api/Press/search', { pressTypeId: 4 })).statusCode).toBe(400);
    expect((await call('POST', '/api/Press/search', { bogus: 1 })).statusCode).toBe(400);
  });

  it('answers the detail summary and the edit values, and updates', async () => {
    const [draft] = (await search({ publish: false })).results;
    const summary = (await call('GET', `/api/Press/${draft.id}/detailsummary`)).json() as PressItem;
    expect(summary.entityDetails).toMatchObject({ agentId, agentName: 'Pia Press' });
    const detail = (await call('GET', `/api/press/${draft.id}/PRESSDETAIL`)).json() as PressDetail;
    expect(detail).toMatchObject({
      id: draft.id,
      title: `${TAG} Draft`,
      entityDetails: { agentId, listingId: null },
    });
    const res = await save({ id: draft.id, title: `${TAG} Draft 2`, date: '2026-10-06', publish: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: draft.id, message: MSG.pressSaved });
    expect((await search()).results[0].title).toBe(`${TAG} Draft 2`);
    expect((await call('GET', '/api/Press/999999/detailsummary')).statusCode).toBe(404);
    expect((await save({ id: 999999 })).statusCode).toBe(404);
  });

  it('refuses an invalid item with the form sentences', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '' }, MSG.required(['Title'])],
      [{ date: '' }, MSG.required(['Date'])],
      [{ pressTypeId: 9 }, MSG.required(['Type'])],
      [{ entityDetails: { agentId, listingId } }, MSG.pressOneEntity],
      [{ mediaOutletId: 999999 }, MSG.invalidId],
    ];
    for (const [over, message] of cases) {
      const res = await save(over);
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
  });

  it('keeps one web display image, checked by content, and removes it', async () => {
    const id = (await save({ title: `${TAG} Pictured` })).json().id as number;
    const upload = async (data: Buffer, name: string, as = mc) => {
      const { payload, headers } = multipartBody({ name, type: 'image/png', data });
      return t.app.inject({
        method: 'POST',
        url: `/api/Press/${id}/webdisplayimage`,
        payload,
        headers: { ...headers, authorization: `Bearer ${await t.token(as)}` },
      });
    };
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#224466' } })
      .png()
      .toBuffer();
    const refused = await upload(Buffer.from('%PDF-1.4\n%%EOF\n'), 'fake.png');
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe(MSG.imageTypeJpgPng);
    expect((await upload(png, 'a.png', staff)).statusCode).toBe(403);
    const first = await upload(png, 'First.PNG');
    expect(first.statusCode, first.body).toBe(201);
    const second = await upload(png, 'second.png');
    expect(second.statusCode).toBe(201);
    const detail = (await call('GET', `/api/Press/${id}/pressdetail`)).json() as PressDetail;
    expect(detail.webDisplayImage).toMatchObject({ id: second.json().id, fileName: 'second.png' });
    expect((await call('GET', `/api/files/${second.json().id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/files/${second.json().id}`, undefined, staff)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/Press/${id}/webdisplayimage`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/Press/${id}/webdisplayimage`)).statusCode).toBe(404);
    expect(
      ((await call('GET', `/api/Press/${id}/pressdetail`)).json() as PressDetail).webDisplayImage,
    ).toBeNull();
  });

  it('exports the matching items as XLSX with formulas guarded', async () => {
    await save({ title: `=HYPERLINK("http://evil.example","${TAG}")`, date: '2026-10-09', publish: true });
    const res = await call('PUT', '/api/Press/search/export', { text: TAG });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(2).value).toBe('Title');
    const titles = sheet.getColumn(2).values.slice(2) as string[];
    expect(titles[0]).toBe(`'=HYPERLINK("http://evil.example","${TAG}")`);
    expect(titles).toContain(`${TAG} New`);
    expect(titles).not.toContain(`${TAG} Pictured`);
    const csv = await call('PUT', '/api/Press/search/export', { text: TAG, format: 'csv' });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"",""${TAG}"")"`);
    expect(csv.body.split('\r\n')[0]).toBe('\uFEFFType,Title,Date,Media Outlet,Agent,Listing,Url,Publish');
  });

  it('offers the active media outlets and those in use', async () => {
    const inactive = await createMediaOutlet(t.database.db, { name: `${TAG} Closed`, statusId: 2 });
    const outlets = (await call('GET', '/api/Press/mediaOutlets')).json() as { id: number; name: string }[];
    expect(outlets.map((o) => o.id)).toContain(outletId);
    expect(outlets.map((o) => o.id)).not.toContain(inactive.id);
    expect((await call('GET', '/api/Press/mediaOutlets', undefined, staff)).statusCode).toBe(403);
  });

  it('deletes an item', async () => {
    const id = (await save({ title: `${TAG} Gone` })).json().id as number;
    expect((await call('DELETE', `/api/Press/${id}`, undefined, cme)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/Press/${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/Press/${id}`, undefined, staff)).statusCode).toBe(403);
  });
});
