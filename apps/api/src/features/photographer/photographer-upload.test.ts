import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { MSG, type Image } from '@atrium/domain';
import { waitForRenditions } from '../../test/renditions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody } from '../../test/multipart';
import { rowsOf } from '../../db/client';
import { createAgentUser, createListing, createOffice } from '../../db/factories';
import { createPhotographerTokens } from './photographer-token';

let t: TestApp;
let invitedId: number; // the photographer is invited to this listing
let secondId: number; // and to this one, without images
let otherId: number; // but not to this one
let agent: string; // an agent on all three listings
let token: string; // the photographer's session
let photo: Buffer; // 1800x1200 JPEG
let accountId: number; // the photographer's account

const image = (width: number, height: number, format: 'png' | 'jpeg' = 'jpeg', colour = '#5a7d9a') => {
  const s = sharp({ create: { width, height, channels: 3, background: colour } });
  return (format === 'png' ? s.png() : s.jpeg()).toBuffer();
};

const bearer = (tk = token) => ({ authorization: `Bearer ${tk}` });

async function upload(
  listingId: number,
  data: Buffer,
  headers: Record<string, string> = bearer(),
  name = 'Terrace.JPG',
) {
  const body = multipartBody({ name, type: 'image/jpeg', data });
  return t.app.inject({
    method: 'POST',
    url: `/api/photographer/listings/${listingId}/images`,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}
const listOwn = (listingId: number, tk = token) =>
  t.call({ method: 'GET', url: `/api/photographer/listings/${listingId}/images`, headers: bearer(tk) });
const fileOf = (id: string, tk = token) =>
  t.call({ method: 'GET', url: `/api/photographer/files/${id}`, headers: bearer(tk) });

const state = async (listingId: number) =>
  rowsOf<{ image_count: number; version: number; images: number; files: number }>(
    await t.database.db.execute(sql`select image_count, version,
      (select count(*)::int from images where entity_id = ${listingId}) as images,
      (select count(*)::int from files where entity_id = ${listingId}) as files
      from listings where id = ${listingId}`),
  )[0];

async function createPhotographer(email: string) {
  const [account] = rowsOf<{ id: number }>(
    await t.database.db
      .execute(sql`insert into photographer_accounts (email, first_name, last_name, password_hash)
      values (${email}, 'Photo', 'Grapher', 'x') returning id`),
  );
  return account.id;
}
const photographerToken = async (id: number, email: string) =>
  (await createPhotographerTokens(t.ctx.config, t.ctx.keys).sign({ accountId: id, email })).token;

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_POLL_SECONDS: '0.5' } });
  const db = t.database.db;
  const office = await createOffice(db);
  const a = await createAgentUser(db, office.id);
  agent = a.user.email;
  const make = async () =>
    (
      await createListing(db, {
        officeId: office.id,
        imageCount: 0,
        agents: [{ agentId: a.agent.id, sideTypeId: 1 }],
      })
    ).id;
  invitedId = await make();
  secondId = await make();
  otherId = await make();
  const email = 'uploader@studio.example';
  accountId = await createPhotographer(email);
  await db.execute(sql`insert into photographer_invites (email, listing_id)
    values (${email}, ${invitedId}), (${email}, ${secondId})`);
  token = await photographerToken(accountId, email);
  photo = await image(1800, 1200);
}, 60_000);
afterAll(() => t?.close());

describe('photographer upload', () => {
  it("stores a JPEG in the listing's photographer images without touching its image count or version", async () => {
    const before = await state(invitedId);
    const res = await upload(invitedId, photo);
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json() as Image;
    expect(saved).toMatchObject({
      entityType: 'listing',
      entityId: invitedId,
      imageType: 'photographer',
      orderNo: 1,
      fileName: 'terrace.jpg',
      mimeType: 'image/jpeg',
      size: { width: 1800, height: 1200 },
    });
    const after = await state(invitedId);
    expect(after).toMatchObject({ image_count: 0, version: before.version, images: 1 });
    // the uploader is recorded as the photographer account (created_by names users only)
    const [row] = rowsOf<{ created_by: number | null; photographer_id: number | null }>(
      await t.database.db.execute(sql`select created_by, photographer_id from images where id = ${saved.id}`),
    );
    expect(row).toEqual({ created_by: null, photographer_id: accountId });

    expect(((await listOwn(invitedId)).json() as Image[]).map((i) => i.id)).toEqual([saved.id]);
    // the staff see it under PHOTOGRAPHER UPLOADED IMAGES
    const staff = await t.call({
      method: 'GET',
      url: `/api/image/${invitedId}?entityType=listing&imageType=photographer`,
      as: agent,
    });
    expect((staff.json() as Image[]).map((i) => i.id)).toEqual([saved.id]);
    const second = await upload(invitedId, await image(1200, 1800, 'png'), bearer(), 'tall.png');
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ orderNo: 2, islandscape: false });
  });

  it('counts the photographer images of each invited listing', async () => {
    const res = await t.call({ method: 'GET', url: '/api/photographer/imagecount', headers: bearer() });
    expect(res.statusCode).toBe(200);
    const counts = res.json() as Array<{ listingId: number; count: number }>;
    expect(counts).toHaveLength(2);
    expect(counts).toEqual(
      expect.arrayContaining([
        { listingId: invitedId, count: 2 },
        { listingId: secondId, count: 0 },
      ]),
    );
  });

  it.each([
    ['too small', () => image(1799, 1200), 400, MSG.photoBelowMinimumResolution],
    ['square', () => image(1800, 1800), 400, MSG.imageNotInRatio],
    ['black-and-white', () => image(1800, 1200, 'jpeg', '#808080'), 400, MSG.photoNotInColour],
    ['text named .jpg', async () => Buffer.from('not an image at all'), 415, MSG.fileFormats],
  ])('refuses a %s file like image/save and stores nothing', async (_name, make, status, message) => {
    // (the files count is left out: the renditions of the images before may still be arriving)
    const { files: _files, ...before } = await state(invitedId);
    const res = await upload(invitedId, await make());
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    const { files: _after, ...after } = await state(invitedId);
    expect(after).toEqual(before);
  });

  it('answers 404 for a listing the photographer is not invited to, 401 without a photographer token', async () => {
    const before = await state(otherId);
    expect((await upload(otherId, photo)).statusCode).toBe(404);
    expect((await listOwn(otherId)).statusCode).toBe(404);
    expect((await upload(2_000_000_000, photo)).statusCode).toBe(404);
    expect(await state(otherId)).toEqual(before);
    const staff = await t.token(agent);
    expect((await upload(invitedId, photo, bearer(staff))).statusCode).toBe(401);
    expect((await upload(invitedId, photo, {})).statusCode).toBe(401);
    const none = await t.call({ method: 'GET', url: '/api/photographer/imagecount' });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(MSG.photographerSignInRequired);
  });

  it('serves the small rendition of its images, and no other file', async () => {
    const saved = ((await listOwn(invitedId)).json() as Image[])[0];
    const ready = await waitForRenditions(async () => (await listOwn(invitedId)).json() as Image[], saved.id);
    const small = await fileOf(ready.urls.small!);
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(small.rawPayload).metadata()).width).toBe(320);
    expect((await fileOf(ready.urls.original)).statusCode).toBe(200);

    // a main photo of the same listing is not the photographer's
    const main = multipartBody({ name: 'main.jpg', type: 'image/jpeg', data: photo });
    const mainRes = await t.app.inject({
      method: 'POST',
      url: `/api/image/save?entityType=listing&entityId=${invitedId}&imageType=mainPhoto`,
      payload: main.payload,
      headers: { ...main.headers, authorization: `Bearer ${await t.token(agent)}` },
    });
    expect(mainRes.statusCode).toBe(201);
    expect((await fileOf((mainRes.json() as Image).urls.original)).statusCode).toBe(404);

    // nor a photographer image of a listing it is not invited to
    await t.database.db.execute(sql`insert into photographer_invites (email, listing_id)
      values ('someone.else@studio.example', ${otherId})`);
    const other = multipartBody({ name: 'other.jpg', type: 'image/jpeg', data: photo });
    const otherRes = await t.app.inject({
      method: 'POST',
      url: `/api/image/save?entityType=listing&entityId=${otherId}&imageType=photographer`,
      payload: other.payload,
      headers: { ...other.headers, authorization: `Bearer ${await t.token(agent)}` },
    });
    expect(otherRes.statusCode).toBe(201);
    expect((await fileOf((otherRes.json() as Image).urls.original)).statusCode).toBe(404);
    expect((await fileOf('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it("shows a photographer only their own images of a listing, and the staff everyone's", async () => {
    const email = 'second.shooter@studio.example';
    const secondId2 = await createPhotographer(email);
    await t.database.db.execute(
      sql`insert into photographer_invites (email, listing_id) values (${email}, ${invitedId})`,
    );
    const second = await photographerToken(secondId2, email);
    const first = (await listOwn(invitedId)).json() as Image[];
    expect(first.length).toBeGreaterThan(0);

    // invited to the same listing, the second photographer sees none of the first one's work
    expect((await listOwn(invitedId, second)).json()).toEqual([]);
    expect((await fileOf(first[0].urls.original, second)).statusCode).toBe(404);
    const counts = await t.call({
      method: 'GET',
      url: '/api/photographer/imagecount',
      headers: bearer(second),
    });
    expect(counts.json()).toEqual([{ listingId: invitedId, count: 0 }]);

    const res = await upload(invitedId, photo, bearer(second), 'second.jpg');
    expect(res.statusCode, res.body).toBe(201);
    const own = (await listOwn(invitedId, second)).json() as Image[];
    expect(own.map((i) => i.id)).toEqual([(res.json() as Image).id]);
    expect(((await listOwn(invitedId)).json() as Image[]).map((i) => i.id)).toEqual(first.map((i) => i.id));

    const staff = await t.call({
      method: 'GET',
      url: `/api/image/${invitedId}?entityType=listing&imageType=photographer`,
      as: agent,
    });
    expect((staff.json() as Image[]).map((i) => i.id)).toEqual([...first, ...own].map((i) => i.id));
  });
});
