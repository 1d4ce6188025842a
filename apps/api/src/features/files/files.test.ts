import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { FILE_ENTITY_TYPES, MSG, UPLOAD_MAX_BYTES } from '@atrium/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody, pngBomb } from '../../test/multipart';
import { createAgentUser, createListing, createOffice } from '../../db/factories';
import { rowsOf } from '../../db/client';
import { registeredFileEntityTypes } from './file-entities';

let t: TestApp;
const ADMIN = 'admin@meridian.example';
let listingId: number;
let editor: string; // an agent on the listing
let outsider: string; // an agent of another office
let jpeg: Buffer;

async function uploadAs(
  as: string,
  file: { name: string; type: string; data: Buffer },
  opts: { place?: string; id?: number } = {},
) {
  const { payload, headers } = multipartBody(file);
  return t.app.inject({
    method: 'POST',
    url: `/api/files/listing/${opts.id ?? listingId}?place=${opts.place ?? 'photo'}`,
    payload,
    headers: { ...headers, authorization: `Bearer ${await t.token(as)}` },
  });
}

const fileCount = async () =>
  Number(rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from files`))[0].n);
const walk = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [e.name]))
    : [];

/** A refused upload leaves no row, no stored object and no temporary file. */
async function expectNothingLeft(before: { rows: number; objects: number }) {
  expect(await fileCount()).toBe(before.rows);
  expect(walk(t.ctx.config.files.dir)).toHaveLength(before.objects);
  expect(walk(t.ctx.config.files.uploadTmpDir)).toHaveLength(0);
}
const snapshot = async () => ({ rows: await fileCount(), objects: walk(t.ctx.config.files.dir).length });

beforeAll(async () => {
  t = await createTestApp();
  const office = await createOffice(t.database.db);
  const other = await createOffice(t.database.db);
  const a = await createAgentUser(t.database.db, office.id);
  editor = a.user.email;
  outsider = (await createAgentUser(t.database.db, other.id)).user.email;
  listingId = (
    await createListing(t.database.db, {
      officeId: office.id,
      agents: [{ agentId: a.agent.id, sideTypeId: 1 }],
    })
  ).id;
  jpeg = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#3366aa' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t?.close());

describe('files', () => {
  it('every entity type files may belong to has its access registered', () => {
    expect(registeredFileEntityTypes().sort()).toEqual([...FILE_ENTITY_TYPES].sort());
  });

  it('stores an upload by its content, lowercases the name and serves it with an ETag to those who see the listing', async () => {
    const res = await uploadAs(editor, {
      name: 'Front DOOR.JPG',
      type: 'application/octet-stream',
      data: jpeg,
    });
    expect(res.statusCode).toBe(201);
    const file = res.json();
    expect(file).toMatchObject({
      fileName: 'front door.jpg',
      contentType: 'image/jpeg',
      width: 30,
      height: 20,
      sizeBytes: jpeg.length,
    });
    expect(walk(t.ctx.config.files.dir)).toContain('original');
    const fileDirs = fs.readdirSync(path.join(t.ctx.config.files.dir, 'files'));
    expect(fileDirs).toContain(file.id); // the key names the file only

    const got = await t.call({ method: 'GET', url: `/api/files/${file.id}`, as: ADMIN });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(jpeg)).toBe(true);
    expect(got.headers['cache-control']).toContain('private');
    const etag = got.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await t.call({
      method: 'GET',
      url: `/api/files/${file.id}`,
      as: ADMIN,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    const listed = await t.call({ method: 'GET', url: `/api/files/listing/${listingId}`, as: editor });
    expect(listed.json().map((f: { id: string }) => f.id)).toContain(file.id);
  });

  it('hides the files of a listing outside the caller scope and refuses uploads there', async () => {
    const mine = (
      await uploadAs(editor, { name: 'a.png', type: 'image/png', data: await sharp(jpeg).png().toBuffer() })
    ).json();
    const before = await snapshot();
    expect((await t.call({ method: 'GET', url: `/api/files/${mine.id}`, as: outsider })).statusCode).toBe(
      404,
    );
    expect(
      (await t.call({ method: 'GET', url: `/api/files/listing/${listingId}`, as: outsider })).statusCode,
    ).toBe(404);
    expect((await uploadAs(outsider, { name: 'x.jpg', type: 'image/jpeg', data: jpeg })).statusCode).toBe(
      404,
    );
    await expectNothingLeft(before);
  });

  it('refuses a text file named .jpg (the type comes from the content)', async () => {
    const before = await snapshot();
    const res = await uploadAs(editor, {
      name: 'photo.jpg',
      type: 'image/jpeg',
      data: Buffer.from('just some text, not a photo'),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(MSG.fileFormats);
    await expectNothingLeft(before);
  });

  it('refuses a PDF disguised as a JPG where only images are accepted (a logo)', async () => {
    const before = await snapshot();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    const res = await uploadAs(
      editor,
      { name: 'logo.jpg', type: 'image/jpeg', data: pdf },
      { place: 'logo' },
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(MSG.imageTypeJpgPng);
    // the same PDF is a valid floor plan
    expect(
      (
        await uploadAs(
          editor,
          { name: 'Plan.PDF', type: 'application/pdf', data: pdf },
          { place: 'floorPlan' },
        )
      ).statusCode,
    ).toBe(201);
    expect(await fileCount()).toBe(before.rows + 1);
  });

  it('refuses a PNG of 20000x20000 pixels of a few KB before decoding it', async () => {
    const bomb = pngBomb(20000, 20000);
    expect(bomb.length).toBeLessThan(100_000);
    const before = await snapshot();
    const res = await uploadAs(editor, { name: 'bomb.png', type: 'image/png', data: bomb });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.imagesNotUploaded);
    await expectNothingLeft(before);
  });

  it('refuses 50 MB + 1 byte with 413', async () => {
    const before = await snapshot();
    const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1);
    jpeg.copy(big);
    const res = await uploadAs(editor, { name: 'big.jpg', type: 'image/jpeg', data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(MSG.maxFileSize);
    await expectNothingLeft(before);
  });

  it('packages several files as a zip for those who see them', async () => {
    const a = (await uploadAs(editor, { name: 'Same.jpg', type: 'image/jpeg', data: jpeg })).json();
    const b = (await uploadAs(editor, { name: 'same.jpg', type: 'image/jpeg', data: jpeg })).json();
    const res = await t.call({
      method: 'POST',
      url: '/api/files/zip',
      as: editor,
      body: { fileIds: [a.id, b.id], fileName: 'Photos' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Photos.zip"');
    const zipFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-zip-')), 'p.zip');
    fs.writeFileSync(zipFile, res.rawPayload);
    const listing = execFileSync('unzip', ['-l', zipFile]).toString();
    expect(listing).toContain('same.jpg');
    expect(listing).toContain('same (2).jpg');
    expect(execFileSync('unzip', ['-p', zipFile, 'same (2).jpg']).equals(jpeg)).toBe(true);
    fs.rmSync(path.dirname(zipFile), { recursive: true });

    const refused = await t.call({
      method: 'POST',
      url: '/api/files/zip',
      as: outsider,
      body: { fileIds: [a.id] },
    });
    expect(refused.statusCode).toBe(404);
  });

  it('ends a zip whose object has gone missing with an error, and keeps serving', async () => {
    const f = (await uploadAs(editor, { name: 'lost.jpg', type: 'image/jpeg', data: jpeg })).json();
    await t.ctx.storage.delete(`files/${f.id}/original`);
    const res = await t
      .call({ method: 'POST', url: '/api/files/zip', as: editor, body: { fileIds: [f.id] } })
      .catch((err: Error) => err);
    if (!(res instanceof Error)) expect(res.rawPayload.length).toBeLessThan(100); // cut off, no central directory
    expect(
      (await t.call({ method: 'GET', url: `/api/files/listing/${listingId}`, as: editor })).statusCode,
    ).toBe(200);
  });

  it('deletes a file: its row and its object', async () => {
    const f = (await uploadAs(editor, { name: 'gone.jpg', type: 'image/jpeg', data: jpeg })).json();
    const before = await snapshot();
    expect((await t.call({ method: 'DELETE', url: `/api/files/${f.id}`, as: outsider })).statusCode).toBe(
      404,
    );
    expect((await t.call({ method: 'DELETE', url: `/api/files/${f.id}`, as: editor })).statusCode).toBe(204);
    expect(await fileCount()).toBe(before.rows - 1);
    expect(walk(t.ctx.config.files.dir)).toHaveLength(before.objects - 1);
    expect((await t.call({ method: 'GET', url: `/api/files/${f.id}`, as: ADMIN })).statusCode).toBe(404);
  });
});
