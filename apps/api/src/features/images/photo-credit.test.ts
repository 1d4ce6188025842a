import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG } from '@atrium/domain';
import { useTestApp } from '../../test/test-app';
import { rowsOf } from '../../db/client';
import { createAgentUser, createListing, createOffice, createUser } from '../../db/factories';

const t = useTestApp();

let listingId: number;
let agent: string; // an agent on the listing
let outsider: string; // an agent of another office
let coordinator: string; // sees the listing, may not edit it

const url = (path = 'photocredit', id = listingId) => `/api/listing/${id}/${path}`;
const get = (as: string, id = listingId) => t.call({ method: 'GET', url: url('photocredit', id), as });
const put = (as: string, body: unknown, headers?: Record<string, string>) =>
  t.call({ method: 'PUT', url: url(), as, body, headers });
const toggle = (as: string, toggleStatus: unknown, headers?: Record<string, string>) =>
  t.call({ method: 'PUT', url: url('togglesuppressphotoimport'), as, body: { toggleStatus }, headers });

const audits = async () =>
  rowsOf<{ changes: unknown }>(
    await t.database.db.execute(
      sql`select changes from audits where entity_type = 'listing' and entity_id = ${listingId} order by id`,
    ),
  );

beforeAll(async () => {
  const db = t.database.db;
  const office = await createOffice(db);
  const other = await createOffice(db);
  const a = await createAgentUser(db, office.id);
  agent = a.user.email;
  outsider = (await createAgentUser(db, other.id)).user.email;
  coordinator = (await createUser(db, { roles: ['marketingCoordinator'], officeIds: [office.id] })).email;
  listingId = (
    await createListing(db, { officeId: office.id, agents: [{ agentId: a.agent.id, sideTypeId: 1 }] })
  ).id;
});

describe('photo credit', () => {
  it('starts empty, saves through the listing write path (new version, audited) and reads back', async () => {
    const first = await get(agent);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ credit: null, suppressPhotoImport: false });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const auditsBefore = (await audits()).length;

    const saved = await put(
      agent,
      { credit: '  Jane Lens Studio ', suppressPhotoImport: true },
      { 'if-match': etag },
    );
    expect(saved.statusCode, saved.body).toBe(204);
    expect(saved.headers.etag).not.toBe(etag);
    const after = await get(agent);
    expect(after.json()).toEqual({ credit: 'Jane Lens Studio', suppressPhotoImport: true });
    expect(after.headers.etag).toBe(saved.headers.etag);
    const history = await audits();
    expect(history).toHaveLength(auditsBefore + 1);
    expect(JSON.stringify(history.at(-1)!.changes)).toContain('Jane Lens Studio');

    // the old version is refused
    expect(
      (await put(agent, { credit: 'Late', suppressPhotoImport: true }, { 'if-match': etag })).statusCode,
    ).toBe(412);
    // an empty credit is stored as none
    expect((await put(agent, { credit: '', suppressPhotoImport: true })).statusCode).toBe(204);
    expect((await get(agent)).json()).toEqual({ credit: null, suppressPhotoImport: true });
  });

  it.each([
    ['a credit of 256 characters', { credit: 'x'.repeat(256), suppressPhotoImport: false }],
    ['no suppressPhotoImport', { credit: 'Studio' }],
    ['an unknown field', { credit: 'Studio', suppressPhotoImport: false, extra: 1 }],
  ])('refuses %s with 400 and changes nothing', async (_name, body) => {
    const before = await get(agent);
    const res = await put(agent, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect((await get(agent)).headers.etag).toBe(before.headers.etag);
  });

  it('words the length refusal', async () => {
    const res = await put(agent, { credit: 'x'.repeat(256), suppressPhotoImport: false });
    expect(res.json().message).toBe(MSG.userTextMax('Photo credit', 255));
    expect((await put(agent, { credit: 'x'.repeat(255), suppressPhotoImport: false })).statusCode).toBe(204);
  });

  it('toggles the MLS photo import suppression', async () => {
    const before = await get(agent);
    expect((await toggle(agent, false)).statusCode).toBe(204);
    expect((await get(agent)).json()).toMatchObject({ suppressPhotoImport: false });
    expect((await toggle(agent, 'true')).statusCode).toBe(204);
    const after = await get(agent);
    expect(after.json()).toMatchObject({ suppressPhotoImport: true, credit: before.json().credit });
    expect((await toggle(agent, 'maybe')).statusCode).toBe(400);
    expect((await toggle(agent, false, { 'if-match': before.headers.etag as string })).statusCode).toBe(412);
  });

  it("keeps another office's agent out (404) and one who may not edit (403)", async () => {
    const before = (await get(agent)).json();
    expect((await get(outsider)).statusCode).toBe(404);
    expect((await put(outsider, { credit: 'Mine', suppressPhotoImport: false })).statusCode).toBe(404);
    expect((await toggle(outsider, false)).statusCode).toBe(404);
    expect((await get(coordinator)).statusCode).toBe(200);
    expect((await put(coordinator, { credit: 'Mine', suppressPhotoImport: false })).statusCode).toBe(403);
    expect((await get(agent, 2_000_000_000)).statusCode).toBe(404);
    expect((await get(agent)).json()).toEqual(before);
  });
});
