import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import {
  MSG,
  type Development,
  type DevelopmentAgent,
  type DevelopmentListRow,
  type DevelopmentListingRow,
  type Video,
} from '@atrium/domain';
import { FFMPEG } from '../../adapters/video-host/ffmpeg';
import { rowsOf } from '../../db/client';
import * as schema from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody } from '../../test/multipart';
import { createAgent, createAgentUser, createListing, createOffice, createUser } from '../../db/factories';

let t: TestApp;
let admin: string;
let mc: string; // marketing coordinator of the own office
let outsiderMc: string; // marketing coordinator of another office
let buildingAgent: string; // an agent with development access
let buildingAgentId: number;
let plainAgent: string; // an agent without development access
let plainAgentId: number;
let ownId: number;
let otherId: number;
let stateId: number;

const details = (over: Record<string, unknown> = {}) => ({
  title: 'The Meridian Tower',
  officeId: ownId,
  address1: '1 Harbor Way',
  city: 'Boston',
  regionId: stateId,
  zip: '02110',
  listDate: '2026-01-10',
  expirationDate: '2027-01-10',
  agreementDate: '2026-01-05',
  websiteUrl: 'https://tower.example',
  totalUnits: '120',
  totalDollarValue: '250000000',
  minimumPricePerUnit: '1250000.50',
  ...over,
});

const call = (method: string, url: string, body?: unknown, as = admin) => t.call({ method, url, body, as });

async function create(over: Record<string, unknown> = {}, as = admin) {
  const res = await call('POST', '/api/building', details(over), as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: number }>().id;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ownId = (await createOffice(db, { name: 'Dev Own Office' })).id;
  otherId = (await createOffice(db, { name: 'Dev Other Office' })).id;
  admin = (await createUser(db, { roles: ['systemAdmin'] })).email;
  mc = (await createUser(db, { roles: ['marketingCoordinator'], officeIds: [ownId] })).email;
  outsiderMc = (await createUser(db, { roles: ['marketingCoordinator'], officeIds: [otherId] })).email;
  const a = await createAgentUser(db, ownId);
  buildingAgent = a.user.email;
  buildingAgentId = a.agent.id;
  await db.update(schema.users).set({ isAssociatedWithBuilding: true }).where(eq(schema.users.id, a.user.id));
  const b = await createAgentUser(db, ownId);
  plainAgent = b.user.email;
  plainAgentId = b.agent.id;
  [{ id: stateId }] = rowsOf<{ id: number }>(await db.execute(sql`select id from states where code = 'MA'`));
}, 60_000);
afterAll(() => t?.close());

describe('creating and saving the details', () => {
  it('creates a development with its amenities and reads it back', async () => {
    const amenityIds = (await call('GET', '/api/amenities'))
      .json<Array<{ amenityId: number; sectionName: string }>>()
      .filter((a) => a.sectionName === 'BUILDING')
      .slice(0, 2)
      .map((a) => a.amenityId);
    const res = await call(
      'POST',
      '/api/building',
      {
        ...details(),
        adCopyHeadline: 'Harbor living',
        adCopyBody: '<p>Light <b>everywhere</b><script>x()</script></p>',
        amenityIds,
      },
      mc,
    );
    expect(res.statusCode).toBe(200);
    const { id, message } = res.json<{ id: number; message: string }>();
    expect(message).toBe(MSG.developmentCreated);
    const got = await call('GET', `/api/Building/${id}/detailsummary`, undefined, mc);
    expect(got.json<Development>()).toMatchObject({
      title: 'The Meridian Tower',
      office: 'Dev Own Office',
      state: 'MA',
      regionId: stateId,
      totalUnits: 120,
      minimumPricePerUnit: 1250000.5,
      listDate: '2026-01-10',
      adCopyBody: '<p>Light <b>everywhere</b></p>',
      publish: false,
      status: 'Active',
    });
    const amenities = (await call('GET', `/api/building/${id}/amenitydetails`, undefined, mc)).json<
      Array<{ amenityId: number; selected: boolean }>
    >();
    expect(amenities.filter((a) => a.selected).map((a) => a.amenityId)).toEqual(amenityIds);
  });

  it.each([
    [{ title: '', city: ' ', websiteUrl: null }, MSG.required(['Title', 'City', 'Website URL'])],
    [{ officeId: null }, MSG.required(['Office'])],
    [{ totalUnits: '' }, MSG.required(['Total units'])],
    [{ title: 'x'.repeat(51) }, MSG.maxLength('Title', 50)],
    [{ city: 'x'.repeat(81) }, MSG.maxLength('City', 80)],
    [{ websiteUrl: 'x'.repeat(248) }, MSG.maxLength('Website URL', 247)],
    [{ siraDevelopmentId: 'x'.repeat(256) }, MSG.maxLength('Sira id', 255)],
    [{ ownerFirstName: 'x'.repeat(51) }, MSG.maxLength('Owner first name', 50)],
    [{ zip: '0211' }, MSG.zipFiveDigits],
    [{ totalUnits: '12345' }, MSG.developmentDigitsMax('Total units', 4)],
    [{ totalUnits: '1.5' }, MSG.wholeNumber('Total units')],
    [{ maxFinancing: '1000' }, MSG.developmentDigitsMax('Max financing', 3)],
    [{ totalDollarValue: '99999999999' }, MSG.maxValue('Development value', 2147483647)],
    [{ yearBuilt: '99' }, MSG.yearFourDigits],
    [{ lotSize: 'ten' }, MSG.notANumber('Lot size')],
    [{ listDate: '2026-13-01' }, MSG.invalidDate('List date')],
  ])('refuses %j: %s', async (over, message) => {
    const res = await call('POST', '/api/building', details(over));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(message);
  });

  it('refuses an office outside the user’s offices, and agents may not create', async () => {
    const res = await call('POST', '/api/building', details({ officeId: otherId }), mc);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(MSG.developmentOfficeNotAllowed);
    expect((await call('POST', '/api/building', details(), buildingAgent)).statusCode).toBe(403);
  });

  it('saves the details (204) and the ad copy within 4000 characters', async () => {
    const id = await create();
    const put = await call(
      'PUT',
      '/api/building',
      { id, ...details({ title: 'Renamed Tower', lotSize: '2.5', lotSizeTypeId: 1 }) },
      mc,
    );
    expect(put.statusCode).toBe(204);
    expect((await call('GET', `/api/building/${id}/detailsummary`)).json<Development>()).toMatchObject({
      title: 'Renamed Tower',
      lotSize: 2.5,
      lotSizeTypeId: 1,
    });
    const adCopy = (body: string) =>
      call('PUT', `/api/building/${id}/adcopy`, { adCopyHeadline: 'Views', adCopyBody: body }, mc);
    expect((await adCopy('x'.repeat(4000))).statusCode).toBe(204);
    const long = await adCopy('x'.repeat(4001));
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toBe(MSG.maxLength('Ad copy', 4000));
  });

  it('toggles publish (204 each time)', async () => {
    const id = await create();
    const flip = () => call('PATCH', `/api/building/${id}/togglepublish`, undefined, mc);
    expect((await flip()).statusCode).toBe(204);
    expect((await call('GET', `/api/building/${id}/detailsummary`)).json<Development>().publish).toBe(true);
    expect((await flip()).statusCode).toBe(204);
    expect((await call('GET', `/api/building/${id}/detailsummary`)).json<Development>().publish).toBe(false);
  });
});

describe('scope', () => {
  it('marketing staff see their offices’ developments, an agent with development access those they are an agent of', async () => {
    const own = await create({ title: 'Scope Own' });
    const other = await create({ title: 'Scope Other', officeId: otherId });
    await call('POST', `/api/building/${own}/agent`, { agentId: buildingAgentId, sideTypeId: 1 });
    await call('POST', `/api/building/${own}/agent`, { agentId: plainAgentId, sideTypeId: 2 });
    const titles = async (as: string) =>
      (await call('POST', '/api/building/search', { title: 'scope', itemsPerPage: 100 }, as))
        .json<{ items: DevelopmentListRow[] }>()
        .items.map((r) => r.title);
    expect(await titles(admin)).toEqual(['Scope Other', 'Scope Own']);
    expect(await titles(mc)).toEqual(['Scope Own']);
    expect(await titles(outsiderMc)).toEqual(['Scope Other']);
    expect(await titles(buildingAgent)).toEqual(['Scope Own']);
    expect(await titles(plainAgent)).toEqual([]);
    expect((await call('GET', `/api/building/${other}/detailsummary`, undefined, mc)).statusCode).toBe(404);
    expect((await call('GET', `/api/building/${own}/detailsummary`, undefined, plainAgent)).statusCode).toBe(
      404,
    );
    expect((await call('PATCH', `/api/building/${other}/togglepublish`, undefined, mc)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/building/${own}/detailsummary`, undefined, buildingAgent)).statusCode,
    ).toBe(200);
  });

  it('the office lookups are the user’s own offices unless system admin', async () => {
    const mine = (await call('POST', '/api/building/lookups', {}, mc)).json<{
      offices: Array<{ id: number }>;
    }>();
    expect(mine.offices.map((o) => o.id)).toEqual([ownId]);
    const all = (await call('POST', '/api/building/lookups', { officeIds: [ownId, otherId] })).json<{
      offices: Array<{ id: number }>;
    }>();
    expect(all.offices.map((o) => o.id).sort()).toEqual([ownId, otherId].sort());
  });
});

describe('agents', () => {
  it('adds at most 20 agents per side, refuses the same agent twice', async () => {
    const id = await create();
    const db = t.database.db;
    for (let i = 0; i < 20; i++) {
      const agent = await createAgent(db, { officeId: ownId });
      const res = await call('POST', `/api/building/${id}/agent`, { agentId: agent.id, sideTypeId: 1 });
      expect(res.statusCode).toBe(200);
      expect(res.json<DevelopmentAgent>().displayOrder).toBe(i + 1);
    }
    const extra = await createAgent(db, { officeId: ownId });
    const full = await call('POST', `/api/building/${id}/agent`, { agentId: extra.id, sideTypeId: 1 });
    expect(full.statusCode).toBe(400);
    expect(full.json<{ message: string }>().message).toBe(MSG.developmentAgentsPerSide);
    const salesSide = await call('POST', `/api/building/${id}/agent`, { agentId: extra.id, sideTypeId: 2 });
    expect(salesSide.json<DevelopmentAgent>()).toMatchObject({ sideTypeId: 2, displayOrder: 1 });
    const twice = await call('POST', `/api/building/${id}/agent`, { agentId: extra.id, sideTypeId: 1 });
    expect(twice.json<{ message: string }>().message).toBe(MSG.developmentAgentTwice);
  });

  it('reorders and renumbers from 1; a removal renumbers the rest', async () => {
    const id = await create();
    const db = t.database.db;
    const agentIds: number[] = [];
    for (let i = 0; i < 3; i++) {
      const agent = await createAgent(db, { officeId: ownId });
      agentIds.push(agent.id);
      await call('POST', `/api/building/${id}/agent`, { agentId: agent.id, sideTypeId: 1 });
    }
    const [a, b, c] = agentIds;
    const order = [
      { agentId: c, displayOrder: 5 },
      { agentId: a, displayOrder: 7 },
      { agentId: b, displayOrder: 9 },
    ];
    expect((await call('PATCH', `/api/building/${id}/reorderagents`, order, mc)).statusCode).toBe(204);
    const read = async () =>
      (await call('GET', `/api/building/${id}/agentdetailsummary`))
        .json<DevelopmentAgent[]>()
        .map((x) => [x.agentId, x.displayOrder]);
    expect(await read()).toEqual([
      [c, 1],
      [a, 2],
      [b, 3],
    ]);
    expect((await call('DELETE', `/api/building/${id}/agent/${c}`, undefined, mc)).statusCode).toBe(204);
    expect(await read()).toEqual([
      [a, 1],
      [b, 2],
    ]);
    expect((await call('DELETE', `/api/building/${id}/agent/${c}`, undefined, mc)).statusCode).toBe(404);
  });
});

describe('associated listings and units', () => {
  it('answers 204 without units, then counts and totals by status', async () => {
    const id = await create();
    expect((await call('GET', `/api/building/${id}/units`)).statusCode).toBe(204);
    const db = t.database.db;
    const active = await createListing(db, { officeId: ownId, currentPrice: 1_000_000, address1: '1 A St' });
    const active2 = await createListing(db, {
      officeId: ownId,
      currentPrice: 2_000_000,
      listingType: 'Rental',
    });
    const pending = await createListing(db, { officeId: ownId, listingStatusId: 3, currentPrice: 3_000_000 });
    const sold = await createListing(db, {
      officeId: ownId,
      listingStatusId: 4,
      currentPrice: 4_000_000,
      soldPrice: 3_900_000,
      isValid: false,
    });
    const add = await call(
      'POST',
      `/api/building/${id}/listing`,
      { listingIds: [active.id, active2.id, pending.id, sold.id] },
      mc,
    );
    expect(add.statusCode).toBe(200);
    expect(add.json()).toEqual({ message: MSG.developmentListingsAdded });
    const units = await call('GET', `/api/building/${id}/units`);
    expect(units.statusCode).toBe(200);
    expect(units.json()).toEqual({
      buildingId: id,
      numberOfActiveUnits: 2,
      totalActiveUnits: 3_000_000,
      numberOfPendingUnits: 1,
      totalPendingUnits: 3_000_000,
      numberOfSoldUnits: 1,
      totalSoldUnits: 3_900_000,
    });
    const page = (await call('GET', `/api/building/${id}/listingdetailsummary`)).json<{
      items: DevelopmentListingRow[];
      totalCount: number;
    }>();
    expect(page.totalCount).toBe(4);
    expect(page.items.map((r) => r.currentPrice)).toEqual([4_000_000, 3_000_000, 2_000_000, 1_000_000]);
    expect(page.items[0]).toMatchObject({ type: 'Sale', isValid: false, status: 'Sold' });
    expect(page.items[2]).toMatchObject({ type: 'Rental', status: 'Active' });
    // the listing's details name its development (the Building tab links to it)
    const title = (await call('GET', `/api/building/${id}/detailsummary`)).json<{ title: string }>().title;
    const details = await call('GET', `/api/listing/${active.id}/details`);
    expect(details.json()).toMatchObject({ developmentId: id, development: title });
    const remove = await call('DELETE', `/api/building/${id}/listing/${sold.id}`, undefined, mc);
    expect(remove.statusCode).toBe(204);
    expect((await call('DELETE', `/api/building/${id}/listing/${sold.id}`, undefined, mc)).statusCode).toBe(
      404,
    );
    const [row] = await db
      .select({ d: schema.listings.developmentId })
      .from(schema.listings)
      .where(eq(schema.listings.id, sold.id));
    expect(row!.d).toBeNull();
    const unlinked = await call('GET', `/api/listing/${sold.id}/details`);
    expect(unlinked.json()).toMatchObject({ developmentId: null, development: null });
  });

  it('associates only listings in the user’s scope', async () => {
    const id = await create();
    const outside = await createListing(t.database.db, { officeId: otherId });
    const res = await call('POST', `/api/building/${id}/listing`, { listingIds: [outside.id] }, mc);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(MSG.developmentListingNotAllowed);
  });
});

describe('logo', () => {
  const image = (width: number, height: number, format: 'png' | 'jpeg') => {
    const s = sharp({ create: { width, height, channels: 3, background: '#3366aa' } });
    return (format === 'png' ? s.png() : s.jpeg()).toBuffer();
  };
  async function upload(id: number, data: Buffer, name = 'logo.png', as = mc) {
    const { payload, headers } = multipartBody({ name, type: 'image/png', data });
    return t.app.inject({
      method: 'POST',
      url: `/api/image/save?entityType=development&entityId=${id}&imageType=logo`,
      payload,
      headers: { ...headers, authorization: `Bearer ${await t.token(as)}` },
    });
  }

  it('takes a logo of at least 70x70 and refuses a smaller one or another file type', async () => {
    const id = await create();
    const small = await upload(id, await image(69, 70, 'png'));
    expect(small.statusCode).toBe(400);
    expect(small.json<{ message: string }>().message).toBe(MSG.developmentLogoNotUploaded);
    const pdf = await upload(id, Buffer.from('%PDF-1.4\n%%EOF\n'), 'logo.pdf');
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json<{ message: string }>().message).toBe(MSG.fileTypeJpgPngJpeg);
    expect((await upload(id, await image(70, 70, 'jpeg'))).statusCode).toBe(201);
    const list = await call('GET', `/api/image/${id}?entityType=development&imageType=logo`, undefined, mc);
    expect(list.json<unknown[]>()).toHaveLength(1);
    expect((await upload(id, await image(70, 70, 'png'), 'logo.png', outsiderMc)).statusCode).toBe(404);
  });
});

describe('video', () => {
  it('takes the one building video (type 7) of a development in scope', async () => {
    const id = await create();
    const file = path.join(os.tmpdir(), `atrium-development-video-${process.pid}.mp4`);
    await promisify(execFile)(FFMPEG, [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=1280x720:rate=25', '-t', '2'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '150k', '-pix_fmt', 'yuv420p', file],
    ]);
    const data = fs.readFileSync(file);
    fs.rmSync(file, { force: true });
    const send = async (as: string) => {
      const { payload, headers } = multipartBody({ name: 'Tour.MP4', type: 'video/mp4', data });
      return t.app.inject({
        method: 'POST',
        url: `/api/Building/${id}/videos`,
        payload,
        headers: { ...headers, authorization: `Bearer ${await t.token(as)}` },
      });
    };
    expect((await send(outsiderMc)).statusCode).toBe(404);
    const ok = await send(mc);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ entityType: 'development', entityId: id, videoTypeId: 7 });
    expect((await send(mc)).json<{ message: string }>().message).toBe(MSG.videoSlotTaken);
    const listed = await call('GET', `/api/video/development/${id}`, undefined, mc);
    expect(listed.json<Video[]>().map((v) => v.videoTypeId)).toEqual([7]);
  }, 60_000);
});
