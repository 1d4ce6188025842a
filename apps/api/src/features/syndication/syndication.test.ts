import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  MSG,
  sendOnlyLabel,
  type ListingSyndicationView,
  type SaveListingSyndicationBody,
} from '@atrium/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  createAgentUser,
  createDataConsumer,
  createListing,
  createOffice,
  createUser,
} from '../../db/factories';
import { rowsOf } from '../../db/client';

let t: TestApp;
let listingId: number; // a complete, published $2.5M sale with 12 photos and an MLS number
let listingNumber: string;
let editor: string; // the listing's agent (Listing Edit)
let viewer: string; // staff of the office without Listing Edit
let outsider: string; // an agent of another office
let portal: number; // needs a valid address, 5 photos, published: met
let luxury: number; // needs 20 photos and a price of at least $5M: not met
let rentals: number; // rentals only: not met

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const office = await createOffice(db);
  const other = await createOffice(db);
  const agent = await createAgentUser(db, office.id);
  editor = agent.user.email;
  viewer = (await createUser(db, { roles: ['staff'], officeIds: [office.id] })).email;
  outsider = (await createAgentUser(db, other.id)).user.email;
  const listing = await createListing(db, {
    officeId: office.id,
    agents: [{ agentId: agent.agent.id, sideTypeId: 1 }],
    mlsNumber: 'NY1234567',
    publish: true,
    currentPrice: 2_500_000,
  });
  listingId = listing.id;
  listingNumber = rowsOf<{ n: string }>(
    await db.execute(sql`select listing_number as n from listings where id = ${listingId}`),
  )[0]!.n;
  portal = (
    await createDataConsumer(db, {
      name: 'Test Portal',
      requirements: [
        { kind: 'noFlag', flag: 'invalidAddress' },
        { kind: 'minPhotos', count: 5 },
        { kind: 'noFlag', flag: 'notPublished' },
      ],
    })
  ).id;
  luxury = (
    await createDataConsumer(db, {
      name: 'Test Luxury Site',
      kind: 'partner',
      requirements: [
        { kind: 'minPhotos', count: 20 },
        { kind: 'minPrice', amount: 5_000_000 },
      ],
    })
  ).id;
  rentals = (
    await createDataConsumer(db, {
      name: 'Test Rentals',
      requirements: [{ kind: 'listingType', listingType: 'Rental' }],
    })
  ).id;
});
afterAll(async () => {
  await t?.close();
});

const get = (id = listingId, as = editor) =>
  t.call({ method: 'GET', url: `/api/ListingSyndication/${id}`, as });
const save = (over: Partial<SaveListingSyndicationBody> & Record<string, unknown>, as = editor) =>
  t.call({
    method: 'POST',
    url: '/api/ListingSyndication',
    as,
    body: { listingId, listingNumber, sendToSirOnly: false, dataConsumerInfos: [], ...over },
  });
const consumer = (v: ListingSyndicationView, id: number) => v.dataConsumers.find((c) => c.id === id)!;

describe('GET ListingSyndication/{id}', () => {
  it('answers each consumer with whether the listing meets its requirements', async () => {
    const res = await get();
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json() as ListingSyndicationView;
    expect(v).toMatchObject({
      id: listingId,
      listingNumber,
      sendToSirOnly: false,
      all: false,
      canEdit: true,
    });
    expect(consumer(v, portal)).toMatchObject({ meetsRequirements: true, unmet: [] });
    expect(consumer(v, luxury).unmet.map((u) => u.text)).toEqual([
      'at least 20 photos (has 12)',
      'a price of at least $5,000,000',
    ]);
    expect(consumer(v, rentals).unmet).toEqual([
      { key: 'listingType', text: 'a rental listing', section: null },
    ]);
    // the demo catalogue is there too
    expect(v.dataConsumers.map((c) => c.name)).toContain('Zillow');
  });

  it('is 404 outside the scope, read-only for a viewer without Listing Edit, 401 without a session', async () => {
    expect((await get(listingId, outsider)).statusCode).toBe(404);
    const asViewer = await get(listingId, viewer);
    expect(asViewer.statusCode).toBe(200);
    expect((asViewer.json() as ListingSyndicationView).canEdit).toBe(false);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/ListingSyndication/${listingId}` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBeTruthy();
  });
});

describe('POST ListingSyndication', () => {
  it('saves the selection, keeps it, and records it in the listing’s history', async () => {
    const res = await save({
      dataConsumerInfos: [
        { dataConsumerId: portal, status: true },
        { dataConsumerId: luxury, status: false },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const v = (await get()).json() as ListingSyndicationView;
    expect(v.listingSyndication).toEqual(
      expect.arrayContaining([
        { dataConsumerId: portal, selected: true },
        { dataConsumerId: luxury, selected: false },
      ]),
    );
    const [audit] = rowsOf<{ action: string; changes: unknown }>(
      await t.database.db.execute(
        sql`select action, changes from audits where entity_type = 'listing' and entity_id = ${listingId} order by id desc limit 1`,
      ),
    );
    expect(audit!.action).toBe('syndication');
    expect(JSON.stringify(audit!.changes)).toContain('Test Portal');
    const flags = (
      await t.call({ method: 'GET', url: `/api/ListingSyndication/${listingId}/flags`, as: editor })
    ).json();
    expect(flags).toMatchObject({
      sendToSir: true,
      sendToPartnerSites: true,
      privateSite: false,
      suppressAdCopyImport: false,
    });
  });

  it('send-only clears the consumers and is kept on the listing', async () => {
    const res = await save({
      sendToSirOnly: true,
      dataConsumerInfos: [{ dataConsumerId: portal, status: false }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json() as ListingSyndicationView;
    expect(v.sendToSirOnly).toBe(true);
    expect(v.listingSyndication.filter((s) => s.selected)).toEqual([]);
    const flags = (
      await t.call({ method: 'GET', url: `/api/ListingSyndication/${listingId}/flags`, as: editor })
    ).json();
    expect(flags.sendToPartnerSites).toBe(false);
  });

  it('refuses send-only combined with a selected consumer', async () => {
    const res = await save({
      sendToSirOnly: true,
      dataConsumerInfos: [{ dataConsumerId: portal, status: true }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.syndicationSendOnlyExclusive(sendOnlyLabel('Meridian')));
  });

  it('refuses a consumer whose requirements are not met, naming it and what is missing', async () => {
    const res = await save({
      dataConsumerInfos: [
        { dataConsumerId: portal, status: true },
        { dataConsumerId: luxury, status: true },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      MSG.syndicationRequirementsNotMet('Test Luxury Site', [
        'at least 20 photos (has 12)',
        'a price of at least $5,000,000',
      ]),
    );
    // nothing of the refused save was written
    const v = (await get()).json() as ListingSyndicationView;
    expect(v.sendToSirOnly).toBe(true);
  });

  it.each([
    ['an unknown field', { extra: 1 }],
    [
      'a consumer named twice',
      {
        dataConsumerInfos: [
          { dataConsumerId: 1, status: true },
          { dataConsumerId: 1, status: false },
        ],
      },
    ],
    ['an unknown consumer', { dataConsumerInfos: [{ dataConsumerId: 999999, status: true }] }],
    ['another listing’s number', { listingNumber: 'X0000001' }],
  ])('refuses %s with 400', async (_name, over) => {
    const res = await save(over as Partial<SaveListingSyndicationBody>);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBeTruthy();
  });

  it('answers the listing-number sentence of the spec', async () => {
    const res = await save({ listingNumber: 'X0000001' });
    expect(res.json().message).toBe(MSG.invalidListingNumber);
  });

  it('answers all when every consumer the listing qualifies for is selected', async () => {
    const v = (await get()).json() as ListingSyndicationView;
    const eligible = v.dataConsumers.filter((c) => c.meetsRequirements);
    const all = (
      await save({ dataConsumerInfos: eligible.map((c) => ({ dataConsumerId: c.id, status: true })) })
    ).json() as ListingSyndicationView;
    expect(all).toMatchObject({ all: true, sendToSirOnly: false });
    const some = (
      await save({
        dataConsumerInfos: eligible.slice(1).map((c) => ({ dataConsumerId: c.id, status: true })),
      })
    ).json() as ListingSyndicationView;
    expect(some.all).toBe(false);
  });

  it('is 404 outside the scope and 403 without Listing Edit', async () => {
    expect((await save({}, outsider)).statusCode).toBe(404);
    expect((await save({}, viewer)).statusCode).toBe(403);
    expect((await save({ listingId: 999999 })).statusCode).toBe(404);
  });
});
