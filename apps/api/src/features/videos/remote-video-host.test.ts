import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, VIDEO_STATUS, type Video } from '@atrium/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody } from '../../test/multipart';
import { createAgentUser, createListing, createOffice } from '../../db/factories';

/**
 * The remote video host mode against a fake Brightcove-like host in the test process: the
 * calls of an upload in order (token, create, upload URLs, the PUT of the file, ingest request
 * with the callback, folder), the callback completing the video, a failing step leaving it
 * Failed with the spec's sentence, and the delete reaching the host.
 */
type Seen = { method: string; url: string; body: string };
const seen: Seen[] = [];
let failCreate = false;
let callbackUrl = '';
let host: http.Server;
let t: TestApp;
let editor: string;
let officeId: number;
let agentId: number;

function fakeHost(req: http.IncomingMessage, res: http.ServerResponse) {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString('latin1');
    const url = req.url ?? '';
    seen.push({
      method: req.method ?? '',
      url,
      body: url.startsWith('/upload') ? `${chunks.length ? body.length : 0} bytes` : body,
    });
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    const base = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    if (url === '/v1/oauth/access_token') return json(200, { access_token: 'tok', expires_in: 300 });
    if (req.headers.authorization !== 'Bearer tok' && !url.startsWith('/upload')) return json(401, {});
    if (req.method === 'POST' && url === '/v1/accounts/acc/videos')
      return failCreate ? json(500, {}) : json(201, { id: '777' });
    if (url.startsWith('/v1/accounts/acc/videos/777/upload-urls/'))
      return json(200, {
        signed_url: `${base}/upload/777`,
        api_request_url: 'https://bucket.example/777/tour.mp4',
      });
    if (url === '/upload/777') return json(200, {});
    if (url === '/v1/accounts/acc/videos/777/ingest-requests') {
      callbackUrl = (JSON.parse(body) as { callbacks: string[] }).callbacks[0];
      return json(200, { id: 'job-1' });
    }
    if (url === '/v1/accounts/acc/folders/fold/videos/777') return json(204, null);
    if (url === '/v1/accounts/acc/videos/777' && req.method === 'GET')
      return json(200, {
        duration: 42_000,
        images: { poster: { src: 'https://cdn.example/777/poster.jpg' } },
      });
    if (url === '/v1/accounts/acc/videos/777/sources')
      return json(200, [
        { src: 'https://cdn.example/777/low.mp4', container: 'MP4', width: 640, height: 360 },
        { src: 'https://cdn.example/777/hd.mp4', container: 'MP4', width: 1920, height: 1080 },
      ]);
    if (url === '/v1/accounts/acc/videos/777' && req.method === 'DELETE') return json(204, null);
    json(404, {});
  });
}

beforeAll(async () => {
  host = http.createServer(fakeHost);
  await new Promise<void>((r) => host.listen(0, '127.0.0.1', r));
  const port = (host.address() as AddressInfo).port;
  t = await createTestApp({
    env: {
      VIDEO_HOST_URL: `http://127.0.0.1:${port}/v1`,
      VIDEO_HOST_ACCOUNT: 'acc',
      VIDEO_HOST_CLIENT_ID: 'id',
      VIDEO_HOST_CLIENT_SECRET: 'secret',
      VIDEO_HOST_FOLDER_ID: 'fold',
    },
  });
  const office = await createOffice(t.database.db);
  const a = await createAgentUser(t.database.db, office.id);
  officeId = office.id;
  agentId = a.agent.id;
  editor = a.user.email;
}, 60_000);
afterAll(async () => {
  await t?.close();
  host?.close();
});

const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(2000, 7)]);

async function upload(listingId: number) {
  const { payload, headers } = multipartBody({ name: 'tour.mp4', type: 'video/mp4', data: mp4 });
  return t.app.inject({
    method: 'POST',
    url: `/api/listing/${listingId}/videos?videoTypeId=1`,
    payload,
    headers: { ...headers, authorization: `Bearer ${await t.token(editor)}` },
  });
}

describe('videos on a remote video host', () => {
  it('creates, uploads, ingests with a callback and files the video; the callback completes it; delete reaches the host', async () => {
    const listingId = (await createListing(t.database.db, { officeId, agents: [{ agentId, sideTypeId: 1 }] }))
      .id;
    const res = await upload(listingId);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: VIDEO_STATUS.inProgress, videoId: '777', url: null });
    expect(seen.map((s) => `${s.method} ${s.url.replace(/upload-urls\/.*/, 'upload-urls/…')}`)).toEqual([
      'POST /v1/oauth/access_token',
      'POST /v1/accounts/acc/videos',
      'GET /v1/accounts/acc/videos/777/upload-urls/…',
      'PUT /upload/777',
      'POST /v1/accounts/acc/videos/777/ingest-requests',
      'PUT /v1/accounts/acc/folders/fold/videos/777',
    ]);
    expect(seen[3].body).toBe(`${mp4.length} bytes`);
    expect(callbackUrl).toMatch(/^http:\/\/127\.0\.0\.1:3999\/api\/video\/callback\/[\w-]{20,}$/);

    const path = new URL(callbackUrl).pathname;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/video/callback/unknown-token-123',
          payload: { status: 'SUCCESS' },
        })
      ).statusCode,
    ).toBe(404);
    const cb = await t.app.inject({
      method: 'POST',
      url: path,
      payload: { entity: '777', action: 'CREATE', status: 'SUCCESS', version: 1 },
    });
    expect(cb.statusCode, cb.body).toBe(204);
    const [video] = (
      await t.call({ method: 'GET', url: `/api/video/listing/${listingId}`, as: editor })
    ).json() as Video[];
    expect(video).toMatchObject({
      status: VIDEO_STATUS.completed,
      url: 'https://cdn.example/777/hd.mp4',
      posterUrl: 'https://cdn.example/777/poster.jpg',
      width: 1920,
      height: 1080,
      durationSeconds: 42,
      downloadUrl: null,
    });

    expect((await t.call({ method: 'DELETE', url: `/api/video/${video.id}`, as: editor })).statusCode).toBe(
      204,
    );
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE', url: '/v1/accounts/acc/videos/777' });
  });

  it("leaves the video Failed with 'Video is not created in Brightcove' when the host refuses it", async () => {
    failCreate = true;
    const listingId = (await createListing(t.database.db, { officeId, agents: [{ agentId, sideTypeId: 1 }] }))
      .id;
    const res = await upload(listingId);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: VIDEO_STATUS.failed, failureReason: MSG.videoNotCreated });
  });
});
