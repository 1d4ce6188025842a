import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { MSG, type ListingViewsOnWeb, type ViewsSite } from '@atrium/domain';
import { rowsOf } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody } from '../../test/multipart';
import { createAgentUser, createListing, createOffice, createUser } from '../../db/factories';
import { domains, showcasePageViews } from '../../db/schema';

let t: TestApp;
let listingId: number;
let otherListingId: number;
let editor: string;
let outsider: string;
let readOnly: string;

const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const office = await createOffice(db);
  const other = await createOffice(db);
  const a = await createAgentUser(db, office.id);
  editor = a.user.email;
  outsider = (await createAgentUser(db, other.id)).user.email;
  readOnly = (await createUser(db, { roles: ['staff'] })).email;
  const listing = () =>
    createListing(db, {
      officeId: office.id,
      publish: true,
      address1: '3 Harbor Lane',
      city: 'Sag Harbor',
      state: 'NY',
      agents: [{ agentId: a.agent.id, sideTypeId: 1 }],
    });
  listingId = (await listing()).id;
  otherListingId = (await listing()).id;
}, 60_000);
afterAll(() => t?.close());

const call = (method: string, url: string, body?: unknown, as = editor) => t.call({ method, url, body, as });
const views = async (id = listingId, as = editor) => {
  const res = await call('GET', `/api/listing/${id}/viewsOnWeb`, undefined, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ListingViewsOnWeb;
};
const site = (over: Record<string, unknown> = {}) => ({
  listingId,
  siteName: 'Zillow',
  deepLink: 'zillow.com/homedetails/3-harbor-lane',
  totalViews: 120,
  ...over,
});
const add = async (body: Record<string, unknown>, as = editor) => call('POST', '/api/ViewsOnWeb', body, as);
const auditsOf = async (action: string) =>
  rowsOf<{ changes: { field: string; oldValue: unknown; newValue: unknown }[] }>(
    await t.database.db.execute(
      sql`select changes from audits where entity_type = 'listing' and entity_id = ${listingId}
          and action = ${action} order by id`,
    ),
  );

describe('views on web sites', () => {
  let zillow: ViewsSite;

  it('adds a site: the deep link gets http://, the answer is the site with the message, audited', async () => {
    const res = await add(site());
    expect(res.statusCode, res.body).toBe(200);
    zillow = res.json();
    expect(zillow).toMatchObject({
      siteName: 'Zillow',
      deepLink: 'http://zillow.com/homedetails/3-harbor-lane',
      totalViews: 120,
      url: null,
      isShowcase: false,
      entryDate: today(),
      message: MSG.viewsSiteSaved,
    });
    const [audit] = await auditsOf('viewsOnWeb.add');
    expect(audit.changes).toEqual([
      {
        field: `viewsOnWeb.${zillow.id}`,
        oldValue: null,
        newValue: { siteName: 'Zillow', deepLink: zillow.deepLink, totalViews: 120 },
      },
    ]);
  });

  it('lists the sites with their counts and the graph, the total dated on the day it was entered', async () => {
    expect(
      (await add(site({ siteName: 'Trulia', deepLink: 'https://trulia.com/p/1', totalViews: 8 }))).statusCode,
    ).toBe(200);
    const v = await views();
    expect(v.sites.map((s) => [s.siteName, s.totalViews])).toEqual([
      ['Zillow', 120],
      ['Trulia', 8],
    ]);
    expect(v.counts).toEqual({ sites: 2, totalViews: 128 });
    expect(v.graph).toEqual([
      {
        eventDate: today(),
        details: [
          { siteName: 'Zillow', totalViews: 120 },
          { siteName: 'Trulia', totalViews: 8 },
        ],
      },
    ]);
  });

  it('refuses a name another site of the listing has (case and spaces ignored), not the site itself', async () => {
    for (const siteName of ['zillow', '  ZILLOW ']) {
      const res = await add(site({ siteName }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.viewsSiteNameTaken);
    }
    const renamed = await call('PUT', `/api/ViewsOnWeb/${zillow.id}`, {
      siteName: 'zillow ',
      deepLink: 'https://www.zillow.com/h/3',
      totalViews: 150,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ siteName: 'zillow', totalViews: 150, entryDate: today() });
    const taken = await call('PUT', `/api/ViewsOnWeb/${zillow.id}`, {
      siteName: 'Trulia',
      deepLink: 'x.com',
      totalViews: 1,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe(MSG.viewsSiteNameTaken);
    // the same name on another listing is another listing's business
    expect((await add(site({ listingId: otherListingId }))).statusCode).toBe(200);
    const [audit] = await auditsOf('viewsOnWeb.update');
    expect(audit.changes[0]).toMatchObject({
      field: `viewsOnWeb.${zillow.id}`,
      oldValue: { siteName: 'Zillow', totalViews: 120 },
      newValue: { siteName: 'zillow', totalViews: 150, deepLink: 'https://www.zillow.com/h/3' },
    });
  });

  it('refuses 0 views, a missing field, an unknown field, with the sentence and nothing saved', async () => {
    const before = (await views()).sites.length;
    const cases: [Record<string, unknown>, string][] = [
      [site({ siteName: 'Redfin', totalViews: 0 }), MSG.viewsTotalInvalid],
      [site({ siteName: 'Redfin', totalViews: -3 }), MSG.viewsTotalInvalid],
      [site({ siteName: 'Redfin', totalViews: 12_345_678_901 }), MSG.viewsTotalInvalid],
      [site({ siteName: 'Redfin', totalViews: 1.5 }), MSG.viewsTotalInvalid],
      [site({ siteName: ' ' }), MSG.required(['Site Name'])],
      [site({ siteName: 'Redfin', deepLink: '' }), MSG.required(['Deep Link'])],
      [site({ siteName: 'x'.repeat(501) }), MSG.maxLength('Site Name', 500)],
    ];
    for (const [body, message] of cases) {
      const res = await add(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await add(site({ siteName: 'Redfin', isShowcase: true }))).statusCode).toBe(400);
    const put = await call('PUT', `/api/ViewsOnWeb/${zillow.id}`, {
      siteName: 'Z',
      deepLink: 'z.com',
      totalViews: 0,
    });
    expect(put.statusCode).toBe(400);
    expect(put.json().message).toContain(MSG.viewsTotalInvalid);
    expect((await views()).sites).toHaveLength(before);
    expect((await views()).sites.find((s) => s.id === zillow.id)?.totalViews).toBe(150);
  });

  it('keeps sites to who may see (404) and who may edit (403) the listing', async () => {
    expect((await call('GET', `/api/listing/${listingId}/viewsOnWeb`, undefined, outsider)).statusCode).toBe(
      404,
    );
    expect((await add(site({ siteName: 'Outside' }), outsider)).statusCode).toBe(404);
    expect((await add(site({ siteName: 'Staff' }), readOnly)).statusCode).toBe(403);
    const body = { siteName: 'Mine now', deepLink: 'x.com', totalViews: 3 };
    expect((await call('PUT', `/api/ViewsOnWeb/${zillow.id}`, body, outsider)).statusCode).toBe(404);
    expect((await call('PUT', `/api/ViewsOnWeb/${zillow.id}`, body, readOnly)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/ViewsOnWeb/${zillow.id}`, undefined, outsider)).statusCode).toBe(404);
    expect((await call('PUT', '/api/ViewsOnWeb/999999', body)).statusCode).toBe(404);
    expect((await views()).sites.find((s) => s.id === zillow.id)?.siteName).toBe('zillow');
  });

  it('takes a JPG or PNG logo by its content, refuses anything else, and answers its address', async () => {
    const upload = async (data: Buffer, name: string, as = editor) => {
      const { payload, headers } = multipartBody({ name, type: 'image/png', data });
      return t.app.inject({
        method: 'POST',
        url: `/api/ViewsOnWeb/${zillow.id}/logo`,
        payload,
        headers: { ...headers, authorization: `Bearer ${await t.token(as)}` },
      });
    };
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#1b4f72' } })
      .png()
      .toBuffer();
    const refused = await upload(Buffer.from('%PDF-1.4 not a logo'), 'logo.png');
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe(MSG.imageTypeJpgPng);
    expect((await upload(png, 'logo.png', readOnly)).statusCode).toBe(403);
    const res = await upload(png, 'Logo.PNG');
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as ViewsSite;
    expect(saved.url).toBe(`/api/files/${saved.logoFileId}`);
    const file = await call('GET', saved.url!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    // a new logo replaces the old one, whose file goes
    const again = (await upload(png, 'second.png')).json() as ViewsSite;
    expect(again.logoFileId).not.toBe(saved.logoFileId);
    expect((await call('GET', saved.url!)).statusCode).toBe(404);
  });

  it('deletes a site with its logo', async () => {
    const logo = (await views()).sites.find((s) => s.id === zillow.id)!.url!;
    expect((await call('DELETE', `/api/ViewsOnWeb/${zillow.id}`)).statusCode).toBe(204);
    expect((await views()).sites.map((s) => s.siteName)).toEqual(['Trulia']);
    expect((await call('GET', logo)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/ViewsOnWeb/${zillow.id}`)).statusCode).toBe(404);
    expect(await auditsOf('viewsOnWeb.delete')).toHaveLength(1);
  });
});

describe('the showcase website counts the visits of its page', () => {
  const visit = (
    headers: Record<string, string>,
    method: 'GET' | 'HEAD' = 'GET',
    url = `/site/${listingId}`,
  ) => t.app.inject({ method, url, headers });
  const counted = async () =>
    (
      await t.database.db.select().from(showcasePageViews).where(eq(showcasePageViews.listingId, listingId))
    ).reduce((n, r) => n + r.views, 0);

  it('counts a person’s visits per day, not robots, HEAD requests or missing pages', async () => {
    expect((await views()).sites.some((s) => s.isShowcase)).toBe(false);
    expect((await visit({ 'user-agent': BROWSER })).statusCode).toBe(200);
    expect((await visit({ 'user-agent': BROWSER })).statusCode).toBe(200);
    expect((await visit({ 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).statusCode).toBe(200);
    expect((await visit({ 'user-agent': BROWSER }, 'HEAD')).statusCode).toBe(200);
    expect((await visit({ 'user-agent': BROWSER }, 'GET', '/site/999999')).statusCode).toBe(404);
    await vi.waitFor(async () => expect(await counted()).toBe(2));
    const rows = await t.database.db.select().from(showcasePageViews);
    expect(rows.filter((r) => r.listingId === listingId)).toEqual([{ listingId, day: today(), views: 2 }]);
    expect(rows.some((r) => r.listingId === 999999)).toBe(false);
  });

  it('shows them as the read-only showcase site, first, in the counts and the graph', async () => {
    const v = await views();
    expect(v.sites[0]).toMatchObject({
      id: 0,
      siteName: 'Showcase Website',
      deepLink: expect.stringMatching(new RegExp(`/site/${listingId}$`)),
      totalViews: 2,
      isShowcase: true,
      entryDate: today(),
    });
    expect(v.counts).toEqual({ sites: 2, totalViews: 10 });
    expect(v.graph).toEqual([
      {
        eventDate: today(),
        details: [
          { siteName: 'Showcase Website', totalViews: 2 },
          { siteName: 'Trulia', totalViews: 8 },
        ],
      },
    ]);
    // its name is taken, and it has no row to change
    const res = await add(site({ siteName: 'showcase website' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.viewsSiteNameTaken);
    expect(
      (await call('PUT', '/api/ViewsOnWeb/0', { siteName: 'x', deepLink: 'x', totalViews: 1 })).statusCode,
    ).toBe(400);
    expect((await call('DELETE', '/api/ViewsOnWeb/0')).statusCode).toBe(400);
  });

  it('takes the domain’s name once one is bought, and counts visits on the domain too', async () => {
    await t.database.db.insert(domains).values({
      domainUrl: '3harborlane.com',
      orderId: 'o-vow',
      entityId: listingId,
      siteType: 0,
      status: 1,
      expirationDate: '2030-01-01T00:00:00.000Z',
      renewDeadline: '2030-01-20T00:00:00.000Z',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: '3harborlane.com', 'user-agent': BROWSER },
    });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await counted()).toBe(3));
    const showcase = (await views()).sites[0];
    expect(showcase).toMatchObject({
      siteName: '3harborlane.com',
      deepLink: 'http://3harborlane.com',
      totalViews: 3,
      isShowcase: true,
    });
  });
});
