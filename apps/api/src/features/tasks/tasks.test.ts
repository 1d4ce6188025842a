import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, TASK_LIMITS, type MyTasks } from '@atrium/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  createAgent,
  createListing,
  createOffice,
  createPrivateAccessRequest,
  createUser,
} from '../../db/factories';
import { todayIso } from '../../lib/today';

/** The user's tasks through HTTP: each group's rows within the listings the user may see. */

let t: TestApp;
let agent: string;
let other: string;
let staff: string;
let staffElsewhere: string;
let bm: string;
const ids: Record<string, number> = {};
const today = todayIso();
const inDays = (n: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const office = await createOffice(db);
  const office2 = await createOffice(db);
  const mine = (await createAgent(db, { officeId: office.id })).id;
  const theirs = (await createAgent(db, { officeId: office.id })).id;
  agent = (await createUser(db, { roles: ['agent'], officeIds: [office.id], agentIds: [mine] })).email;
  other = (await createUser(db, { roles: ['agent'], officeIds: [office.id], agentIds: [theirs] })).email;
  staff = (await createUser(db, { roles: ['staff'], officeIds: [office.id] })).email;
  staffElsewhere = (await createUser(db, { roles: ['staff'], officeIds: [office2.id] })).email;
  bm = (await createUser(db, { roles: ['branchManager'], officeIds: [office.id] })).email;
  const L = async (
    name: string,
    over: Omit<Parameters<typeof createListing>[1], 'officeId'>,
    agentId = mine,
  ) =>
    (ids[name] = (
      await createListing(db, {
        officeId: office.id,
        title: name,
        agents: [{ agentId, sideTypeId: 1 }],
        ...over,
      })
    ).id);
  await L('Soon', { listingStatusId: 1, expirationDate: inDays(5) });
  await L('Today', { listingStatusId: 3, expirationDate: today });
  await L('Edge', { listingStatusId: 1, expirationDate: inDays(TASK_LIMITS.expiringWithinDays) });
  await L('Later', { listingStatusId: 1, expirationDate: inDays(TASK_LIMITS.expiringWithinDays + 1) });
  await L('Past', { listingStatusId: 1, expirationDate: inDays(-1) });
  await L('Sold soon', { listingStatusId: 4, expirationDate: inDays(3) });
  await L('Theirs soon', { listingStatusId: 1, expirationDate: inDays(4) }, theirs);
  await L('Incomplete', { listingStatusId: 1, isValid: false, expirationDate: inDays(200) });
  await L('Incomplete sold', { listingStatusId: 4, isValid: false });
  await L('Private', { listingStatusId: 11, expirationDate: inDays(200) });
  await createPrivateAccessRequest(db, {
    listingId: ids.Private!,
    name: 'Ines Inquirer',
    email: 'ines@example.com',
  });
  await createPrivateAccessRequest(db, { listingId: ids.Private!, name: 'Approved Already', approved: true });
}, 60_000);
afterAll(() => t?.close());

const tasks = async (as: string) => {
  const res = await t.call({ method: 'GET', url: '/api/mytasks', as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MyTasks;
};
const group = (r: MyTasks, key: string) => r.groups.find((g) => g.key === key)!;

describe('my tasks', () => {
  it("lists an agent's own listings expiring within a month, soonest first, linking to the dates", async () => {
    const g = group(await tasks(agent), 'expiringListings');
    expect(g.items.map((i) => i.title)).toEqual(['Today', 'Soon', 'Edge']);
    expect(g.count).toBe(3);
    expect(g.items[1]).toEqual({
      listingId: ids.Soon,
      title: 'Soon',
      detail: 'Active, expires in 5 days',
      date: inDays(5),
      link: `/eng/listing/${ids.Soon}?edit=Dates`,
      remindersOff: false,
    });
    expect(g.items[0]!.detail).toBe('Pending, expires today');
  });

  it('lists listings missing required data and pending access requests', async () => {
    const r = await tasks(agent);
    const incomplete = group(r, 'incompleteListings');
    expect(incomplete.items.map((i) => i.title)).toEqual(['Incomplete']);
    expect(incomplete.items[0]!.link).toBe(`/eng/listing/${ids.Incomplete}?edit=Completeness`);
    const access = group(r, 'privateAccessRequests');
    expect(access.count).toBe(1);
    expect(access.items[0]).toMatchObject({
      listingId: ids.Private,
      detail: 'Access asked by Ines Inquirer <ines@example.com>',
      date: today,
      link: `/eng/listing/${ids.Private}?edit=ShowcaseWebsite`,
    });
  });

  it("keeps to the user's scope: office staff see the office, other offices nothing", async () => {
    expect(group(await tasks(other), 'expiringListings').items.map((i) => i.title)).toEqual(['Theirs soon']);
    expect(group(await tasks(other), 'privateAccessRequests').count).toBe(0);
    const office = group(await tasks(staff), 'expiringListings').items.map((i) => i.title);
    expect(office).toEqual(['Today', 'Theirs soon', 'Soon', 'Edge']);
    expect(group(await tasks(bm), 'privateAccessRequests').count).toBe(1);
    const none = await tasks(staffElsewhere);
    expect(none.groups.every((g) => g.count === 0 && g.items.length === 0)).toBe(true);
  });

  it('is for agents, staff and branch managers only', async () => {
    for (const as of ['mc@meridian.example', 'admin@meridian.example']) {
      const res = await t.call({ method: 'GET', url: '/api/MyTasks', as });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MSG.forbidden);
    }
  });
});
