import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lastTwelveMonths,
  MSG,
  type AgentGoal,
  type AgentProduction,
  type AgentSchedule,
} from '@atrium/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createAgent, createListing, createOffice, createUser } from '../../db/factories';
import { todayIso } from '../../lib/today';

/** Agent goals and business figures through HTTP: who may read and write, and the figures. */

let t: TestApp;
let agentA: number; // the signed-in agent's own id (office 1)
let agentB: number; // a second id of the same agent
let agentX: number; // another agent in the same office
let agentY: number; // an agent of another office
let agent: string;
let other: string;
let bm: string;
let bmElsewhere: string;
let staff: string;
const ADMIN = 'admin@meridian.example';
const YEAR = 2025;
const today = todayIso();
const thisYear = Number(today.slice(0, 4));
const ago = (months: number, day = 10) =>
  `${lastTwelveMonths(today)[11 - months]}-${String(day).padStart(2, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const office = await createOffice(db);
  const office2 = await createOffice(db);
  agentA = (await createAgent(db, { officeId: office.id })).id;
  agentB = (await createAgent(db, { officeId: office.id })).id;
  agentX = (await createAgent(db, { officeId: office.id })).id;
  agentY = (await createAgent(db, { officeId: office2.id })).id;
  agent = (await createUser(db, { roles: ['agent'], officeIds: [office.id], agentIds: [agentA, agentB] }))
    .email;
  other = (await createUser(db, { roles: ['agent'], officeIds: [office.id], agentIds: [agentX] })).email;
  bm = (await createUser(db, { roles: ['branchManager'], officeIds: [office.id] })).email;
  bmElsewhere = (await createUser(db, { roles: ['branchManager'], officeIds: [office2.id] })).email;
  staff = (await createUser(db, { roles: ['staff'], officeIds: [office.id] })).email;

  const L = (over: Parameters<typeof createListing>[1]) => createListing(db, over);
  const side = (agentId: number, sideTypeId: 1 | 2, split = 100) => ({ agentId, sideTypeId, split });
  // 2025: listed in Feb, under contract in Apr, sold in Jun at 2,000,000 on the list side
  await L({
    officeId: office.id,
    listingStatusId: 4,
    listingDate: '2025-02-03',
    contractDate: '2025-04-10',
    closedDate: '2025-06-20',
    currentPrice: 2_100_000,
    soldPrice: 2_000_000,
    agents: [side(agentA, 1)],
  });
  // 2025: sold in Jun, agent on both sides (two deals), half split on the sale side; no sold price
  await L({
    officeId: office.id,
    listingStatusId: 4,
    listingDate: '2024-11-01',
    contractDate: '2025-05-02',
    closedDate: '2025-06-25',
    currentPrice: 1_000_000,
    soldPrice: null,
    agents: [side(agentA, 1), side(agentA, 2, 50)],
  });
  // 2025: active, listed in Feb; a pending one under contract in Sep
  await L({ officeId: office.id, listingStatusId: 1, listingDate: '2025-02-14', agents: [side(agentA, 1)] });
  await L({
    officeId: office.id,
    listingStatusId: 3,
    listingDate: '2025-08-01',
    contractDate: '2025-09-09',
    agents: [side(agentA, 1)],
  });
  // not counted: deleted and draft listings, another agent's sale
  await L({ officeId: office.id, listingStatusId: 6, listingDate: '2025-02-01', agents: [side(agentA, 1)] });
  await L({ officeId: office.id, listingStatusId: 8, listingDate: '2025-03-01', agents: [side(agentA, 1)] });
  await L({
    officeId: office.id,
    listingStatusId: 4,
    listingDate: '2025-01-01',
    closedDate: '2025-06-01',
    soldPrice: 9_000_000,
    agents: [side(agentX, 1)],
  });
  // the last twelve months: a sale two months ago and one thirteen months ago (outside)
  const thirteenAgo = `${Number(ago(0).slice(0, 4)) - 1}-${ago(0).slice(5, 7)}-01`;
  await L({
    officeId: office.id,
    listingStatusId: 4,
    listingDate: ago(3),
    closedDate: ago(2),
    soldPrice: 500_000,
    agents: [side(agentB, 1)],
  });
  await L({
    officeId: office.id,
    listingStatusId: 4,
    listingDate: thirteenAgo,
    closedDate: thirteenAgo,
    soldPrice: 700_000,
    agents: [side(agentB, 1)],
  });
}, 60_000);
afterAll(() => t?.close());

const call = (method: string, url: string, as: string, body?: unknown, headers?: Record<string, string>) =>
  t.call({ method, url, as, body, headers });
const goalBody = (over: Record<string, unknown> = {}) => ({
  year: YEAR,
  salesVolumeGoal: 5_000_000,
  closedDealsGoal: 10,
  newListingsGoal: 4,
  ...over,
});

describe('agent goals', () => {
  let goal: AgentGoal;

  it('lets an agent create a goal for their own agent id, once a year', async () => {
    const res = await call('POST', `/api/agent/${agentA}/goal`, agent, goalBody());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MSG.agentGoalSaved);
    goal = res.json().goal;
    expect(goal).toMatchObject({ agentId: agentA, year: YEAR, salesVolumeGoal: 5_000_000, version: 1 });
    const again = await call('POST', `/api/agent/${agentA}/goal`, agent, goalBody());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.goalYearTaken);
    // the same year for the agent's second id is another goal
    expect((await call('POST', `/api/Agent/${agentB}/GOAL`, agent, goalBody())).statusCode).toBe(200);
  });

  it('reads goals by agent and by year', async () => {
    const list = await call('GET', `/api/agent/${agentA}/goals`, agent);
    expect(list.statusCode).toBe(200);
    expect((list.json() as AgentGoal[]).map((g) => g.year)).toEqual([YEAR]);
    const ofYear = await call('GET', `/api/agent/${agentA}/goals/${YEAR}`, agent);
    expect(ofYear.json()).toMatchObject({ id: goal.id, closedDealsGoal: 10 });
    const none = await call('GET', `/api/agent/${agentA}/goals/2030`, agent);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    expect((await call('GET', `/api/agent/${agentA}/goals/1999`, agent)).statusCode).toBe(400);
  });

  it('updates with the version, refusing a stale one and a taken year', async () => {
    const res = await call(
      'PUT',
      `/api/agent/${agentA}/goal/${goal.id}`,
      agent,
      goalBody({ closedDealsGoal: 12 }),
      {
        'if-match': 'W/"1"',
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: MSG.agentGoalSaved,
      goal: { closedDealsGoal: 12, version: 2 },
    });
    const stale = await call('PUT', `/api/agent/${agentA}/goal/${goal.id}`, agent, goalBody(), {
      'if-match': 'W/"1"',
    });
    expect(stale.statusCode).toBe(412);
    await call('POST', `/api/agent/${agentA}/goal`, agent, goalBody({ year: 2026 }));
    const taken = await call('PUT', `/api/agent/${agentA}/goal/${goal.id}`, agent, goalBody({ year: 2026 }));
    expect(taken.statusCode).toBe(409);
    // a goal of another agent id is not found under this one
    expect((await call('PUT', `/api/agent/${agentB}/goal/${goal.id}`, agent, goalBody())).statusCode).toBe(
      404,
    );
  });

  it('refuses bad figures and unknown fields with the sentence', async () => {
    const neg = await call(
      'POST',
      `/api/agent/${agentA}/goal`,
      agent,
      goalBody({ year: 2027, salesVolumeGoal: -5 }),
    );
    expect(neg.statusCode).toBe(400);
    expect(neg.json().message).toBe(MSG.goalFigureRange('Sales volume goal'));
    const big = await call(
      'POST',
      `/api/agent/${agentA}/goal`,
      agent,
      goalBody({ year: 2027, newListingsGoal: 2147483648 }),
    );
    expect(big.statusCode).toBe(400);
    const year = await call('POST', `/api/agent/${agentA}/goal`, agent, goalBody({ year: 2101 }));
    expect(year.json().message).toBe(MSG.goalYearRange);
    expect(
      (await call('POST', `/api/agent/${agentA}/goal`, agent, { ...goalBody({ year: 2027 }), agentId: 1 }))
        .statusCode,
    ).toBe(400);
  });

  it("keeps other agents' goals from an agent, and lets the office's branch manager and the admin read", async () => {
    expect((await call('GET', `/api/agent/${agentA}/goals`, other)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/agent/${agentA}/goal`, other, goalBody({ year: 2028 }))).statusCode,
    ).toBe(404);
    expect((await call('PUT', `/api/agent/${agentA}/goal/${goal.id}`, other, goalBody())).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/agent/${agentA}/goals`, bm)).statusCode).toBe(200);
    expect((await call('GET', `/api/agent/${agentA}/goals`, ADMIN)).statusCode).toBe(200);
    expect((await call('GET', `/api/agent/${agentA}/goals`, bmElsewhere)).statusCode).toBe(404);
    expect((await call('GET', `/api/agent/${agentA}/goals`, staff)).statusCode).toBe(403);
    // reading is not writing
    expect((await call('POST', `/api/agent/${agentA}/goal`, bm, goalBody({ year: 2028 }))).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', `/api/agent/${agentA}/goal`, ADMIN, goalBody({ year: 2028 }))).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/agent/999999/goals`, ADMIN)).statusCode).toBe(404);
  });
});

describe('business figures', () => {
  it('schedules listings by month: listed, under contract, closed', async () => {
    const res = await call('GET', `/api/agent/schedule?agentId=${agentA}&year=${YEAR}`, agent);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json() as AgentSchedule;
    expect(s.months).toHaveLength(12);
    const m = (n: number) => s.months[n - 1]!;
    expect(m(2)).toMatchObject({ month: '2025-02', listed: 2, underContract: 0, closed: 0 });
    expect(m(3).listed).toBe(0); // the draft is not counted
    expect(m(4).underContract).toBe(1);
    expect(m(5).underContract).toBe(1);
    expect(m(6)).toMatchObject({ closed: 2 });
    expect(m(9).underContract).toBe(1);
    expect(s.totals).toEqual({ listed: 3, underContract: 3, closed: 2 });
  });

  it('credits closed volume by side and split, and compares the year to its goal', async () => {
    const res = await call('GET', `/api/agent/production?agentId=${agentA}&year=${YEAR}`, agent);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json() as AgentProduction;
    // June: 2,000,000 + 1,000,000 (list side) + 500,000 (half the sale side) over three sides
    expect(p.months[5]).toEqual({ month: '2025-06', closedVolume: 3_500_000, closedDeals: 3 });
    expect(p.months[0]).toEqual({ month: '2025-01', closedVolume: 0, closedDeals: 0 });
    expect(p.yearToDate).toEqual({
      closedVolume: 3_500_000,
      closedDeals: 3,
      newListings: 3,
      through: '2025-12-31',
    });
    expect(p.goal).toMatchObject({
      year: YEAR,
      salesVolumeGoal: 5_000_000,
      closedDealsGoal: 12,
      newListingsGoal: 4,
    });
    expect(p.progress).toEqual({ salesVolume: 70, closedDeals: 25, newListings: 75 });
  });

  it('totals the last twelve months', async () => {
    const res = await call('GET', `/api/agent/production?agentId=${agentB}&year=${thisYear}`, agent);
    const p = res.json() as AgentProduction;
    expect(p.lastTwelveMonths).toMatchObject({ closedVolume: 500_000, closedDeals: 1, to: today });
    expect(p.lastTwelveMonths.months).toHaveLength(12);
    expect(p.lastTwelveMonths.months[9]).toEqual({
      month: ago(2).slice(0, 7),
      closedVolume: 500_000,
      closedDeals: 1,
    });
    expect(p.progress.salesVolume).toBeNull(); // no goal for this year
  });

  it('exports the year as CSV and XLSX: months, goal, year to date and progress (agent/goalReportExport)', async () => {
    const csv = await call('POST', '/api/agent/goalReportExport', agent, {
      agentId: agentA,
      year: YEAR,
      format: 'csv',
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toContain(`goal-report-${agentA}-${YEAR}.csv`);
    expect(csv.headers['cache-control']).toContain('no-store');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Month,Closed volume,Closed deals,Listed,Under contract,Closed');
    expect(lines).toHaveLength(1 + 12 + 3);
    expect(lines[2]).toBe('2025-02,0,0,2,0,0'); // two listed in February
    expect(lines[6]).toBe('2025-06,3500000,3,0,0,2');
    expect(lines[13]).toBe('Goal 2025,5000000,12,4,,');
    expect(lines[14]).toBe('Year to date (2025-12-31),3500000,3,3,,');
    expect(lines[15]).toBe('Progress (%),70,25,75,,');

    const xlsx = await call('POST', '/api/agent/goalReportExport', bm, { agentId: agentA, year: YEAR });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const refused = (as: string, body: Record<string, unknown>) =>
      call('POST', '/api/agent/goalReportExport', as, body).then((r) => r.statusCode);
    expect(await refused(other, { agentId: agentA, year: YEAR })).toBe(404);
    expect(await refused(bmElsewhere, { agentId: agentA, year: YEAR })).toBe(404);
    expect(await refused(staff, { agentId: agentA, year: YEAR })).toBe(403);
    expect(await refused(agent, { agentId: agentA, year: 1999 })).toBe(400);
    expect(await refused(agent, { agentId: agentA, year: YEAR, format: 'pdf' })).toBe(400);
    expect(await refused(agent, { agentId: agentA, year: YEAR, extra: 1 })).toBe(400);
  });

  it('refuses other agents and bad queries', async () => {
    expect(
      (await call('GET', `/api/agent/production?agentId=${agentA}&year=${YEAR}`, other)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/agent/schedule?agentId=${agentY}&year=${YEAR}`, bm)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/agent/schedule?agentId=${agentX}&year=${YEAR}`, bm)).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/api/agent/schedule?agentId=${agentA}&year=abc`, agent)).statusCode).toBe(400);
    expect((await call('GET', `/api/agent/schedule?year=${YEAR}`, agent)).statusCode).toBe(400);
    expect((await call('GET', `/api/agent/schedule?agentId=${agentA}&year=${YEAR}`, staff)).statusCode).toBe(
      403,
    );
  });
});
