import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MSG, roleKey, type Application, type ApplicationListResult } from '@atrium/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createApplication, createOffice, createUser } from '../../db/factories';

/** The application directory through HTTP: who sees what, favourites, the SA's upkeep, the logo. */

let t: TestApp;
let officeA: number;
let officeB: number;
let agentA: { id: number; email: string };
let staffB: { id: number; email: string };
const ADMIN = 'admin@meridian.example';
const TAG = `Ap${Date.now().toString(36)}`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  officeA = (await createOffice(db)).id;
  officeB = (await createOffice(db)).id;
  agentA = await createUser(db, { roles: ['agent'], officeIds: [officeA] });
  staffB = await createUser(db, { roles: ['staff'], officeIds: [officeB] });
}, 60_000);
afterAll(() => t?.close());

/** A multipart form of text fields and, optionally, one file part. */
function formBody(fields: Record<string, string>, file?: { field?: string; name: string; data: Buffer }) {
  const boundary = `----atrium${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'logo'}"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const save = async (
  fields: Record<string, string>,
  file?: { field?: string; name: string; data: Buffer },
  as = ADMIN,
) => {
  const { payload, headers } = formBody({ link: 'https://apps.example/x', ...fields }, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/applications',
    payload,
    headers: { ...headers, authorization: `Bearer ${await t.token(as)}` },
  });
};
const call = (method: string, url: string, as: string, body?: unknown) => t.call({ method, url, body, as });
const list = async (as: string, body: Record<string, unknown> = { text: TAG }) => {
  const res = await call('POST', '/api/applications/list', as, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ApplicationListResult;
};
const names = (r: ApplicationListResult) => r.results.map((a) => a.name);
const png = () =>
  sharp({ create: { width: 80, height: 80, channels: 3, background: '#1f3a5f' } })
    .png()
    .toBuffer();

describe('the application directory', () => {
  it('shows each user the applications of their offices and roles; SA sees all', async () => {
    const db = t.database.db;
    await createApplication(db, { name: `${TAG} Open` });
    await createApplication(db, { name: `${TAG} Office A`, officeIds: [officeA] });
    await createApplication(db, { name: `${TAG} Agents`, roles: ['agent'] });
    await createApplication(db, { name: `${TAG} Staff of A`, officeIds: [officeA], roles: ['staff'] });
    await createApplication(db, { name: `${TAG} Hidden`, canShow: false });
    expect(names(await list(agentA.email)).sort()).toEqual([
      `${TAG} Agents`,
      `${TAG} Office A`,
      `${TAG} Open`,
    ]);
    expect(names(await list(staffB.email))).toEqual([`${TAG} Open`]);
    expect((await list(ADMIN)).totalRecords).toBe(5);
    // without a text: the same rule over the whole directory
    const whole = names(await list(agentA.email, { pageSize: 100 }));
    expect(whole).toEqual(expect.arrayContaining([`${TAG} Agents`, `${TAG} Office A`, `${TAG} Open`]));
    expect(whole).not.toContain(`${TAG} Staff of A`);
    expect(whole).not.toContain(`${TAG} Hidden`);
    expect(names(await list(ADMIN, { pageSize: 100 }))).toEqual(
      expect.arrayContaining([`${TAG} Staff of A`, `${TAG} Hidden`]),
    );
  });

  it('orders favourites first, then promoted, then by name, and pages', async () => {
    const db = t.database.db;
    const fav = await createApplication(db, { name: `${TAG} Zebra favourite` });
    await createApplication(db, { name: `${TAG} Yak promoted`, promoted: true });
    expect((await call('PUT', `/api/applications/${fav.id}/fav/${agentA.id}`, agentA.email)).statusCode).toBe(
      204,
    );
    const r = await list(agentA.email);
    expect(names(r).slice(0, 2)).toEqual([`${TAG} Zebra favourite`, `${TAG} Yak promoted`]);
    expect(r.results[0].isFavourite).toBe(true);
    expect(r.results.slice(1).every((a) => !a.isFavourite)).toBe(true);
    // another user's directory is not changed by this favourite
    expect((await list(ADMIN)).results.find((a) => a.id === fav.id)?.isFavourite).toBe(false);
    const page2 = await list(agentA.email, { text: TAG, pageSize: 2, pageNumber: 2 });
    expect(page2.totalRecords).toBe(5);
    expect(names(page2)).toEqual([`${TAG} Agents`, `${TAG} Office A`]);
    expect((await call('POST', '/api/applications/list', agentA.email, { bogus: 1 })).statusCode).toBe(400);
  });

  it('keeps favourites to the caller and to applications in sight', async () => {
    const db = t.database.db;
    const open = await createApplication(db, { name: `${TAG} Fav open` });
    const ofA = await createApplication(db, { name: `${TAG} Fav office A`, officeIds: [officeA] });
    const other = await call('PUT', `/api/applications/${open.id}/fav/${agentA.id}`, staffB.email);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MSG.applicationFavouriteSelfOnly);
    expect((await call('DELETE', `/api/applications/${open.id}/fav/${agentA.id}`, ADMIN)).statusCode).toBe(
      403,
    );
    expect((await call('PUT', `/api/applications/${ofA.id}/fav/${staffB.id}`, staffB.email)).statusCode).toBe(
      404,
    );
    expect(
      (await call('PUT', `/api/applications/${open.id}/fav/${staffB.id}`, staffB.email)).statusCode,
    ).toBe(204);
    // marking twice is harmless
    expect(
      (await call('PUT', `/api/Applications/${open.id}/FAV/${staffB.id}`, staffB.email)).statusCode,
    ).toBe(204);
    expect((await list(staffB.email, { text: `${TAG} Fav` })).results[0]).toMatchObject({
      id: open.id,
      isFavourite: true,
    });
    expect(
      (await call('DELETE', `/api/applications/${open.id}/fav/${staffB.id}`, staffB.email)).statusCode,
    ).toBe(204);
    expect((await list(staffB.email, { text: `${TAG} Fav` })).results[0].isFavourite).toBe(false);
  });

  it('lets only SA add, read, toggle and delete; others are refused', async () => {
    const created = await save({
      name: `${TAG} Desk`,
      acronym: 'DK',
      officeDetails: JSON.stringify([officeA]),
      roleDetails: JSON.stringify([roleKey('agent')]),
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().message).toBe(MSG.applicationAdded);
    const id = created.json().id as number;
    const read = await call('GET', `/api/applications/${id}`, ADMIN);
    expect(read.json()).toMatchObject({
      name: `${TAG} Desk`,
      acronym: 'DK',
      link: 'https://apps.example/x',
      promoted: false,
      canShow: true,
      officeIds: [officeA],
      roleIds: [roleKey('agent')],
      logo: null,
    } satisfies Partial<Application>);
    for (const as of [agentA.email, staffB.email]) {
      expect((await save({ name: `${TAG} Nope` }, undefined, as)).statusCode).toBe(403);
      expect((await call('GET', `/api/applications/${id}`, as)).statusCode).toBe(403);
      expect((await call('PUT', `/api/applications/${id}/togglePromoted`, as)).statusCode).toBe(403);
      expect((await call('PUT', `/api/applications/${id}/toggleCanShow`, as)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/applications/${id}`, as)).statusCode).toBe(403);
    }
    const promoted = await call('PUT', `/api/applications/${id}/togglePromoted`, ADMIN);
    expect(promoted.json()).toEqual({ id, promoted: true, canShow: true, message: MSG.applicationSaved });
    const hidden = await call('PUT', `/api/applications/${id}/toggleCanShow`, ADMIN);
    expect(hidden.json()).toMatchObject({ promoted: true, canShow: false });
    expect(names(await list(agentA.email, { text: `${TAG} Desk` }))).toEqual([]);
    await call('PUT', `/api/applications/${id}/toggleCanShow`, ADMIN);
    expect(names(await list(agentA.email, { text: `${TAG} Desk` }))).toEqual([`${TAG} Desk`]);
    // update: new limits replace the old ones
    const updated = await save({
      id: String(id),
      name: `${TAG} Desk 2`,
      officeDetails: '[]',
      roleDetails: '[]',
    });
    expect(updated.json()).toEqual({ id, message: MSG.applicationSaved });
    expect(names(await list(staffB.email, { text: `${TAG} Desk` }))).toEqual([`${TAG} Desk 2`]);
    expect((await save({ id: '999999', name: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/applications/${id}`, ADMIN)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/applications/${id}`, ADMIN)).statusCode).toBe(404);
    expect((await call('GET', `/api/applications/${id}`, ADMIN)).statusCode).toBe(404);
    expect((await call('PUT', `/api/applications/${id}/togglePromoted`, ADMIN)).statusCode).toBe(404);
  });

  it('refuses an invalid form with the form sentences', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ name: '' }, MSG.required(['Name'])],
      [{ name: 'x', link: 'apps.example' }, MSG.applicationLinkInvalid],
      [{ name: 'x', link: 'javascript:alert(1)' }, MSG.applicationLinkInvalid],
      [{ name: 'x', officeDetails: '[999999]' }, MSG.invalidId],
      [{ name: 'x', roleDetails: '["nope"]' }, MSG.applicationRoleUnknown],
      [{ name: 'x', promoted: 'maybe' }, ''],
      [{ name: 'x', logoUrl: 'x' }, ''],
    ];
    for (const [fields, message] of cases) {
      const res = await save(fields);
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    const json = await call('POST', '/api/applications', ADMIN, { name: 'x', link: 'https://a.example' });
    expect(json.statusCode).toBe(415);
  });

  it('keeps a logo checked by content, readable by those who see the application', async () => {
    const fake = await save(
      { name: `${TAG} Fake` },
      { name: 'logo.png', data: Buffer.from('just some text, not a picture') },
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe(MSG.imageTypeJpgPng);
    expect(names(await list(ADMIN, { text: `${TAG} Fake` }))).toEqual([]);
    expect(
      (await save({ name: `${TAG} Other` }, { field: 'picture', name: 'a.png', data: await png() }))
        .statusCode,
    ).toBe(400);
    const res = await save(
      { name: `${TAG} Logo`, officeDetails: JSON.stringify([officeA]) },
      { name: 'Logo.PNG', data: await png() },
    );
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().id as number;
    const [app] = (await list(agentA.email, { text: `${TAG} Logo` })).results;
    expect(app.logo).toMatchObject({ fileName: 'logo.png', contentType: 'image/png' });
    const fileUrl = `/api/files/${app.logo!.id}`;
    expect((await call('GET', fileUrl, agentA.email)).statusCode).toBe(200);
    expect((await call('GET', fileUrl, staffB.email)).statusCode).toBe(404);
    expect((await call('DELETE', fileUrl, agentA.email)).statusCode).toBe(403);
    // a new logo replaces the old; removeLogo removes it
    await save(
      { id: String(id), name: `${TAG} Logo`, officeDetails: JSON.stringify([officeA]) },
      { name: 'b.png', data: await png() },
    );
    const replaced = (await call('GET', `/api/applications/${id}`, ADMIN)).json() as Application;
    expect(replaced.logo?.fileName).toBe('b.png');
    expect((await call('GET', fileUrl, ADMIN)).statusCode).toBe(404);
    await save({ id: String(id), name: `${TAG} Logo`, removeLogo: 'true' });
    expect(((await call('GET', `/api/applications/${id}`, ADMIN)).json() as Application).logo).toBeNull();
  });

  it('answers the Cloud CMA link to those who see it', async () => {
    const res = await call('GET', '/api/applications/cloudCmaInfo', agentA.email);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ name: 'Cloud CMA', link: 'https://apps.meridian.example/cloudcma' });
    const cma = (await list(ADMIN, { text: 'Cloud CMA' })).results.find((a) => a.name === 'Cloud CMA')!;
    await call('PUT', `/api/applications/${cma.id}/toggleCanShow`, ADMIN);
    try {
      expect((await call('GET', '/api/applications/cloudCmaInfo', agentA.email)).statusCode).toBe(404);
      expect((await call('GET', '/api/applications/cloudcmainfo', ADMIN)).statusCode).toBe(200);
    } finally {
      await call('PUT', `/api/applications/${cma.id}/toggleCanShow`, ADMIN);
    }
  });

  it('uses the same rule in the global search', async () => {
    await createApplication(t.database.db, { name: `${TAG} Searchable`, officeIds: [officeA] });
    const hits = async (as: string) =>
      (
        (
          await call('POST', '/api/search/global', as, {
            text: `${TAG} Searchable`,
            entityType: 'Application',
          })
        ).json() as {
          totalRecords: number;
        }
      ).totalRecords;
    expect(await hits(agentA.email)).toBe(1);
    expect(await hits(staffB.email)).toBe(0);
    expect(await hits(ADMIN)).toBe(1);
  });
});
