import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG } from '@atrium/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rowsOf } from '../../db/client';
import { createAgent, createOffice, createUser } from '../../db/factories';

const ADMIN = 'admin@meridian.example';
let t: TestApp;
const q = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  rowsOf<T>(await t.database.db.execute(query));

type Agent = {
  id: number;
  agentId: number;
  sideTypeId: number;
  displayOrder: number;
  split: number;
  selectSale: boolean;
  name: string;
};
const details = async (id: number, as = ADMIN) =>
  (await t.call({ method: 'GET', url: `/api/listing/${id}/agentDetails`, as })).json() as {
    dealTypeId: number;
    canEdit: boolean;
    listingAgents: Agent[];
  };
const side = (list: Agent[], s: number) => list.filter((a) => a.sideTypeId === s);

/** A listing of the given deal type with exactly one agent per side it shows. */
async function listingWith(dealTypeId: number, exclude: number[] = []): Promise<number> {
  const rows = await q<{ id: number }>(sql`
    select l.id from listings l where l.deal_type_id = ${dealTypeId} and l.id > 20
      and l.id not in (${sql.join(
        [0, ...exclude].map((x) => sql`${x}`),
        sql`, `,
      )})
      and (select count(*) from listing_agents la where la.listing_id = l.id) = ${dealTypeId === 2 ? 2 : 1}
    order by l.id limit 1`);
  return Number(rows[0].id);
}
async function agentsNotOn(listingId: number, n: number): Promise<number[]> {
  const rows = await q<{ id: number }>(sql`
    select a.id from agents a where a.status_id = 1
      and a.id not in (select agent_id from listing_agents where listing_id = ${listingId})
    order by a.id limit ${n}`);
  return rows.map((r) => Number(r.id));
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET listing/{id}/agentDetails', () => {
  it('lists the agents of the sides with name, office, split and order', async () => {
    const d = await details(1, 'agent@meridian.example');
    expect(d.dealTypeId).toBe(1);
    expect(d.canEdit).toBe(true);
    const list = side(d.listingAgents, 1);
    expect(list[0]).toMatchObject({ agentId: 1, displayOrder: 1, name: 'Avery Lindqvist' });
    expect(list.reduce((s, a) => s + a.split, 0)).toBe(100);
  });
  it('is 404 outside the data scope', async () => {
    const outside = await q<{ id: number }>(sql`select id from listings where office_id not in (8) limit 1`);
    const res = await t.call({
      method: 'GET',
      url: `/api/listing/${outside[0].id}/agentDetails`,
      as: 'guest@meridian.example',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('adding and removing agents', () => {
  it('adds an agent (answering an id), redistributes 100 % with the remainder to the first', async () => {
    const id = await listingWith(1);
    const [a2, a3] = await agentsNotOn(id, 2);
    const r1 = await t.call({
      method: 'POST',
      url: `/api/listing/${id}/agent`,
      as: ADMIN,
      body: { agentId: a2, sideTypeId: 1 },
    });
    expect(r1.statusCode).toBe(200);
    expect(r1.json().id).toEqual(expect.any(Number));
    expect(r1.json().message).toBe(MSG.agentAdded);
    expect(side(r1.json().listingAgents, 1).map((a: Agent) => a.split)).toEqual([50, 50]);
    const r2 = await t.call({
      method: 'POST',
      url: `/api/listing/${id}/agent`,
      as: ADMIN,
      body: { agentId: a3, sideTypeId: 1 },
    });
    const after = side(r2.json().listingAgents, 1);
    expect(after.map((a: Agent) => a.split)).toEqual([34, 33, 33]);
    expect(after.map((a: Agent) => a.displayOrder)).toEqual([1, 2, 3]);
    expect(after[2].agentId).toBe(a3);

    const del = await t.call({
      method: 'DELETE',
      url: `/api/listing/${id}/agent/${after[0].agentId}/1`,
      as: ADMIN,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe(MSG.agentDeleted);
    const left = side((await details(id)).listingAgents, 1);
    expect(left.map((a) => [a.agentId, a.split, a.displayOrder])).toEqual([
      [a2, 50, 1],
      [a3, 50, 2],
    ]);
    const audits = await q<{ action: string }>(
      sql`select action from audits where entity_type = 'listing' and entity_id = ${id} order by id`,
    );
    expect(audits.map((a) => a.action)).toEqual(['agents.add', 'agents.add', 'agents.delete']);
  });

  it('refuses the same agent twice on a side and a 21st agent', async () => {
    const id = await listingWith(3);
    const current = side((await details(id)).listingAgents, 2);
    const dup = await t.call({
      method: 'POST',
      url: `/api/listing/${id}/agent`,
      as: ADMIN,
      body: { agentId: current[0].agentId, sideTypeId: 2 },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(MSG.agentAlreadyOnSide);
    const extra = await agentsNotOn(id, 20);
    for (const agentId of extra.slice(0, 20 - current.length)) {
      const r = await t.call({
        method: 'POST',
        url: `/api/listing/${id}/agent`,
        as: ADMIN,
        body: { agentId, sideTypeId: 2 },
      });
      expect(r.statusCode).toBe(200);
    }
    const full = side((await details(id)).listingAgents, 2);
    expect(full).toHaveLength(20);
    expect(full.every((a) => a.split === 5)).toBe(true);
    const over = await t.call({
      method: 'POST',
      url: `/api/listing/${id}/agent`,
      as: ADMIN,
      body: { agentId: extra[19], sideTypeId: 2 },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(MSG.agentsPerSideMax);
    expect(side((await details(id)).listingAgents, 2)).toHaveLength(20);
  });

  it('answers 404 when deleting an agent that is not on the side', async () => {
    const res = await t.call({ method: 'DELETE', url: '/api/listing/1/agent/59/2', as: ADMIN });
    expect(res.statusCode).toBe(404);
  });
});

describe('split rules', () => {
  it('refuses a side total over 100 and changes nothing', async () => {
    const id = await listingWith(1, [0]);
    const [extra] = await agentsNotOn(id, 1);
    await t.call({
      method: 'POST',
      url: `/api/listing/${id}/agent`,
      as: ADMIN,
      body: { agentId: extra, sideTypeId: 1 },
    });
    const res = await t.call({
      method: 'PUT',
      url: `/api/listing/${id}/agent`,
      as: ADMIN,
      body: { agentId: extra, sideTypeId: 1, split: 60 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.splitOver100);
    expect(side((await details(id)).listingAgents, 1).map((a) => a.split)).toEqual([50, 50]);
  });
  it('accepts under 100 with the warning and the remaining-commission toast', async () => {
    const id = await listingWith(1, [0]);
    const [first] = side((await details(id)).listingAgents, 1);
    const res = await t.call({
      method: 'PUT',
      url: `/api/listing/${id}/agent`,
      as: ADMIN,
      body: { agentId: first.agentId, sideTypeId: 1, split: 62.5 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      warning: MSG.splitUnder100,
      remainingCommission: 37.5,
      message: MSG.remainingCommission(37.5),
    });
  });
  it('accepts exactly 100 with the update message', async () => {
    const id = await listingWith(3, [0]);
    const [first] = side((await details(id)).listingAgents, 2);
    const res = await t.call({
      method: 'PUT',
      url: `/api/listing/${id}/agent`,
      as: ADMIN,
      body: { agentId: first.agentId, sideTypeId: 2, split: 100 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.agentUpdated);
    expect(res.json().warning).toBeUndefined();
  });
  it('refuses a split over 100 in the body itself', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/api/listing/1/agent',
      as: ADMIN,
      body: { agentId: 1, sideTypeId: 1, split: 101 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.splitOver100);
  });
});

describe('reorder and select sale', () => {
  it('reorders a side and renumbers displayOrder from 1 (204)', async () => {
    const id = await listingWith(2);
    const more = await agentsNotOn(id, 2);
    for (const agentId of more)
      await t.call({
        method: 'POST',
        url: `/api/listing/${id}/agent`,
        as: ADMIN,
        body: { agentId, sideTypeId: 1 },
      });
    const ids = side((await details(id)).listingAgents, 1).map((a) => a.agentId);
    const reversed = [...ids].reverse();
    const res = await t.call({
      method: 'PUT',
      url: `/api/listing/${id}/reorderagents`,
      as: ADMIN,
      body: { sideTypeId: 1, agentIds: reversed },
    });
    expect(res.statusCode).toBe(204);
    const after = side((await details(id)).listingAgents, 1);
    expect(after.map((a) => a.agentId)).toEqual(reversed);
    expect(after.map((a) => a.displayOrder)).toEqual([1, 2, 3]);
    const bad = await t.call({
      method: 'PUT',
      url: `/api/listing/${id}/reorderagents`,
      as: ADMIN,
      body: { sideTypeId: 1, agentIds: reversed.slice(1) },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.errorUpdatingAgentOrders);
  });
  it('toggles select sale (204)', async () => {
    const id = await listingWith(3, [0]);
    const [a] = side((await details(id)).listingAgents, 2);
    const on = await t.call({
      method: 'PUT',
      url: `/api/listing/${id}/agent/${a.agentId}/toggleselectsale?toggleStatus=true`,
      as: ADMIN,
    });
    expect(on.statusCode).toBe(204);
    expect(side((await details(id)).listingAgents, 2)[0].selectSale).toBe(true);
    await t.call({
      method: 'PUT',
      url: `/api/listing/${id}/agent/${a.agentId}/toggleselectsale?toggleStatus=false`,
      as: ADMIN,
    });
    expect(side((await details(id)).listingAgents, 2)[0].selectSale).toBe(false);
  });
});

describe('who may change agents', () => {
  it('Disable Listing Agents Edit is read-only: writes answer 403', async () => {
    const [row] = await q<{ id: number }>(
      sql`select id from listings where office_id = 6 and deal_type_id = 1 order by id limit 1`,
    );
    const id = Number(row.id);
    const d = await details(id, 'restricted@meridian.example');
    expect(d.canEdit).toBe(false);
    const [agentId] = await agentsNotOn(id, 1);
    const res = await t.call({
      method: 'POST',
      url: `/api/listing/${id}/agent`,
      as: 'restricted@meridian.example',
      body: { agentId, sideTypeId: 1 },
    });
    expect(res.statusCode).toBe(403);
    const del = await t.call({
      method: 'DELETE',
      url: `/api/listing/${id}/agent/${d.listingAgents[0].agentId}/1`,
      as: 'restricted@meridian.example',
    });
    expect(del.statusCode).toBe(403);
  });
  it('an agent may not change a listing where they are on neither side', async () => {
    const [row] = await q<{ id: number }>(
      sql`select id from listings l where not exists (select 1 from listing_agents la where la.listing_id = l.id and la.agent_id = 1) and office_id = 1 limit 1`,
    );
    const res = await t.call({
      method: 'POST',
      url: `/api/listing/${row.id}/agent`,
      as: 'agent@meridian.example',
      body: { agentId: 5, sideTypeId: 1 },
    });
    expect([403, 404]).toContain(res.statusCode);
  });
  it('a guest is refused at the door', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/api/listing/1/reorderagents',
      as: 'guest@meridian.example',
      body: { sideTypeId: 1, agentIds: [1] },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('deal-type change', () => {
  it('1 to 2 duplicates each agent onto the sale side, in one audited change', async () => {
    const id = await listingWith(1, [0]);
    const before = (await details(id)).listingAgents;
    const res = await t.call({
      method: 'PUT',
      url: `/api/listing/${id}/dealtype`,
      as: ADMIN,
      body: { dealTypeId: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^W\/"\d+"$/);
    const after = await details(id);
    expect(after.dealTypeId).toBe(2);
    expect(side(after.listingAgents, 2).map((a) => [a.agentId, a.split])).toEqual(
      side(before, 1).map((a) => [a.agentId, a.split]),
    );
    const audits = await q<{ changes: Array<{ field: string }> }>(
      sql`select changes from audits where entity_type = 'listing' and entity_id = ${id} order by id desc limit 1`,
    );
    expect(audits[0].changes.map((c) => c.field)).toEqual(['dealTypeId', 'saleSideAgents']);
  });
  it('2 to 3 keeps the sale side, moves list-only agents over and splits evenly', async () => {
    const id = await listingWith(2, [0]);
    const before = (await details(id)).listingAgents;
    await t.call({ method: 'PUT', url: `/api/listing/${id}/dealtype`, as: ADMIN, body: { dealTypeId: 3 } });
    const after = (await details(id)).listingAgents;
    expect(side(after, 1)).toEqual([]);
    const ids = [...new Set([...side(before, 2), ...side(before, 1)].map((a) => a.agentId))];
    expect(side(after, 2).map((a) => a.agentId)).toEqual(ids);
    expect(side(after, 2).reduce((s, a) => s + a.split, 0)).toBe(100);
  });
  it('3 to 1 turns every agent into list side', async () => {
    const id = await listingWith(3, [0]);
    const before = (await details(id)).listingAgents;
    await t.call({ method: 'PUT', url: `/api/listing/${id}/dealtype`, as: ADMIN, body: { dealTypeId: 1 } });
    const after = (await details(id)).listingAgents;
    expect(after.map((a) => [a.agentId, a.sideTypeId])).toEqual(before.map((a) => [a.agentId, 1]));
  });
  it('a stale If-Match changes neither the deal type nor the agents', async () => {
    const id = await listingWith(1, [0]);
    const before = await details(id);
    const res = await t.call({
      method: 'PUT',
      url: `/api/listing/${id}/dealtype`,
      as: ADMIN,
      body: { dealTypeId: 2 },
      headers: { 'if-match': 'W/"999"' },
    });
    expect(res.statusCode).toBe(412);
    expect(await details(id)).toEqual(before);
  });
});

describe('agent search', () => {
  it('finds agents by last name, at most 30', async () => {
    const [row] = await q<{ last_name: string }>(
      sql`select last_name from agents where status_id = 1 and id = 1`,
    );
    const res = await t.call({
      method: 'GET',
      url: `/api/agent/searchbyname?name=${encodeURIComponent(row.last_name.slice(0, 3))}`,
      as: 'staff@meridian.example',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ agentId: 1, name: 'Avery Lindqvist' });
    const all = await t.call({ method: 'GET', url: '/api/agent/searchbyname?name=a', as: ADMIN });
    expect(all.json().length).toBeLessThanOrEqual(30);
  });
  it('with inScope=true offers only the agents the caller may open', async () => {
    const db = t.database.db;
    const mine = (await createOffice(db, { name: 'Scope Mine' })).id;
    const theirs = (await createOffice(db, { name: 'Scope Theirs' })).id;
    const near = await createAgent(db, { officeId: mine, firstName: 'Nora', lastName: 'Scopewell' });
    const far = await createAgent(db, { officeId: theirs, firstName: 'Finn', lastName: 'Scopewell' });
    const mc = await createUser(db, { roles: ['marketingCoordinator'], officeIds: [mine] });
    const found = async (as: string, inScope: string) =>
      (await t.call({ method: 'GET', url: `/api/agent/searchbyname?name=Scopewell${inScope}`, as }))
        .json<{ agentId: number }[]>()
        .map((a) => a.agentId);
    expect((await found(mc.email, '')).sort()).toEqual([near.id, far.id].sort());
    expect(await found(mc.email, '&inScope=true')).toEqual([near.id]);
    expect((await found(ADMIN, '&inScope=true')).sort()).toEqual([near.id, far.id].sort());
    const bad = await t.call({ method: 'GET', url: '/api/agent/searchbyname?name=S&inScope=yes', as: ADMIN });
    expect(bad.statusCode).toBe(400);
  });
  it('ignores input containing a hyphen', async () => {
    const res = await t.call({ method: 'GET', url: '/api/agent/searchbyname?name=Lind-', as: ADMIN });
    expect(res.json()).toEqual([]);
  });
});
