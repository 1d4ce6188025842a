import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  REPORT_SECTION as S,
  REPORT_SOURCES,
  type ClientReport,
  type ReportLink,
  type ReportSection,
  type Image,
} from '@atrium/domain';
import { waitForRenditions } from '../../test/renditions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody } from '../../test/multipart';
import { pdfPageTexts } from '../../test/pdf-text';
import { createAgentUser, createListing, createMarketingItem, createOffice } from '../../db/factories';

let t: TestApp;
let listingId: number;
let otherListingId: number;
let editor: string;
let outsider: string;
let colleague: string;
let token: string;
let otherToken: string;
let photoId: string;
let tearSheetId: string;
let otherFileId: string;

const call = (method: string, url: string, body?: unknown, as: string | null = editor) =>
  as ? t.call({ method, url, body, as }) : t.app.inject({ method: method as 'GET', url });
const reportUrl = (id: number, tok: string) =>
  `/api/ListingMarketingReport/${id}?token=${encodeURIComponent(tok)}`;
const linkOf = async (id: number) =>
  (await call('GET', `/api/ClientMarketingSchedule/${id}/reportLink`)).json<ReportLink>().token;

async function uploadPhoto(id: number) {
  const data = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  const { payload, headers } = multipartBody({ name: 'p.jpg', type: 'image/jpeg', data });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/image/save?entityType=listing&entityId=${id}&imageType=mainPhoto`,
    payload,
    headers: { ...headers, authorization: `Bearer ${await t.token(editor)}` },
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function uploadFile(id: number, itemId: number) {
  const data = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#996633' } })
    .png()
    .toBuffer();
  const { payload, headers } = multipartBody({ name: 'tear-sheet.png', type: 'image/png', data });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/listing/${id}/marketing/${itemId}/file`,
    payload,
    headers: { ...headers, authorization: `Bearer ${await t.token(editor)}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const office = await createOffice(db, { name: 'Southampton Village' });
  const a = await createAgentUser(db, office.id);
  editor = a.user.email;
  colleague = (await createAgentUser(db, office.id)).user.email;
  outsider = (await createAgentUser(db, (await createOffice(db)).id)).user.email;
  const make = () =>
    createListing(db, {
      officeId: office.id,
      address1: '12 Dune Road',
      city: 'Southampton',
      state: 'NY',
      currentPrice: 4_950_000,
      listingDate: '2026-10-01',
      agents: [{ agentId: a.agent.id, sideTypeId: 1 }],
    });
  listingId = (await make()).id;
  otherListingId = (await make()).id;

  await uploadPhoto(listingId);
  const media = (await call('GET', `/api/clientmarketing/${listingId}/listingImages`)).json() as {
    assetId: string;
  }[];
  photoId = media[0].assetId;
  // the report offers the medium rendition once the background job has made it
  await waitForRenditions(
    async () =>
      (await call('GET', `/api/image/${listingId}?entityType=listing&imageType=mainPhoto`)).json() as Image[],
    photoId,
    60_000,
  );
  await createMarketingItem(db, {
    listingId,
    marketingTypeId: 12,
    date: '2026-11-02',
    description: 'Hamptons buyers list',
    emailsSent: 1200,
    views: 300,
    clicks: 45,
    actualCost: 900,
    invoiceNumber: 'INV-77',
  });
  const ad = await createMarketingItem(db, {
    listingId,
    marketingTypeId: 14,
    date: '2026-11-05',
    description: 'Dan’s Papers, full page',
  });
  tearSheetId = await uploadFile(listingId, ad.id);
  const otherAd = await createMarketingItem(db, {
    listingId: otherListingId,
    marketingTypeId: 14,
    date: '2026-11-05',
  });
  otherFileId = await uploadFile(otherListingId, otherAd.id);
  for (const [showingDate, count] of [
    ['2026-10-12', 2],
    ['2026-11-03', 1],
    ['2026-11-20', 3],
  ] as const)
    expect(
      (
        await call('POST', '/api/Showing', {
          listingId,
          showingDate,
          count,
          buyer: 'Secret Buyer',
          buyerAgents: 'Kim Lee',
          notes: 'internal note',
          feedback: 'Loved the light',
        })
      ).statusCode,
    ).toBe(200);
  expect(
    (
      await call('POST', '/api/OpenHouse', {
        listingId,
        startDateTime: '2026-11-08T13:00',
        endDateTime: '2026-11-08T15:00',
        attendees: 14,
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (
      await call('POST', '/api/ViewsOnWeb', {
        listingId,
        siteName: 'Luxury Portal',
        deepLink: 'portal.example/12-dune',
        totalViews: 420,
      })
    ).statusCode,
  ).toBe(200);
  token = await linkOf(listingId);
  otherToken = await linkOf(otherListingId);
}, 120_000);
afterAll(() => t?.close());

const publicReport = async (id = listingId, tok = token) => {
  const res = await call('GET', reportUrl(id, tok), undefined, null);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ClientReport;
};

describe('the public report', () => {
  it('opens with its signed link, without a session, never cached by a shared cache', async () => {
    const res = await call('GET', reportUrl(listingId, token), undefined, null);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const r = res.json() as ClientReport;
    expect(r.property).toMatchObject({
      headline: '12 Dune Road',
      city: 'Southampton',
      price: 4_950_000,
      listingType: 'Sale',
      office: 'Southampton Village',
    });
    expect(r.timeZone).toBe('America/New_York');
    expect(Date.now() - Date.parse(r.computedAt)).toBeLessThan(60_000);
    expect(r.agents).toHaveLength(1);
    expect(r.cover?.url).toBe(
      `/api/ListingMarketingReport/${listingId}/photo/${photoId}/medium?token=${encodeURIComponent(token)}`,
    );
    expect(r.cover?.srcSet.map((s) => s.width)).toEqual([320, 1024, 1800]);
  });

  it.each([
    ['no token', (id: number) => `/api/ListingMarketingReport/${id}`],
    ['an empty token', (id: number) => `/api/ListingMarketingReport/${id}?token=`],
    [
      'an altered token',
      (id: number) => reportUrl(id, `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`),
    ],
    ["another listing's token", (id: number) => reportUrl(id, otherToken)],
    ['a token far too long', (id: number) => reportUrl(id, 'x'.repeat(500))],
  ])('answers 404 with %s', async (_n, url) => {
    const res = await call('GET', url(listingId), undefined, null);
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json()).not.toHaveProperty('property');
  });

  it('a listing that does not exist answers 404 like a wrong token', async () => {
    expect((await call('GET', reportUrl(999_999, token), undefined, null)).statusCode).toBe(404);
  });

  it('shows the shown sections in the builder order, children under their parent', async () => {
    const tree = (await call('GET', `/api/clientmarketing/${listingId}/sections`)).json() as ReportSection[];
    const notes = tree.find((s) => s.sectionId === S.notes)!;
    const inTheNews = tree.find((s) => s.sectionId === S.inTheNews)!;
    expect(
      (
        await call('PUT', `/api/clientmarketing/${inTheNews.id}/toggledisplaysection`, {
          displaySection: false,
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await call('PUT', `/api/clientmarketing/${notes.id}/introduction`, {
          remark: '<p>Strong <b>interest</b> this month</p>',
        })
      ).statusCode,
    ).toBe(204);
    const r = await publicReport();
    const top = r.sections.map((s) => s.sectionId);
    expect(top).not.toContain(S.inTheNews);
    expect(top).toEqual(
      tree.filter((s) => s.displaySection && s.sectionId !== S.inTheNews).map((s) => s.sectionId),
    );
    const promotion = r.sections.find((s) => s.sectionId === S.additionalPromotion)!;
    expect(promotion.children.map((c) => c.sectionId)).toEqual([
      S.advertisements,
      S.featuredPlacements,
      S.socialCampaigns,
      S.emailCampaigns,
    ]);
    expect(r.sections.find((s) => s.sectionId === S.notes)?.html).toBe(
      '<p>Strong <b>interest</b> this month</p>',
    );
    // a hidden parent hides its children too
    expect(
      (
        await call('PUT', `/api/clientmarketing/${promotion.id}/toggledisplaysection`, {
          displaySection: false,
        })
      ).statusCode,
    ).toBe(204);
    const after = await publicReport();
    expect(after.sections.map((s) => s.sectionId)).not.toContain(S.additionalPromotion);
    expect(JSON.stringify(after.sections)).not.toContain('Hamptons buyers list');
    await call('PUT', `/api/clientmarketing/${promotion.id}/toggledisplaysection`, { displaySection: true });
  });

  it('labels each figure with its source and counts what happened', async () => {
    const r = await publicReport();
    const overview = r.sections.find((s) => s.name === 'overview')!;
    const figures = Object.fromEntries(overview.figures.map((f) => [f.label, f.value]));
    expect(figures).toMatchObject({
      'List price': 4_950_000,
      Showings: 3,
      'Visitors at showings': 6,
      'Views on web': 420,
    });
    for (const f of overview.figures) expect(f.source).toBeTruthy();
    const showings = r.sections.find((s) => s.name === 'showings')!;
    expect(showings.source).toBe(REPORT_SOURCES.showings);
    expect(showings.showingMonths).toEqual([
      { month: '2026-10', showings: 1, visitors: 2 },
      { month: '2026-11', showings: 2, visitors: 4 },
    ]);
    // the seller sees no buyer names and no agents' notes
    expect(JSON.stringify(showings)).not.toContain('Secret Buyer');
    expect(JSON.stringify(showings)).not.toContain('internal note');
    expect(showings.showings[0]).toMatchObject({ buyerAgents: 'Kim Lee', feedback: 'Loved the light' });
    const views = r.sections.find((s) => s.name === 'viewsOnWeb')!;
    expect(views.views?.sites).toEqual([
      { siteName: 'Luxury Portal', deepLink: 'http://portal.example/12-dune', totalViews: 420 },
    ]);
  });

  it('shows campaigns with their rates, never costs or invoices, and files through the link', async () => {
    const r = await publicReport();
    const promotion = r.sections.find((s) => s.sectionId === S.additionalPromotion)!;
    const campaigns = promotion.children.find((c) => c.name === 'emailCampaigns')!;
    expect(campaigns.items[0]).toMatchObject({
      description: 'Hamptons buyers list',
      viewRate: '25.00%',
      interactionRate: '3.75%',
    });
    expect(JSON.stringify(r)).not.toMatch(/INV-77|actualCost|invoiceNumber/);
    const ads = promotion.children.find((c) => c.name === 'advertisements')!;
    expect(ads.items[0].links).toEqual([
      {
        label: 'TEAR SHEET',
        href: `/api/ListingMarketingReport/${listingId}/file/${tearSheetId}?token=${encodeURIComponent(token)}`,
        isFile: false,
      },
    ]);
  });
});

describe('the public report photos and files', () => {
  const photo = (id: number, image: string, tok: string, size = 'medium') =>
    `/api/ListingMarketingReport/${id}/photo/${image}/${size}?token=${encodeURIComponent(tok)}`;
  it('serves the listing photos through the link only', async () => {
    const res = await call('GET', photo(listingId, photoId, token), undefined, null);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(1024);
    expect((await call('GET', photo(listingId, photoId, otherToken), undefined, null)).statusCode).toBe(404);
    expect((await call('GET', photo(otherListingId, photoId, otherToken), undefined, null)).statusCode).toBe(
      404,
    );
  });
  it("serves a marketing item's file of this listing only", async () => {
    const file = (id: number, fileId: string, tok: string) =>
      `/api/ListingMarketingReport/${id}/file/${fileId}?token=${encodeURIComponent(tok)}`;
    expect((await call('GET', file(listingId, tearSheetId, token), undefined, null)).statusCode).toBe(200);
    expect((await call('GET', file(listingId, otherFileId, token), undefined, null)).statusCode).toBe(404);
    expect((await call('GET', file(listingId, tearSheetId, otherToken), undefined, null)).statusCode).toBe(
      404,
    );
  });
});

describe('the PDF', () => {
  it('is the same report, drawn by PDFKit: cover, sections, sources and page numbers', async () => {
    const res = await call(
      'GET',
      `/api/ListingMarketingReport/${listingId}/pdf?token=${encodeURIComponent(token)}`,
      undefined,
      null,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^inline; filename="marketing-report-${listingId}-\\d{4}-\\d{2}-\\d{2}\\.pdf"$`),
    );
    const pages = await pdfPageTexts(res.rawPayload);
    expect(pages.length).toBeGreaterThan(4);
    expect(pages[0]).toContain('12 Dune Road');
    expect(pages[0].replace(/ /g, '')).toContain('MARKETINGREPORT'); // drawn letter-spaced
    expect(pages[0]).toContain('$4,950,000');
    const all = pages.join('\n');
    expect(all).toContain('Hamptons buyers list');
    expect(all).toContain('25.00%');
    expect(all).toContain(`Source: ${REPORT_SOURCES.showings.slice(0, 30)}`);
    expect(all).toMatch(/Computed \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T/);
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(all).not.toContain('Secret Buyer');
  });
  it('stops with a revoked link', async () => {
    const before = await linkOf(otherListingId);
    expect(
      (await call('DELETE', `/api/ClientMarketingSchedule/${otherListingId}/reportLink`)).statusCode,
    ).toBe(204);
    expect((await call('GET', reportUrl(otherListingId, before), undefined, null)).statusCode).toBe(404);
    expect(
      (
        await call(
          'GET',
          `/api/ListingMarketingReport/${otherListingId}/pdf?token=${encodeURIComponent(before)}`,
          undefined,
          null,
        )
      ).statusCode,
    ).toBe(404);
    const fresh = await linkOf(otherListingId);
    expect(fresh).not.toBe(before);
    await publicReport(otherListingId, fresh);
  });
});

describe('the report with a session', () => {
  it('opens for those who see the listing, with photos read through the files', async () => {
    const res = await call('GET', `/api/clientmarketing/${listingId}/report`, undefined, colleague);
    expect(res.statusCode).toBe(200);
    const r = res.json() as ClientReport;
    expect(r.cover).toMatchObject({ url: null, srcSet: [] });
    expect(r.cover?.fileId).toEqual(expect.any(String));
    const ads = r.sections
      .find((s) => s.sectionId === S.additionalPromotion)!
      .children.find((c) => c.name === 'advertisements')!;
    expect(ads.items[0].links[0]).toMatchObject({ href: `/api/files/${tearSheetId}`, isFile: true });
    expect(
      (await call('GET', `/api/clientmarketing/${listingId}/report`, undefined, outsider)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/clientmarketing/${listingId}/report`, undefined, null)).statusCode).toBe(
      401,
    );
  });
  it('downloads the PDF, 404 outside the scope', async () => {
    const res = await call('GET', `/api/clientmarketing/${listingId}/report/pdf`, undefined, colleague);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await call('GET', `/api/clientmarketing/${listingId}/report/pdf`, undefined, outsider)).statusCode,
    ).toBe(404);
  });
});
