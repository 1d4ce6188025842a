import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { MSG, type Image, type Video } from '@atrium/domain';
import { FFMPEG } from '../../adapters/video-host/ffmpeg';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody } from '../../test/multipart';
import { createAgentUser, createOffice, createUser } from '../../db/factories';
import { rowsOf } from '../../db/client';
import * as schema from '../../db/schema';
import { agentPhotoFacts, agentPhotoUndersizedSql } from './people-images.repo';

const run = promisify(execFile);

let t: TestApp;
let officeId: number;
let agentId: number;
let agent: string; // the agent's own user
let otherAgent: string; // another agent of the same office
let otherAgentId: number;
let mc: string; // a marketing coordinator of the office
let outsiderMc: string; // a marketing coordinator of another office
let teamId: number;
let member: string; // an agent of the team (user_sales_teams)

const image = (width: number, height: number, format: 'png' | 'jpeg', colour = '#3366aa') => {
  const s = sharp({ create: { width, height, channels: 3, background: colour } });
  return (format === 'png' ? s.png() : s.jpeg()).toBuffer();
};

async function upload(as: string, entityType: string, entityId: number, imageType: string, data: Buffer) {
  const { payload, headers } = multipartBody({ name: 'Portrait.JPG', type: 'image/jpeg', data });
  return t.app.inject({
    method: 'POST',
    url: `/api/image/save?entityType=${entityType}&entityId=${entityId}&imageType=${imageType}`,
    payload,
    headers: { ...headers, authorization: `Bearer ${await t.token(as)}` },
  });
}

const list = async (as: string, entityType: string, entityId: number, imageType: string) =>
  t.call({
    method: 'GET',
    url: `/api/image/${entityId}?entityType=${entityType}&imageType=${imageType}`,
    as,
  });

const versionOf = async (
  table: typeof schema.agents | typeof schema.offices | typeof schema.salesTeams,
  id: number,
) => (await t.database.db.select({ v: table.version }).from(table).where(eq(table.id, id)))[0]!.v;

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_POLL_SECONDS: '0.5' } });
  const db = t.database.db;
  officeId = (await createOffice(db)).id;
  const other = await createOffice(db);
  const a = await createAgentUser(db, officeId);
  agentId = a.agent.id;
  agent = a.user.email;
  const b = await createAgentUser(db, officeId);
  otherAgentId = b.agent.id;
  otherAgent = b.user.email;
  mc = (await createUser(db, { roles: ['marketingCoordinator'], officeIds: [officeId] })).email;
  outsiderMc = (await createUser(db, { roles: ['marketingCoordinator'], officeIds: [other.id] })).email;
  const [team] = await db.insert(schema.salesTeams).values({ name: 'Team Photo', officeId }).returning();
  teamId = team!.id;
  const c = await createAgentUser(db, other.id);
  member = c.user.email;
  await db.insert(schema.userSalesTeams).values({ userId: c.user.id, salesTeamId: teamId });
}, 60_000);
afterAll(() => t?.close());

describe('agent photo', () => {
  it('an agent uploads their own portrait 840x1120 JPEG; the agent version moves on', async () => {
    const before = await versionOf(schema.agents, agentId);
    const res = await upload(agent, 'agent', agentId, 'photo', await image(840, 1120, 'jpeg'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      entityType: 'agent',
      entityId: agentId,
      imageType: 'photo',
      size: { width: 840, height: 1120 },
      isLowResolution: false,
    });
    expect(await versionOf(schema.agents, agentId)).toBe(before + 1);
    const listed = await list(agent, 'agent', agentId, 'photo');
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as Image[]).map((i) => i.id)).toEqual([(res.json() as Image).id]);
    const count = await t.call({
      method: 'GET',
      url: `/api/image/${agentId}/count?entityType=agent`,
      as: agent,
    });
    expect(count.json()).toEqual({ total: 1, byType: { photo: 1 } });
  });

  it.each([
    ['839 wide', 839, 1120, 'jpeg', '#3366aa', MSG.photoBelowMinimumResolution],
    ['1119 high', 840, 1119, 'jpeg', '#3366aa', MSG.photoBelowMinimumResolution],
    ['landscape', 1120, 840, 'jpeg', '#3366aa', MSG.photoMustBePortrait],
    ['square', 1200, 1200, 'jpeg', '#3366aa', MSG.photoMustBePortrait],
    ['a PNG', 840, 1120, 'png', '#3366aa', MSG.fileTypeJpgJpeg],
    ['black-and-white', 840, 1120, 'jpeg', '#808080', MSG.photoNotInColour],
  ] as const)('refuses %s with its sentence', async (_name, w, h, format, colour, message) => {
    const res = await upload(agent, 'agent', agentId, 'photo', await image(w, h, format, colour));
    // a file of another kind is 415 (as every upload), a photo breaking a rule 400
    expect(res.statusCode, res.body).toBe(format === 'png' ? 415 : 400);
    expect(res.json().message).toBe(message);
  });

  it('a second upload replaces the first: one photo, its old files gone', async () => {
    const first = (await list(agent, 'agent', agentId, 'photo')).json() as Image[];
    expect(first).toHaveLength(1);
    const res = await upload(agent, 'agent', agentId, 'photo', await image(1200, 1600, 'jpeg', '#aa6633'));
    expect(res.statusCode, res.body).toBe(201);
    const now = (await list(agent, 'agent', agentId, 'photo')).json() as Image[];
    expect(now.map((i) => i.id)).toEqual([(res.json() as Image).id]);
    const [left] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from files where id = ${first[0]!.urls.original}`,
      ),
    );
    expect(left!.n).toBe(0);
  });

  it('a crop keeps the rules: a portrait crop of 840x1120 passes, a landscape one is refused', async () => {
    const [photo] = (await list(agent, 'agent', agentId, 'photo')).json() as Image[];
    const crop = (body: object) =>
      t.call({ method: 'POST', url: `/api/image/${photo!.id}/crop`, as: agent, body });
    const wide = await crop({ x: 0, y: 0, width: 1200, height: 900 });
    expect(wide.statusCode, wide.body).toBe(400);
    expect(wide.json().message).toBe(MSG.photoMustBePortrait);
    const small = await crop({ x: 0, y: 0, width: 800, height: 1120 });
    expect(small.json().message).toBe(MSG.photoBelowMinimumResolution);
    const before = await versionOf(schema.agents, agentId);
    const ok = await crop({ x: 10, y: 10, width: 840, height: 1120 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as Image).size).toMatchObject({ width: 840, height: 1120 });
    expect(await versionOf(schema.agents, agentId)).toBe(before + 1);
  });

  it('another agent gets 404 for the photo, its list and its file; a marketing coordinator of the office may change it', async () => {
    const data = await image(840, 1120, 'jpeg');
    expect((await upload(otherAgent, 'agent', agentId, 'photo', data)).statusCode).toBe(404);
    expect((await list(otherAgent, 'agent', agentId, 'photo')).statusCode).toBe(404);
    expect((await upload(outsiderMc, 'agent', agentId, 'photo', data)).statusCode).toBe(404);
    const [photo] = (await list(agent, 'agent', agentId, 'photo')).json() as Image[];
    expect(
      (await t.call({ method: 'GET', url: `/api/files/${photo!.urls.original}`, as: otherAgent })).statusCode,
    ).toBe(404);
    expect(
      (await t.call({ method: 'POST', url: '/api/image/delete', as: otherAgent, body: { ids: [photo!.id] } }))
        .statusCode,
    ).toBe(404);
    expect((await list(mc, 'agent', agentId, 'photo')).statusCode).toBe(200);
    expect((await upload(mc, 'agent', otherAgentId, 'photo', data)).statusCode).toBe(201);
  });

  it('a missing agent is 404', async () => {
    const res = await upload(mc, 'agent', 99_999_999, 'photo', await image(840, 1120, 'jpeg'));
    expect(res.statusCode).toBe(404);
  });

  it('an image type of another record is 404 (a listing photo type on an agent)', async () => {
    const res = await upload(agent, 'agent', agentId, 'mainPhoto', await image(1800, 1200, 'jpeg'));
    expect(res.statusCode).toBe(404);
  });

  it('agentPhotoFacts gives the row image and the undersized flag; the filter finds imported small photos', async () => {
    const db = t.database.db;
    const facts = await agentPhotoFacts(db, [agentId, otherAgentId, 99_999_999]);
    expect(facts.map((f) => f.agentId).sort()).toEqual([agentId, otherAgentId].sort());
    expect(facts.every((f) => !f.isUndersized && typeof f.fileId === 'string')).toBe(true);
    // an imported photo below 840x1120 (uploads refuse these)
    await db.execute(
      sql`update images set width = 600, height = 800 where entity_type = 'agent' and entity_id = ${otherAgentId}`,
    );
    const after = await agentPhotoFacts(db, [otherAgentId]);
    expect(after[0]!.isUndersized).toBe(true);
    const undersized = await db
      .select({ id: schema.agents.id })
      .from(schema.agents)
      .where(agentPhotoUndersizedSql(schema.agents.id));
    expect(undersized.map((r) => r.id)).toEqual([otherAgentId]);
  });

  it('deleting the photo leaves none and bumps the version', async () => {
    const [photo] = (await list(agent, 'agent', agentId, 'photo')).json() as Image[];
    const before = await versionOf(schema.agents, agentId);
    const res = await t.call({
      method: 'POST',
      url: '/api/image/delete',
      as: agent,
      body: { ids: [photo!.id] },
    });
    expect(res.statusCode).toBe(204);
    expect((await list(agent, 'agent', agentId, 'photo')).json()).toEqual([]);
    expect(await versionOf(schema.agents, agentId)).toBe(before + 1);
  });
});

describe('sales team large photo', () => {
  it('a member uploads a portrait PNG; a landscape one is refused; an agent outside the team gets 404', async () => {
    const before = await versionOf(schema.salesTeams, teamId);
    const ok = await upload(member, 'salesTeam', teamId, 'largePhoto', await image(840, 1120, 'png'));
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await versionOf(schema.salesTeams, teamId)).toBe(before + 1);
    const wide = await upload(member, 'salesTeam', teamId, 'largePhoto', await image(1200, 900, 'jpeg'));
    expect(wide.json().message).toBe(MSG.photoMustBePortrait);
    const grey = await upload(
      member,
      'salesTeam',
      teamId,
      'largePhoto',
      await image(840, 1120, 'png', '#777777'),
    );
    expect(grey.json().message).toBe(MSG.photoNotInColour);
    expect(
      (await upload(agent, 'salesTeam', teamId, 'largePhoto', await image(840, 1120, 'png'))).statusCode,
    ).toBe(404);
  });
});

describe('office photo', () => {
  it('landscape 2000x1200 JPEG passes (black-and-white too); portrait, small and PNG are refused; an agent gets 404', async () => {
    const before = await versionOf(schema.offices, officeId);
    const ok = await upload(
      mc,
      'office',
      officeId,
      'officePhoto',
      await image(2000, 1200, 'jpeg', '#888888'),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await versionOf(schema.offices, officeId)).toBe(before + 1);
    const tall = await upload(mc, 'office', officeId, 'officePhoto', await image(1200, 2000, 'jpeg'));
    expect(tall.json().message).toBe(MSG.photoMustBeLandscape);
    const small = await upload(mc, 'office', officeId, 'officePhoto', await image(1999, 1200, 'jpeg'));
    expect(small.json().message).toBe(MSG.photoBelowMinimumResolution);
    const png = await upload(mc, 'office', officeId, 'officePhoto', await image(2000, 1200, 'png'));
    expect(png.json().message).toBe(MSG.fileTypeJpgJpeg);
    expect(
      (await upload(agent, 'office', officeId, 'officePhoto', await image(2000, 1200, 'jpeg'))).statusCode,
    ).toBe(404);
    expect(
      (await upload(outsiderMc, 'office', officeId, 'officePhoto', await image(2000, 1200, 'jpeg')))
        .statusCode,
    ).toBe(404);
  });
});

describe('agent and sales team videos', () => {
  let hd: Buffer;
  beforeAll(async () => {
    const file = path.join(os.tmpdir(), `atrium-people-video-${process.pid}.mp4`);
    await run(FFMPEG, [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=1280x720:rate=25', '-t', '2'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '150k', '-pix_fmt', 'yuv420p', file],
    ]);
    hd = fs.readFileSync(file);
    fs.rmSync(file, { force: true });
  }, 60_000);

  async function send(as: string, url: string) {
    const { payload, headers } = multipartBody({ name: 'Intro.MP4', type: 'video/mp4', data: hd });
    return t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...headers, authorization: `Bearer ${await t.token(as)}` },
    });
  }

  it('an agent uploads a type 5 video into their slot; type 6 on an agent is refused; the slot is then taken', async () => {
    const ok = await send(agent, `/api/agent/${agentId}/5/videos`);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({
      entityType: 'agent',
      entityTypeId: 2,
      entityId: agentId,
      videoTypeId: 5,
    });
    const team = await send(agent, `/api/agent/${agentId}/6/videos`);
    expect(team.statusCode).toBe(400);
    expect(team.json().message).toBe(MSG.videoSlotUnknown);
    const property = await send(agent, `/api/agent/${agentId}/1/videos`);
    expect(property.json().message).toBe(MSG.videoSlotUnknown);
    const again = await send(agent, `/api/agent/${agentId}/5/videos`);
    expect(again.json().message).toBe(MSG.videoSlotTaken);
    const listed = await t.call({ method: 'GET', url: `/api/video/agent/${agentId}`, as: agent });
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as Video[]).map((v) => v.videoTypeId)).toEqual([5]);
  });

  it('another agent gets 404 for the upload and the list', async () => {
    expect((await send(otherAgent, `/api/agent/${agentId}/5/videos`)).statusCode).toBe(404);
    expect(
      (await t.call({ method: 'GET', url: `/api/video/agent/${agentId}`, as: otherAgent })).statusCode,
    ).toBe(404);
  });

  it('a team member uploads the team video (type 6) by SalesTeam/{id}/videos, any case of the path', async () => {
    const ok = await send(member, `/api/salesteam/${teamId}/videos`);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ entityType: 'salesTeam', entityId: teamId, videoTypeId: 6 });
    expect((await send(agent, `/api/SalesTeam/${teamId}/videos`)).statusCode).toBe(404);
    const listed = await t.call({ method: 'GET', url: `/api/video/salesTeam/${teamId}`, as: mc });
    expect((listed.json() as Video[]).map((v) => v.videoTypeId)).toEqual([6]);
  });
});
