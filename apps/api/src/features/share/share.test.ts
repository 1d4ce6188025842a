import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { MSG, type Image, type ShareSendBody } from '@atrium/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody } from '../../test/multipart';
import { minimalPdf } from '../../test/pdf';
import { createAgentUser, createListing, createOffice, createUser } from '../../db/factories';
import { rowsOf } from '../../db/client';

let t: TestApp;
let listingId: number; // sales region 1
let otherListingId: number; // the same office
let eastSideListingId: number; // sales region 6: Street Easy is offered
let editor: string; // an agent on the listings
let viewer: string; // staff of the office without Listing Edit: sees the images, may share them
let outsider: string; // an agent of another office
let large: Buffer; // 3600x2400 JPEG
let portrait: Buffer; // 1200x1800 JPEG

const solid = (width: number, height: number, colour = '#3366aa') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

async function uploaded(data: Buffer, name: string, id = listingId): Promise<Image> {
  const { payload, headers } = multipartBody({ name, type: 'image/jpeg', data });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/image/save?entityType=listing&entityId=${id}&imageType=mainPhoto`,
    payload,
    headers: { ...headers, authorization: `Bearer ${await t.token(editor)}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Image;
}

const share = (body: Record<string, unknown>, as = editor) =>
  t.call({ method: 'POST', url: '/api/share/Send', as, body });
const form = (imageIds: string[], over: Partial<ShareSendBody> = {}): ShareSendBody => ({
  email: 'buyer@example.com',
  title: 'Photos of Main Street',
  message: 'As promised.',
  size: '1800x1200',
  imageIds,
  ...over,
});

const mailsTo = async (to: string) =>
  rowsOf<{ subject: string; body: string; html: string }>(
    await t.database.db.execute(
      sql`select subject, body, html from mail_outbox where to_address = ${to} order by id`,
    ),
  );
const shareRows = async () =>
  rowsOf<{ id: number; token_hash: string; image_ids: string[] | string; size: string; shared_by: number }>(
    await t.database.db.execute(sql`select * from image_shares order by id`),
  );
/** The token of the link in the latest e-mail to an address. */
const tokenOf = async (to: string) => {
  const mails = await mailsTo(to);
  const m = /\/api\/share\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.body ?? '');
  expect(m, 'a share link in the e-mail').not.toBeNull();
  return m![1]!;
};

/** The entries of a zip answer: name, format and pixel size of each. */
async function zipEntries(payload: Buffer) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-share-'));
  try {
    fs.writeFileSync(path.join(dir, 's.zip'), payload);
    execFileSync('unzip', ['-q', path.join(dir, 's.zip'), '-d', path.join(dir, 'out')]);
    const names = fs.readdirSync(path.join(dir, 'out')).sort();
    return Promise.all(
      names.map(async (name) => {
        const bytes = fs.readFileSync(path.join(dir, 'out', name));
        const meta = await sharp(bytes).metadata();
        return { name, format: meta.format, width: meta.width, height: meta.height, bytes };
      }),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.execute(sql`insert into sales_regions (id, name) values (6, 'Six') on conflict do nothing`);
  const office = await createOffice(db, { salesRegionId: 1 });
  const eastSide = await createOffice(db, { salesRegionId: 6 });
  const other = await createOffice(db);
  const a = await createAgentUser(db, office.id);
  editor = a.user.email;
  viewer = (await createUser(db, { roles: ['staff'], officeIds: [office.id] })).email;
  outsider = (await createAgentUser(db, other.id)).user.email;
  const listing = (officeId: number) =>
    createListing(db, {
      officeId,
      imageCount: 0,
      address1: '12 Main Street',
      city: 'Springfield',
      state: 'NY',
      zip: '11963',
      agents: [{ agentId: a.agent.id, sideTypeId: 1 }],
    });
  listingId = (await listing(office.id)).id;
  otherListingId = (await listing(office.id)).id;
  // a listing's sales region is its office's
  eastSideListingId = (await listing(eastSide.id)).id;
  large = await solid(3600, 2400);
  portrait = await solid(1200, 1800, '#aa6633');
}, 60_000);
afterAll(() => t?.close());

describe('POST /api/share/Send refuses', () => {
  let imageId: string;
  beforeAll(async () => {
    imageId = (await uploaded(large, 'refused.jpg')).id;
  });

  it.each([
    ['a bad e-mail', { email: 'not an address' }, 'email', MSG.userEmailNotValid],
    ['a missing title', { title: '' }, 'title', MSG.required(['Title'])],
    ['a 501-character title', { title: 't'.repeat(501) }, 'title', MSG.userTextMax('Title', 500)],
    ['a 501-character message', { message: 'm'.repeat(501) }, 'message', MSG.userTextMax('Message', 500)],
    [
      'a 501-character e-mail',
      { email: `${'a'.repeat(489)}@example.com` },
      'email',
      MSG.userTextMax('Email', 500),
    ],
    ['an unknown size', { size: 'poster' }, 'size', MSG.required(['Size'])],
  ])('%s with its message', async (_what, over, field, message) => {
    const res = await share({ ...form([imageId]), ...over });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it('a field the form does not have', async () => {
    const res = await share({ ...form([imageId]), url: 'https://elsewhere.example/x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.unknownFields(['url']));
  });

  it('an agent of another office, without writing anything', async () => {
    const before = (await shareRows()).length;
    const res = await share(form([imageId], { email: 'outsider-target@example.com' }), outsider);
    expect(res.statusCode, res.body).toBe(404);
    expect(await shareRows()).toHaveLength(before);
    expect(await mailsTo('outsider-target@example.com')).toEqual([]);
  });

  it('images of two records, and an image that does not exist', async () => {
    const elsewhere = await uploaded(large, 'elsewhere.jpg', otherListingId);
    const mixed = await share(form([imageId, elsewhere.id]));
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toBe(MSG.shareOneRecord);
    const unknown = await share(form([imageId, crypto.randomUUID()]));
    expect(unknown.statusCode).toBe(404);
  });

  it('Street Easy for a listing outside sales region 6, and 800x600 outside region 9', async () => {
    for (const size of ['streetEasy', '800x600'] as const) {
      const res = await share(form([imageId], { size }));
      expect(res.statusCode, size).toBe(400);
      expect(res.json().errors).toContainEqual({ field: 'size', message: MSG.shareSizeNotOffered });
    }
  });

  it('without a sign-in', async () => {
    expect((await t.call({ method: 'POST', url: '/api/share/Send', body: form([imageId]) })).statusCode).toBe(
      401,
    );
  });
});

describe('sharing images', () => {
  let first: Image;
  let second: Image;
  let token: string;

  beforeAll(async () => {
    first = await uploaded(large, 'Living Room.jpeg');
    second = await uploaded(portrait, 'stairs.jpg');
  });

  it('records the share and writes the e-mail with the link to the outbox', async () => {
    const to = 'client@example.com';
    const res = await share(
      form([first.id, second.id], {
        email: ' Client@Example.com ',
        title: 'Your <new> home',
        message: 'Look at <b>this</b> & that',
      }),
      viewer,
    );
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json() as { id: number; expiresAt: string };
    const days = (new Date(sent.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const [mail] = await mailsTo(to);
    expect(mail.subject).toBe('Your <new> home');
    token = await tokenOf(to);
    expect(mail.body).toContain(`http://127.0.0.1:3999/api/share/${token}`);
    expect(mail.body).toContain('12 Main Street, Springfield, NY 11963');
    expect(mail.body).toContain('Look at <b>this</b> & that');
    expect(mail.html).toContain('Look at &#60;b&#62;this&#60;/b&#62; &#38; that');
    expect(mail.html).not.toContain('<b>this</b>');
    expect(mail.html).toContain(`href="http://127.0.0.1:3999/api/share/${token}"`);

    const row = (await shareRows()).find((r) => r.id === sent.id)!;
    expect(row.token_hash).toBe(crypto.createHash('sha256').update(token).digest('hex'));
    expect(row.token_hash).not.toContain(token);
    expect(row.size).toBe('1800x1200');
  });

  it('answers the zip at the chosen size to anyone holding the link, without a sign-in', async () => {
    const res = await t.call({ method: 'GET', url: `/api/share/${token}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="shared-images-\d+\.zip"$/);
    const entries = await zipEntries(res.rawPayload);
    expect(entries.map(({ name, format, width, height }) => ({ name, format, width, height }))).toEqual([
      // names are stored lowercased; a resized image is a .jpg
      { name: 'living room.jpg', format: 'jpeg', width: 1800, height: 1200 },
      // a portrait photo fits within 1200x1800, and is never enlarged
      { name: 'stairs.jpg', format: 'jpeg', width: 1200, height: 1800 },
    ]);
  });

  it('sends the originals as they are stored, and never enlarges an image', async () => {
    const original = await share(form([first.id], { email: 'orig@example.com', size: 'original' }));
    expect(original.statusCode).toBe(201);
    const zip = await t.call({ method: 'GET', url: `/api/share/${await tokenOf('orig@example.com')}` });
    const [entry] = await zipEntries(zip.rawPayload);
    expect(entry.bytes.equals(large)).toBe(true);

    const bigger = await share(form([second.id], { email: 'big@example.com', size: '3600x2400' }));
    expect(bigger.statusCode).toBe(201);
    const big = await t.call({ method: 'GET', url: `/api/share/${await tokenOf('big@example.com')}` });
    expect((await zipEntries(big.rawPayload)).map((e) => [e.width, e.height])).toEqual([[1200, 1800]]);
  });

  it('sends a PDF floor plan as it is stored, whatever the size', async () => {
    const pdf = minimalPdf();
    const { payload, headers } = multipartBody({ name: 'Plan.pdf', type: 'application/pdf', data: pdf });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/image/save?entityType=listing&entityId=${listingId}&imageType=floorPlan`,
      payload,
      headers: { ...headers, authorization: `Bearer ${await t.token(editor)}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    const sent = await share(form([(res.json() as Image).id], { email: 'plan@example.com' }));
    expect(sent.statusCode, sent.body).toBe(201);
    const zip = await t.call({ method: 'GET', url: `/api/share/${await tokenOf('plan@example.com')}` });
    expect(zip.statusCode).toBe(200);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-share-pdf-'));
    try {
      fs.writeFileSync(path.join(dir, 's.zip'), zip.rawPayload);
      execFileSync('unzip', ['-q', path.join(dir, 's.zip'), '-d', path.join(dir, 'out')]);
      expect(fs.readdirSync(path.join(dir, 'out'))).toEqual(['plan.pdf']);
      expect(fs.readFileSync(path.join(dir, 'out', 'plan.pdf')).equals(pdf)).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leaves out an image deleted since', async () => {
    const gone = await uploaded(portrait, 'gone.jpg');
    const res = await share(form([first.id, gone.id], { email: 'later@example.com' }));
    expect(res.statusCode).toBe(201);
    const del = await t.call({
      method: 'POST',
      url: '/api/image/delete',
      as: editor,
      body: { ids: [gone.id] },
    });
    expect(del.statusCode).toBe(204);
    const zip = await t.call({ method: 'GET', url: `/api/share/${await tokenOf('later@example.com')}` });
    expect(zip.statusCode).toBe(200);
    expect((await zipEntries(zip.rawPayload)).map((e) => e.name)).toEqual(['living room.jpg']);
  });

  it('answers 404 with a sentence for an unknown or an expired link', async () => {
    const unknown = await t.call({ method: 'GET', url: `/api/share/${'x'.repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MSG.shareLinkNotFound);

    await share(form([first.id], { email: 'expired@example.com' }));
    const expired = await tokenOf('expired@example.com');
    const hash = crypto.createHash('sha256').update(expired).digest('hex');
    await t.database.db.execute(
      sql`update image_shares set expires_at = now() - interval '1 minute' where token_hash = ${hash}`,
    );
    const res = await t.call({ method: 'GET', url: `/api/share/${expired}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG.shareLinkNotFound);
  });

  it('offers Street Easy for a listing of sales region 6', async () => {
    const image = await uploaded(large, 'east.jpg', eastSideListingId);
    const res = await share(form([image.id], { email: 'se@example.com', size: 'streetEasy' }));
    expect(res.statusCode, res.body).toBe(201);
    const zip = await t.call({ method: 'GET', url: `/api/share/${await tokenOf('se@example.com')}` });
    expect((await zipEntries(zip.rawPayload)).map((e) => [e.width, e.height])).toEqual([[2048, 1365]]);
  });
});

describe('the public link', () => {
  it("spends its caller's address budget of reads, like every public endpoint", async () => {
    const limited = await createTestApp({ env: { RATE_LIMITS: 'on', RATE_LIMIT_READS: '100,2' } });
    try {
      const get = () =>
        limited.app.inject({ method: 'GET', url: `/api/share/${'y'.repeat(43)}`, remoteAddress: '10.7.0.1' });
      expect((await get()).statusCode).toBe(404);
      expect((await get()).statusCode).toBe(404);
      const third = await get();
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
