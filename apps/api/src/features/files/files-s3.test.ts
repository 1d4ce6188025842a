import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import sharp from 'sharp';
import { MSG } from '@atrium/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody } from '../../test/multipart';
import { createAgentUser, createListing, createOffice } from '../../db/factories';

/** The files endpoints with S3 storage (s3rver started here): downloads redirect to signed URLs. */
let t: TestApp;
let s3: S3rver;
let s3Dir: string;
let editor: string;
let outsider: string;
let listingId: number;
let jpeg: Buffer;
const BUCKET = 'atrium-files';

/** The objects in the bucket, from s3rver's folder (each object is a folder of its key). */
const objectCount = () =>
  fs.existsSync(path.join(s3Dir, BUCKET, 'files'))
    ? fs
        .readdirSync(path.join(s3Dir, BUCKET, 'files'), { recursive: true })
        .filter((f) => String(f).endsWith('._S3rver_object')).length
    : 0;

async function upload(as: string, file: { name: string; type: string; data: Buffer }) {
  const { payload, headers } = multipartBody(file);
  return t.app.inject({
    method: 'POST',
    url: `/api/files/listing/${listingId}?place=photo`,
    payload,
    headers: { ...headers, authorization: `Bearer ${await t.token(as)}` },
  });
}

beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-s3-files-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3.run();
  t = await createTestApp({
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      FILE_URL_SECONDS: '120',
    },
  });
  const office = await createOffice(t.database.db);
  const a = await createAgentUser(t.database.db, office.id);
  editor = a.user.email;
  outsider = (await createAgentUser(t.database.db, (await createOffice(t.database.db)).id)).user.email;
  listingId = (
    await createListing(t.database.db, {
      officeId: office.id,
      agents: [{ agentId: a.agent.id, sideTypeId: 1 }],
    })
  ).id;
  jpeg = await sharp({ create: { width: 12, height: 8, channels: 3, background: '#aa3366' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

describe('files on S3 storage', () => {
  it('stores the upload in the bucket and answers a download with a short-lived signed URL', async () => {
    expect(t.ctx.storage.kind).toBe('s3');
    const res = await upload(editor, { name: 'Kitchen.JPG', type: 'image/jpeg', data: jpeg });
    expect(res.statusCode).toBe(201);
    const file = res.json();
    expect(objectCount()).toBe(1);
    const got = await t.call({ method: 'GET', url: `/api/files/${file.id}`, as: editor });
    expect(got.statusCode).toBe(302);
    const location = got.headers.location as string;
    expect(location).toContain(`/${BUCKET}/files/${file.id}/original?`);
    expect(location).toContain('X-Amz-Expires=120');
    const signed = await fetch(location);
    expect(signed.status).toBe(200);
    expect(Buffer.from(await signed.arrayBuffer()).equals(jpeg)).toBe(true);
    expect((await t.call({ method: 'GET', url: `/api/files/${file.id}`, as: outsider })).statusCode).toBe(
      404,
    );

    const zip = await t.call({
      method: 'POST',
      url: '/api/files/zip',
      as: editor,
      body: { fileIds: [file.id] },
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    expect(zip.rawPayload.includes(jpeg)).toBe(true);
  });

  it('leaves nothing in the bucket when an upload is refused', async () => {
    const before = objectCount();
    const res = await upload(editor, {
      name: 'fake.jpg',
      type: 'image/jpeg',
      data: Buffer.from('not an image'),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(MSG.fileFormats);
    expect(objectCount()).toBe(before);
  });
});
