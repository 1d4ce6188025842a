import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, type OpenHouse, type Showing } from '@atrium/domain';
import { rowsOf } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createAgentUser, createListing, createOffice, createUser } from '../../db/factories';

let t: TestApp;
let listingId: number;
let editor: string;
let outsider: string;
let viewer: string;
let listingNumber: string | null;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const office = await createOffice(db);
  const other = await createOffice(db);
  const a = await createAgentUser(db, office.id);
  editor = a.user.email;
  outsider = (await createAgentUser(db, other.id)).user.email;
  viewer = (await createUser(db, { roles: ['agent'], officeIds: [office.id] })).email;
  const listing = await createListing(db, {
    officeId: office.id,
    agents: [{ agentId: a.agent.id, sideTypeId: 1 }],
  });
  listingId = listing.id;
  const [row] = await rowsOf<{ listing_number: string }>(
    await db.execute(sql`select listing_number from listings where id = ${listingId}`),
  );
  listingNumber = row.listing_number;
}, 60_000);
afterAll(() => t?.close());

const call = (method: string, url: string, body?: unknown, as = editor) => t.call({ method, url, body, as });
const audits = async () =>
  (
    await rowsOf<{ action: string }>(
      await t.database.db.execute(
        sql`select action from audits where entity_type = 'listing' and entity_id = ${listingId} order by id`,
      ),
    )
  ).map((r) => r.action);

describe('showings', () => {
  it('adds, lists, changes and deletes a showing, each change audited on the listing', async () => {
    expect((await call('GET', `/api/listing/${listingId}/showings`)).json()).toEqual([]);
    const add = await call('POST', '/api/Showing', {
      listingId,
      showingDate: '12/01/2026',
      buyer: 'Ann Buyer',
      buyerAgents: 'Bo Agent',
      notes: 'Liked the kitchen',
      count: 0,
    });
    expect(add.statusCode).toBe(200);
    const saved = add.json<Showing & { message: string }>();
    expect(saved).toMatchObject({
      message: MSG.showingSaved,
      listingId,
      listingNumber,
      showingDate: '2026-12-01',
      buyer: 'Ann Buyer',
      count: 1,
      feedback: null,
    });

    const put = await call('PUT', `/api/Showing/${saved.id}`, {
      showingDate: '2026-12-02',
      buyer: 'Ann Buyer',
      feedback: 'Too small',
      count: 3,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      message: MSG.showingSaved,
      showingDate: '2026-12-02',
      count: 3,
      notes: null,
    });

    const list = (await call('GET', `/api/listing/${listingId}/showings`)).json<Showing[]>();
    expect(list.map((s) => [s.id, s.feedback])).toEqual([[saved.id, 'Too small']]);

    expect((await call('DELETE', `/api/Showing/${saved.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/listing/${listingId}/showings`)).json()).toEqual([]);
    expect((await call('DELETE', `/api/Showing/${saved.id}`)).statusCode).toBe(404);
    expect(await audits()).toEqual(
      expect.arrayContaining(['showings.add', 'showings.update', 'showings.delete']),
    );
  });

  it.each([
    [{ showingDate: '', count: 2 }, 'Showing date is required'],
    [{ showingDate: '2026-12-01', count: -1 }, MSG.notNegative('Number of showings')],
    [{ showingDate: '2026-12-01', buyer: 'x'.repeat(501) }, MSG.maxLength('Buyer', 500)],
    [{ showingDate: '2026-12-01', buyerAgents: 'x'.repeat(501) }, MSG.maxLength('Buyer agents', 500)],
    [{ showingDate: '2026-12-01', notes: 'x'.repeat(501) }, MSG.maxLength('Notes', 500)],
    [{ showingDate: '2026-12-01', feedback: 'x'.repeat(4001) }, MSG.maxLength('Feedback', 4000)],
    [{ showingDate: '31/31/2026' }, MSG.invalidDate('Showing date')],
  ])('refuses %j with a 400 and its sentence', async (body, message) => {
    const res = await call('POST', '/api/Showing', { listingId, ...body });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
  });

  it('refuses unknown fields', async () => {
    const res = await call('POST', '/api/Showing', { listingId, showingDate: '2026-12-01', rating: 5 });
    expect(res.statusCode).toBe(400);
  });

  it('keeps other offices out (404) and refuses users without Listing Edit (403)', async () => {
    const body = { listingId, showingDate: '2026-12-01', count: 1 };
    expect((await call('GET', `/api/listing/${listingId}/showings`, undefined, outsider)).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/api/Showing', body, outsider)).statusCode).toBe(404);
    expect((await call('GET', `/api/listing/${listingId}/showings`, undefined, viewer)).statusCode).toBe(200);
    expect((await call('POST', '/api/Showing', body, viewer)).statusCode).toBe(403);

    const id = (await call('POST', '/api/Showing', body)).json<Showing>().id;
    expect(
      (await call('PUT', `/api/Showing/${id}`, { showingDate: '2026-12-03' }, outsider)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/Showing/${id}`, undefined, outsider)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/Showing/${id}`, undefined, viewer)).statusCode).toBe(403);
    expect((await call('POST', '/api/Showing', { ...body, listingId: 999_999 })).statusCode).toBe(404);
  });
});

describe('open houses', () => {
  const oh = {
    listingId: 0,
    startDateTime: '2026-12-05T13:00',
    endDateTime: '2026-12-05T15:30',
    showingAgent: 'Dana Host',
    attendees: 12,
    notes: 'Bring flyers',
    section: 'North wing',
  };

  it('adds, lists, changes and deletes an open house with local times kept as typed', async () => {
    const add = await call('POST', '/api/OpenHouse', { ...oh, listingId });
    expect(add.statusCode).toBe(200);
    const saved = add.json<OpenHouse & { message: string }>();
    expect(saved).toMatchObject({
      message: MSG.openHouseSaved,
      listingNumber,
      startDateTime: '2026-12-05T13:00',
      endDateTime: '2026-12-05T15:30',
      attendees: 12,
      byAppointmentOnly: false,
      doNotShowTime: false,
    });

    const { listingId: _omit, ...fields } = { ...oh, listingId };
    const put = await call('PUT', `/api/OpenHouse/${saved.id}`, {
      ...fields,
      byAppointmentOnly: true,
      doNotShowTime: true,
      isVirtual: true,
      virtualUrl: 'https://tour.example.com/1',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ message: MSG.openHouseSaved, doNotShowTime: true, isVirtual: true });

    const list = (await call('GET', `/api/listing/${listingId}/openHouse`)).json<OpenHouse[]>();
    expect(list.map((o) => [o.id, o.startDateTime, o.byAppointmentOnly])).toEqual([
      [saved.id, '2026-12-05T13:00', true],
    ]);
    expect((await call('DELETE', `/api/OpenHouse/${saved.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/listing/${listingId}/openHouse`)).json()).toEqual([]);
    expect(await audits()).toEqual(
      expect.arrayContaining(['openHouses.add', 'openHouses.update', 'openHouses.delete']),
    );
  });

  it.each([
    [{ endDateTime: '2026-12-05T13:00' }, MSG.openHouseStartBeforeEnd],
    [{ endDateTime: '2026-12-05T12:00' }, MSG.openHouseStartBeforeEnd],
    [{ startDateTime: null }, 'Start date and time is required'],
    [{ endDateTime: null }, 'End date and time is required'],
    [{ doNotShowTime: true }, MSG.openHouseDoNotShowTime],
    [{ notes: 'x'.repeat(4001) }, MSG.maxLength('Notes', 4000)],
    [{ section: 'x'.repeat(201) }, MSG.maxLength('Section', 200)],
  ])('refuses %j with a 400 and its sentence', async (change, message) => {
    const res = await call('POST', '/api/OpenHouse', { ...oh, listingId, ...change });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
  });

  it('keeps other offices out (404) and refuses users without Listing Edit (403)', async () => {
    expect((await call('GET', `/api/listing/${listingId}/openHouse`, undefined, outsider)).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/api/OpenHouse', { ...oh, listingId }, outsider)).statusCode).toBe(404);
    expect((await call('POST', '/api/OpenHouse', { ...oh, listingId }, viewer)).statusCode).toBe(403);
    const id = (await call('POST', '/api/OpenHouse', { ...oh, listingId })).json<OpenHouse>().id;
    const { listingId: _omit, ...fields } = oh;
    expect((await call('PUT', `/api/OpenHouse/${id}`, fields, outsider)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/OpenHouse/${id}`, undefined, outsider)).statusCode).toBe(404);
    expect((await call('PUT', `/api/OpenHouse/999999`, fields)).statusCode).toBe(404);
  });
});
