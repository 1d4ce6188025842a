import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { IMAGE_RENDITIONS, MSG, type Image } from '@atrium/domain';
import { waitForRenditions } from '../../test/renditions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody } from '../../test/multipart';
import { createAgentUser, createListing, createOffice } from '../../db/factories';
import { rowsOf } from '../../db/client';
import { requeueStalledRenditions } from './images.service';

let t: TestApp;
let listingId: number;
let editor: string; // an agent on the listing
let outsider: string; // an agent of another office
let noReorder: string; // another agent on the listing, without Listing Photo Reorder
let photo: Buffer; // 1800x1200 PNG
let portrait: Buffer; // 1200x1800 JPEG

const image = (width: number, height: number, format: 'png' | 'jpeg', colour = '#3366aa') => {
  const s = sharp({ create: { width, height, channels: 3, background: colour } });
  return (format === 'png' ? s.png() : s.jpeg()).toBuffer();
};

async function upload(
  as: string,
  data: Buffer,
  opts: { name?: string; imageType?: string; id?: number } = {},
) {
  const { payload, headers } = multipartBody({ name: opts.name ?? 'Photo.PNG', type: 'image/png', data });
  return t.app.inject({
    method: 'POST',
    url: `/api/image/save?entityType=listing&entityId=${opts.id ?? listingId}&imageType=${opts.imageType ?? 'mainPhoto'}`,
    payload,
    headers: { ...headers, authorization: `Bearer ${await t.token(as)}` },
  });
}

const list = (as: string, imageType = 'mainPhoto') =>
  t.call({ method: 'GET', url: `/api/image/${listingId}?entityType=listing&imageType=${imageType}`, as });

const one = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(q))[0];
const counts = () =>
  one<{ images: number; files: number; image_count: number }>(sql`select
    (select count(*)::int from images where entity_id = ${listingId}) as images,
    (select count(*)::int from files where entity_id = ${listingId}) as files,
    (select image_count from listings where id = ${listingId}) as image_count`);
const walk = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    : [];
const objects = () => walk(t.ctx.config.files.dir).length;

const renditionsOf = (id: string, as: string, timeoutMs?: number) =>
  waitForRenditions(async () => (await list(as)).json() as Image[], id, timeoutMs);

/** A listing without photos in an office of its own, with its one agent (who may change it). */
async function listingOfItsOwn(over: { isValid?: boolean; hasLowResImages?: boolean }) {
  const office = await createOffice(t.database.db);
  const a = await createAgentUser(t.database.db, office.id);
  const listing = await createListing(t.database.db, {
    officeId: office.id,
    imageCount: 0,
    agents: [{ agentId: a.agent.id, sideTypeId: 1 }],
    ...over,
  });
  return { id: listing.id, agent: a.user.email };
}

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_POLL_SECONDS: '0.5' } });
  const office = await createOffice(t.database.db);
  const other = await createOffice(t.database.db);
  const a = await createAgentUser(t.database.db, office.id, ['listingPhotoReorder']);
  const b = await createAgentUser(t.database.db, office.id);
  editor = a.user.email;
  noReorder = b.user.email;
  outsider = (await createAgentUser(t.database.db, other.id)).user.email;
  listingId = (
    await createListing(t.database.db, {
      officeId: office.id,
      imageCount: 0,
      agents: [
        { agentId: a.agent.id, sideTypeId: 1 },
        { agentId: b.agent.id, sideTypeId: 2 },
      ],
    })
  ).id;
  photo = await image(1800, 1200, 'png');
  portrait = await image(1200, 1800, 'jpeg', '#aa6633');
}, 60_000);
afterAll(() => t?.close());

describe('images', () => {
  it('stores a PNG and a JPEG photo, lists them in order and keeps the listing image count', async () => {
    const first = await upload(editor, photo, { name: 'Front DOOR.PNG' });
    expect(first.statusCode, first.body).toBe(201);
    const a = first.json() as Image;
    expect(a).toMatchObject({
      entityType: 'listing',
      entityId: listingId,
      imageType: 'mainPhoto',
      orderNo: 1,
      fileName: 'front door.png',
      mimeType: 'image/png',
      size: { width: 1800, height: 1200 },
      islandscape: true,
      isLowResolution: false,
      renditionStatus: 'pending',
      urls: { small: null, medium: null },
    });
    const second = await upload(editor, portrait, { name: 'side.jpg' });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ orderNo: 2, mimeType: 'image/jpeg', islandscape: false });
    const listed = (await list(editor)).json() as Image[];
    expect(listed.map((i) => i.orderNo)).toEqual([1, 2]);
    expect(listed[0].id).toBe(a.id);
    expect((await counts()).image_count).toBe(2);
    // a floor plan is not a main photo: it does not count
    expect((await upload(editor, photo, { imageType: 'floorPlan' })).statusCode).toBe(201);
    expect((await counts()).image_count).toBe(2);
    const count = await t.call({
      method: 'GET',
      url: `/api/image/${listingId}/count?entityType=listing`,
      as: editor,
    });
    expect(count.json()).toEqual({
      total: 3,
      byType: { mainPhoto: 2, floorPlan: 1, photographer: 0, hero: 0 },
    });
  });

  it('makes the small and medium renditions in the background', async () => {
    const saved = (await upload(editor, photo)).json() as Image;
    const ready = await renditionsOf(saved.id, editor);
    for (const [rendition, width] of Object.entries(IMAGE_RENDITIONS)) {
      const fileId = ready.urls[rendition as 'small' | 'medium']!;
      const res = await t.call({ method: 'GET', url: `/api/files/${fileId}`, as: editor });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(res.rawPayload).metadata()).width).toBe(width);
    }
  });

  it('queues again the renditions of an image whose job was lost, five minutes on', async () => {
    const saved = (await upload(editor, photo, { name: 'lost.png' })).json() as Image;
    await renditionsOf(saved.id, editor);
    // as if the queue had failed after the upload was saved: no renditions, no job
    const lost = sql`update images set small_file_id = null, medium_file_id = null,
      created_at = now() - interval '6 minutes' where id = ${saved.id}`;
    await t.database.db.execute(lost);
    const recent = (await upload(editor, portrait, { name: 'recent.jpg' })).json() as Image;
    await renditionsOf(recent.id, editor);
    await t.database.db.execute(
      sql`update images set small_file_id = null, medium_file_id = null where id = ${recent.id}`,
    );
    const deps = { db: t.database.db, jobs: t.ctx.jobs };
    // only the image that has waited over five minutes is queued
    expect(await requeueStalledRenditions(deps)).toBe(1);
    expect((await renditionsOf(saved.id, editor)).renditionStatus).toBe('ready');
    const del = await t.call({
      method: 'POST',
      url: '/api/image/delete',
      as: editor,
      body: { ids: [saved.id, recent.id] },
    });
    expect(del.statusCode).toBe(204);
  });

  it.each([
    ['too small', () => image(1799, 1200, 'png'), MSG.photoBelowMinimumResolution],
    ['too small portrait', () => image(1200, 1799, 'jpeg'), MSG.photoBelowMinimumResolution],
    ['square', () => image(1800, 1800, 'png'), MSG.imageNotInRatio],
    ['too wide', () => image(2400, 1200, 'jpeg'), MSG.imageNotInRatio],
    ['black-and-white (RGB)', () => image(1800, 1200, 'jpeg', '#7a7a7a'), MSG.photoNotInColour],
    ['greyscale (one channel)', () => sharp(photo).greyscale().png().toBuffer(), MSG.photoNotInColour],
  ])('refuses a %s photo with the spec message and stores nothing', async (_name, make, message) => {
    const before = { ...(await counts()), objects: objects() };
    const res = await upload(editor, await make());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect({ ...(await counts()), objects: objects() }).toEqual(before);
  });

  it('measures a photo as it stands: stored sideways with an EXIF orientation, it is a portrait', async () => {
    const sideways = await sharp({
      create: { width: 1800, height: 1200, channels: 3, background: '#778899' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await upload(editor, sideways, { name: 'phone.jpg' });
    expect(res.statusCode).toBe(201);
    const stored = res.json() as Image;
    expect([stored.size.width, stored.size.height, stored.islandscape]).toEqual([1200, 1800, false]);
    const del = await t.call({
      method: 'POST',
      url: '/api/image/delete',
      as: editor,
      body: { ids: [stored.id] },
    });
    expect(del.statusCode).toBe(204);
  });

  it('takes a black-and-white floor plan (the colour rule is for photos) and a mostly grey photo with a touch of colour', async () => {
    const drawing = await sharp(photo).greyscale().png().toBuffer();
    const plan = await upload(editor, drawing, { imageType: 'floorPlan', name: 'plan.png' });
    expect(plan.statusCode, plan.body).toBe(201);
    // a grey room with one small coloured object (1 % of the picture) is a colour photo
    const grey = sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#9a9a9a' } });
    const plant = await image(180, 120, 'png', '#2e8b57');
    const room = await grey
      .composite([{ input: plant, left: 800, top: 500 }])
      .jpeg()
      .toBuffer();
    const saved = await upload(editor, room, { name: 'room.jpg' });
    expect(saved.statusCode, saved.body).toBe(201);
    const ids = [(plan.json() as Image).id, (saved.json() as Image).id];
    const del = await t.call({ method: 'POST', url: '/api/image/delete', as: editor, body: { ids } });
    expect(del.statusCode).toBe(204);
  });

  it('refuses a text file named .png by its content', async () => {
    const res = await upload(editor, Buffer.from('not an image at all'), { name: 'fake.png' });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(MSG.fileFormats);
  });

  it("keeps another office's agent out: 404 on list, count and upload, 404 on delete, caption and reorder", async () => {
    const [target] = (await list(editor)).json() as Image[];
    expect((await list(outsider)).statusCode).toBe(404);
    expect(
      (await t.call({ method: 'GET', url: `/api/image/${listingId}/count?entityType=listing`, as: outsider }))
        .statusCode,
    ).toBe(404);
    expect((await upload(outsider, photo)).statusCode).toBe(404);
    const del = await t.call({
      method: 'POST',
      url: '/api/image/delete',
      as: outsider,
      body: { ids: [target.id] },
    });
    expect(del.statusCode).toBe(404);
    const cap = await t.call({
      method: 'PUT',
      url: `/api/image/${target.id}/caption`,
      as: outsider,
      body: { caption: 'mine' },
    });
    expect(cap.statusCode).toBe(404);
    const reorder = await t.call({
      method: 'PUT',
      url: `/api/image/${listingId}/reorder?entityType=listing`,
      as: outsider,
      body: [{ id: target.id, orderNo: 9 }],
    });
    expect(reorder.statusCode).toBe(404);
    expect(((await list(editor)).json() as Image[])[0]).toMatchObject({
      id: target.id,
      orderNo: 1,
      caption: null,
    });
  });

  it('saves a caption and a floor plan title', async () => {
    const [target] = (await list(editor)).json() as Image[];
    const res = await t.call({
      method: 'PUT',
      url: `/api/image/${target.id}/caption`,
      as: editor,
      body: { caption: 'The front door' },
    });
    expect(res.statusCode).toBe(204);
    await t.call({
      method: 'PUT',
      url: `/api/image/${target.id}/caption`,
      as: editor,
      body: { caption: 'Ground floor', isFloorPlanCaption: true },
    });
    expect(((await list(editor)).json() as Image[])[0]).toMatchObject({
      caption: 'The front door',
      floorplancaption: 'Ground floor',
    });
    const long = await t.call({
      method: 'PUT',
      url: `/api/image/${target.id}/caption`,
      as: editor,
      body: { caption: 'x'.repeat(251) },
    });
    expect(long.statusCode).toBe(400);
  });

  it('reorders and refuses a duplicate order number', async () => {
    const before = (await list(editor)).json() as Image[];
    const reversed = before.map((i, n) => ({ id: i.id, orderNo: before.length - n }));
    const res = await t.call({
      method: 'PUT',
      url: `/api/image/${listingId}/reorder?entityType=listing`,
      as: editor,
      body: reversed,
    });
    expect(res.statusCode).toBe(204);
    expect(((await list(editor)).json() as Image[]).map((i) => i.id)).toEqual(
      before.map((i) => i.id).reverse(),
    );
    const dup = await t.call({
      method: 'PUT',
      url: `/api/image/${listingId}/reorder?entityType=listing`,
      as: editor,
      body: before.slice(0, 2).map((i) => ({ id: i.id, orderNo: 1 })),
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe(MSG.duplicateImageOrder);
  });

  it('lets only users with Listing Photo Reorder reorder, though others on the listing may edit it', async () => {
    const before = (await list(noReorder)).json() as Image[];
    const res = await t.call({
      method: 'PUT',
      url: `/api/image/${listingId}/reorder?entityType=listing`,
      as: noReorder,
      body: before.map((i, n) => ({ id: i.id, orderNo: before.length - n })),
    });
    expect(res.statusCode).toBe(403);
    expect(((await list(noReorder)).json() as Image[]).map((i) => i.id)).toEqual(before.map((i) => i.id));
  });

  it('deletes images with their files and objects, renumbers the rest and keeps the count', async () => {
    const before = (await list(editor)).json() as Image[];
    const ready = await renditionsOf(before[0].id, editor);
    const keys = rowsOf<{ storage_key: string }>(
      await t.database.db.execute(
        sql`select storage_key from files where id in (${ready.urls.original}, ${ready.urls.small}, ${ready.urls.medium})`,
      ),
    ).map((r) => r.storage_key);
    expect(keys).toHaveLength(3);
    const res = await t.call({
      method: 'POST',
      url: '/api/image/delete',
      as: editor,
      body: { ids: [ready.id] },
    });
    expect(res.statusCode).toBe(204);
    const after = (await list(editor)).json() as Image[];
    expect(after.map((i) => i.id)).toEqual(before.slice(1).map((i) => i.id));
    expect(after.map((i) => i.orderNo)).toEqual(after.map((_, n) => n + 1));
    expect((await counts()).image_count).toBe(after.length);
    for (const key of keys) expect(await t.ctx.storage.head(key)).toBeNull();
    const left = await one<{ n: number }>(
      sql`select count(*)::int as n from files where id in (${ready.urls.original}, ${ready.urls.small}, ${ready.urls.medium})`,
    );
    expect(left.n).toBe(0);
    const again = await t.call({
      method: 'POST',
      url: '/api/image/delete',
      as: editor,
      body: { ids: [ready.id] },
    });
    expect(again.statusCode).toBe(404);
  });

  it("keeps the listing's data-complete flag, version and history in step with its photos", async () => {
    // complete but for a photo: the stored flag says so
    const { id, agent } = await listingOfItsOwn({ isValid: false });
    const state = () =>
      one<{ is_valid: boolean; version: number; image_count: number; audits: number }>(sql`select
        is_valid, version, image_count,
        (select count(*)::int from audits where entity_type = 'listing' and entity_id = ${id}) as audits
        from listings where id = ${id}`);
    const before = await state();
    const saved = await upload(agent, photo, { id });
    expect(saved.statusCode).toBe(201);
    const withPhoto = await state();
    expect(withPhoto).toMatchObject({ is_valid: true, image_count: 1, version: before.version + 1 });
    expect(withPhoto.audits).toBe(before.audits + 1);
    const removed = await t.call({
      method: 'POST',
      url: '/api/image/delete',
      as: agent,
      body: { ids: [(saved.json() as Image).id] },
    });
    expect(removed.statusCode).toBe(204);
    expect(await state()).toMatchObject({ is_valid: false, image_count: 0, version: before.version + 2 });
  });

  it("keeps the listing's 'photos too small' flag in step with its main photos", async () => {
    const { id, agent } = await listingOfItsOwn({ hasLowResImages: true });
    const flag = async () =>
      (await one<{ low: boolean }>(sql`select has_low_res_images as low from listings where id = ${id}`)).low;
    const first = (await upload(agent, photo, { id })).json() as Image;
    expect(first.isLowResolution).toBe(false);
    expect(await flag()).toBe(false);
    // a photo below the minimum can only arrive by import: one is made so here
    await t.database.db.execute(sql`update images set width = 1500, height = 1000 where id = ${first.id}`);
    const second = await upload(agent, portrait, { id, name: 'second.jpg' });
    expect(second.statusCode).toBe(201);
    expect(await flag()).toBe(true);
    const listed = (
      await t.call({
        method: 'GET',
        url: `/api/image/${id}?entityType=listing&imageType=mainPhoto`,
        as: agent,
      })
    ).json() as Image[];
    expect(listed.map((i) => i.isLowResolution)).toEqual([true, false]);
    const del = await t.call({
      method: 'POST',
      url: '/api/image/delete',
      as: agent,
      body: { ids: [first.id] },
    });
    expect(del.statusCode).toBe(204);
    expect(await flag()).toBe(false);
  });
});
