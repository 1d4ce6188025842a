import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { IMAGE_RENDITIONS, isLowResolution, meetsSize, MIN_IMAGE_SIZE, type Image } from '@atrium/domain';
import { useTestApp } from '../../test/test-app';
import { multipartBody } from '../../test/multipart';
import { createAgentUser, createListing, createOffice } from '../../db/factories';
import { rowsOf } from '../../db/client';
import { SCALES } from '../../db/seed/demo-data';

const ADMIN = 'admin@meridian.example';
const AGENT = 'agent@meridian.example';
const t = useTestApp();

const rows = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(q));
const list = (as: string, listingId: number, imageType = 'mainPhoto') =>
  t.call({ method: 'GET', url: `/api/image/${listingId}?entityType=listing&imageType=${imageType}`, as });
const download = (as: string, fileId: string) => t.call({ method: 'GET', url: `/api/files/${fileId}`, as });
const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');

describe('demo photos', () => {
  it("gives the agent persona's listings photos that download, with their renditions ready", async () => {
    const listings = await rows<{ id: number; image_count: number }>(sql`
      select l.id, l.image_count from listings l
      where exists (select 1 from listing_agents la where la.listing_id = l.id and la.agent_id = 1)
      order by l.id`);
    expect(listings.length).toBeGreaterThan(0);
    for (const l of listings) expect(l.image_count).toBeGreaterThan(0);
    const [first] = listings;
    const res = await list(AGENT, first.id);
    expect(res.statusCode).toBe(200);
    const photos = res.json() as Image[];
    expect(photos).toHaveLength(first.image_count);
    expect(photos.map((p) => p.orderNo)).toEqual(photos.map((_, i) => i + 1));
    expect(photos.every((p) => p.renditionStatus === 'ready')).toBe(true);
    const [photo] = photos;
    for (const [rendition, fileId] of Object.entries(photo.urls)) {
      const got = await download(AGENT, fileId!);
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(got.rawPayload).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.width).toBe(
        rendition === 'original'
          ? photo.size.width
          : Math.min(photo.size.width, IMAGE_RENDITIONS[rendition as 'small' | 'medium']),
      );
    }
  });

  it('keeps every listing image count equal to its main photos, with a few listings without and some with fewer than ten', async () => {
    const [c] = await rows<{ wrong: number; none: number; few: number; many: number; total: number }>(sql`
      select
        count(*) filter (where l.image_count <> (select count(*) from images i
          where i.entity_type = 'listing' and i.entity_id = l.id and i.image_type = 'mainPhoto'))::int as wrong,
        count(*) filter (where l.image_count = 0)::int as none,
        count(*) filter (where l.image_count between 1 and 9)::int as few,
        count(*) filter (where l.image_count between 10 and 25)::int as many,
        count(*)::int as total
      from listings l`);
    expect(c.wrong).toBe(0);
    expect(c.none).toBeGreaterThan(0);
    expect(c.few).toBeGreaterThan(0);
    expect(c.many).toBeGreaterThan(c.total / 2);
    expect(c.none + c.few + c.many).toBe(c.total);
    const [plans] = await rows<{ n: number }>(
      sql`select count(distinct entity_id)::int as n from images where image_type = 'floorPlan'`,
    );
    expect(plans.n).toBeGreaterThan(0);
    // the 'photos too small' flag follows from the photos each listing shows
    const [flags] = await rows<{ wrong: number; raised: number }>(sql`
      select
        count(*) filter (where l.has_low_res_images <> exists (select 1 from images i
          where i.entity_type = 'listing' and i.entity_id = l.id and i.image_type = 'mainPhoto'
          and (greatest(i.width, i.height) < ${MIN_IMAGE_SIZE.minLongSide}
            or least(i.width, i.height) < ${MIN_IMAGE_SIZE.minShortSide})))::int as wrong,
        count(*) filter (where l.has_low_res_images)::int as raised
      from listings l`);
    expect(flags.wrong).toBe(0);
    expect(flags.raised).toBeGreaterThan(0);
  });

  it('shares a set of distinct pictures of real sizes, landscape and portrait, a few too small', async () => {
    const originals = await rows<{ sha256: string; width: number; height: number; storage_key: string }>(sql`
      select distinct f.sha256, f.width, f.height, f.storage_key from images i
      join files f on f.id = i.original_file_id
      where i.entity_type = 'listing' and i.image_type = 'mainPhoto'`);
    expect(originals).toHaveLength(SCALES.test.pictures.photos);
    expect(new Set(originals.map((o) => o.sha256)).size).toBe(originals.length);
    const sizes = originals.map((o) => `${o.width}x${o.height}`);
    expect(sizes).toContain('1800x1200');
    expect(sizes).toContain('3600x2400');
    expect(sizes).toContain('1200x1800');
    expect(originals.some((o) => !meetsSize(o.width, o.height, MIN_IMAGE_SIZE))).toBe(true);
    expect(originals.some((o) => !isLowResolution(o.width, o.height))).toBe(true);
    const [files] = await rows<{ rows: number; keys: number }>(
      sql`select count(*)::int as rows, count(distinct storage_key)::int as keys from files`,
    );
    expect(files.rows).toBeGreaterThan(files.keys * 10);
  });

  it("deletes a shared object only with the last image naming it: the other listings' copies still download", async () => {
    // the least shared demo original (still shown by two listings or more)
    const [shared] = await rows<{ storage_key: string }>(sql`
      select f.storage_key from images i join files f on f.id = i.original_file_id
      group by f.storage_key having count(*) >= 2 order by count(*), f.storage_key limit 1`);
    const named = await rows<{ id: string; entity_id: number; original: string; small: string }>(sql`
      select i.id, i.entity_id, i.original_file_id as original, i.small_file_id as small
      from images i join files f on f.id = i.original_file_id
      where f.storage_key = ${shared.storage_key} order by i.entity_id`);
    const [first, second, ...rest] = named;
    expect(first.entity_id).not.toBe(second.entity_id);
    const smallKey = (
      await rows<{ k: string }>(sql`select storage_key as k from files where id = ${first.small}`)
    )[0].k;

    const gone = await t.call({
      method: 'POST',
      url: '/api/image/delete',
      as: ADMIN,
      body: { ids: [first.id] },
    });
    expect(gone.statusCode).toBe(204);
    expect((await download(ADMIN, first.original)).statusCode).toBe(404);
    const kept = await download(ADMIN, second.original);
    expect(kept.statusCode).toBe(200);
    const [row] = await rows<{ sha256: string }>(sql`select sha256 from files where id = ${second.original}`);
    expect(sha256(kept.rawPayload)).toBe(row.sha256);
    expect((await download(ADMIN, second.small)).statusCode).toBe(200);
    expect(await t.ctx.storage.head(shared.storage_key)).not.toBeNull();

    // the last images naming the object take it with them, renditions included
    const last = await t.call({
      method: 'POST',
      url: '/api/image/delete',
      as: ADMIN,
      body: { ids: [second.id, ...rest.map((r) => r.id)] },
    });
    expect(last.statusCode).toBe(204);
    expect(await t.ctx.storage.head(shared.storage_key)).toBeNull();
    expect(await t.ctx.storage.head(smallKey)).toBeNull();
  });

  it('deletes a file whose object another files row names: the object stays until the last row goes', async () => {
    const office = await createOffice(t.database.db);
    const a = await createAgentUser(t.database.db, office.id);
    const listingId = (
      await createListing(t.database.db, {
        officeId: office.id,
        agents: [{ agentId: a.agent.id, sideTypeId: 1 }],
      })
    ).id;
    const data = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#557799' } })
      .jpeg()
      .toBuffer();
    const { payload, headers } = multipartBody({ name: 'shared.jpg', type: 'image/jpeg', data });
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/files/listing/${listingId}?place=photo`,
      payload,
      headers: { ...headers, authorization: `Bearer ${await t.token(a.user.email)}` },
    });
    expect(up.statusCode).toBe(201);
    const original = up.json() as { id: string };
    // a second row naming the same object, as the demo photos' rows do
    const copyId = crypto.randomUUID();
    await t.database.db.execute(sql`
      insert into files (id, entity_type, entity_id, place, file_name, content_type, size_bytes, width, height, sha256, storage_key)
      select ${copyId}, entity_type, entity_id, place, 'copy.jpg', content_type, size_bytes, width, height, sha256, storage_key
      from files where id = ${original.id}`);
    const [{ storage_key: key }] = await rows<{ storage_key: string }>(
      sql`select storage_key from files where id = ${original.id}`,
    );

    const del = (id: string) => t.call({ method: 'DELETE', url: `/api/files/${id}`, as: a.user.email });
    expect((await del(original.id)).statusCode).toBe(204);
    const copy = await download(a.user.email, copyId);
    expect(copy.statusCode).toBe(200);
    expect(sha256(copy.rawPayload)).toBe(sha256(data));
    expect((await del(copyId)).statusCode).toBe(204);
    expect(await t.ctx.storage.head(key)).toBeNull();
  });
});
