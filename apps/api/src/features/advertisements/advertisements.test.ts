import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { MSG, type Advertisement, type AdvertisementListRow, type MediaOutlet } from '@atrium/domain';
import { rowsOf } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody } from '../../test/multipart';
import { createAdvertisement, createMediaOutlet, createOffice, createUser } from '../../db/factories';

/** Media outlets and advertisements through HTTP: the calls, their rules, files and exports. */

let t: TestApp;
let admin: string;
let mc: string;
let cme: string;
let agentUser: string;
let staff: string;
let png: Buffer;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const office = await createOffice(db);
  admin = (await createUser(db, { roles: ['systemAdmin'] })).email;
  mc = (await createUser(db, { roles: ['marketingCoordinator'], officeIds: [office.id] })).email;
  cme = (await createUser(db, { roles: ['corporateMarketingEmployee'], officeIds: [office.id] })).email;
  agentUser = (await createUser(db, { roles: ['agent'], officeIds: [office.id] })).email;
  staff = (await createUser(db, { roles: ['staff'], officeIds: [office.id] })).email;
  png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#335577' } })
    .png()
    .toBuffer();
}, 60_000);
afterAll(() => t?.close());

const call = (method: string, url: string, body?: unknown, as = admin) => t.call({ method, url, body, as });

async function upload(url: string, file: { name: string; type: string; data: Buffer }, as = admin) {
  const { payload, headers } = multipartBody(file);
  return t.app.inject({
    method: 'PUT',
    url,
    payload,
    headers: { ...headers, authorization: `Bearer ${await t.token(as)}` },
  });
}

const pngFile = (name = 'logo.png') => ({ name, type: 'image/png', data: png });
const pdfFile = (name = 'kit.pdf') => ({ name, type: 'application/pdf', data: PDF });

const newOutlet = async (name = `Outlet ${Math.random().toString(36).slice(2, 8)}`) =>
  (await createMediaOutlet(t.database.db, { name })).id;

const fileRows = async (entityType: string, entityId: number) =>
  rowsOf<{ id: string; place: string; storage_key: string }>(
    await t.database.db.execute(
      sql`select id, place, storage_key from files where entity_type = ${entityType} and entity_id = ${entityId}`,
    ),
  );

describe('media outlets', () => {
  it('creates, reads, renames and lists outlets (admin)', async () => {
    const created = await call('POST', '/api/MediaOutlet', { name: '  Aardvark Estates Quarterly ' });
    expect(created.statusCode, created.body).toBe(200);
    const outlet = created.json<MediaOutlet & { message: string }>();
    expect(outlet).toMatchObject({
      name: 'Aardvark Estates Quarterly',
      statusId: 1,
      status: 'Active',
      logo: null,
      mediaKit: null,
      image: null,
      message: MSG.mediaOutletSaved,
    });
    const renamed = await call('POST', '/api/MediaOutlet', {
      id: outlet.id,
      name: 'Aardvark Estates Monthly',
    });
    expect(renamed.json<MediaOutlet>().name).toBe('Aardvark Estates Monthly');
    const got = await call('GET', `/api/mediaoutlet/${outlet.id}`);
    expect(got.json<MediaOutlet>()).toMatchObject({ id: outlet.id, name: 'Aardvark Estates Monthly' });
    const found = await call('POST', '/api/MediaOutlet/search', { name: 'aardvark estates' });
    expect(found.json<{ items: MediaOutlet[]; totalCount: number }>()).toMatchObject({
      totalCount: 1,
      items: [{ id: outlet.id }],
    });
  });

  it('refuses a missing or too long name and an unknown outlet', async () => {
    const blank = await call('POST', '/api/MediaOutlet', { name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(MSG.required(['Name']));
    const long = await call('POST', '/api/MediaOutlet', { name: 'x'.repeat(256) });
    expect(long.json().message).toBe(MSG.maxLength('Name', 255));
    expect((await call('POST', '/api/MediaOutlet', { id: 999999, name: 'Gone' })).statusCode).toBe(404);
    expect((await call('GET', '/api/MediaOutlet/999999')).statusCode).toBe(404);
  });

  it('deactivates (never deletes) and filters by status', async () => {
    const id = await newOutlet('Zebra Deactivation Weekly');
    const res = await call('PUT', `/api/MediaOutlet/${id}/deactivation`);
    expect(res.json()).toEqual({ message: MSG.mediaOutletDeactivated });
    expect((await call('GET', `/api/MediaOutlet/${id}`)).json<MediaOutlet>().statusId).toBe(2);
    const inactive = await call('POST', '/api/MediaOutlet/search', {
      name: 'Zebra Deactivation',
      statusId: 2,
    });
    expect(inactive.json().totalCount).toBe(1);
    const active = await call('POST', '/api/MediaOutlet/search', { name: 'Zebra Deactivation', statusId: 1 });
    expect(active.json().totalCount).toBe(0);
    const lookup = await call('GET', '/api/MediaOutlet/active', undefined, agentUser);
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json<Array<{ id: number }>>().some((o) => o.id === id)).toBe(false);
    expect((await call('PUT', '/api/MediaOutlet/999999/deactivation')).statusCode).toBe(404);
  });

  it.each([
    ['marketing coordinator', () => mc],
    ['corporate marketing employee', () => cme],
    ['agent', () => agentUser],
  ])('refuses every outlet call but the lookup to a %s', async (_label, who) => {
    const id = await newOutlet();
    const as = who();
    expect((await call('POST', '/api/MediaOutlet/search', {}, as)).statusCode).toBe(403);
    expect((await call('GET', `/api/MediaOutlet/${id}`, undefined, as)).statusCode).toBe(403);
    expect((await call('POST', '/api/MediaOutlet', { name: 'Mine' }, as)).statusCode).toBe(403);
    expect((await call('PUT', `/api/MediaOutlet/${id}/deactivation`, undefined, as)).statusCode).toBe(403);
    expect((await upload(`/api/MediaOutlet/${id}/file?place=logo`, pngFile(), as)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/MediaOutlet/${id}/file/logo`, undefined, as)).statusCode).toBe(403);
    expect((await call('GET', '/api/MediaOutlet/active', undefined, as)).statusCode).toBe(200);
  });

  it('uploads a logo and a media kit told by content, replaces and removes them', async () => {
    const id = await newOutlet();
    const logo = await upload(`/api/MediaOutlet/${id}/file?place=logo`, pngFile());
    expect(logo.statusCode, logo.body).toBe(200);
    const withLogo = logo.json<MediaOutlet & { message: string }>();
    expect(withLogo.logo).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect(withLogo.files.logo?.fileName).toBe('logo.png');
    // the logo is served to anyone signed in (advertisements and spots show it)
    const served = await call('GET', withLogo.logo!, undefined, agentUser);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const kit = await upload(`/api/MediaOutlet/${id}/file?place=mediaKit`, pdfFile());
    expect(kit.json<MediaOutlet>().mediaKit).not.toBeNull();
    const again = await upload(`/api/MediaOutlet/${id}/file?place=logo`, pngFile('logo-2.png'));
    expect(again.json<MediaOutlet>().files.logo?.fileName).toBe('logo-2.png');
    expect((await fileRows('mediaOutlet', id)).map((r) => r.place).sort()).toEqual(['logo', 'mediaKit']);

    const removed = await call('DELETE', `/api/MediaOutlet/${id}/file/mediaKit`);
    expect(removed.json()).toEqual({ message: MSG.fileRemovedFromServer });
    expect((await call('GET', `/api/MediaOutlet/${id}`)).json<MediaOutlet>().mediaKit).toBeNull();
    expect((await call('DELETE', `/api/MediaOutlet/${id}/file/mediaKit`)).statusCode).toBe(404);
  });

  it.each([
    [
      'a PDF renamed .png as the logo',
      'logo',
      { name: 'logo.png', type: 'image/png', data: PDF },
      415,
      MSG.imageTypeJpgPng,
    ],
    ['a PDF as the image', 'image', pdfFile(), 415, MSG.imageTypeJpgPng],
    [
      'text renamed .pdf as the media kit',
      'mediaKit',
      { name: 'kit.pdf', type: 'application/pdf', data: Buffer.from('hello') },
      415,
      MSG.fileFormatJpgPngPdf,
    ],
  ])('refuses %s', async (_label, place, file, status, message) => {
    const id = await newOutlet();
    const res = await upload(`/api/MediaOutlet/${id}/file?place=${place}`, file);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await fileRows('mediaOutlet', id)).toEqual([]);
  });

  it('accepts a PNG renamed .pdf as the media kit (the content decides)', async () => {
    const id = await newOutlet();
    const res = await upload(`/api/MediaOutlet/${id}/file?place=mediaKit`, pngFile('kit.pdf'));
    expect(res.statusCode).toBe(200);
    const rows = rowsOf<{ content_type: string }>(
      await t.database.db.execute(
        sql`select content_type from files where entity_type = 'mediaOutlet' and entity_id = ${id}`,
      ),
    );
    expect(rows).toEqual([{ content_type: 'image/png' }]);
  });

  it('refuses an unknown place and an unknown outlet before reading the upload', async () => {
    const id = await newOutlet();
    expect((await upload(`/api/MediaOutlet/${id}/file?place=photo`, pngFile())).statusCode).toBe(400);
    expect((await upload('/api/MediaOutlet/999999/file?place=logo', pngFile())).statusCode).toBe(404);
  });
});

const adBody = (mediaOutletId: number, over: Record<string, unknown> = {}) => ({
  mediaOutletId,
  name: 'Winter Estates Spread',
  publish: true,
  type: 'Full page',
  frequency: 'Monthly',
  location: 'Inside cover',
  edition: 'December',
  runDate: '2026-12-15',
  reservationDeadline: '2026-12-01',
  totalCost: 12500.5,
  notes: 'Two facing pages',
  ...over,
});

describe('advertisements', () => {
  let outletId: number;
  beforeAll(async () => {
    outletId = await newOutlet('Harbor Living');
  });

  it('creates, reads and updates an advertisement (marketing coordinator)', async () => {
    const created = await call('POST', '/api/advertisement', adBody(outletId), mc);
    expect(created.statusCode, created.body).toBe(200);
    const { id, message } = created.json<{ id: number; message: string }>();
    expect(message).toBe(MSG.advertisementCreatedUpdated);
    const got = await call('GET', `/api/Advertisement/${id}`, undefined, agentUser);
    expect(got.statusCode).toBe(200);
    expect(got.json<Advertisement>()).toMatchObject({
      ...adBody(outletId),
      id,
      mediaOutletName: 'Harbor Living',
      adImageUrl: null,
      tearSheetUrl: null,
    });
    const updated = await call(
      'POST',
      '/api/advertisement',
      adBody(outletId, { id, name: 'Winter Estates', totalCost: '' }),
      cme,
    );
    expect(updated.json().message).toBe(MSG.advertisementCreatedUpdated);
    expect((await call('GET', `/api/advertisement/${id}`)).json<Advertisement>()).toMatchObject({
      name: 'Winter Estates',
      totalCost: null,
    });
    const audits = rowsOf<{ action: string }>(
      await t.database.db.execute(
        sql`select action from audits where entity_type = 'advertisement' and entity_id = ${id} order by id`,
      ),
    );
    expect(audits.map((a) => a.action)).toEqual(['create', 'update']);
  });

  it.each([
    ['no media outlet', { mediaOutletId: undefined }, MSG.required(['Media outlet'])],
    ['no name', { name: '' }, MSG.required(['Name'])],
    [
      'a deadline after the run date',
      { reservationDeadline: '2026-12-20' },
      MSG.advertisementDeadlineAfterRun,
    ],
    ['a bad run date', { runDate: '31/31/2026' }, MSG.invalidDate('Run date')],
    ['a negative cost', { totalCost: -5 }, undefined],
    ['an unknown field', { color: 'red' }, undefined],
  ])('refuses %s with 400', async (_label, over, message) => {
    const res = await call('POST', '/api/advertisement', adBody(outletId, over));
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
  });

  it('refuses an unknown or inactive media outlet for a new advertisement', async () => {
    const unknown = await call('POST', '/api/advertisement', adBody(999999));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(MSG.unknownReference);
    const inactive = await newOutlet();
    await call('PUT', `/api/MediaOutlet/${inactive}/deactivation`);
    const res = await call('POST', '/api/advertisement', adBody(inactive));
    expect(res.json().message).toBe(MSG.mediaOutletInactive);
    expect((await call('POST', '/api/advertisement', adBody(outletId, { id: 999999 }))).statusCode).toBe(404);
  });

  it('keeps writes from agents and staff; they may read', async () => {
    const ad = await createAdvertisement(t.database.db, { mediaOutletId: outletId });
    for (const as of [agentUser, staff]) {
      expect((await call('POST', '/api/advertisement', adBody(outletId), as)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/advertisement/${ad.id}`, undefined, as)).statusCode).toBe(403);
      expect((await call('PUT', '/api/advertisement/copy', { advertisementId: ad.id }, as)).statusCode).toBe(
        403,
      );
      expect(
        (await upload(`/api/advertisement/file?advertisementId=${ad.id}&fileType=1`, pngFile(), as))
          .statusCode,
      ).toBe(403);
      expect((await call('DELETE', `/api/advertisement/${ad.id}/file/1`, undefined, as)).statusCode).toBe(
        403,
      );
      expect((await call('GET', `/api/advertisement/${ad.id}`, undefined, as)).statusCode).toBe(200);
      expect((await call('POST', '/api/advertisement/search', {}, as)).statusCode).toBe(200);
    }
  });

  it('searches by media outlet, name, run date range and publish, 20 a page', async () => {
    const db = t.database.db;
    const outlet = await newOutlet('Search Gazette');
    for (let i = 1; i <= 23; i++)
      await createAdvertisement(db, {
        mediaOutletId: outlet,
        name: `Gazette run ${String(i).padStart(2, '0')}`,
        runDate: `2027-01-${String(i).padStart(2, '0')}`,
        publish: i % 2 === 0,
      });
    const search = async (body: Record<string, unknown>) =>
      (await call('POST', '/api/advertisement/search', { mediaOutletId: outlet, ...body })).json<{
        items: AdvertisementListRow[];
        totalCount: number;
      }>();
    const first = await search({});
    expect(first.totalCount).toBe(23);
    expect(first.items).toHaveLength(20);
    expect(first.items[0].name).toBe('Gazette run 23');
    expect((await search({ currentPage: 2 })).items).toHaveLength(3);
    expect((await search({ name: 'RUN 1' })).totalCount).toBe(10);
    expect((await search({ runDateFrom: '2027-01-05', runDateTo: '2027-01-09' })).totalCount).toBe(5);
    expect((await search({ publish: true })).totalCount).toBe(11);
    expect((await search({ publish: false })).totalCount).toBe(12);
    expect((await search({ name: 'nothing like this' })).items).toEqual([]);
    const bad = await call('POST', '/api/advertisement/search', {
      runDateFrom: '2027-02-01',
      runDateTo: '2027-01-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.advertisementRunDateRange);
  });

  it('answers the distinct editions of a media outlet', async () => {
    const db = t.database.db;
    const outlet = await newOutlet();
    for (const edition of ['Spring', 'Autumn', 'Spring', null, ''])
      await createAdvertisement(db, { mediaOutletId: outlet, edition });
    await createAdvertisement(db, { mediaOutletId: outletId, edition: 'Elsewhere' });
    const res = await call('GET', `/api/advertisement/edition?mediaOutletId=${outlet}`, undefined, agentUser);
    expect(res.json()).toEqual(['Autumn', 'Spring']);
    expect((await call('GET', '/api/advertisement/edition?mediaOutletId=abc')).statusCode).toBe(400);
  });

  it('uploads the image and the tear sheet by content; deleting one clears its url', async () => {
    const ad = await createAdvertisement(t.database.db, { mediaOutletId: outletId });
    const image = await upload(
      `/api/advertisement/file?advertisementId=${ad.id}&fileType=1`,
      pngFile('ad.png'),
      cme,
    );
    expect(image.statusCode, image.body).toBe(200);
    expect(image.json()).toMatchObject({ fileType: 1, fileName: 'ad.png' });
    const sheet = await upload(
      `/api/advertisement/file?advertisementId=${ad.id}&fileType=2`,
      pdfFile('sheet.pdf'),
      cme,
    );
    expect(sheet.json().url).toMatch(/^\/api\/files\//);
    let got = (await call('GET', `/api/advertisement/${ad.id}`)).json<Advertisement>();
    expect(got.adImageUrl).toBe(image.json().url);
    expect(got.tearSheetUrl).toBe(sheet.json().url);

    const removed = await call('DELETE', `/api/advertisement/${ad.id}/file/2`, undefined, cme);
    expect(removed.json()).toEqual({ message: MSG.fileRemovedFromServer });
    got = (await call('GET', `/api/advertisement/${ad.id}`)).json<Advertisement>();
    expect(got.tearSheetUrl).toBeNull();
    expect(got.adImageUrl).not.toBeNull();
    expect((await call('GET', sheet.json().url)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/advertisement/${ad.id}/file/2`)).statusCode).toBe(404);
  });

  it.each([
    ['a PDF as the ad image', 1, pdfFile('ad.png'), MSG.imageTypeJpgPng],
    [
      'text renamed .pdf as the tear sheet',
      2,
      { name: 'sheet.pdf', type: 'application/pdf', data: Buffer.from('plain') },
      MSG.fileFormatJpgPngPdf,
    ],
  ])('refuses %s', async (_label, fileType, file, message) => {
    const ad = await createAdvertisement(t.database.db, { mediaOutletId: outletId });
    const res = await upload(`/api/advertisement/file?advertisementId=${ad.id}&fileType=${fileType}`, file);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(message);
  });

  it('refuses an unknown file type or advertisement', async () => {
    const ad = await createAdvertisement(t.database.db, { mediaOutletId: outletId });
    const bad = await upload(`/api/advertisement/file?advertisementId=${ad.id}&fileType=3`, pngFile());
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.advertisementFileTypeUnknown);
    expect(
      (await upload('/api/advertisement/file?advertisementId=999999&fileType=1', pngFile())).statusCode,
    ).toBe(404);
  });

  it('copies an advertisement with its fields and ad image, unpublished, without the tear sheet', async () => {
    const created = await call('POST', '/api/advertisement', adBody(outletId, { name: 'Copy Source' }));
    const id = created.json().id as number;
    await upload(`/api/advertisement/file?advertisementId=${id}&fileType=1`, pngFile('ad.png'));
    await upload(`/api/advertisement/file?advertisementId=${id}&fileType=2`, pdfFile('sheet.pdf'));
    const res = await call('PUT', '/api/advertisement/copy', { advertisementId: id }, mc);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MSG.advertisementCopied);
    const copy = (await call('GET', `/api/advertisement/${res.json().id}`)).json<Advertisement>();
    const source = (await call('GET', `/api/advertisement/${id}`)).json<Advertisement>();
    expect(copy).toMatchObject({
      ...adBody(outletId),
      name: 'Copy of Copy Source',
      publish: false,
      tearSheetUrl: null,
      adImage: { fileName: 'ad.png' },
    });
    expect(copy.adImageUrl).not.toBe(source.adImageUrl);
    // the copy's image names the same stored object: deleting the copy's keeps the source's
    await call('DELETE', `/api/advertisement/${copy.id}/file/1`);
    expect((await call('GET', source.adImageUrl!)).statusCode).toBe(200);
    expect((await call('PUT', '/api/advertisement/copy', { advertisementId: 999999 })).statusCode).toBe(404);
  });

  it('deletes an advertisement with its files', async () => {
    const ad = await createAdvertisement(t.database.db, { mediaOutletId: outletId });
    await upload(`/api/advertisement/file?advertisementId=${ad.id}&fileType=2`, pdfFile());
    const res = await call('DELETE', `/api/advertisement/${ad.id}`, undefined, cme);
    expect(res.json()).toEqual({ message: MSG.advertisementDeleted });
    expect((await call('GET', `/api/advertisement/${ad.id}`)).statusCode).toBe(404);
    expect(await fileRows('advertisement', ad.id)).toEqual([]);
    expect((await call('DELETE', `/api/advertisement/${ad.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete an advertisement that another record still names (409)', async () => {
    const db = t.database.db;
    const ad = await createAdvertisement(db, { mediaOutletId: outletId });
    // stands for the spots, which name their advertisement
    await db.execute(
      sql`create table if not exists test_ad_refs (ad_id integer references advertisements(id))`,
    );
    await db.execute(sql`insert into test_ad_refs values (${ad.id})`);
    const res = await call('DELETE', `/api/advertisement/${ad.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.advertisementInUse);
    expect((await call('GET', `/api/advertisement/${ad.id}`)).statusCode).toBe(200);
    await db.execute(sql`drop table test_ad_refs`);
  });

  it('exports an advertisement and its CIT sheet as XLSX, formulas kept as text', async () => {
    const created = await call(
      'POST',
      '/api/advertisement',
      adBody(outletId, { name: '=HYPERLINK("http://evil.example","x")', notes: '+1+1', edition: '@SUM(A1)' }),
    );
    const id = created.json().id as number;
    const { default: ExcelJS } = await import('exceljs');
    const read = async (url: string) => {
      const res = await call('PUT', url, undefined, agentUser);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.xlsx"$/);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      const row = (sheet.getRow(2).values as unknown[]).slice(1);
      return Object.fromEntries(header.map((h, i) => [String(h), row[i]]));
    };
    const ad = await read(`/api/advertisement/${id}/advertisementExport`);
    expect(ad).toMatchObject({
      'Media Outlet': 'Harbor Living',
      Name: `'=HYPERLINK("http://evil.example","x")`,
      Notes: "'+1+1",
      Edition: "'@SUM(A1)",
      'Total Cost': 12500.5,
      'Run Date': '2026-12-15',
      Publish: 'Yes',
    });
    const cit = await read(`/api/advertisement/${id}/citExport`);
    expect(cit).toMatchObject({
      Advertisement: `'=HYPERLINK("http://evil.example","x")`,
      'Total Cost': 12500.5,
    });
    expect((await call('PUT', '/api/advertisement/999999/citExport')).statusCode).toBe(404);
  });
});

describe('demo data', () => {
  it('has media outlets with logos and advertisements around today', async () => {
    const outlets = await call('POST', '/api/MediaOutlet/search', { statusId: 0, name: 'Robb Report' });
    const robb = outlets.json<{ items: MediaOutlet[] }>().items[0];
    expect(robb.logo).toMatch(/^\/api\/files\//);
    expect((await call('GET', robb.logo!)).headers['content-type']).toBe('image/png');
    const ads = await call('POST', '/api/advertisement/search', { mediaOutletId: robb.id });
    expect(ads.json().totalCount).toBeGreaterThanOrEqual(2);
  });
});
