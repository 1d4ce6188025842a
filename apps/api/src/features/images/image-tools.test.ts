import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { MSG, UPLOAD_MAX_BYTES, type Image, type ImageTag } from '@atrium/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody, pngBomb } from '../../test/multipart';
import { createAgentUser, createListing, createOffice, createUser } from '../../db/factories';
import { rowsOf } from '../../db/client';
import { setRendition } from './images.repo';

let t: TestApp;
let listingId: number;
let otherListingId: number; // the same office, another listing
let editor: string; // an agent on the listing
let viewer: string; // staff of the office without Listing Edit: sees, may not change
let outsider: string; // an agent of another office
let noReorder: string; // the same agent's second user, with Listing Edit but not Listing Photo Reorder
let landscape: Buffer; // 1800x1200 PNG
let portrait: Buffer; // 1200x1800 JPEG

const solid = (width: number, height: number, format: 'png' | 'jpeg', colour = '#3366aa') => {
  const s = sharp({ create: { width, height, channels: 3, background: colour } });
  return (format === 'png' ? s.png() : s.jpeg()).toBuffer();
};

async function upload(
  as: string,
  data: Buffer,
  opts: { imageType?: string; id?: number; name?: string; type?: string } = {},
) {
  const { payload, headers } = multipartBody({
    name: opts.name ?? 'photo.png',
    type: opts.type ?? 'image/png',
    data,
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/image/save?entityType=listing&entityId=${opts.id ?? listingId}&imageType=${opts.imageType ?? 'mainPhoto'}`,
    payload,
    headers: { ...headers, authorization: `Bearer ${await t.token(as)}` },
  });
}
const uploaded = async (data: Buffer, imageType = 'mainPhoto', id = listingId) => {
  const res = await upload(editor, data, { imageType, id });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Image;
};

const list = async (imageType: string, as = editor, id = listingId) =>
  (
    await t.call({ method: 'GET', url: `/api/image/${id}?entityType=listing&imageType=${imageType}`, as })
  ).json() as Image[];

/** What a change would alter (the renditions may be made meanwhile by the job). */
const stable = (i: Image) => ({
  id: i.id,
  imageType: i.imageType,
  orderNo: i.orderNo,
  caption: i.caption,
  tagId: i.tagId,
  size: i.size,
  original: i.urls.original,
});
const one = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(q))[0];
const storageKey = async (fileId: string) =>
  (await one<{ storage_key: string }>(sql`select storage_key from files where id = ${fileId}`))?.storage_key;
const imageCount = async () =>
  (await one<{ n: number }>(sql`select image_count as n from listings where id = ${listingId}`)).n;

async function waitForRenditions(id: string, imageType: string, timeoutMs = 20_000): Promise<Image> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await list(imageType)).find((i) => i.id === id);
    if (found?.renditionStatus === 'ready') return found;
    if (Date.now() > until) throw new Error(`renditions of ${id} not made within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function clearImages() {
  const ids = rowsOf<{ id: string }>(
    await t.database.db.execute(
      sql`select id from images where entity_id in (${listingId}, ${otherListingId})`,
    ),
  ).map((r) => r.id);
  if (ids.length)
    expect(
      (await t.call({ method: 'POST', url: '/api/image/delete', as: editor, body: { ids } })).statusCode,
    ).toBe(204);
}

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_POLL_SECONDS: '0.5' } });
  const office = await createOffice(t.database.db);
  const other = await createOffice(t.database.db);
  const a = await createAgentUser(t.database.db, office.id, ['listingPhotoReorder']);
  editor = a.user.email;
  noReorder = (
    await createUser(t.database.db, {
      roles: ['agent', 'listingEdit'],
      officeIds: [office.id],
      agentIds: [a.agent.id],
    })
  ).email;
  viewer = (await createUser(t.database.db, { roles: ['staff'], officeIds: [office.id] })).email;
  outsider = (await createAgentUser(t.database.db, other.id)).user.email;
  const listing = () =>
    createListing(t.database.db, {
      officeId: office.id,
      imageCount: 0,
      agents: [{ agentId: a.agent.id, sideTypeId: 1 }],
    });
  listingId = (await listing()).id;
  otherListingId = (await listing()).id;
  landscape = await solid(1800, 1200, 'png');
  portrait = await solid(1200, 1800, 'jpeg', '#aa6633');
}, 60_000);
afterAll(() => t?.close());

describe('image types', () => {
  it("answers the listing's image types with their limits and how many each holds", async () => {
    await clearImages();
    await uploaded(landscape);
    await uploaded(landscape, 'floorPlan');
    const res = await t.call({ method: 'GET', url: `/api/image/${listingId}/listing/types`, as: viewer });
    expect(res.statusCode, res.body).toBe(200);
    const types = res.json() as Array<{ imageType: string; photosLoaded: number; maxPhotos: number }>;
    expect(types.map((x) => x.imageType)).toEqual(['mainPhoto', 'floorPlan', 'photographer', 'hero']);
    expect(types[0]).toEqual({
      imageType: 'mainPhoto',
      name: 'Main photos',
      alias: 'MAIN PHOTOS',
      maxPhotos: 100,
      allowPortrait: true,
      allowLandscape: true,
      photosLoaded: 1,
      requiredSize: { minLongSide: 1800, minShortSide: 1200 },
    });
    expect(types[1]).toMatchObject({ maxPhotos: 20, photosLoaded: 1 });
    expect(types[3]).toMatchObject({
      maxPhotos: 5,
      allowPortrait: false,
      allowLandscape: true,
      photosLoaded: 0,
    });
  });

  it('is 404 outside the data scope and 400 for an unknown entity type', async () => {
    const url = `/api/image/${listingId}/listing/types`;
    expect((await t.call({ method: 'GET', url, as: outsider })).statusCode).toBe(404);
    const bad = await t.call({ method: 'GET', url: `/api/image/${listingId}/castle/types`, as: editor });
    expect(bad.statusCode).toBe(400);
  });
});

describe('image tags', () => {
  const catalogue = async (kind: number) =>
    (await t.call({ method: 'GET', url: `/api/image/${kind}/tags`, as: viewer })).json() as ImageTag[];
  const putTags = (guid: string, ids: unknown, as = editor, id = listingId) =>
    t.call({ method: 'PUT', url: `/api/image/1/${id}/${guid}/tags`, as, body: { ids } });

  it('answers the listing and the development catalogues, and refuses another kind', async () => {
    const listing = await catalogue(1);
    expect(listing.map((x) => x.name)).toEqual(
      expect.arrayContaining([
        'Exterior',
        'Living Room',
        'Kitchen',
        'Bedroom',
        'Bathroom',
        'View',
        'Pool',
        'Aerial',
      ]),
    );
    expect((await catalogue(2)).map((x) => x.name)).toContain('Lobby');
    expect(listing.map((x) => x.name)).not.toContain('Lobby');
    expect((await t.call({ method: 'GET', url: '/api/image/3/tags', as: viewer })).statusCode).toBe(400);
  });

  it('sets one tag on an image, lists it among the used tags and clears it', async () => {
    const [kitchen, pool] = (await catalogue(1)).filter((x) => x.name === 'Kitchen' || x.name === 'Pool');
    const [photo] = await list('mainPhoto');
    const res = await putTags(photo.id, [kitchen.id]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: photo.id, tagId: kitchen.id, tagName: 'Kitchen' });
    expect((await list('mainPhoto'))[0]).toMatchObject({ tagId: kitchen.id, tagName: 'Kitchen' });
    const used = await t.call({ method: 'GET', url: `/api/image/1/${listingId}/mainPhoto/tags`, as: viewer });
    expect(used.json()).toEqual([{ id: kitchen.id, name: 'Kitchen' }]);
    const floor = await t.call({
      method: 'GET',
      url: `/api/image/1/${listingId}/floorPlan/tags`,
      as: viewer,
    });
    expect(floor.json()).toEqual([]);
    // one tag per image: a second id is refused rather than silently dropped
    const two = await putTags(photo.id, [kitchen.id, pool.id]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe(MSG.oneTagPerImage);
    expect((await putTags(photo.id, [])).json()).toMatchObject({ tagId: null, tagName: null });
  });

  it('refuses a tag of another catalogue, an unknown tag and an image of another record', async () => {
    const [lobby] = (await catalogue(2)).filter((x) => x.name === 'Lobby');
    const [photo] = await list('mainPhoto');
    const wrongKind = await putTags(photo.id, [lobby.id]);
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().message).toBe(MSG.unknownReference);
    expect((await putTags(photo.id, [999_999])).statusCode).toBe(400);
    const [tag] = await catalogue(1);
    expect((await putTags(photo.id, [tag.id], editor, otherListingId)).statusCode).toBe(404);
    // developments have no images yet
    const dev = await t.call({ method: 'GET', url: `/api/image/2/${listingId}/mainPhoto/tags`, as: editor });
    expect(dev.statusCode).toBe(404);
    expect((await list('mainPhoto'))[0].tagId).toBeNull();
  });
});

describe('crop', () => {
  const crop = (id: string, body: Record<string, unknown>, as = editor) =>
    t.call({ method: 'POST', url: `/api/image/${id}/crop`, as, body });

  it('replaces the original with the crop, deletes the old files and remakes the renditions', async () => {
    await clearImages();
    // 2400x1600, red in the top-left 600x400 corner, blue elsewhere
    const source = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#0000ff' } })
      .composite([
        {
          input: await sharp({ create: { width: 600, height: 400, channels: 3, background: '#ff0000' } })
            .png()
            .toBuffer(),
          left: 0,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
    const saved = await uploaded(source);
    const ready = await waitForRenditions(saved.id, 'mainPhoto');
    const oldFiles = [ready.urls.original, ready.urls.small!, ready.urls.medium!];
    const oldKeys = await Promise.all(oldFiles.map(storageKey));

    const res = await crop(saved.id, { x: 300, y: 200, width: 1800, height: 1200 });
    expect(res.statusCode, res.body).toBe(200);
    const cropped = res.json() as Image;
    expect(cropped).toMatchObject({
      id: saved.id,
      orderNo: saved.orderNo,
      size: { width: 1800, height: 1200 },
      renditionStatus: 'pending',
      urls: { small: null, medium: null },
    });
    expect(cropped.urls.original).not.toBe(saved.urls.original);
    for (const key of oldKeys) expect(await t.ctx.storage.head(key!)).toBeNull();
    expect(
      await one<{ n: number }>(
        sql`select count(*)::int as n from files where id in (${oldFiles[0]}, ${oldFiles[1]}, ${oldFiles[2]})`,
      ),
    ).toEqual({ n: 0 });

    const file = await t.call({ method: 'GET', url: `/api/files/${cropped.urls.original}`, as: editor });
    expect(file.statusCode).toBe(200);
    const { data, info } = await sharp(file.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1800, 1200]);
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    expect(pixel(0, 0)).toEqual([255, 0, 0]); // (300, 200) of the original: still in the red corner
    expect(pixel(400, 300)).toEqual([0, 0, 255]); // (700, 500): blue
    // a rendition the job made from the old original is not attached to the cropped image
    expect(
      await setRendition(t.database.db, saved.id, 'small', cropped.urls.original, saved.urls.original),
    ).toBe(false);
    const remade = await waitForRenditions(saved.id, 'mainPhoto');
    const small = await t.call({ method: 'GET', url: `/api/files/${remade.urls.small}`, as: editor });
    const { data: px } = await sharp(small.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(px[0]).toBeGreaterThan(200); // the small rendition starts in the red corner too
  });

  it.each([
    ['outside the image', { x: 700, y: 0, width: 1800, height: 1200 }, MSG.cropOutsideImage],
    [
      'below the minimum resolution',
      { x: 0, y: 0, width: 1500, height: 1000 },
      MSG.photoBelowMinimumResolution,
    ],
    ['taller than the image', { x: 0, y: 0, width: 1200, height: 1800 }, MSG.cropOutsideImage],
  ])('refuses a crop %s and changes nothing', async (_name, box, message) => {
    const [photo] = await list('mainPhoto');
    const res = await crop(photo.id, box);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(stable((await list('mainPhoto'))[0])).toEqual(stable(photo));
  });

  it('crops a JPEG in the frame it is shown in (EXIF-rotated) and stores it upright', async () => {
    // stored 2400x1600 with the red corner top-left, shown turned a quarter clockwise: 1600x2400
    // with the red corner top-right (x 1200 to 1600, y 0 to 600)
    const raw = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#0000ff' } })
      .composite([{ input: await solid(600, 400, 'png', '#ff0000'), left: 0, top: 0 }])
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const saved = (await upload(editor, raw, { name: 'turned.jpg', type: 'image/jpeg' })).json() as Image;
    expect(saved.size).toMatchObject({ width: 1600, height: 2400 });
    const res = await crop(saved.id, { x: 400, y: 0, width: 1200, height: 1800 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ size: { width: 1200, height: 1800 }, islandscape: false });
    const file = await t.call({
      method: 'GET',
      url: `/api/files/${(res.json() as Image).urls.original}`,
      as: editor,
    });
    const { data, info } = await sharp(file.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1200, 1800]);
    expect((await sharp(file.rawPayload).metadata()).orientation).toBeUndefined();
    const red = (x: number, y: number) =>
      data[(y * info.width + x) * 3] > 200 && data[(y * info.width + x) * 3 + 2] < 60;
    expect(red(1000, 100)).toBe(true);
    expect(red(100, 100)).toBe(false);
    expect(red(1000, 900)).toBe(false);
    await t.call({ method: 'POST', url: '/api/image/delete', as: editor, body: { ids: [saved.id] } });
  });

  it('refuses a crop that is not 3x2 with the ratio message', async () => {
    const saved = await uploaded(await solid(2400, 1800, 'jpeg'), 'floorPlan');
    // a floor plan may be square; sent to main photos the same crop must be 3x2
    const square = await crop(saved.id, { x: 0, y: 0, width: 1800, height: 1800 });
    expect(square.statusCode, square.body).toBe(200);
    expect(square.json()).toMatchObject({ imageType: 'floorPlan', size: { width: 1800, height: 1800 } });
    const toMain = await crop(saved.id, { x: 0, y: 0, width: 1800, height: 1800, newImageType: 'mainPhoto' });
    expect(toMain.statusCode).toBe(400);
    expect(toMain.json().message).toBe(MSG.imageNotInRatio);
    const moved = await crop(saved.id, { x: 0, y: 0, width: 1800, height: 1200, newImageType: 'mainPhoto' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ imageType: 'mainPhoto', orderNo: 2 });
    expect(await imageCount()).toBe(2);
  });
});

describe('sending photographer images to main photos and floor plans', () => {
  const move = (ids: string[], imageType: string, as = editor) =>
    t.call({
      method: 'PUT',
      url: `/api/image/${listingId}/move?entityType=listing`,
      as,
      body: { ids, imageType },
    });

  it('appends them to the target in the order given and renumbers the photographer images', async () => {
    await clearImages();
    const main = await uploaded(landscape);
    const [p1, p2, p3] = [
      await uploaded(landscape, 'photographer'),
      await uploaded(portrait, 'photographer'),
      await uploaded(landscape, 'photographer'),
    ];
    expect(await imageCount()).toBe(1);
    const res = await move([p3.id, p1.id], 'mainPhoto');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Image[]).map((i) => [i.id, i.imageType, i.orderNo])).toEqual([
      [p3.id, 'mainPhoto', 2],
      [p1.id, 'mainPhoto', 3],
    ]);
    expect((await list('mainPhoto')).map((i) => i.id)).toEqual([main.id, p3.id, p1.id]);
    expect((await list('photographer')).map((i) => [i.id, i.orderNo])).toEqual([[p2.id, 1]]);
    expect(await imageCount()).toBe(3);
    const plan = await move([p2.id], 'floorPlan');
    expect(plan.statusCode).toBe(200);
    expect(await list('photographer')).toEqual([]);
    expect((await list('floorPlan')).map((i) => i.id)).toEqual([p2.id]);
    // its files are kept under the floor plan place of the listing now
    const places = rowsOf<{ place: string }>(
      await t.database.db.execute(sql`select place from files where id = ${p2.urls.original}`),
    );
    expect(places).toEqual([{ place: 'floorPlan' }]);
  });

  it('refuses images that are not photographer uploads, unknown ids and other targets', async () => {
    const [main] = await list('mainPhoto');
    const notPhotographer = await move([main.id], 'floorPlan');
    expect(notPhotographer.statusCode).toBe(400);
    expect(notPhotographer.json().message).toBe(MSG.onlyPhotographerImagesMove);
    const other = await uploaded(landscape, 'photographer', otherListingId);
    expect((await move([other.id], 'mainPhoto')).statusCode).toBe(404);
    expect((await move([other.id], 'hero')).statusCode).toBe(400);
  });

  it("refuses more than the target's maximum and moves nothing", async () => {
    const [plan] = await list('floorPlan');
    // fill the floor plans to their maximum of 20 (rows sharing the plan's file: counted only)
    await t.database.db.execute(sql`insert into images
      (id, entity_type, entity_id, image_type, order_no, width, height, original_file_id)
      select gen_random_uuid(), 'listing', ${listingId}, 'floorPlan', n + 1, 1800, 1200, ${plan.urls.original}::uuid
      from generate_series(1, 19) n`);
    const p = await uploaded(landscape, 'photographer');
    const res = await move([p.id], 'floorPlan');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.imagesOverLimit);
    expect((await list('photographer')).map((i) => i.id)).toEqual([p.id]);
    await t.database.db.execute(
      sql`delete from images where entity_id = ${listingId} and image_type = 'floorPlan' and id <> ${plan.id}`,
    );
  });
});

describe('showcase hero images', () => {
  const choose = (sourceGuid: string, newGuid?: string, as = editor) =>
    t.call({
      method: 'PUT',
      url: `/api/featuredImage/${listingId}/listing/hero/featured`,
      as,
      body: newGuid ? { sourceGuid, newGuid } : { sourceGuid },
    });

  it('copies a main photo into the hero images with its own stored object', async () => {
    await clearImages();
    const main = await uploaded(landscape);
    const newGuid = crypto.randomUUID();
    const res = await choose(main.id, newGuid);
    expect(res.statusCode, res.body).toBe(200);
    const hero = res.json() as Image;
    expect(hero).toMatchObject({ id: newGuid, imageType: 'hero', orderNo: 1, size: main.size });
    expect(hero.urls.original).not.toBe(main.urls.original);
    expect(await storageKey(hero.urls.original)).not.toBe(await storageKey(main.urls.original));
    // a repeat answers the same copy
    const again = await choose(main.id, newGuid);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(newGuid);
    expect((await list('hero')).map((i) => i.id)).toEqual([newGuid]);
    expect(await imageCount()).toBe(1);
    // deleting the main photo leaves the hero's object in place
    await t.call({ method: 'POST', url: '/api/image/delete', as: editor, body: { ids: [main.id] } });
    const file = await t.call({ method: 'GET', url: `/api/files/${hero.urls.original}`, as: editor });
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).width).toBe(1800);
  });

  it('refuses a portrait photo, an image that is not a main photo and the sixth hero image', async () => {
    const upright = await uploaded(portrait);
    const port = await choose(upright.id);
    expect(port.statusCode).toBe(400);
    expect(port.json().message).toBe(MSG.imageNotInRatio);
    const plan = await uploaded(landscape, 'floorPlan');
    const notMain = await choose(plan.id);
    expect(notMain.statusCode).toBe(400);
    expect(notMain.json().message).toBe(MSG.featuredFromMainPhotos);
    const main = await uploaded(landscape);
    for (let n = (await list('hero')).length; n < 5; n++)
      expect((await choose(main.id)).statusCode).toBe(200);
    const sixth = await choose(main.id);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe(MSG.imagesOverLimit);
    expect(await list('hero')).toHaveLength(5);
    // hero images are reordered and deleted with the shared calls
    const heroes = await list('hero');
    const reorder = await t.call({
      method: 'PUT',
      url: `/api/image/${listingId}/reorder?entityType=listing`,
      as: editor,
      body: heroes.map((h, i) => ({ id: h.id, orderNo: heroes.length - i })),
    });
    expect(reorder.statusCode).toBe(204);
    expect((await list('hero')).map((h) => h.id)).toEqual(heroes.map((h) => h.id).reverse());
    const del = await t.call({
      method: 'POST',
      url: '/api/image/delete',
      as: editor,
      body: { ids: [heroes[0].id] },
    });
    expect(del.statusCode).toBe(204);
    expect((await list('hero')).map((h) => h.orderNo)).toEqual([1, 2, 3, 4]);
    expect((await list('mainPhoto')).length).toBe(2);
  });
});

describe('who may change images', () => {
  it('lets a user who sees the listing but may not edit it read (200) and refuses every change (403)', async () => {
    await clearImages();
    const main = await uploaded(landscape);
    const p = await uploaded(landscape, 'photographer');
    for (const url of [
      `/api/image/${listingId}?entityType=listing&imageType=mainPhoto`,
      `/api/image/${listingId}/count?entityType=listing`,
      `/api/image/${listingId}/listing/types`,
      `/api/image/1/${listingId}/mainPhoto/tags`,
    ])
      expect((await t.call({ method: 'GET', url, as: viewer })).statusCode, url).toBe(200);
    const changes = await attempts(viewer, main, p);
    expect(changes).toEqual(Object.fromEntries(Object.keys(changes).map((k) => [k, 403])));
  });

  it('lets only holders of Listing Photo Reorder reorder photos (403 for an editor without it)', async () => {
    const photos = await list('mainPhoto');
    const body = photos.map((p, i) => ({ id: p.id, orderNo: i + 1 }));
    const url = `/api/image/${listingId}/reorder?entityType=listing`;
    expect((await t.call({ method: 'PUT', url, as: noReorder, body })).statusCode).toBe(403);
    // the same user may still change the images otherwise
    const caption = await t.call({
      method: 'PUT',
      url: `/api/image/${photos[0].id}/caption`,
      as: noReorder,
      body: { caption: 'Front' },
    });
    expect(caption.statusCode).toBe(204);
    expect((await t.call({ method: 'PUT', url, as: editor, body })).statusCode).toBe(204);
  });

  it('answers 404 to an agent of another office for every change', async () => {
    const [main] = await list('mainPhoto');
    const [p] = await list('photographer');
    const changes = await attempts(outsider, main, p);
    expect(changes).toEqual(Object.fromEntries(Object.keys(changes).map((k) => [k, 404])));
    expect(stable((await list('mainPhoto'))[0])).toEqual(stable(main));
  });

  async function attempts(as: string, main: Image, p: Image) {
    const [tag] = (
      await t.call({ method: 'GET', url: '/api/image/1/tags', as: editor })
    ).json() as ImageTag[];
    const call = async (method: 'PUT' | 'POST', url: string, body: unknown) =>
      (await t.call({ method, url, as, body })).statusCode;
    return {
      save: (await upload(as, landscape)).statusCode,
      delete: await call('POST', '/api/image/delete', { ids: [main.id] }),
      caption: await call('PUT', `/api/image/${main.id}/caption`, { caption: 'mine' }),
      reorder: await call('PUT', `/api/image/${listingId}/reorder?entityType=listing`, [
        { id: main.id, orderNo: 1 },
      ]),
      crop: await call('POST', `/api/image/${main.id}/crop`, { x: 0, y: 0, width: 1800, height: 1200 }),
      tags: await call('PUT', `/api/image/1/${listingId}/${main.id}/tags`, { ids: [tag.id] }),
      move: await call('PUT', `/api/image/${listingId}/move?entityType=listing`, {
        ids: [p.id],
        imageType: 'mainPhoto',
      }),
      hero: await call('PUT', `/api/featuredImage/${listingId}/listing/hero/featured`, {
        sourceGuid: main.id,
      }),
    };
  }
});

describe('uploads the server refuses before reading them whole', () => {
  it('refuses a PNG whose header claims 20000x20000 pixels without decoding it', async () => {
    const stored = () =>
      one<{ n: number }>(sql`select count(*)::int as n from images where entity_id = ${listingId}`);
    const before = await stored();
    const started = Date.now();
    const res = await upload(editor, pngBomb(20000, 20000), { name: 'bomb.png' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.imagesNotUploaded);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await stored()).toEqual(before);
    expect(
      await one<{ n: number }>(sql`select count(*)::int as n from files where file_name = 'bomb.png'`),
    ).toEqual({ n: 0 });
  });

  it('refuses 50 MB + 1 byte with 413 and the spec message', async () => {
    const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1);
    landscape.copy(big);
    const res = await upload(editor, big, { name: 'big.png' });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(MSG.maxFileSize);
  });
});
