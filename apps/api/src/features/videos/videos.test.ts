import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, VIDEO_STATUS, type Video } from '@atrium/domain';
import { FFMPEG } from '../../adapters/video-host/ffmpeg';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody } from '../../test/multipart';
import { createAgentUser, createListing, createOffice } from '../../db/factories';
import { requeueStalledVideos } from './videos.service';
import { sql } from 'drizzle-orm';

const run = promisify(execFile);

let t: TestApp;
let editor: string; // an agent on the listings below
let outsider: string; // an agent of another office
let officeId: number;
let agentId: number;
const clips: Record<'hd2' | 'hd15' | 'vga' | 'fourThree', Buffer> = {} as never;

/** A test pattern clip made by the bundled ffmpeg: small (low bitrate, fast preset). */
async function clip(size: string, seconds: number) {
  const file = path.join(os.tmpdir(), `atrium-video-test-${size}-${seconds}-${process.pid}.mp4`);
  await run(FFMPEG, [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=${size}:rate=25`,
    '-t',
    String(seconds),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-b:v',
    '150k',
    '-pix_fmt',
    'yuv420p',
    file,
  ]);
  const data = fs.readFileSync(file);
  fs.rmSync(file, { force: true });
  return data;
}

const newListing = async () =>
  (await createListing(t.database.db, { officeId, imageCount: 0, agents: [{ agentId, sideTypeId: 1 }] })).id;

async function upload(as: string, listingId: number, videoTypeId: number, data: Buffer, extra = '') {
  const { payload, headers } = multipartBody({ name: 'Tour.MP4', type: 'video/mp4', data });
  return t.app.inject({
    method: 'POST',
    url: `/api/listing/${listingId}/videos?videoTypeId=${videoTypeId}&displayOrder=1${extra}`,
    payload,
    headers: { ...headers, authorization: `Bearer ${await t.token(as)}` },
  });
}

const list = async (listingId: number, as = editor) =>
  (await t.call({ method: 'GET', url: `/api/video/listing/${listingId}`, as })).json() as Video[];

async function settled(listingId: number, id: number, timeoutMs = 60_000): Promise<Video> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await list(listingId)).find((v) => v.id === id);
    if (found && found.status !== VIDEO_STATUS.started && found.status !== VIDEO_STATUS.inProgress)
      return found;
    if (Date.now() > until) throw new Error(`video ${id} still processing after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const walk = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    : [];
const objects = () => walk(t.ctx.config.files.dir).length;

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_POLL_SECONDS: '0.5' } });
  const office = await createOffice(t.database.db);
  const other = await createOffice(t.database.db);
  const a = await createAgentUser(t.database.db, office.id);
  officeId = office.id;
  agentId = a.agent.id;
  editor = a.user.email;
  outsider = (await createAgentUser(t.database.db, other.id)).user.email;
  [clips.hd2, clips.hd15, clips.vga, clips.fourThree] = await Promise.all([
    clip('1280x720', 2),
    clip('1280x720', 15),
    clip('640x480', 1),
    clip('960x720', 1),
  ]);
}, 90_000);
afterAll(() => t?.close());

describe('videos (embedded sandbox host)', () => {
  let listingId: number;
  let property: Video;

  it('takes a 1280x720 property video and a 15-second one through Started to Completed, with a poster and a web rendition', async () => {
    listingId = await newListing();
    const res = await upload(editor, listingId, 1, clips.hd2);
    expect(res.statusCode, res.body).toBe(201);
    const started = res.json() as Video;
    expect(started).toMatchObject({
      status: VIDEO_STATUS.started,
      videoTypeId: 1,
      displayOrder: 1,
      fileName: 'tour.mp4',
      url: null,
    });
    property = await settled(listingId, started.id);
    expect(property).toMatchObject({
      status: VIDEO_STATUS.completed,
      width: 1280,
      height: 720,
      failureReason: null,
    });
    expect(property.url).toMatch(/^\/api\/video\/\d+\/rendition\?key=/);

    const fifteen = await upload(editor, listingId, 2, clips.hd15);
    expect(fifteen.statusCode, fifteen.body).toBe(201);
    expect((fifteen.json() as Video).status).toBe(VIDEO_STATUS.started);
    const done = await settled(listingId, (fifteen.json() as Video).id);
    expect(done.status, done.failureReason ?? '').toBe(VIDEO_STATUS.completed);
    expect(done.durationSeconds).toBeCloseTo(15, 0);
  }, 120_000);

  it('serves the rendition with byte ranges, the poster and the original, the latter two only to those allowed', async () => {
    const whole = await t.app.inject({ method: 'GET', url: property.url! });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await t.app.inject({ method: 'GET', url: property.url!, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${whole.rawPayload.length}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true);
    // an H.264 MP4 with its index in front (+faststart): 'moov' before 'mdat'
    const text = whole.rawPayload.toString('latin1');
    expect(text.indexOf('moov')).toBeLessThan(text.indexOf('mdat'));
    const poster = await t.app.inject({ method: 'GET', url: property.posterUrl! });
    expect(poster.statusCode).toBe(200);
    expect(poster.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    const wrongKey = property.url!.replace(/key=.*/, 'key=abcdefghijklmnopqrstuvwxyz');
    expect((await t.app.inject({ method: 'GET', url: wrongKey })).statusCode).toBe(404);

    const original = await t.call({ method: 'GET', url: property.downloadUrl!, as: editor });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-disposition']).toContain('attachment');
    expect(original.rawPayload.equals(clips.hd2)).toBe(true);
    expect((await t.call({ method: 'GET', url: property.downloadUrl!, as: outsider })).statusCode).toBe(404);
  });

  it('refuses a second showcase hero video and fails a 640x480 one with the guideline message', async () => {
    const hero = await upload(editor, listingId, 3, clips.vga);
    expect(hero.statusCode, hero.body).toBe(201);
    const failed = await settled(listingId, (hero.json() as Video).id);
    expect(failed).toMatchObject({
      status: VIDEO_STATUS.failed,
      failureReason: MSG.videoBelow720p,
      width: 640,
      height: 480,
      url: null,
    });
    const again = await upload(editor, listingId, 3, clips.hd2);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MSG.showcaseHeroVideoExists);
  }, 60_000);

  it('fails a 15-second video that is not 15 s long and a 4:3 video, each with its guideline message', async () => {
    const other = await newListing();
    await settled(other, ((await upload(editor, other, 1, clips.hd2)).json() as Video).id);
    const short = await upload(editor, other, 2, clips.hd2);
    expect(short.statusCode, short.body).toBe(201);
    expect(await settled(other, (short.json() as Video).id)).toMatchObject({
      status: VIDEO_STATUS.failed,
      failureReason: MSG.videoNotFifteenSeconds,
    });
    const square = await upload(editor, other, 4, clips.fourThree);
    expect(await settled(other, (square.json() as Video).id)).toMatchObject({
      status: VIDEO_STATUS.failed,
      failureReason: MSG.videoNot16by9,
      width: 960,
      height: 720,
    });
  }, 60_000);

  it('refuses a 15-second video before the property video, and a second video in a taken slot', async () => {
    const empty = await newListing();
    const res = await upload(editor, empty, 2, clips.hd15);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.propertyVideoFirst);
    const taken = await upload(editor, listingId, 1, clips.hd2);
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe(MSG.videoSlotTaken);
    expect(await list(empty)).toEqual([]);
  });

  it('refuses a file that is no video, and unknown fields', async () => {
    const other = await newListing();
    const png = await upload(editor, other, 1, Buffer.from('not a video at all, just some text'));
    expect(png.statusCode).toBe(415);
    expect(png.json().message).toBe(MSG.videoFormats);
    expect((await upload(editor, other, 1, clips.hd2, '&color=red')).statusCode).toBe(400);
    const put = await t.call({
      method: 'PUT',
      url: `/api/video/${property.id}`,
      as: editor,
      body: { caption: 'x', url: 'y' },
    });
    expect(put.statusCode).toBe(400);
    expect(await list(other)).toEqual([]);
  });

  it('updates the caption, title, description and re-upload interval', async () => {
    const body = {
      caption: 'Front',
      title: 'The tour',
      description: 'Walk through',
      reuploadInterval: 60_000,
    };
    const res = await t.call({ method: 'PUT', url: `/api/video/${property.id}`, as: editor, body });
    expect(res.statusCode).toBe(204);
    expect((await list(listingId)).find((v) => v.id === property.id)).toMatchObject(body);
  });

  it("keeps another office's agent out: 404 on list, upload, update, delete", async () => {
    expect(
      (await t.call({ method: 'GET', url: `/api/video/listing/${listingId}`, as: outsider })).statusCode,
    ).toBe(404);
    expect((await upload(outsider, listingId, 4, clips.hd2)).statusCode).toBe(404);
    const put = await t.call({
      method: 'PUT',
      url: `/api/video/${property.id}`,
      as: outsider,
      body: { caption: 'x' },
    });
    expect(put.statusCode).toBe(404);
    expect(
      (await t.call({ method: 'DELETE', url: `/api/video/${property.id}`, as: outsider })).statusCode,
    ).toBe(404);
  });

  it('deletes the property video with the 15-second video and their files', async () => {
    const before = objects();
    const res = await t.call({ method: 'DELETE', url: `/api/video/${property.id}`, as: editor });
    expect(res.statusCode).toBe(204);
    expect((await list(listingId)).map((v) => v.videoTypeId)).toEqual([3]);
    // property: original, rendition, poster; 15-second: the same three
    expect(objects()).toBe(before - 6);
    expect((await t.app.inject({ method: 'GET', url: property.url! })).statusCode).toBe(404);
  });

  it('queues again the processing of a video whose job was lost, five minutes on', async () => {
    const target = await newListing();
    const res = await upload(editor, target, 1, clips.hd2);
    const id = (res.json() as Video).id;
    await settled(target, id);
    // as if the queue had failed after the upload was saved: Started, no job
    await t.database.db.execute(sql`update videos set status = 1 where id = ${id}`);
    const deps = { db: t.database.db, jobs: t.ctx.jobs };
    expect(await requeueStalledVideos(deps)).toBe(0); // too recent: its job may still come
    await t.database.db.execute(
      sql`update videos set status = 1, created_at = now() - interval '6 minutes' where id = ${id}`,
    );
    expect(await requeueStalledVideos(deps)).toBe(1);
    expect((await settled(target, id)).status).toBe(VIDEO_STATUS.completed);
  }, 60_000);

  it('leaves nothing behind when the client aborts the upload', async () => {
    const target = await newListing();
    const before = objects();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const { payload, headers } = multipartBody({
      name: 'big.mp4',
      type: 'video/mp4',
      data: Buffer.alloc(8 * 1024 * 1024, 1),
    });
    await new Promise<void>((resolve) => {
      void t.token(editor).then((token) => {
        const req = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `/api/listing/${target}/videos?videoTypeId=1`,
          headers: { ...headers, authorization: `Bearer ${token}`, 'content-length': payload.length },
        });
        req.on('error', () => resolve());
        req.on('close', () => resolve());
        req.write(payload.subarray(0, 2 * 1024 * 1024), () => setTimeout(() => req.destroy(), 300));
      });
    });
    await new Promise((r) => setTimeout(r, 500));
    expect(await list(target)).toEqual([]);
    expect(objects()).toBe(before);
    expect(walk(t.ctx.config.files.uploadTmpDir)).toEqual([]);
  });
});
