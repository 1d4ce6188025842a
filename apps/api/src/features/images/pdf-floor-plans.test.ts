import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { IMAGE_RENDITIONS, MSG, type Image } from '@atrium/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody } from '../../test/multipart';
import { minimalPdf } from '../../test/pdf';
import { createAgentUser, createListing, createOffice } from '../../db/factories';
import { rowsOf } from '../../db/client';
import { PDF_MAX_PAGES, PDF_RENDER_DPI } from './pdf-pages';

let t: TestApp;
let listingId: number;
let editor: string;

/** An A4 page (595x842 points) measured at the render resolution. */
const A4 = {
  width: Math.floor((595 * PDF_RENDER_DPI) / 72),
  height: Math.floor((842 * PDF_RENDER_DPI) / 72),
};

async function upload(data: Buffer, imageType: string, name = 'Ground FLOOR Plan.PDF') {
  const { payload, headers } = multipartBody({ name, type: 'application/pdf', data });
  return t.app.inject({
    method: 'POST',
    url: `/api/image/save?entityType=listing&entityId=${listingId}&imageType=${imageType}`,
    payload,
    headers: { ...headers, authorization: `Bearer ${await t.token(editor)}` },
  });
}

const list = (imageType = 'floorPlan') =>
  t.call({
    method: 'GET',
    url: `/api/image/${listingId}?entityType=listing&imageType=${imageType}`,
    as: editor,
  });
const download = (fileId: string) => t.call({ method: 'GET', url: `/api/files/${fileId}`, as: editor });

const walk = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    : [];
const stored = async () => {
  const [row] = rowsOf<{ images: number; files: number }>(
    await t.database.db.execute(sql`select
      (select count(*)::int from images where entity_id = ${listingId}) as images,
      (select count(*)::int from files where entity_id = ${listingId}) as files`),
  );
  return { ...row, objects: walk(t.ctx.config.files.dir).length };
};

async function waitForRenditions(id: string, timeoutMs = 30_000): Promise<Image> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = ((await list()).json() as Image[]).find((i) => i.id === id);
    if (found?.renditionStatus === 'ready') return found;
    if (Date.now() > until) throw new Error(`renditions of ${id} not made within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The colour of the pixel at (x, y), given as fractions of the width and height. */
async function pixelAt(jpeg: Buffer, x: number, y: number) {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const i = (Math.floor(y * info.height) * info.width + Math.floor(x * info.width)) * info.channels;
  return { r: data[i], g: data[i + 1], b: data[i + 2] };
}

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_POLL_SECONDS: '0.5' } });
  const office = await createOffice(t.database.db);
  const a = await createAgentUser(t.database.db, office.id);
  editor = a.user.email;
  listingId = (
    await createListing(t.database.db, {
      officeId: office.id,
      imageCount: 0,
      agents: [{ agentId: a.agent.id, sideTypeId: 1 }],
    })
  ).id;
}, 60_000);
afterAll(() => t?.close());

describe('PDF floor plans', () => {
  it('stores a PDF floor plan measured by its first page, renders its renditions and downloads the PDF', async () => {
    const pdf = minimalPdf({ pages: 2 });
    const res = await upload(pdf, 'floorPlan');
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json() as Image;
    expect(saved).toMatchObject({
      imageType: 'floorPlan',
      mimeType: 'application/pdf',
      fileName: 'ground floor plan.pdf',
      size: { width: A4.width, height: A4.height },
      islandscape: false,
      renditionStatus: 'pending',
    });
    const ready = await waitForRenditions(saved.id);
    for (const [rendition, width] of Object.entries(IMAGE_RENDITIONS)) {
      const file = await download(ready.urls[rendition as 'small' | 'medium']!);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([width, Math.round((width * A4.height) / A4.width)]);
      // the page's drawing, not a blank: blue low on the left, red high on the right
      const blue = await pixelAt(file.rawPayload, 0.1, 0.6);
      const red = await pixelAt(file.rawPayload, 0.9, 0.3);
      expect(blue.b - blue.r).toBeGreaterThan(80);
      expect(red.r - red.b).toBeGreaterThan(80);
    }
    const original = await download(ready.urls.original);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(original.rawPayload, pdf)).toBe(0);
    // the original stays the PDF: a crop (made of pixels) is refused with its reason
    const crop = await t.call({
      method: 'POST',
      url: `/api/image/${saved.id}/crop`,
      as: editor,
      body: { x: 0, y: 0, width: 1500, height: 2250 },
    });
    expect(crop.statusCode).toBe(400);
    expect(crop.json().message).toBe(MSG.pdfNotCroppable);
    expect(((await list()).json() as Image[]).find((i) => i.id === saved.id)?.urls).toEqual(ready.urls);
  });

  it('applies the floor plan rules to the rendering: an A5 page at the render resolution is too small', async () => {
    const before = await stored();
    const res = await upload(minimalPdf({ widthPt: 420, heightPt: 595 }), 'floorPlan');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.photoBelowMinimumResolution);
    expect(await stored()).toEqual(before);
  });

  it('refuses the same PDF as a main photo with the file format message and stores nothing', async () => {
    const before = await stored();
    const res = await upload(minimalPdf(), 'mainPhoto');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(MSG.fileFormats);
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['broken', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4000, 'garbage ')]), MSG.pdfUnreadable],
    ['encrypted', minimalPdf({ isEncrypted: true }), MSG.pdfEncrypted],
    ['page-less', minimalPdf({ pages: 0 }), MSG.pdfNoPages],
    ['too long', minimalPdf({ pages: PDF_MAX_PAGES + 1 }), MSG.pdfTooManyPages(PDF_MAX_PAGES)],
    // 200 x 200 inches: 40000 x 40000 pixels at the render resolution, refused before drawing
    ['huge-paged', minimalPdf({ widthPt: 14_400, heightPt: 14_400 }), MSG.pdfPageTooLarge],
  ])('refuses a %s PDF with a clear message and leaves nothing behind', async (_name, pdf, message) => {
    const before = await stored();
    const started = Date.now();
    const res = await upload(pdf, 'floorPlan');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await stored()).toEqual(before);
    expect(walk(t.ctx.config.files.uploadTmpDir)).toHaveLength(0);
  });
});
