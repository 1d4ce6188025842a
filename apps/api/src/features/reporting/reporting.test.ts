import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  creditedCommission,
  MSG,
  type AbcrDetails,
  type AbcrListingRow,
  type AdvertisingReport,
  type CitReport,
  type ReportExport,
} from '@atrium/domain';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { REPORT_EXPORT_SWEEP_JOB, sweepOldExports } from './reporting.service';
import * as s from '../../db/schema';
import {
  createAdvertisement,
  createAgent,
  createAgentUser,
  createListing,
  createMarketingItem,
  createMediaOutlet,
  createOffice,
  createSpot,
  createUser,
} from '../../db/factories';

/** Reporting through HTTP: the agent CIT report (who may read it, what it counts), its export, and the export jobs. */

let t: TestApp;
let agentUser: string;
let agentId: number;
let otherAgentId: number;
let mc: string;
let farMc: string;
let staff: string;
let officeListings: number;

const RANGE = 'startDate=2026-01-01&endDate=2026-06-30';
const get = (url: string, as: string) => t.call({ method: 'GET', url, as });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const office = await createOffice(db);
  const farOffice = await createOffice(db);
  const agent = await createAgentUser(db, office.id);
  agentUser = agent.user.email;
  agentId = agent.agent.id;
  otherAgentId = (await createAgent(db, { officeId: office.id, firstName: 'Otto', lastName: 'Other' })).id;
  mc = (await createUser(db, { roles: ['marketingCoordinator'], officeIds: [office.id] })).email;
  farMc = (await createUser(db, { roles: ['marketingCoordinator'], officeIds: [farOffice.id] })).email;
  staff = (await createUser(db, { roles: ['staff'], officeIds: [office.id] })).email;

  const listing = await createListing(db, { officeId: office.id, address1: '1 Report Row' });
  for (let i = 0; i < 4; i++) await createListing(db, { officeId: office.id });
  await createListing(db, { officeId: farOffice.id });
  officeListings = 5;
  const costRow = (
    marketingItemId: number,
    over: Partial<typeof s.marketingItemAgentCosts.$inferInsert>,
  ) => ({
    marketingItemId,
    listingId: listing.id,
    agentId,
    agentName: 'Factory Agent',
    ...over,
  });
  // counted: the agent's CIT share in the range (its description looks like a formula)
  const item = await createMarketingItem(db, {
    listingId: listing.id,
    date: '2026-03-10',
    description: '=SUM(A1:A9)',
  });
  await db.insert(s.marketingItemAgentCosts).values([
    costRow(item.id, {
      cit: true,
      actualCost: 200,
      officeCost: 79.5,
      agentCost: 120.5,
      creditMemo: 'CM-1',
    }),
    costRow(item.id, { agentId: otherAgentId, agentName: 'Otto Other', cit: true, agentCost: 80 }),
  ]);
  // not counted: not CIT, and out of the range
  const notCit = await createMarketingItem(db, { listingId: listing.id, date: '2026-03-11' });
  await db.insert(s.marketingItemAgentCosts).values(costRow(notCit.id, { agentCost: 999 }));
  const old = await createMarketingItem(db, { listingId: listing.id, date: '2025-12-31' });
  await db.insert(s.marketingItemAgentCosts).values(costRow(old.id, { cit: true, agentCost: 999 }));
  // advertising: a spot booked with the agent's listing, and the agent's share of a reservation
  const outlet = await createMediaOutlet(db);
  const ad = await createAdvertisement(db, {
    mediaOutletId: outlet.id,
    name: 'Spring Glossy',
    runDate: '2026-04-02',
  });
  const spot = await createSpot(db, {
    advertisementId: ad.id,
    name: 'Full page',
    agentCost: 300,
    costPerSpot: 500,
  });
  await db.insert(s.spotAssignments).values({ spotId: spot.id, listingId: listing.id, agentId });
  const [reservation] = await db
    .insert(s.spotReservations)
    .values({ spotId: spot.id, numberOfSpotsReserved: 1, entityTypeId: 4, entityIds: [agentId] })
    .returning();
  await db.insert(s.spotReservationCosts).values({ reservationId: reservation.id, agentId, cost: 75.25 });
}, 60_000);
afterAll(() => t?.close());

describe('GET agent/{id}/citReport', () => {
  it("counts the agent's CIT marketing shares and their advertising, with totals and months", async () => {
    const res = await get(`/api/agent/${agentId}/citReport?${RANGE}`, agentUser);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<CitReport>();
    expect(report.rows.map((r) => [r.date, r.source, r.agentCost])).toEqual([
      ['2026-03-10', 'Marketing', 120.5],
      ['2026-04-02', 'Advertising', 300],
      ['2026-04-02', 'Advertising', 75.25],
    ]);
    expect(report.rows[0]).toMatchObject({ creditMemo: 'CM-1', address: '1 Report Row', actualCost: 200 });
    expect(report.totals).toEqual({ actualCost: 700, officeCost: 79.5, agentCost: 495.75 });
    expect(report.months).toHaveLength(6);
    expect(report.months[2]).toEqual({ month: '2026-03', marketing: 120.5, advertising: 0 });
    expect(report.months[3]).toEqual({ month: '2026-04', marketing: 0, advertising: 375.25 });
  });

  it('leaves out marketing or advertising when asked', async () => {
    const noAds = await get(`/api/agent/${agentId}/citReport?${RANGE}&includeAds=false`, mc);
    expect(noAds.json<CitReport>().rows.map((r) => r.source)).toEqual(['Marketing']);
    const noMarketing = await get(`/api/agent/${agentId}/citReport?${RANGE}&includeMarketing=false`, mc);
    expect(noMarketing.json<CitReport>().totals.agentCost).toBe(375.25);
  });

  it('lets an agent read only their own; reporting roles read the agents of their scope', async () => {
    expect((await get(`/api/agent/${otherAgentId}/citReport?${RANGE}`, agentUser)).statusCode).toBe(404);
    const other = await get(`/api/agent/${otherAgentId}/citReport?${RANGE}`, mc);
    expect(other.json<CitReport>().totals.agentCost).toBe(80);
    expect((await get(`/api/agent/${agentId}/citReport?${RANGE}`, farMc)).statusCode).toBe(404);
    expect((await get(`/api/agent/${agentId}/citReport?${RANGE}`, 'admin@meridian.example')).statusCode).toBe(
      200,
    );
    expect((await get(`/api/agent/${agentId}/citReport?${RANGE}`, staff)).statusCode).toBe(403);
  });

  it('refuses a range that ends before it starts, or a missing date', async () => {
    const back = await get(`/api/agent/${agentId}/citReport?startDate=2026-02-01&endDate=2026-01-01`, mc);
    expect(back.statusCode).toBe(400);
    expect(back.body).toContain(MSG.reportEndBeforeStart);
    const missing = await get(`/api/agent/${agentId}/citReport?endDate=2026-01-01`, mc);
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(MSG.required(['Start date']));
  });
});

describe('POST agent/{id}/citReportExport', () => {
  it('answers the rows as CSV, a formula-looking text kept as text', async () => {
    const res = await t.call({
      method: 'POST',
      url: `/api/agent/${agentId}/citReportExport`,
      body: { startDate: '2026-01-01', endDate: '2026-06-30', format: 'csv' },
      as: mc,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`cit-report-${agentId}-2026-01-01-2026-06-30.csv`);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^Date,Source,Description/);
    expect(lines[1]).toContain(`'=SUM(A1:A9)`);
  });
});

describe('POST agent/{id}/advertisingReport', () => {
  const YEAR = { startDate: '2026-01-01', endDate: '2026-12-31' };
  const post = (url: string, body: unknown, as: string) => t.call({ method: 'POST', url, body, as });

  beforeAll(async () => {
    // a July booking in a second outlet (outside the CIT tests' range), its edition formula-looking
    const db = t.database.db;
    const outlet = await createMediaOutlet(db, { name: 'Harbor Times' });
    const ad = await createAdvertisement(db, {
      mediaOutletId: outlet.id,
      name: 'Summer Homes',
      edition: '=HYPERLINK("x")',
      runDate: '2026-05-01',
    });
    const spot = await createSpot(db, { advertisementId: ad.id, name: 'Half page', agentCost: 410 });
    const listing = await createListing(db, {
      officeId: (await createOffice(db)).id,
      address1: '9 July Lane',
    });
    await db
      .insert(s.spotAssignments)
      .values({ spotId: spot.id, listingId: listing.id, agentId, runDate: '2026-07-15' });
  });

  it("lists the agent's booked and reserved spots with outlet, edition and cost, outlets costliest first", async () => {
    const res = await post(`/api/agent/${agentId}/advertisingReport`, YEAR, agentUser);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<AdvertisingReport>();
    expect(report.rows.map((r) => [r.date, r.kind, r.advertisement, r.spot, r.spots, r.agentCost])).toEqual([
      ['2026-04-02', 'Booked', 'Spring Glossy', 'Full page', 1, 300],
      ['2026-04-02', 'Reserved', 'Spring Glossy', 'Full page', 1, 75.25],
      ['2026-07-15', 'Booked', 'Summer Homes', 'Half page', 1, 410],
    ]);
    expect(report.rows[0]).toMatchObject({ address: '1 Report Row', edition: null });
    expect(report.rows[1]).toMatchObject({ listingId: null, address: null });
    expect(report.rows[2]).toMatchObject({ mediaOutlet: 'Harbor Times', address: '9 July Lane' });
    expect(report.totals).toEqual({ spots: 3, agentCost: 785.25, mediaOutlets: 2 });
    expect(report.outlets.map((o) => [o.mediaOutlet, o.agentCost])).toEqual([
      ['Harbor Times', 410],
      [report.rows[0].mediaOutlet, 375.25],
    ]);
    // the range bounds it: the first half of the year has the April spots only
    const spring = await post(
      `/api/agent/${agentId}/advertisingReport`,
      { startDate: '04/02/2026', endDate: '2026-06-30' },
      mc,
    );
    expect(spring.json<AdvertisingReport>().totals).toMatchObject({ spots: 2, agentCost: 375.25 });
  });

  it('lets an agent read only their own; reporting roles the agents of their scope; refuses a bad range', async () => {
    const other = await post(`/api/agent/${otherAgentId}/advertisingReport`, YEAR, mc);
    expect(other.statusCode).toBe(200);
    expect(other.json<AdvertisingReport>()).toMatchObject({ agentName: 'Otto Other', rows: [], outlets: [] });
    expect((await post(`/api/agent/${otherAgentId}/advertisingReport`, YEAR, agentUser)).statusCode).toBe(
      404,
    );
    expect((await post(`/api/agent/${agentId}/advertisingReport`, YEAR, farMc)).statusCode).toBe(404);
    expect((await post(`/api/agent/${agentId}/advertisingReport`, YEAR, staff)).statusCode).toBe(403);
    const back = await post(
      `/api/agent/${agentId}/advertisingReport`,
      { startDate: '2026-02-01', endDate: '2026-01-01' },
      mc,
    );
    expect(back.statusCode).toBe(400);
    expect(back.body).toContain(MSG.reportEndBeforeStart);
    const extra = await post(`/api/agent/${agentId}/advertisingReport`, { ...YEAR, format: 'csv' }, mc);
    expect(extra.statusCode).toBe(400);
  });

  it('exports the rows as XLSX and CSV, a formula-looking edition kept as text', async () => {
    const xlsx = await post(`/api/agent/${agentId}/advertisingReportExport`, YEAR, mc);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain(
      `advertising-report-${agentId}-2026-01-01-2026-12-31.xlsx`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Advertising report')!;
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).getCell(3).value).toBe('Media outlet');
    expect(sheet.getRow(4).getCell(5).value).toBe(`'=HYPERLINK("x")`);
    const csv = await post(
      `/api/agent/${agentId}/advertisingReportExport`,
      { ...YEAR, format: 'csv' },
      agentUser,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toContain(`'=HYPERLINK`);
    expect(
      (await post(`/api/agent/${otherAgentId}/advertisingReportExport`, YEAR, agentUser)).statusCode,
    ).toBe(404);
  });
});

describe('ABCR (POST listing/abcrdetails, abcrlistingdetails, abcrexport)', () => {
  const YEAR = { startDate: '2026-01-01', endDate: '2026-12-31' };
  const post = (url: string, body: unknown, as: string) => t.call({ method: 'POST', url, body, as });
  let abcrMc: string;
  let ana: number;
  let ben: number;
  let house: number;

  beforeAll(async () => {
    // an office of its own, so the export jobs' counts below stay as they are
    const db = t.database.db;
    const office = (await createOffice(db)).id;
    const elsewhere = (await createOffice(db)).id;
    abcrMc = (await createUser(db, { roles: ['marketingCoordinator'], officeIds: [office] })).email;
    ana = (await createAgent(db, { officeId: office, firstName: 'Ana', lastName: 'Closer' })).id;
    ben = (await createAgent(db, { officeId: office, firstName: '=Ben', lastName: 'Split' })).id;
    const sold = { officeId: office, listingStatusId: 4 };
    house = (
      await createListing(db, {
        ...sold,
        address1: '1 Closing Way',
        soldPrice: 1_000_000,
        currentPrice: 1_100_000,
        closedDate: '2026-03-01',
        listingCommission: 3,
        listingCommissionType: 1,
        buyerCommission: 25_000,
        buyerCommissionType: 2,
        agents: [
          { agentId: ana, sideTypeId: 1, split: 50 },
          { agentId: ben, sideTypeId: 1, split: 50 },
          { agentId: ben, sideTypeId: 2 },
        ],
      })
    ).id;
    // a rental leased without a sold price (its current price counts), the buyer commission not offered
    await createListing(db, {
      ...sold,
      listingType: 'Rental',
      currentPrice: 12_000,
      closedDate: '2026-05-01',
      listingCommission: 2.5,
      buyerCommission: 1,
      buyerCommissionType: 3,
      agents: [
        { agentId: ana, sideTypeId: 1 },
        { agentId: ben, sideTypeId: 2 },
      ],
    });
    // not counted: closed before the range, not sold, or outside the coordinator's offices
    await createListing(db, {
      ...sold,
      soldPrice: 5,
      closedDate: '2025-12-31',
      agents: [{ agentId: ana, sideTypeId: 1 }],
    });
    await createListing(db, {
      officeId: office,
      listingStatusId: 1,
      soldPrice: 5,
      closedDate: '2026-02-01',
      agents: [{ agentId: ana, sideTypeId: 1 }],
    });
    await createListing(db, {
      officeId: elsewhere,
      listingStatusId: 4,
      soldPrice: 7_000_000,
      closedDate: '2026-02-01',
      agents: [{ agentId: ana, sideTypeId: 1 }],
    });
  });

  it('orders equal volumes by name, page after page', async () => {
    const db = t.database.db;
    const office = (await createOffice(db)).id;
    const mc = (await createUser(db, { roles: ['marketingCoordinator'], officeIds: [office] })).email;
    const agent = async (firstName: string) =>
      (await createAgent(db, { officeId: office, firstName, lastName: 'Tie' })).id;
    const [cy, ada, bo, top] = [await agent('Cy'), await agent('Ada'), await agent('Bo'), await agent('Zed')];
    for (const [agentId, soldPrice] of [
      [cy, 400_000],
      [ada, 400_000],
      [bo, 400_000],
      [top, 900_000],
    ])
      await createListing(db, {
        officeId: office,
        listingStatusId: 4,
        soldPrice,
        closedDate: '2026-06-01',
        agents: [{ agentId, sideTypeId: 1 }],
      });
    const pageOf = async (currentPage: number, itemsPerPage: number) =>
      (
        await post('/api/listing/abcrdetails', { ...YEAR, currentPage, itemsPerPage }, mc)
      ).json<AbcrDetails>();
    const all = [top, ada, bo, cy];
    expect((await pageOf(1, 10)).rows.map((r) => r.agentId)).toEqual(all);
    for (let p = 1; p <= 4; p++)
      expect((await pageOf(p, 1)).rows.map((r) => r.agentId)).toEqual([all[p - 1]]);
    expect((await pageOf(2, 2)).rows.map((r) => r.agentId)).toEqual([bo, cy]);
  });

  it("credits each agent's sides on listings closed in the range with volume and commission by split", async () => {
    const res = await post('/api/listing/abcrdetails', YEAR, abcrMc);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<AbcrDetails>();
    const anaVolume = 500_000 + 12_000;
    const anaCommission =
      creditedCommission(1_000_000, 3, 1, 50) + creditedCommission(12_000, 2.5, null, 100);
    const benVolume = 500_000 + 1_000_000 + 12_000;
    const benCommission =
      creditedCommission(1_000_000, 3, 1, 50) + creditedCommission(1_000_000, 25_000, 2, 100) + 0;
    expect(report.rows).toEqual([
      expect.objectContaining({
        agentId: ben,
        listingSides: 1,
        saleSides: 2,
        volume: benVolume,
        commission: benCommission,
      }),
      expect.objectContaining({
        agentId: ana,
        listingSides: 2,
        saleSides: 0,
        volume: anaVolume,
        commission: anaCommission,
      }),
    ]);
    expect(report.totals).toEqual({
      sides: 5,
      volume: anaVolume + benVolume,
      commission: anaCommission + benCommission,
    });
    // a page at a time, the totals of every page
    const second = (
      await post('/api/listing/abcrdetails', { ...YEAR, currentPage: 2, itemsPerPage: 1 }, abcrMc)
    ).json<AbcrDetails>();
    expect(second.rows.map((r) => r.agentId)).toEqual([ana]);
    expect(second).toMatchObject({ totalRecords: 2, totals: report.totals });
    // past the last page: no rows, the same count and totals; a range without closings: zeros
    const past = (
      await post('/api/listing/abcrdetails', { ...YEAR, currentPage: 3, itemsPerPage: 1 }, abcrMc)
    ).json<AbcrDetails>();
    expect(past).toMatchObject({ rows: [], totalRecords: 2, totals: report.totals });
    const none = (
      await post('/api/listing/abcrdetails', { startDate: '2020-01-01', endDate: '2020-12-31' }, abcrMc)
    ).json<AbcrDetails>();
    expect(none).toMatchObject({ rows: [], totalRecords: 0, totals: { sides: 0, volume: 0, commission: 0 } });
    // rentals only
    const rentals = (
      await post('/api/listing/abcrdetails', { ...YEAR, businessPurposeTypeId: 2 }, abcrMc)
    ).json<AbcrDetails>();
    expect(rentals.totals).toEqual({ sides: 2, volume: 24_000, commission: 300 });
    // a system admin sees the other office's sale too
    const all = await post(
      '/api/listing/abcrlistingdetails',
      { ...YEAR, agentId: ana },
      'admin@meridian.example',
    );
    expect(all.json<AbcrListingRow[]>().map((r) => r.volume)).toEqual([12_000, 500_000, 7_000_000]);
  });

  it("lists the sides behind an agent's row, the latest closed first", async () => {
    const res = await post('/api/listing/abcrlistingdetails', { ...YEAR, agentId: ben }, abcrMc);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json<AbcrListingRow[]>();
    expect(rows.map((r) => [r.closedDate, r.side, r.split, r.volume, r.commission])).toEqual([
      ['2026-05-01', 'Sale', 100, 12_000, 0],
      ['2026-03-01', 'Listing', 50, 500_000, 15_000],
      ['2026-03-01', 'Sale', 100, 1_000_000, 25_000],
    ]);
    expect(rows[1]).toMatchObject({
      listingId: house,
      address: '1 Closing Way',
      price: 1_000_000,
      listingType: 'Sale',
    });
  });

  it('exports the agents as a file, guarded; refuses other roles, a bad range and unknown fields', async () => {
    const csv = await post('/api/listing/abcrexport', { ...YEAR, format: 'csv' }, abcrMc);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toContain('abcr-2026-01-01-2026-12-31.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('Agent,Name,Office,Listing sides,Sale sides,Volume,Commission');
    expect(lines[1]).toContain(`'=Ben Split`);
    expect((await post('/api/listing/abcrdetails', YEAR, agentUser)).statusCode).toBe(403);
    expect((await post('/api/listing/abcrdetails', YEAR, staff)).statusCode).toBe(403);
    const back = await post(
      '/api/listing/abcrdetails',
      { startDate: '2026-02-01', endDate: '2026-01-01' },
      abcrMc,
    );
    expect(back.statusCode).toBe(400);
    expect(back.body).toContain(MSG.reportEndBeforeStart);
    expect((await post('/api/listing/abcrdetails', { ...YEAR, officeId: 1 }, abcrMc)).statusCode).toBe(400);
    expect((await post('/api/listing/abcrlistingdetails', YEAR, abcrMc)).statusCode).toBe(400);
  });
});

async function finishedExport(id: number, as: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const row = (await get(`/api/reporting/exports/${id}`, as)).json<ReportExport>();
    if (row.state === 'done' || row.state === 'failed') return row;
    if (Date.now() > deadline) throw new Error(`export ${id} still ${row.state}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('export jobs (POST reporting/exports)', () => {
  it('streams the listings of the scope to a file, counting them, for the one who asked only', async () => {
    const start = await t.call({
      method: 'POST',
      url: '/api/reporting/exports',
      body: { kind: 'listings' },
      as: mc,
    });
    expect(start.statusCode, start.body).toBe(201);
    const queued = start.json<ReportExport>();
    expect(queued).toMatchObject({ kind: 'listings', format: 'xlsx', state: 'queued', rowsDone: 0 });
    const done = await finishedExport(queued.id, mc);
    expect(done).toMatchObject({
      state: 'done',
      rowsDone: officeListings,
      rowsTotal: officeListings,
      error: null,
    });
    expect(done.fileName).toMatch(/^listings-\d{4}-\d{2}-\d{2}\.xlsx$/);

    const file = await get(`/api/reporting/exports/${queued.id}/file`, mc);
    expect(file.statusCode).toBe(200);
    expect(Number(file.headers['content-length'])).toBe(done.sizeBytes);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Listings')!;
    expect(sheet.rowCount).toBe(officeListings + 1);
    expect(sheet.getRow(1).getCell(1).value).toBe('Listing');

    const list = (await get('/api/reporting/exports', mc)).json<ReportExport[]>();
    expect(list[0].id).toBe(queued.id);
    expect((await get(`/api/reporting/exports/${queued.id}`, farMc)).statusCode).toBe(404);
    expect((await get(`/api/reporting/exports/${queued.id}/file`, farMc)).statusCode).toBe(404);
    expect((await get('/api/reporting/exports', agentUser)).statusCode).toBe(403);
  });

  it('writes CSV too, and refuses an unknown kind', async () => {
    const start = await t.call({
      method: 'POST',
      url: '/api/reporting/exports',
      body: { kind: 'listings', format: 'csv' },
      as: farMc,
    });
    const done = await finishedExport(start.json<ReportExport>().id, farMc);
    const csv = (await get(`/api/reporting/exports/${done.id}/file`, farMc)).body;
    expect(
      csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(2);
    const bad = await t.call({
      method: 'POST',
      url: '/api/reporting/exports',
      body: { kind: 'agents' },
      as: mc,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('removes exports finished more than 7 days ago, file and record, in the nightly sweep', async () => {
    const make = async () => {
      const start = await t.call({
        method: 'POST',
        url: '/api/reporting/exports',
        body: { kind: 'listings' },
        as: mc,
      });
      return finishedExport(start.json<ReportExport>().id, mc);
    };
    const old = await make();
    const recent = await make();
    const [{ storageKey }] = await t.database.db
      .select({ storageKey: s.reportExports.storageKey })
      .from(s.reportExports)
      .where(eq(s.reportExports.id, old.id));
    await t.database.db
      .update(s.reportExports)
      .set({ finishedAt: new Date(Date.now() - 8 * 86_400_000).toISOString() })
      .where(eq(s.reportExports.id, old.id));
    expect(t.ctx.jobs.registeredNames()).toContain(REPORT_EXPORT_SWEEP_JOB);

    expect(await sweepOldExports({ db: t.database.db, storage: t.ctx.storage })).toBe(1);
    expect(await t.ctx.storage.head(storageKey!)).toBeNull();
    expect((await get(`/api/reporting/exports/${old.id}`, mc)).statusCode).toBe(404);
    expect((await get(`/api/reporting/exports/${recent.id}/file`, mc)).statusCode).toBe(200);
    expect((await get('/api/reporting/exports', mc)).json<ReportExport[]>().map((e) => e.id)).not.toContain(
      old.id,
    );
  });
});

describe('website reports (showcaseSite/websiteReport, agent/websiteReport)', () => {
  const post = (url: string, as: string, body: Record<string, unknown>) =>
    t.call({ method: 'POST', url, as, body });
  const lines = (body: string) => body.trim().split('\r\n');
  let seen: number;
  let quiet: number;
  let other: number;
  let far: number;

  beforeAll(async () => {
    const db = t.database.db;
    const [{ officeId }] = await db
      .select({ officeId: s.agents.officeId })
      .from(s.agents)
      .where(eq(s.agents.id, agentId));
    const farOfficeId = (await createOffice(db)).id;
    const L = (over: Omit<Parameters<typeof createListing>[1], 'officeId'>) =>
      createListing(db, { ...over, officeId: officeId! });
    seen = (await L({ address1: '5 Web Lane', agents: [{ agentId, sideTypeId: 1 }] })).id;
    quiet = (await L({ address1: '6 Quiet Lane', agents: [{ agentId, sideTypeId: 2 }] })).id;
    other = (await L({ address1: '7 Other Lane', agents: [{ agentId: otherAgentId, sideTypeId: 1 }] })).id;
    far = (await createListing(db, { officeId: farOfficeId, address1: '8 Far Lane' })).id;
    await db.insert(s.showcasePageViews).values([
      { listingId: seen, day: '2026-05-01', views: 30 },
      { listingId: seen, day: '2026-05-02', views: 12 },
      { listingId: seen, day: '2025-05-02', views: 500 }, // out of the range
      { listingId: quiet, day: '2025-06-01', views: 9 }, // out of the range
      { listingId: other, day: '2026-04-01', views: 100 },
      { listingId: far, day: '2026-04-01', views: 7 },
    ]);
    await db.insert(s.viewsOnWebSites).values([
      {
        listingId: seen,
        siteName: 'Zillow',
        deepLink: 'https://z.example/1',
        totalViews: 200,
        entryDate: '2026-02-01',
      },
      {
        listingId: seen,
        siteName: 'Trulia',
        deepLink: 'https://t.example/1',
        totalViews: 5,
        entryDate: '2026-03-01',
      },
    ]);
  });

  it('lists the listings of the scope seen on the web in the range, most viewed first', async () => {
    const res = await post('/api/showcaseSite/websiteReport', mc, {
      startDate: '2026-01-01',
      endDate: '2026-06-30',
      format: 'csv',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('website-report-2026-01-01-2026-06-30.csv');
    const [header, ...rows] = lines(res.body);
    expect(header).toBe(
      'Listing,Address,City,State,Status,Office,Showcase page views,Other sites,Other sites views,Total views',
    );
    const byId = rows.map((r) => r.split(',')[0]);
    // 5 Web Lane (42 + 205) before 7 Other Lane (100); the far office's listing and the quiet one are not there
    expect(byId).toEqual([String(seen), String(other)]);
    expect(rows[0]).toMatch(/,42,2,205,247$/);
    // the system admin sees the far office too
    const all = await post('/api/showcaseSite/websiteReport', 'admin@meridian.example', {
      startDate: '2026-01-01',
      endDate: '2026-06-30',
      format: 'csv',
    });
    expect(lines(all.body).map((r) => r.split(',')[0])).toContain(String(far));
    const xlsx = await post('/api/showcaseSite/websiteReport', mc, {
      startDate: '2026-01-01',
      endDate: '2026-06-30',
    });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });

  it("narrows to one agent's listings, the agent in the caller's scope", async () => {
    const body = { agentId, startDate: '2026-01-01', endDate: '2026-06-30', format: 'csv' };
    const mine = await post('/api/agent/websiteReport', agentUser, body);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(
      lines(mine.body)
        .slice(1)
        .map((r) => r.split(',')[0]),
    ).toEqual([String(seen)]);
    expect((await post('/api/agent/websiteReport', mc, body)).statusCode).toBe(200);
    expect((await post('/api/agent/websiteReport', farMc, body)).statusCode).toBe(404);
    expect(
      (await post('/api/agent/websiteReport', agentUser, { ...body, agentId: otherAgentId })).statusCode,
    ).toBe(404);
    expect((await post('/api/agent/websiteReport', staff, body)).statusCode).toBe(403);
  });

  it('refuses a range that ends before it starts, a missing date and unknown fields', async () => {
    const bad = await post('/api/showcaseSite/websiteReport', mc, {
      startDate: '2026-06-30',
      endDate: '2026-01-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(MSG.reportEndBeforeStart);
    expect((await post('/api/showcaseSite/websiteReport', mc, { endDate: '2026-01-01' })).statusCode).toBe(
      400,
    );
    expect(
      (
        await post('/api/showcaseSite/websiteReport', mc, {
          startDate: '2026-01-01',
          endDate: '2026-01-02',
          x: 1,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await post('/api/showcaseSite/websiteReport', agentUser, {
          startDate: '2026-01-01',
          endDate: '2026-01-02',
        })
      ).statusCode,
    ).toBe(403);
  });
});
