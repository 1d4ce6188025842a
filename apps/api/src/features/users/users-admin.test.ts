import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { MSG, roleKey } from '@atrium/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createAgent, createOffice, createSalesTeam, createUser, type FactoryUser } from '../../db/factories';
import { rowsOf } from '../../db/client';

/** The export of active users, the user audit, the list's paging, and changes that apply at once. */

const ADMIN = 'admin@meridian.example';
let t: TestApp;
let office: { id: number; name: string };
let subject: FactoryUser;
let inactive: FactoryUser;

const rowsOfSheet = async (payload: Buffer) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(payload as never);
  const sheet = wb.getWorksheet('Active Users')!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Array<Record<string, unknown>> = [];
  sheet.eachRow((row, i) => {
    if (i === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(header.map((h, j) => [h, values[j] ?? null])));
  });
  return { header, rows, sheet };
};

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  office = await createOffice(db, { name: 'Zephyr Heights Office' });
  subject = await createUser(db, { roles: ['staff', 'listingEdit'], officeIds: [office.id] });
  inactive = await createUser(db, { roles: ['staff'] });
  await db.execute(sql`update users set last_name = 'Quillfeather', first_name = '=HYPERLINK("x")',
    title = 'Export Probe' where id = ${subject.id}`);
  await db.execute(
    sql`update users set status = 2, last_name = 'Quillfeather-Gone' where id = ${inactive.id}`,
  );
});
afterAll(async () => {
  await t?.close();
});

describe('who may use the new user calls', () => {
  const calls = () => [
    { method: 'PUT', url: '/api/users/active', body: {} },
    { method: 'PUT', url: '/api/user/audit', body: { userId: subject.id } },
  ];
  it.each([
    'staff@meridian.example',
    'agent@meridian.example',
    'bm@meridian.example',
    'mc@meridian.example',
    'cme@meridian.example',
    'guest@meridian.example',
  ])('refuses %s with 403', async (as) => {
    for (const c of calls()) {
      const res = await t.call({ ...c, as });
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(403);
      expect(res.json().message).toBe(MSG.forbidden);
    }
  });
  it('refuses a call without a token with 401', async () => {
    expect((await t.call({ method: 'PUT', url: '/api/users/active', body: {} })).statusCode).toBe(401);
  });
});

describe('the users list (POST user/search)', () => {
  it('answers 20 a page when the list asks, active users by last name, and the total', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/user/search',
      as: ADMIN,
      body: { itemsPerPage: 20 },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.results).toHaveLength(20);
    const names = body.results.map((u: { lastName: string }) => u.lastName.toLowerCase());
    expect(names).toEqual([...names].sort());
    const page2 = await t.call({
      method: 'POST',
      url: '/api/user/search',
      as: ADMIN,
      body: { itemsPerPage: 20, currentPage: 2 },
    });
    const firstIds = new Set(body.results.map((u: { id: number }) => u.id));
    expect(page2.json().results.some((u: { id: number }) => firstIds.has(u.id))).toBe(false);
    expect(page2.json().totalRecords).toBe(body.totalRecords);
  });
  it.each(['quillfeather', 'QUILL', 'e-mail'])(
    'finds active users by name or e-mail (%s), not inactive ones',
    async (text) => {
      const res = await t.call({
        method: 'POST',
        url: '/api/user/search',
        as: ADMIN,
        body: { text: text === 'e-mail' ? subject.email : text },
      });
      const ids = res.json().results.map((u: { id: number }) => u.id);
      expect(ids).toContain(subject.id);
      expect(ids).not.toContain(inactive.id);
      const all = await t.call({
        method: 'POST',
        url: '/api/user/search',
        as: ADMIN,
        body: { text: 'quillfeather', status: 0 },
      });
      expect(all.json().results.map((u: { id: number }) => u.id)).toContain(inactive.id);
    },
  );
  it('finds a user by first and last name together, and treats % and _ as text', async () => {
    const both = await t.call({
      method: 'POST',
      url: '/api/user/search',
      as: ADMIN,
      body: { text: 'Avery Lindqvist' },
    });
    expect(both.json().results.map((u: { email: string }) => u.email)).toEqual(['agent@meridian.example']);
    const wild = await t.call({ method: 'POST', url: '/api/user/search', as: ADMIN, body: { text: '%' } });
    expect(wild.json().totalRecords).toBe(0);
  });
  it('refuses an unknown sort column and an unknown field with 400', async () => {
    const bad = await t.call({
      method: 'POST',
      url: '/api/user/search',
      as: ADMIN,
      body: { sortColumn: 'password' },
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await t.call({ method: 'POST', url: '/api/user/search', as: ADMIN, body: { foo: 1 } });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('PUT users/active (export)', () => {
  it('answers an XLSX of every active user by last name, with roles, permissions and offices', async () => {
    const res = await t.call({ method: 'PUT', url: '/api/users/active', as: ADMIN, body: {} });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe('attachment; filename="active-users.xlsx"');
    const { header, rows } = await rowsOfSheet(res.rawPayload);
    expect(header.slice(0, 3)).toEqual(['Last Name', 'First Name', 'Middle Name']);
    const active = Number(
      rowsOf<{ n: number }>(
        await t.database.db.execute(sql`select count(*)::int as n from users where status = 1`),
      )[0].n,
    );
    expect(rows).toHaveLength(active);
    const lastNames = rows.map((r) => String(r['Last Name']).toLowerCase());
    expect(lastNames).toEqual([...lastNames].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(rows.some((r) => r['Last Name'] === 'Quillfeather-Gone')).toBe(false);
    const probe = rows.find((r) => r['Email'] === subject.email)!;
    expect(probe).toMatchObject({
      'Last Name': 'Quillfeather',
      Title: 'Export Probe',
      Roles: 'Staff',
      Permissions: 'Listing Edit',
      Offices: 'Zephyr Heights Office',
    });
    // a cell that would run as a formula is written as text
    expect(probe['First Name']).toBe(`'=HYPERLINK("x")`);
    const agent = rows.find((r) => r['Email'] === 'agent@meridian.example')!;
    expect(agent.Permissions).toBe('Listing Edit, Listing Photo Reorder, Publish Listing');
  });
  it('narrows the export to the search text', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/api/users/active',
      as: ADMIN,
      body: { text: 'quillfeather' },
    });
    const { rows } = await rowsOfSheet(res.rawPayload);
    expect(rows.map((r) => r['Email'])).toEqual([subject.email]);
  });
  it('refuses an unknown field with 400', async () => {
    const res = await t.call({ method: 'PUT', url: '/api/users/active', as: ADMIN, body: { status: 2 } });
    expect(res.statusCode).toBe(400);
  });
});

describe('PUT user/audit', () => {
  it("returns the user record's history, newest first, with who changed it", async () => {
    const target = await createUser(t.database.db, { roles: ['guest'] });
    await t.call({
      method: 'PUT',
      url: `/api/user/${target.id}/roles`,
      as: ADMIN,
      body: { roleIds: [roleKey('guest'), roleKey('masquerade')] },
    });
    await t.call({
      method: 'PUT',
      url: `/api/user/${target.id}/offices`,
      as: ADMIN,
      body: { officeIds: [office.id] },
    });
    const res = await t.call({
      method: 'PUT',
      url: '/api/user/audit',
      as: ADMIN,
      body: { userId: target.id },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ currentPage: 1, pageSize: 100, totalRecords: 2 });
    expect(body.results.map((a: { action: string }) => a.action)).toEqual(['offices', 'roles']);
    expect(body.results[1]).toMatchObject({
      entityType: 'user',
      entityId: target.id,
      userName: 'Alexandra Whitmore',
      changes: [{ field: 'roles', oldValue: ['Guest'], newValue: ['Guest', 'Masquerade'] }],
    });
    expect(body.results[0].changes).toEqual([{ field: 'officeIds', oldValue: [], newValue: [office.id] }]);
  });
  it("returns the changes a user made ('actions'), on any record", async () => {
    const adminId = Number(
      rowsOf<{ id: number }>(await t.database.db.execute(sql`select id from users where email = ${ADMIN}`))[0]
        .id,
    );
    const res = await t.call({
      method: 'PUT',
      url: '/api/user/audit',
      as: ADMIN,
      body: { userId: adminId, of: 'actions', pageSize: 2 },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.results).toHaveLength(2);
    expect(body.totalRecords).toBeGreaterThanOrEqual(2);
    expect(body.results.every((a: { userId: number }) => a.userId === adminId)).toBe(true);
    expect(body.results[0].id).toBeGreaterThan(body.results[1].id);
  });
  it('pages 100 at a time by default', async () => {
    const target = await createUser(t.database.db, { roles: ['guest'] });
    await t.database.db.execute(sql`insert into audits (entity_type, entity_id, action, user_id, changes)
      select 'user', ${target.id}, 'update', null, '[]'::jsonb from generate_series(1, 105)`);
    const first = await t.call({
      method: 'PUT',
      url: '/api/user/audit',
      as: ADMIN,
      body: { userId: target.id },
    });
    expect(first.json().results).toHaveLength(100);
    expect(first.json().totalRecords).toBe(105);
    const second = await t.call({
      method: 'PUT',
      url: '/api/user/audit',
      as: ADMIN,
      body: { userId: target.id, pageNumber: 2 },
    });
    expect(second.json().results).toHaveLength(5);
    const past = await t.call({
      method: 'PUT',
      url: '/api/user/audit',
      as: ADMIN,
      body: { userId: target.id, pageNumber: 9 },
    });
    expect(past.json()).toMatchObject({ results: [], totalRecords: 105 });
  });
  it.each([
    [{}, 400, MSG.required(['User'])],
    [{ userId: 999999 }, 404, null],
    [{ userId: 1, of: 'everything' }, 400, null],
    [{ userId: 1, pageSize: 501 }, 400, null],
  ])('refuses %o', async (body, status, message) => {
    const res = await t.call({ method: 'PUT', url: '/api/user/audit', as: ADMIN, body });
    expect(res.statusCode).toBe(status);
    if (message) expect(res.json().message).toBe(message);
  });
});

describe('a change of roles, offices or status applies to the next request', () => {
  it('a permission removed from a signed-in user stops working at once', async () => {
    const u = await createUser(t.database.db, { roles: ['guest', 'masquerade'], officeIds: [office.id] });
    const search = () =>
      t.call({ method: 'POST', url: '/api/user/masqueradesearch', as: u.email, body: { text: 'avery' } });
    expect((await search()).statusCode).toBe(200);
    const revoke = await t.call({
      method: 'PUT',
      url: `/api/user/${u.id}/roles`,
      as: ADMIN,
      body: { roleIds: [roleKey('guest')] },
    });
    expect(revoke.statusCode).toBe(200);
    const after = await search();
    expect(after.statusCode).toBe(403);
    expect(after.json().message).toBe(MSG.forbidden);
    const me = await t.call({ method: 'POST', url: '/api/user/authorize', as: u.email });
    expect(me.json().roles.map((r: { name: string }) => r.name)).toEqual(['Guest']);
  });
  it('office access removed narrows the next request', async () => {
    const u = await createUser(t.database.db, { roles: ['staff'], officeIds: [office.id] });
    const me = () => t.call({ method: 'POST', url: '/api/user/authorize', as: u.email });
    expect((await me()).json().officeIds).toEqual([office.id]);
    await t.call({ method: 'PUT', url: `/api/user/${u.id}/offices`, as: ADMIN, body: { officeIds: [] } });
    expect((await me()).json().officeIds).toEqual([]);
  });
  it('a deactivated user is refused on their next request', async () => {
    const u = await createUser(t.database.db, { roles: ['guest'] });
    const me = () => t.call({ method: 'POST', url: '/api/user/authorize', as: u.email });
    expect((await me()).statusCode).toBe(200);
    const read = await t.call({ method: 'GET', url: `/api/user/${u.id}/detailsummary`, as: ADMIN });
    const s = read.json();
    const res = await t.call({
      method: 'PUT',
      url: `/api/user/${u.id}/detailsummary`,
      as: ADMIN,
      body: {
        status: 2,
        salutation: 'Mr.',
        firstName: s.firstName,
        lastName: s.lastName,
        preferredFirstName: s.firstName,
        email: s.email,
        title: 'Gone',
      },
    });
    expect(res.statusCode).toBe(204);
    const after = await me();
    expect(after.statusCode).toBe(403);
    expect(after.json().message).toBe(MSG.unknownUser);
  });
  it('keeps an administrator from deactivating their own user', async () => {
    const adminId = Number(
      rowsOf<{ id: number }>(await t.database.db.execute(sql`select id from users where email = ${ADMIN}`))[0]
        .id,
    );
    const s = (await t.call({ method: 'GET', url: `/api/user/${adminId}/detailsummary`, as: ADMIN })).json();
    const res = await t.call({
      method: 'PUT',
      url: `/api/user/${adminId}/detailsummary`,
      as: ADMIN,
      body: {
        status: 2,
        salutation: s.salutation,
        firstName: s.firstName,
        lastName: s.lastName,
        preferredFirstName: s.preferredFirstName,
        email: s.email,
        title: s.title,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.userOwnDeactivation);
  });
});

describe('dash roles', () => {
  it('refuses the same office and role pair twice, also for another user of the same pair', async () => {
    const u = await createUser(t.database.db, { roles: ['staff'] });
    const body = { userId: u.id, officeId: office.id, roleId: roleKey('branchManager') };
    const first = await t.call({ method: 'POST', url: '/api/userdashrole', as: ADMIN, body });
    expect(first.statusCode).toBe(200);
    const again = await t.call({ method: 'POST', url: '/api/userdashrole', as: ADMIN, body });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MSG.dashRoleDuplicate);
    const other = await createUser(t.database.db, { roles: ['staff'] });
    const forOther = await t.call({
      method: 'POST',
      url: '/api/userdashrole',
      as: ADMIN,
      body: { ...body, userId: other.id },
    });
    expect(forOther.statusCode).toBe(200);
  });
  it.each([
    [{ userId: 1, roleId: roleKey('staff') }, 'Office is required'],
    [{ userId: 1, officeId: 1, roleId: roleKey('masquerade') }, MSG.userUnknownRole],
    [{ officeId: 1, roleId: roleKey('staff') }, MSG.required(['User'])],
  ])('refuses %o with the message', async (body, message) => {
    const res = await t.call({ method: 'POST', url: '/api/userdashrole', as: ADMIN, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
  it('refuses an office that does not exist and a user that does not exist', async () => {
    const noOffice = await t.call({
      method: 'POST',
      url: '/api/userdashrole',
      as: ADMIN,
      body: { userId: subject.id, officeId: 999999, roleId: roleKey('staff') },
    });
    expect(noOffice.statusCode).toBe(400);
    expect(noOffice.json().message).toBe(MSG.userUnknownOffice);
    const noUser = await t.call({
      method: 'POST',
      url: '/api/userdashrole',
      as: ADMIN,
      body: { userId: 999999, officeId: office.id, roleId: roleKey('staff') },
    });
    expect(noUser.statusCode).toBe(404);
  });
});

describe('GET user/{id}/assistantagents (the assistant-agent lookup)', () => {
  it('answers the agents and sales teams the user assists, by name, with their offices', async () => {
    const { db } = t.database;
    const assistant = await createUser(db, { roles: ['staff'], officeIds: [office.id] });
    const zed = await createAgent(db, { officeId: office.id, firstName: 'Zed', lastName: 'Yardley' });
    const amy = await createAgent(db, { officeId: office.id, firstName: 'Amy', lastName: 'Abbott' });
    const team = await createSalesTeam(db, { officeId: office.id, name: 'Harbor Group' });
    const add = (url: string) => t.call({ method: 'POST', url, as: ADMIN, body: { userId: assistant.id } });
    for (const url of [
      `/api/agent/${zed.id}/assistant`,
      `/api/agent/${amy.id}/assistant`,
      `/api/salesteamassistants/${team.id}/assistant`,
    ])
      expect((await add(url)).statusCode).toBeLessThan(300);
    const res = await t.call({ method: 'GET', url: `/api/user/${assistant.id}/assistantagents`, as: ADMIN });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      agents: [
        { id: amy.id, name: 'Amy Abbott', officeName: 'Zephyr Heights Office' },
        { id: zed.id, name: 'Zed Yardley', officeName: 'Zephyr Heights Office' },
      ],
      salesTeams: [{ id: team.id, name: 'Harbor Group', officeName: 'Zephyr Heights Office' }],
    });
  });

  it('answers empty lists for a user who assists no one, 404 for an unknown user, 403 to others', async () => {
    const res = await t.call({ method: 'GET', url: `/api/user/${inactive.id}/assistantagents`, as: ADMIN });
    expect(res.json()).toEqual({ agents: [], salesTeams: [] });
    const unknown = await t.call({ method: 'GET', url: '/api/user/99999999/assistantagents', as: ADMIN });
    expect(unknown.statusCode).toBe(404);
    const staff = await t.call({
      method: 'GET',
      url: `/api/user/${subject.id}/assistantagents`,
      as: 'staff@meridian.example',
    });
    expect(staff.statusCode).toBe(403);
  });
});
