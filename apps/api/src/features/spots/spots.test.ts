import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, type Spot, type SpotAgentCost, type SpotReservation } from '@atrium/domain';
import { rowsOf } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody } from '../../test/multipart';
import {
  createAgent,
  createListing,
  createOffice,
  createUser,
  createAdvertisement,
  createMediaOutlet,
  createSpot,
} from '../../db/factories';

let t: TestApp;
let officeId: number;
let otherOfficeId: number;
let admin: string;
let mc: string;
let booker: string;
let requester: string;
let bookerAgentId: number;
let requesterAgentId: number;
let outletId: number;
let adId: number;
let listingIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  officeId = (await createOffice(db, { name: 'Spot Test Office' })).id;
  otherOfficeId = (await createOffice(db, { name: 'Spot Other Office' })).id;
  bookerAgentId = (await createAgent(db, { officeId, firstName: 'Bea', lastName: 'Booker' })).id;
  requesterAgentId = (await createAgent(db, { officeId, firstName: 'Rae', lastName: 'Requester' })).id;
  admin = (await createUser(db, { roles: ['systemAdmin'] })).email;
  mc = (await createUser(db, { roles: ['marketingCoordinator'], officeIds: [officeId] })).email;
  booker = (
    await createUser(db, {
      roles: ['agent', 'agentSpotBooking'],
      officeIds: [officeId],
      agentIds: [bookerAgentId],
    })
  ).email;
  requester = (
    await createUser(db, { roles: ['agent'], officeIds: [officeId], agentIds: [requesterAgentId] })
  ).email;
  outletId = (await createMediaOutlet(db, { name: 'Aaa Spot Gazette' })).id;
  adId = (
    await createAdvertisement(db, {
      mediaOutletId: outletId,
      name: 'Winter issue',
      publish: true,
      runDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    })
  ).id;
  listingIds = [];
  for (let i = 0; i < 20; i++)
    listingIds.push(
      (
        await createListing(db, {
          officeId,
          address1: `${100 + i} Spot Street`,
          listingStatusId: i % 2 ? 3 : 1,
          agents: [{ agentId: bookerAgentId, sideTypeId: 1 }],
        })
      ).id,
    );
}, 120_000);
afterAll(() => t?.close());

const call = (method: string, url: string, body?: unknown, as = admin) => t.call({ method, url, body, as });
const newSpot = (over: Record<string, unknown> = {}) =>
  createSpot(t.database.db, { advertisementId: adId, ...over });
const spotOf = async (id: number) => (await call('GET', `/api/Spot/${id}`)).json<Spot>();

describe('spots of an advertisement', () => {
  it('creates, changes and lists spots with their counts; only marketing staff maintain them', async () => {
    const body = {
      advertisementId: adId,
      name: 'Back cover',
      numberOfSpots: 3,
      agentCost: 150,
      canAgentRequest: true,
    };
    const created = await call('POST', '/api/spot', body, mc);
    expect(created.statusCode).toBe(200);
    const { id, message } = created.json<{ id: number; message: string }>();
    expect(message).toBe(MSG.spotCreated);
    expect(await spotOf(id)).toMatchObject({
      name: 'Back cover',
      numberOfSpots: 3,
      availableSpots: 3,
      agentCost: 150,
    });
    const updated = await call('POST', '/api/spot', { ...body, id, numberOfSpots: 5 }, mc);
    expect(updated.json()).toEqual({ id, message: MSG.spotUpdated });
    const list = await call('POST', `/api/spot/${adId}`, {});
    expect(list.statusCode).toBe(200);
    expect(list.json<{ items: Spot[] }>().items.find((s) => s.id === id)).toMatchObject({
      numberOfSpots: 5,
      numberOfSpotsReserved: 0,
      availableSpots: 5,
    });
    expect((await call('POST', '/api/spot', body, booker)).statusCode).toBe(403);
    expect((await call('POST', '/api/spot/999999', {})).statusCode).toBe(404);
  });

  it.each([
    [{ numberOfSpots: 0 }, 'Number of spots should be 1 or more'],
    [{ name: '' }, MSG.required(['Name'])],
    [{ agentCost: 1.234 }, 'Agent cost should have at most 2 decimals'],
    [{ officeIds: [999999] }, MSG.spotEntityUnknown],
    [{ color: 'red' }, null],
  ])('refuses %j with a 400', async (over, message) => {
    const res = await call('POST', '/api/spot', {
      advertisementId: adId,
      name: 'X',
      numberOfSpots: 2,
      ...over,
    });
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json<{ message: string }>().message).toBe(message);
  });

  it('never lowers the number of spots under what is reserved and booked', async () => {
    const spot = await newSpot({ numberOfSpots: 4 });
    await call('POST', '/api/Spot/reserve', {
      spotId: spot.id,
      numberOfSpotsReserved: 2,
      entityTypeId: 3,
      entityIds: [officeId],
    });
    await call('POST', '/api/Spot/listing', { spotId: spot.id, listingId: listingIds[0] }, booker);
    const res = await call('POST', '/api/spot', {
      id: spot.id,
      advertisementId: adId,
      name: spot.name,
      numberOfSpots: 2,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(MSG.spotBelowTaken(3));
  });

  it('deletes a spot of its advertisement only', async () => {
    const spot = await newSpot();
    expect((await call('DELETE', `/api/Spot/${adId + 100000}/${spot.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/Spot/${adId}/${spot.id}`, undefined, mc)).statusCode).toBe(204);
    expect((await call('GET', `/api/Spot/${spot.id}`)).statusCode).toBe(404);
  });

  it('keeps spots for other offices out of sight', async () => {
    const spot = await newSpot({ officeIds: [otherOfficeId] });
    expect((await call('GET', `/api/Spot/${spot.id}`, undefined, booker)).statusCode).toBe(404);
    expect((await call('GET', `/api/Spot/details/${spot.id}`, undefined, mc)).statusCode).toBe(404);
    expect((await call('GET', `/api/Spot/details/${spot.id}`)).json()).toMatchObject({
      advertisementName: 'Winter issue',
      mediaOutletName: 'Aaa Spot Gazette',
    });
  });
});

describe('the tear sheet of a spot', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const upload = async (spotId: number, data: Buffer, as: string) => {
    const { payload, headers } = multipartBody({ name: 'Tear Sheet.pdf', type: 'application/pdf', data });
    return t.app.inject({
      method: 'POST',
      url: `/api/spot/${spotId}/file`,
      payload,
      headers: { ...headers, authorization: `Bearer ${await t.token(as)}` },
    });
  };

  it('uploads a tear sheet checked by content, replaces it, and deletes it from the server', async () => {
    const spot = await newSpot();
    const first = await upload(spot.id, PDF, mc);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ fileName: 'tear sheet.pdf', contentType: 'application/pdf' });
    expect(await spotOf(spot.id)).toMatchObject({
      tearSheet: 'tear sheet.pdf',
      tearSheetFileId: first.json<{ id: string }>().id,
    });
    const second = await upload(spot.id, PDF, mc);
    expect((await spotOf(spot.id)).tearSheetFileId).toBe(second.json<{ id: string }>().id);
    const refused = await upload(spot.id, Buffer.from('not a pdf at all'), mc);
    expect(refused.statusCode).toBe(415);
    expect(refused.json<{ message: string }>().message).toBe(MSG.fileFormatJpgPngPdf);
    expect((await upload(spot.id, PDF, booker)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/spot/file?spotId=${spot.id}`, undefined, mc)).statusCode).toBe(204);
    expect(await spotOf(spot.id)).toMatchObject({ tearSheet: null, tearSheetFileId: null });
    expect((await call('DELETE', `/api/spot/file?spotId=${spot.id}`, undefined, mc)).statusCode).toBe(404);
  });
});

describe('booking and requesting', () => {
  it('books a listing with Agent Spot Booking; the count drops and the stats count it', async () => {
    const spot = await newSpot({ numberOfSpots: 2 });
    const before = (await call('GET', '/api/spot/agentstats', undefined, booker)).json<{ booked: number }>();
    const res = await call(
      'POST',
      '/api/Spot/listing',
      { spotId: spot.id, listingId: listingIds[1], runDate: '2027-01-10' },
      booker,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.spotAssigned });
    expect(await spotOf(spot.id)).toMatchObject({ numberOfSpotsAssigned: 1, availableSpots: 1 });
    const after = (await call('GET', '/api/spot/agentstats', undefined, booker)).json<{
      booked: number;
      upcoming: number;
    }>();
    expect(after.booked).toBe(before.booked + 1);
    expect(after.upcoming).toBeGreaterThanOrEqual(1);
    const assigned = await call('POST', `/api/Spot/${spot.id}/listings`, {}, booker);
    expect(assigned.json()).toMatchObject({
      totalCount: 1,
      items: [
        {
          listingId: listingIds[1],
          agentName: 'Bea Booker',
          runDate: '2027-01-10',
          officeName: 'Spot Test Office',
        },
      ],
    });
    const again = await call(
      'POST',
      '/api/Spot/listing',
      { spotId: spot.id, listingId: listingIds[1] },
      booker,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(MSG.spotListingAlreadyAssigned);
  });

  it('refuses booking to an agent without the permission, and a listing out of scope', async () => {
    const spot = await newSpot();
    expect(
      (await call('POST', '/api/Spot/listing', { spotId: spot.id, listingId: listingIds[2] }, requester))
        .statusCode,
    ).toBe(403);
    const foreign = await createListing(t.database.db, { officeId: otherOfficeId });
    const res = await call('POST', '/api/Spot/listing', { spotId: spot.id, listingId: foreign.id }, booker);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(MSG.spotListingUnknown);
  });

  it('refuses a booking when every spot is reserved or booked, and never counts below zero', async () => {
    const spot = await newSpot({ numberOfSpots: 2 });
    await call('POST', '/api/Spot/reserve', {
      spotId: spot.id,
      numberOfSpotsReserved: 1,
      entityTypeId: 3,
      entityIds: [officeId],
    });
    expect(
      (await call('POST', '/api/Spot/listing', { spotId: spot.id, listingId: listingIds[3] }, booker))
        .statusCode,
    ).toBe(200);
    const full = await call(
      'POST',
      '/api/Spot/listing',
      { spotId: spot.id, listingId: listingIds[4] },
      booker,
    );
    expect(full.statusCode).toBe(409);
    expect(full.json<{ message: string }>().message).toBe(MSG.spotNoneAvailable);
    expect(await spotOf(spot.id)).toMatchObject({
      numberOfSpotsReserved: 1,
      numberOfSpotsAssigned: 1,
      availableSpots: 0,
    });
    // removing the booking opens the spot again
    expect(
      (await call('DELETE', `/api/Spot/listing/${spot.id}/${listingIds[3]}`, undefined, booker)).statusCode,
    ).toBe(204);
    expect((await spotOf(spot.id)).availableSpots).toBe(1);
    expect(
      (await call('DELETE', `/api/Spot/listing/${spot.id}/${listingIds[3]}`, undefined, booker)).statusCode,
    ).toBe(404);
  });

  it('20 agents booking the last spot at once: exactly one succeeds', async () => {
    const spot = await newSpot({ numberOfSpots: 1 });
    const answers = await Promise.all(
      listingIds.map((listingId) =>
        call('POST', '/api/Spot/listing', { spotId: spot.id, listingId }, booker),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json<{ message: string }>().message).toBe(MSG.spotNoneAvailable);
    const [{ n }] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from spot_assignments where spot_id = ${spot.id}`,
      ),
    );
    expect(n).toBe(1);
    expect(await spotOf(spot.id)).toMatchObject({ numberOfSpotsAssigned: 1, availableSpots: 0 });
  });

  it('20 reservations of one spot each at once: never more reserved than the spots', async () => {
    const spot = await newSpot({ numberOfSpots: 3 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', '/api/Spot/reserve', {
          spotId: spot.id,
          numberOfSpotsReserved: 1,
          entityTypeId: 3,
          entityIds: [officeId],
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(17);
    expect(await spotOf(spot.id)).toMatchObject({ numberOfSpotsReserved: 3, availableSpots: 0 });
  });

  it('an agent without the permission requests a spot; the marketing coordinators are e-mailed', async () => {
    const spot = await newSpot({ canAgentRequest: true, name: 'Inside spread' });
    const res = await call(
      'PUT',
      '/api/Spot/agentSpotRequest',
      { spotId: spot.id, listingId: listingIds[5], notes: 'Please' },
      requester,
    );
    expect(res.statusCode).toBe(204);
    const mails = rowsOf<{ to_address: string; subject: string; body: string }>(
      await t.database.db.execute(
        sql`select to_address, subject, body from mail_outbox where subject = 'Spot request: Inside spread'`,
      ),
    );
    expect(mails.map((m) => m.to_address)).toEqual([mc]);
    expect(mails[0].body).toContain('Winter issue');
    const stats = (await call('GET', '/api/spot/agentstats', undefined, requester)).json<{
      requested: number;
    }>();
    expect(stats.requested).toBe(1);
    const closed = await newSpot({ canAgentRequest: false });
    const refused = await call('PUT', '/api/Spot/agentSpotRequest', { spotId: closed.id }, requester);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(MSG.spotNotRequestable);
  });
});

describe('reservations and agent costs', () => {
  it('reserves for agents, splits the agent cost evenly (the first agent takes the odd cent) and edits it', async () => {
    const spot = await newSpot({ numberOfSpots: 5, agentCost: 100 });
    const res = await call(
      'POST',
      '/api/Spot/reserve',
      {
        spotId: spot.id,
        numberOfSpotsReserved: 1,
        entityTypeId: 4,
        entityIds: [bookerAgentId, requesterAgentId, (await createAgent(t.database.db, { officeId })).id],
      },
      mc,
    );
    expect(res.json()).toEqual({ message: MSG.spotReserved });
    const [reservation] = (await call('GET', `/api/Spot/reserved/${spot.id}`, undefined, mc)).json<
      SpotReservation[]
    >();
    expect(reservation).toMatchObject({ numberOfSpotsReserved: 1, entityTypeId: 4 });
    expect(reservation.entityNames.slice(0, 2)).toEqual(['Bea Booker', 'Rae Requester']);
    const costs = (await call('POST', `/api/Spot/spotReservationCostList/${spot.id}`, undefined, mc)).json<
      SpotAgentCost[]
    >();
    expect(costs.map((c) => c.cost)).toEqual([33.34, 33.33, 33.33]);
    const save = await call(
      'PUT',
      `/api/Spot/spotReservationCost/${reservation.id}`,
      {
        costs: costs.map((c, i) => ({ agentId: c.agentId, cost: i === 0 ? 50 : 25 })),
      },
      mc,
    );
    expect(save.json()).toEqual({ message: MSG.spotAgentCostUpdated });
    const after = (await call('POST', `/api/Spot/spotReservationCostList/${spot.id}`, undefined, mc)).json<
      SpotAgentCost[]
    >();
    expect(after.map((c) => c.cost)).toEqual([50, 25, 25]);
    const wrong = await call(
      'PUT',
      `/api/Spot/spotReservationCost/${reservation.id}`,
      { costs: [{ agentId: bookerAgentId, cost: 1 }] },
      mc,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toBe(MSG.spotCostAgentsMismatch);
    // changing the reservation recounts and splits again
    await call(
      'POST',
      '/api/Spot/reserve',
      {
        id: reservation.id,
        spotId: spot.id,
        numberOfSpotsReserved: 2,
        entityTypeId: 4,
        entityIds: [bookerAgentId, requesterAgentId],
      },
      mc,
    );
    expect(await spotOf(spot.id)).toMatchObject({ numberOfSpotsReserved: 2, availableSpots: 3 });
    const split = (await call('POST', `/api/Spot/spotReservationCostList/${spot.id}`, undefined, mc)).json<
      SpotAgentCost[]
    >();
    expect(split.map((c) => c.cost)).toEqual([100, 100]);
    expect(
      (await call('DELETE', `/api/Spot/Reserved/${adId}/${spot.id}/${reservation.id}`, undefined, mc))
        .statusCode,
    ).toBe(204);
    expect(await spotOf(spot.id)).toMatchObject({ numberOfSpotsReserved: 0, availableSpots: 5 });
  });

  it('refuses more than is open, unknown entities and other people', async () => {
    const spot = await newSpot({ numberOfSpots: 2 });
    const over = await call('POST', '/api/Spot/reserve', {
      spotId: spot.id,
      numberOfSpotsReserved: 3,
      entityTypeId: 3,
      entityIds: [officeId],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json<{ message: string }>().message).toBe(MSG.spotNotEnoughAvailable(2));
    const foreign = await call(
      'POST',
      '/api/Spot/reserve',
      { spotId: spot.id, numberOfSpotsReserved: 1, entityTypeId: 3, entityIds: [otherOfficeId] },
      mc,
    );
    expect(foreign.json<{ message: string }>().message).toBe(MSG.spotEntityUnknown);
    expect(
      (
        await call(
          'POST',
          '/api/Spot/reserve',
          { spotId: spot.id, numberOfSpotsReserved: 1, entityTypeId: 3, entityIds: [officeId] },
          booker,
        )
      ).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/Spot/reserved/${spot.id}`, undefined, requester)).statusCode).toBe(403);
  });
});

describe('the booking screen', () => {
  it('lists media outlets with spots and their advertisements with the spots', async () => {
    await newSpot({ name: 'Outlet check' });
    const outlets = (
      await call('POST', '/api/MediaOutlet/spotbasedsearch', { name: 'spot gazette' }, booker)
    ).json<Array<{ id: number; spotCount: number }>>();
    expect(outlets.map((o) => o.id)).toEqual([outletId]);
    const ads = (
      await call('POST', '/api/advertisement/mediaoutletsearch', { mediaOutletId: outletId }, booker)
    ).json<Array<{ id: number; spots: Spot[] }>>();
    expect(ads[0].id).toBe(adId);
    expect(ads[0].spots.some((s) => s.name === 'Outlet check')).toBe(true);
    expect(
      (await call('POST', '/api/MediaOutlet/spotbasedsearch', {}, 'guest@meridian.example')).statusCode,
    ).toBe(403);
  });

  it('searches listings with the spot defaults: active and pending sales by address, with last advertised', async () => {
    const res = await call('POST', '/api/spot/listingsearch', { text: 'spot street' }, booker);
    expect(res.statusCode).toBe(200);
    const page = res.json<{
      items: Array<{ address: string; statusId: number; lastAdvertised: string | null; agentName: string }>;
      totalCount: number;
    }>();
    expect(page.totalCount).toBe(20);
    expect(page.items.map((i) => i.address)).toEqual([...page.items.map((i) => i.address)].sort());
    expect(new Set(page.items.map((i) => i.statusId))).toEqual(new Set([1, 3]));
    expect(page.items.find((i) => i.address === '101 Spot Street')?.lastAdvertised).toBe('2027-01-10');
    expect(page.items[0].agentName).toBe('Bea Booker');
    expect((await call('POST', '/api/spot/listingsearch', { itemsPerPage: 500 }, booker)).statusCode).toBe(
      400,
    );
  });
});
