import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { MSG, NOTIFICATION_TYPE, type AiArea, type AiAreaSearchResult } from '@atrium/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody } from '../../test/multipart';
import {
  assignNotification,
  createAiArea,
  createListing,
  createOffice,
  createUser,
} from '../../db/factories';
import { notifications } from '../../db/schema';

/** AI areas through HTTP: SA only, search, save rules, parent, image by content, export, delete. */

let t: TestApp;
let agent: string;
let officeId: number;
const ADMIN = 'admin@meridian.example';
const TAG = `A${Date.now().toString(36)}`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  officeId = (await createOffice(db)).id;
  agent = (await createUser(db, { roles: ['agent'], officeIds: [officeId] })).email;
}, 60_000);
afterAll(() => t?.close());

const call = (method: string, url: string, body?: unknown, as = ADMIN, headers?: Record<string, string>) =>
  t.call({ method, url, body, as, headers });
const save = (over: Record<string, unknown> = {}, as = ADMIN, headers?: Record<string, string>) =>
  call('POST', '/api/neighborhood', { name: `${TAG} Area`, salesRegionId: 1, ...over }, as, headers);
const saved = async (over: Record<string, unknown> = {}) => {
  const res = await save(over);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AiArea;
};
const search = async (body: Record<string, unknown> = {}) => {
  const res = await call('POST', '/api/neighborhood/search', { text: TAG, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AiAreaSearchResult;
};
const names = (r: AiAreaSearchResult) => r.results.map((a) => a.name);
const png = () =>
  sharp({ create: { width: 30, height: 20, channels: 3, background: '#446622' } })
    .png()
    .toBuffer();

describe('AI areas', () => {
  it('are for system admins only', async () => {
    const area = await createAiArea(t.database.db, { name: `${TAG} Locked` });
    const refused: Array<[string, string, unknown]> = [
      ['POST', '/api/neighborhood/search', {}],
      ['POST', '/api/neighborhood/search/export', {}],
      ['POST', '/api/neighborhood', { name: `${TAG} Nope`, salesRegionId: 1 }],
      ['PUT', `/api/neighborhood/${area.id}/process/map`, { parentNeighborhood: null }],
      ['POST', '/api/neighborhood/delete/file', { id: area.id }],
      ['DELETE', `/api/neighborhood/${area.id}`, undefined],
    ];
    for (const [method, url, body] of refused)
      expect((await call(method, url, body, agent)).statusCode, `${method} ${url}`).toBe(403);
    expect((await call('POST', '/api/neighborhood/search', {})).statusCode).toBe(200);
    expect((await call('DELETE', `/api/Neighborhood/${area.id}`)).statusCode).toBe(204);
  });

  it('creates areas and searches by text, region, status and id, 50 a page', async () => {
    const made = [
      await saved({ name: `${TAG} Tribeca`, alias: 'TriBeCa', summary: 'Lofts', status: 1 }),
      await saved({ name: `${TAG} Soho`, status: 2 }),
      await saved({ name: `${TAG} Aspen Core`, salesRegionId: 3 }),
    ];
    expect(made[0]).toMatchObject({
      alias: 'TriBeCa',
      status: 1,
      statusName: 'Approved',
      salesRegionName: 'East',
      listingsCount: 0,
      hasImage: false,
      image: null,
      parentNeighborhood: null,
    });
    expect(made[2]).toMatchObject({ status: 3, statusName: 'Not reviewed', salesRegionName: 'Mountain' });
    const all = await search();
    expect(all).toMatchObject({ currentPage: 1, recordsPerPage: 50, totalRecords: 3 });
    expect(names(all)).toEqual([`${TAG} Aspen Core`, `${TAG} Soho`, `${TAG} Tribeca`]);
    expect(names(await search({ status: 1 }))).toEqual([`${TAG} Tribeca`]);
    expect(names(await search({ status: 3, salesRegionId: 3 }))).toEqual([`${TAG} Aspen Core`]);
    expect(names(await search({ text: 'tribeca' }))).toContain(`${TAG} Tribeca`);
    expect(names(await search({ text: '', id: made[1].id }))).toEqual([`${TAG} Soho`]);
    const page2 = await search({
      recordsPerPage: 2,
      currentPage: 2,
      sortColumn: 'name',
      sortDirection: 'desc',
    });
    expect(page2).toMatchObject({ currentPage: 2, recordsPerPage: 2, totalRecords: 3 });
    expect(names(page2)).toEqual([`${TAG} Aspen Core`]);
    for (const body of [{ status: 4 }, { bogus: 1 }, { recordsPerPage: 0 }])
      expect((await call('POST', '/api/neighborhood/search', body)).statusCode).toBe(400);
  });

  it('refuses a bad area with the form sentences, and a name used in the region with 409', async () => {
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ name: ' ' }, 400, MSG.required(['Name'])],
      [{ salesRegionId: undefined }, 400, MSG.required(['Sales region'])],
      [{ salesRegionId: 999 }, 400, MSG.invalidId],
      [{ status: 7 }, 400, MSG.required(['Status'])],
      [{ name: `${TAG} Fresh`, extra: 1 }, 400, ''],
      [{ name: `${TAG} TRIBECA` }, 409, MSG.aiAreaNameTaken],
      [{ name: `${TAG} Fresh`, parentNeighborhood: 999999 }, 400, MSG.aiAreaParentUnknown],
    ];
    for (const [over, status, message] of cases) {
      const res = await save(over);
      expect(res.statusCode, res.body).toBe(status);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    // the same name in another region is another area
    expect((await save({ name: `${TAG} Tribeca`, salesRegionId: 2 })).statusCode).toBe(200);
  });

  it('updates at the version read and refuses a stale one', async () => {
    const area = await saved({ name: `${TAG} Versioned` });
    const res = await save({ id: area.id, name: `${TAG} Versioned 2`, status: 1 }, ADMIN, {
      'if-match': 'W/"1"',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toBe('W/"2"');
    expect(res.json()).toMatchObject({ name: `${TAG} Versioned 2`, status: 1, version: 2 });
    const stale = await save({ id: area.id, name: `${TAG} Versioned 3` }, ADMIN, { 'if-match': 'W/"1"' });
    expect(stale.statusCode).toBe(412);
    expect((await save({ id: 999999 })).statusCode).toBe(404);
  });

  it('notifies the users assigned to "AI area to review" when an area is added or put back to review', async () => {
    const db = t.database.db;
    const reviewer = await createUser(db, { roles: ['staff'] });
    await assignNotification(db, NOTIFICATION_TYPE.aiAreaToReview, [reviewer.id]);
    const toReview = async () =>
      (
        await db
          .select()
          .from(notifications)
          .where(
            and(
              eq(notifications.userId, reviewer.id),
              eq(notifications.typeId, NOTIFICATION_TYPE.aiAreaToReview),
            ),
          )
      ).map((n) => ({ entityId: n.entityId, text: n.text }));
    const area = await saved({ name: `${TAG} Review Me` }); // not reviewed by default
    expect(await toReview()).toEqual([
      { entityId: area.id, text: `AI area ${TAG} Review Me needs review (added by Alexandra Whitmore)` },
    ]);
    // approved, then changed while approved: nothing new; back to not reviewed: one more
    const approved = await save({ id: area.id, name: area.name, status: 1 });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await save({ id: area.id, name: area.name, summary: 'Quiet', status: 1 })).statusCode).toBe(200);
    expect(await toReview()).toHaveLength(1);
    expect((await save({ id: area.id, name: area.name, status: 3 })).statusCode).toBe(200);
    expect((await save({ id: area.id, name: area.name, status: 3, summary: 'Still' })).statusCode).toBe(200);
    expect((await toReview()).map((n) => n.text)).toEqual([
      `AI area ${TAG} Review Me needs review (added by Alexandra Whitmore)`,
      `AI area ${TAG} Review Me needs review (changed by Alexandra Whitmore)`,
    ]);
    // an area created as approved needs no review
    await saved({ name: `${TAG} Approved From Start`, status: 1 });
    expect(await toReview()).toHaveLength(2);
  });

  it('counts the listings naming the area, in any case', async () => {
    const db = t.database.db;
    const area = await saved({ name: `${TAG} Counted` });
    await createListing(db, { officeId, aineighborhood: `${TAG} Counted` });
    await createListing(db, { officeId, aineighborhood: `${TAG} COUNTED`.toLowerCase() });
    await createListing(db, { officeId, aineighborhood: `${TAG} Counted elsewhere` });
    expect((await search({ id: area.id, text: '' })).results[0].listingsCount).toBe(2);
  });

  it('sets a parent of the same region, never itself, never a loop', async () => {
    const top = await saved({ name: `${TAG} Top` });
    const middle = await saved({ name: `${TAG} Middle`, parentNeighborhood: top.id });
    expect(middle).toMatchObject({ parentNeighborhood: top.id, parentNeighborhoodName: `${TAG} Top` });
    const low = await saved({ name: `${TAG} Low` });
    const other = await saved({ name: `${TAG} Other region`, salesRegionId: 2 });
    const map = (id: number, parentNeighborhood: number | null, headers?: Record<string, string>) =>
      call('PUT', `/api/neighborhood/${id}/process/map`, { parentNeighborhood }, ADMIN, headers);
    const ok = await map(low.id, middle.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      parentNeighborhood: middle.id,
      parentNeighborhoodName: `${TAG} Middle`,
    });
    expect(ok.headers.etag).toBe(`W/"${low.version + 1}"`);
    const refusals: Array<[number, number, string]> = [
      [top.id, low.id, MSG.aiAreaParentLoop],
      [top.id, middle.id, MSG.aiAreaParentLoop],
      [top.id, top.id, MSG.aiAreaParentSelf],
      [top.id, other.id, MSG.aiAreaParentRegion],
      [top.id, 999999, MSG.aiAreaParentUnknown],
    ];
    for (const [id, parentId, message] of refusals) {
      const res = await map(id, parentId);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // the same rule holds through the form's save
    const viaSave = await save({ id: top.id, name: `${TAG} Top`, parentNeighborhood: low.id });
    expect(viaSave.json().message).toBe(MSG.aiAreaParentLoop);
    expect((await save({ id: top.id, name: `${TAG} Top`, parentNeighborhood: top.id })).statusCode).toBe(400);
    // an area with children keeps its region
    expect((await save({ id: top.id, name: `${TAG} Top`, salesRegionId: 2 })).json().message).toBe(
      MSG.aiAreaRegionHasChildren,
    );
    expect((await map(low.id, null)).json().parentNeighborhood).toBeNull();
    expect((await map(low.id, top.id, { 'if-match': 'W/"1"' })).statusCode).toBe(412);
    expect((await map(999999, null)).statusCode).toBe(404);
  });

  it('keeps one image, checked by content, and removes it', async () => {
    const area = await saved({ name: `${TAG} Pictured` });
    const upload = async (data: Buffer, name: string, as = ADMIN) => {
      const { payload, headers } = multipartBody({ name, type: 'image/png', data });
      return t.app.inject({
        method: 'POST',
        url: `/api/neighborhood/${area.id}/image`,
        payload,
        headers: { ...headers, authorization: `Bearer ${await t.token(as)}` },
      });
    };
    const refused = await upload(Buffer.from('just some text, not a picture\n'), 'fake.png');
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe(MSG.imageTypeJpgPng);
    expect((await upload(await png(), 'a.png', agent)).statusCode).toBe(403);
    const first = await upload(await png(), 'first.png');
    expect(first.statusCode, first.body).toBe(201);
    const second = await upload(await png(), 'second.png');
    expect(second.statusCode).toBe(201);
    const listed = (await search({ id: area.id, text: '' })).results[0];
    expect(listed).toMatchObject({ hasImage: true, image: { id: second.json().id, fileName: 'second.png' } });
    expect((await call('GET', `/api/files/${second.json().id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/files/${second.json().id}`, undefined, agent)).statusCode).toBe(403);
    // the replaced image is gone, so naming it finds nothing
    const wrong = await call('POST', '/api/neighborhood/delete/file', {
      id: area.id,
      image: first.json().id,
    });
    expect(wrong.statusCode).toBe(404);
    const removed = await call('POST', '/api/neighborhood/delete/file', {
      id: area.id,
      image: second.json().id,
    });
    expect(removed.statusCode).toBe(204);
    expect((await search({ id: area.id, text: '' })).results[0]).toMatchObject({
      hasImage: false,
      image: null,
    });
    expect((await call('POST', '/api/neighborhood/delete/file', { id: area.id })).statusCode).toBe(404);
  });

  it('exports the matching areas as XLSX and CSV with formulas kept as text', async () => {
    await saved({ name: `=HYPERLINK("http://evil.example","${TAG}")`, status: 1 });
    const res = await call('POST', '/api/neighborhood/search/export', { text: TAG, status: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('Name');
    const cells = sheet.getColumn(1).values.slice(2) as string[];
    expect(cells).toContain(`'=HYPERLINK("http://evil.example","${TAG}")`);
    expect(cells).toContain(`${TAG} Tribeca`);
    expect(cells).not.toContain(`${TAG} Soho`);
    expect(sheet.getRow(1).getCell(5).value).toBe('Status');
    const csv = await call('POST', '/api/neighborhood/search/export', {
      text: TAG,
      status: 1,
      format: 'csv',
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe(
      '\uFEFFName,Alias,Sales Region,Parent Area,Status,Listings,Has Image,Summary',
    );
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"",""${TAG}"")"`);
  });

  it('deletes an area: its children lose their parent', async () => {
    const parent = await saved({ name: `${TAG} Doomed` });
    const child = await saved({ name: `${TAG} Orphan`, parentNeighborhood: parent.id });
    expect((await call('DELETE', `/api/neighborhood/${parent.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/neighborhood/${parent.id}`)).statusCode).toBe(404);
    expect((await search({ id: child.id, text: '' })).results[0].parentNeighborhood).toBeNull();
    expect((await search({ id: parent.id, text: '' })).totalRecords).toBe(0);
  });

  it('offers approved and not reviewed areas to the listing form, not rejected ones', async () => {
    const region = 4;
    await saved({ name: `${TAG} Offered`, salesRegionId: region, status: 1 });
    await saved({ name: `${TAG} Pending`, salesRegionId: region });
    await saved({ name: `${TAG} Refused`, salesRegionId: region, status: 2 });
    const res = await call('GET', `/api/salesregion/${region}/neighborhoods`, undefined, agent);
    const offered = (res.json() as Array<{ name: string }>)
      .map((n) => n.name)
      .filter((n) => n.startsWith(TAG));
    expect(offered).toEqual([`${TAG} Offered`, `${TAG} Pending`]);
  });
});
