import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, type MarketingListingAgent, type MarketingSearchResult } from '@atrium/domain';
import { rowsOf } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  createAgent,
  createAgentUser,
  createListing,
  createMarketingItem,
  createOffice,
  createUser,
} from '../../db/factories';

/** Other marketing through HTTP: the search in scope, additional marketing entries, delete, export. */

let t: TestApp;
let agentUser: string;
let mc: string;
let cme: string;
let guest: string;
let outsider: string;
let listingId: number;
let otherListingId: number;
let agentId: number;
let coAgentId: number;
let officeId: number;
const TAG = `OM${Date.now().toString(36)}`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const office = await createOffice(db);
  const other = await createOffice(db);
  officeId = office.id;
  const a = await createAgentUser(db, office.id);
  agentUser = a.user.email;
  agentId = a.agent.id;
  coAgentId = (await createAgent(db, { officeId: office.id, firstName: 'Cora', lastName: 'Co' })).id;
  const b = await createAgentUser(db, other.id);
  outsider = b.user.email;
  mc = (await createUser(db, { roles: ['marketingCoordinator'], officeIds: [office.id] })).email;
  cme = (await createUser(db, { roles: ['corporateMarketingEmployee'], officeIds: [other.id] })).email;
  guest = (await createUser(db, { roles: ['guest'], officeIds: [office.id] })).email;
  listingId = (
    await createListing(db, {
      officeId: office.id,
      title: `${TAG} Cliff House`,
      agents: [
        { agentId: a.agent.id, sideTypeId: 1 },
        { agentId: coAgentId, sideTypeId: 1 },
      ],
    })
  ).id;
  otherListingId = (
    await createListing(db, {
      officeId: other.id,
      title: `${TAG} Far House`,
      agents: [{ agentId: b.agent.id, sideTypeId: 1 }],
    })
  ).id;
  await createMarketingItem(db, {
    listingId,
    marketingTypeId: 14,
    description: `${TAG} Vogue ad`,
    date: '2026-03-01',
  });
  await createMarketingItem(db, {
    listingId: otherListingId,
    marketingTypeId: 12,
    description: `${TAG} Far mailing`,
    date: '2026-04-01',
  });
}, 60_000);
afterAll(() => t?.close());

const call = (method: string, url: string, body?: unknown, as = mc) => t.call({ method, url, body, as });
const cost = (over: Record<string, unknown> = {}) => ({
  listingId,
  agentId,
  agentName: 'typed by the form',
  actualCost: 300,
  officeCost: 100,
  agentCost: 200,
  ...over,
});
const entry = (over: Record<string, unknown> = {}) => ({
  marketingTypeId: 16,
  additionalPromotionId: 10,
  date: '2026-05-02',
  description: `${TAG} Brochure`,
  billingCode: 'MKT-7',
  agentMarketingCosts: [cost(), cost({ agentId: coAgentId })],
  ...over,
});
const search = async (body: Record<string, unknown> = {}, as = mc) => {
  const res = await call('POST', '/api/Marketing/search', { text: TAG, ...body }, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MarketingSearchResult;
};

describe('other marketing', () => {
  it('answers the agents of a listing in sight', async () => {
    const res = await call('GET', `/api/Marketing/listing/${listingId}/agents`);
    expect(res.statusCode).toBe(200);
    const agents = res.json() as MarketingListingAgent[];
    expect(agents.map((a) => a.agentId)).toEqual([agentId, coAgentId]);
    expect(agents[1]).toEqual({ listingId, agentId: coAgentId, agentName: 'Cora Co' });
    expect((await call('GET', `/api/Marketing/listing/${otherListingId}/agents`)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/Marketing/listing/${listingId}/agents`, undefined, guest)).statusCode,
    ).toBe(403);
  });

  it('creates an additional marketing entry with agent costs and updates it', async () => {
    const res = await call('POST', '/api/marketing', entry());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MSG.marketingCreated);
    const id = res.json().id as number;
    const [row] = (await search({ marketingTypeId: 16 })).results;
    expect(row).toMatchObject({
      id,
      listingId,
      listingTitle: `${TAG} Cliff House`,
      additionalPromotionId: 10,
      additionalPromotionName: 'Featured Placement',
      billingCode: 'MKT-7',
      actualCost: 600,
      officeCost: 200,
      agentCost: 400,
      cit: false,
    });
    expect(row.agentMarketingCosts.map((c) => c.agentName)).toEqual([
      expect.stringContaining('Fay'),
      'Cora Co',
    ]);

    const upd = await call(
      'POST',
      '/api/marketing',
      entry({
        id,
        description: `${TAG} Brochure v2`,
        agentMarketingCosts: [cost({ cit: true, creditMemo: 'Full', agentPaid: true })],
      }),
      agentUser,
    );
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toEqual({ id, message: MSG.otherMarketingUpdated });
    const [after] = (await search({ marketingTypeId: 16 })).results;
    expect(after).toMatchObject({
      description: `${TAG} Brochure v2`,
      actualCost: 300,
      cit: true,
      isAgentPaid: true,
    });
    expect(after.agentMarketingCosts).toHaveLength(1);
    const audits = rowsOf<{ action: string }>(
      await t.database.db.execute(
        sql`select action from audits where entity_type = 'listing' and entity_id = ${listingId} order by id`,
      ),
    );
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['marketing.add', 'marketing.update']),
    );
  });

  it('refuses an entry without an agent, a CIT row without agent cost and credit memo, strangers', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [entry({ agentMarketingCosts: [] }), MSG.additionalMarketingAgentRequired],
      [
        entry({ agentMarketingCosts: [cost({ cit: true, agentCost: null })] }),
        MSG.additionalMarketingCitRule,
      ],
      [entry({ agentMarketingCosts: [cost({ cit: true, creditMemo: '' })] }), MSG.additionalMarketingCitRule],
      [entry({ billingCode: '' }), MSG.required(['Billing Code'])],
      [entry({ additionalPromotionId: 14 }), MSG.required(['Additional promotion type'])],
      [entry({ agentMarketingCosts: [cost({ agentId: 999999 })] }), MSG.invalidId],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/marketing', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    const far = entry({ agentMarketingCosts: [cost({ listingId: otherListingId })] });
    expect((await call('POST', '/api/marketing', far)).statusCode).toBe(404);
    expect((await call('POST', '/api/marketing', entry(), guest)).statusCode).toBe(403);
    expect((await call('POST', '/api/marketing', entry({ id: 999999 }))).statusCode).toBe(404);
  });

  it('searches only listings in scope, by type, dates, agent, office and text', async () => {
    expect((await search()).results.map((r) => r.description).sort()).toEqual([
      `${TAG} Brochure v2`,
      `${TAG} Vogue ad`,
    ]);
    expect((await search({}, outsider)).results.map((r) => r.description)).toEqual([`${TAG} Far mailing`]);
    expect((await search({}, cme)).results.map((r) => r.description)).toEqual([`${TAG} Far mailing`]);
    expect((await search({}, 'admin@meridian.example')).totalRecords).toBe(3);
    expect((await search({ marketingTypeId: 14 })).results.map((r) => r.description)).toEqual([
      `${TAG} Vogue ad`,
    ]);
    expect((await search({ marketingTypeId: 1 })).totalRecords).toBe(2);
    expect((await search({ fromDate: '2026-04-01', toDate: '2026-12-31' })).totalRecords).toBe(1);
    expect((await search({ agentId: coAgentId })).totalRecords).toBe(2);
    expect((await search({ officeId })).totalRecords).toBe(2);
    expect((await search({ text: `${TAG} Vogue` })).totalRecords).toBe(1);
    const page = await search({ pageSize: 1, sortColumn: 'date', sortDirection: 'asc' });
    expect(page.totalRecords).toBe(2);
    expect(page.results.map((r) => r.description)).toEqual([`${TAG} Vogue ad`]);
    const latest = await search({ pageSize: 1, sortColumn: 'date', sortDirection: 'desc' });
    expect(latest.results.map((r) => r.description)).toEqual([`${TAG} Brochure v2`]);
    expect((await call('POST', '/api/Marketing/search', {}, guest)).statusCode).toBe(403);
  });

  it('exports the search as XLSX, a line per agent cost, formulas guarded', async () => {
    const res0 = await call(
      'POST',
      '/api/marketing',
      entry({ description: `@SUM(A1) ${TAG}`, agentMarketingCosts: [cost({ agentId: coAgentId })] }),
    );
    expect(res0.statusCode, res0.body).toBe(200);
    const res = await call('PUT', '/api/Marketing/search/export', { text: TAG });
    expect(res.statusCode).toBe(200);
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(4).value).toBe('Description');
    const descriptions = sheet.getColumn(4).values.slice(2);
    expect(descriptions).toContain(`'@SUM(A1) ${TAG}`);
    expect(descriptions).not.toContain(`${TAG} Far mailing`);
    expect(sheet.getColumn(8).values).toContain('Cora Co');
    const csv = await call('PUT', '/api/Marketing/search/export', { text: TAG, format: 'csv' });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`'@SUM(A1) ${TAG}`);
    expect((await call('PUT', '/api/Marketing/search/export', { format: 'pdf' })).statusCode).toBe(400);
  });

  it("answers a listing's marketing with agent costs, only when the listing is in sight", async () => {
    const res = await call('GET', `/api/listing/${listingId}/marketing`, undefined, agentUser);
    expect(res.statusCode).toBe(200);
    const items = res.json() as MarketingSearchResult['results'];
    expect(items.map((i) => i.description)).toContain(`${TAG} Vogue ad`);
    expect(items.find((i) => i.additionalPromotionId != null)?.agentMarketingCosts.length).toBeGreaterThan(0);
    expect((await call('GET', `/api/listing/${listingId}/marketing`, undefined, outsider)).statusCode).toBe(
      404,
    );
  });

  it('deletes an item on a listing in sight', async () => {
    const [vogue] = (await search({ marketingTypeId: 14 })).results;
    expect((await call('DELETE', `/api/marketing/${vogue.id}/details`, undefined, outsider)).statusCode).toBe(
      404,
    );
    const res = await call('DELETE', `/api/marketing/${vogue.id}/details`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.marketingDeleted });
    expect((await call('DELETE', `/api/marketing/${vogue.id}/details`)).statusCode).toBe(404);
    expect((await search({ marketingTypeId: 14 })).totalRecords).toBe(0);
  });
});
