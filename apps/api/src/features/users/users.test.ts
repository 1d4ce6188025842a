import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { etagFor, MSG, roleKey } from '@atrium/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rowsOf } from '../../db/client';

const ADMIN = 'admin@meridian.example';
let t: TestApp;
let agentUserId: number;
let adminUserId: number;

const idOf = async (email: string) =>
  Number(
    rowsOf<{ id: number }>(await t.database.db.execute(sql`select id from users where email = ${email}`))[0]
      .id,
  );
const auditsOf = async (id: number) =>
  rowsOf<{
    action: string;
    user_id: number;
    changes: Array<{ field: string; oldValue: unknown; newValue: unknown }>;
  }>(
    await t.database.db.execute(
      sql`select action, user_id, changes from audits where entity_type = 'user' and entity_id = ${id} order by id`,
    ),
  );

beforeAll(async () => {
  t = await createTestApp();
  agentUserId = await idOf('agent@meridian.example');
  adminUserId = await idOf(ADMIN);
});
afterAll(async () => {
  await t?.close();
});

const summaryOf = async (id: number) => {
  const res = await t.call({ method: 'GET', url: `/api/user/${id}/detailsummary`, as: ADMIN });
  expect(res.statusCode).toBe(200);
  return { body: res.json(), etag: res.headers.etag as string };
};
const validSummary = (s: Record<string, unknown>) => ({
  status: s.status,
  salutation: s.salutation,
  firstName: s.firstName,
  middleName: s.middleName,
  lastName: s.lastName,
  preferredFirstName: s.preferredFirstName,
  email: s.email,
  title: s.title,
});

describe('who may administer users', () => {
  const calls = () => [
    { method: 'POST', url: '/api/user/search', body: {} },
    { method: 'GET', url: `/api/user/${agentUserId}/detailsummary` },
    { method: 'PUT', url: `/api/user/${agentUserId}/detailsummary`, body: {} },
    { method: 'GET', url: `/api/user/${agentUserId}/roles` },
    { method: 'PUT', url: `/api/user/${agentUserId}/roles`, body: { roleIds: [] } },
    { method: 'GET', url: `/api/user/${agentUserId}/offices` },
    { method: 'PUT', url: `/api/user/${agentUserId}/offices`, body: { officeIds: [] } },
    { method: 'GET', url: '/api/userdashrole/lookups' },
    { method: 'GET', url: `/api/userdashrole/${agentUserId}/user` },
    {
      method: 'POST',
      url: '/api/userdashrole',
      body: { userId: agentUserId, officeId: 1, roleId: roleKey('staff') },
    },
    { method: 'DELETE', url: '/api/userdashrole/1' },
  ];
  it.each([
    'staff@meridian.example',
    'power@meridian.example',
    'agent@meridian.example',
    'bm@meridian.example',
    'guest@meridian.example',
  ])('refuses %s with 403 and changes nothing', async (as) => {
    for (const c of calls()) {
      const res = await t.call({ ...c, as });
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(403);
      expect(res.json().message).toBe(MSG.forbidden);
    }
    expect(await auditsOf(agentUserId)).toEqual([]);
  });
  it('refuses a call without a token with 401', async () => {
    const res = await t.call({ method: 'POST', url: '/api/user/search', body: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST user/search', () => {
  it('pages 30 users at a time, active ones, by last name ascending', async () => {
    const res = await t.call({ method: 'POST', url: '/api/user/search', as: ADMIN, body: {} });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.currentPage).toBe(1);
    expect(body.itemsPerPage).toBe(30);
    expect(body.totalRecords).toBeGreaterThan(0);
    expect(body.results.length).toBeLessThanOrEqual(30);
    const names = body.results.map((u: { lastName: string }) => u.lastName.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(body.results.every((u: { status: number }) => u.status === 1)).toBe(true);
  });
  it('finds users by text and shows their roles', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/user/search',
      as: ADMIN,
      body: { text: 'lindqvist' },
    });
    const [user] = res.json().results;
    expect(user.email).toBe('agent@meridian.example');
    expect(user.roles).toContain('Agent');
  });
  it('filters by status and pages', async () => {
    await t.database.db.execute(sql`update users set status = 2 where email = 'guest@meridian.example'`);
    const inactive = await t.call({
      method: 'POST',
      url: '/api/user/search',
      as: ADMIN,
      body: { status: 2 },
    });
    const inactiveRows = inactive.json().results as Array<{ email: string; status: number }>;
    expect(inactiveRows.map((u) => u.email)).toContain('guest@meridian.example');
    expect(inactiveRows.every((u) => u.status === 2)).toBe(true);
    const all = await t.call({
      method: 'POST',
      url: '/api/user/search',
      as: ADMIN,
      body: { status: 0, itemsPerPage: 5, currentPage: 2 },
    });
    expect(all.json().results).toHaveLength(5);
    expect(all.json().totalRecords).toBe(
      inactive.json().totalRecords +
        (await t.call({ method: 'POST', url: '/api/user/search', as: ADMIN, body: {} })).json().totalRecords,
    );
    await t.database.db.execute(sql`update users set status = 1 where email = 'guest@meridian.example'`);
  });
  it('sorts descending on request', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/user/search',
      as: ADMIN,
      body: { sortColumn: 'email', sortDirection: 'desc' },
    });
    const emails = res.json().results.map((u: { email: string }) => u.email.toLowerCase());
    expect(emails).toEqual([...emails].sort().reverse());
  });
});

describe('GET and PUT user/{id}/detailsummary', () => {
  it('returns the summary with an ETag', async () => {
    const { body, etag } = await summaryOf(agentUserId);
    expect(body).toMatchObject({
      id: agentUserId,
      email: 'agent@meridian.example',
      firstName: 'Avery',
      lastName: 'Lindqvist',
      userName: 'agent',
    });
    expect(body).toHaveProperty('oktaId');
    expect(body).toHaveProperty('dashStaffId');
    expect(etag).toMatch(/^W\/"\d+"$/);
  });
  it('answers 404 for a user that does not exist', async () => {
    const res = await t.call({ method: 'GET', url: '/api/user/999999/detailsummary', as: ADMIN });
    expect(res.statusCode).toBe(404);
  });
  it('saves the summary, bumps the version and audits who changed what', async () => {
    const { body, etag } = await summaryOf(agentUserId);
    const res = await t.call({
      method: 'PUT',
      url: `/api/user/${agentUserId}/detailsummary`,
      as: ADMIN,
      headers: { 'if-match': etag },
      body: { ...validSummary(body), title: 'Senior Global Real Estate Advisor', middleName: 'J' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers.etag).toBe(etagFor(body.version ?? Number(etag.match(/\d+/)![0]) + 1));
    const after = await summaryOf(agentUserId);
    expect(after.body.title).toBe('Senior Global Real Estate Advisor');
    expect(after.body.userName).toBe('agent');
    const audit = (await auditsOf(agentUserId)).at(-1)!;
    expect(audit.action).toBe('update');
    expect(audit.user_id).toBe(adminUserId);
    expect(audit.changes).toEqual(
      expect.arrayContaining([
        {
          field: 'title',
          oldValue: 'Licensed Associate Broker',
          newValue: 'Senior Global Real Estate Advisor',
        },
        { field: 'middleName', oldValue: null, newValue: 'J' },
      ]),
    );
  });
  it('refuses a stale version with 412 and keeps the newer data', async () => {
    const { body, etag } = await summaryOf(agentUserId);
    const first = await t.call({
      method: 'PUT',
      url: `/api/user/${agentUserId}/detailsummary`,
      as: ADMIN,
      headers: { 'if-match': etag },
      body: { ...validSummary(body), title: 'First' },
    });
    expect(first.statusCode).toBe(204);
    const stale = await t.call({
      method: 'PUT',
      url: `/api/user/${agentUserId}/detailsummary`,
      as: ADMIN,
      headers: { 'if-match': etag },
      body: { ...validSummary(body), title: 'Second' },
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().message).toBe(MSG.staleVersion);
    expect((await summaryOf(agentUserId)).body.title).toBe('First');
  });
  it('works without If-Match', async () => {
    const { body } = await summaryOf(agentUserId);
    const res = await t.call({
      method: 'PUT',
      url: `/api/user/${agentUserId}/detailsummary`,
      as: ADMIN,
      body: { ...validSummary(body), title: 'Advisor' },
    });
    expect(res.statusCode).toBe(204);
  });
  it.each([
    [{ firstName: '', lastName: '' }, 'First Name, Last Name are required'],
    [{ title: '' }, MSG.required(['Title'])],
    [{ email: 'not an email' }, MSG.userEmailNotValid],
    [{ firstName: 'x'.repeat(51) }, MSG.userTextMax('First Name', 50)],
    [{ title: 'x'.repeat(101) }, MSG.userTextMax('Title', 100)],
    [{ email: 'staff@meridian.example' }, MSG.userEmailTaken],
  ])('refuses %o with the spec message', async (change, message) => {
    const { body } = await summaryOf(agentUserId);
    const res = await t.call({
      method: 'PUT',
      url: `/api/user/${agentUserId}/detailsummary`,
      as: ADMIN,
      body: { ...validSummary(body), ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
  it('names every missing field in one message', async () => {
    const res = await t.call({
      method: 'PUT',
      url: `/api/user/${agentUserId}/detailsummary`,
      as: ADMIN,
      body: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      MSG.required(['Salutation', 'First Name', 'Last Name', 'Preferred First Name', 'Email', 'Title']),
    );
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('salutation');
  });
});

describe('roles', () => {
  it("lists the catalogue with the user's roles selected", async () => {
    const res = await t.call({ method: 'GET', url: `/api/user/${agentUserId}/roles`, as: ADMIN });
    expect(res.statusCode).toBe(200);
    const roles = res.json() as Array<{ key: string; value: string; grouping: string; isSelected: boolean }>;
    expect(roles).toHaveLength(26);
    expect(
      roles
        .filter((r) => r.isSelected)
        .map((r) => r.value)
        .sort(),
    ).toEqual(['Agent', 'Listing Edit', 'Listing Photo Reorder', 'Publish Listing']);
  });
  it('grants and revokes, audited, and the new roles apply to the next request', async () => {
    const before = await t.call({
      method: 'POST',
      url: '/api/user/search',
      as: 'agent@meridian.example',
      body: {},
    });
    expect(before.statusCode).toBe(403);
    const roleIds = [roleKey('agent'), roleKey('listingEdit'), roleKey('systemAdmin').toUpperCase()];
    const res = await t.call({
      method: 'PUT',
      url: `/api/user/${agentUserId}/roles`,
      as: ADMIN,
      body: { roleIds },
    });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .filter((r: { isSelected: boolean }) => r.isSelected)
        .map((r: { value: string }) => r.value)
        .sort(),
    ).toEqual(['Agent', 'Listing Edit', 'System Administrator']);
    const audit = (await auditsOf(agentUserId)).at(-1)!;
    expect(audit.action).toBe('roles');
    expect(audit.changes[0].newValue).toEqual(expect.arrayContaining(['System Administrator']));
    const after = await t.call({
      method: 'POST',
      url: '/api/user/search',
      as: 'agent@meridian.example',
      body: {},
    });
    expect(after.statusCode).toBe(200);
    const revoke = await t.call({
      method: 'PUT',
      url: `/api/user/${agentUserId}/roles`,
      as: ADMIN,
      body: {
        roleIds: [
          roleKey('agent'),
          roleKey('listingEdit'),
          roleKey('publishListing'),
          roleKey('listingPhotoReorder'),
        ],
      },
    });
    expect(revoke.statusCode).toBe(200);
    expect(
      (await t.call({ method: 'POST', url: '/api/user/search', as: 'agent@meridian.example', body: {} }))
        .statusCode,
    ).toBe(403);
  });
  it('refuses an unknown role key', async () => {
    const res = await t.call({
      method: 'PUT',
      url: `/api/user/${agentUserId}/roles`,
      as: ADMIN,
      body: { roleIds: ['not-a-role'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.userUnknownRole);
  });
  it('keeps an administrator from revoking their own System Administrator role', async () => {
    const res = await t.call({
      method: 'PUT',
      url: `/api/user/${adminUserId}/roles`,
      as: ADMIN,
      body: { roleIds: [roleKey('masquerade')] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.userOwnAdminRole);
  });
});

describe('office access', () => {
  it("reads and replaces the offices, audited, and narrows the user's scope", async () => {
    const staffId = await idOf('staff@meridian.example');
    const read = await t.call({ method: 'GET', url: `/api/user/${staffId}/offices`, as: ADMIN });
    expect(read.json().officeIds).toEqual([1, 6]);
    expect(read.json().offices[0]).toHaveProperty('name');
    const res = await t.call({
      method: 'PUT',
      url: `/api/user/${staffId}/offices`,
      as: ADMIN,
      body: { officeIds: [3, 1, 3] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().officeIds.sort()).toEqual([1, 3]);
    const me = await t.call({ method: 'POST', url: '/api/user/authorize', as: 'staff@meridian.example' });
    expect(me.json().officeIds).toEqual([1, 3]);
    const audit = (await auditsOf(staffId)).at(-1)!;
    expect(audit).toMatchObject({
      action: 'offices',
      changes: [{ field: 'officeIds', oldValue: [1, 6], newValue: [1, 3] }],
    });
  });
  it('refuses an office that does not exist', async () => {
    const res = await t.call({
      method: 'PUT',
      url: `/api/user/${agentUserId}/offices`,
      as: ADMIN,
      body: { officeIds: [1, 99999] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.userUnknownOffice);
  });
});

describe('userdashrole', () => {
  it('offers offices and normal roles as lookups', async () => {
    const res = await t.call({ method: 'GET', url: '/api/userdashrole/lookups', as: ADMIN });
    expect(res.statusCode).toBe(200);
    expect(res.json().offices.length).toBeGreaterThan(0);
    expect(res.json().roles).toHaveLength(13);
  });
  it('adds, lists and removes a dash role, audited', async () => {
    const add = await t.call({
      method: 'POST',
      url: '/api/userdashrole',
      as: ADMIN,
      body: { userId: agentUserId, officeId: 2, roleId: roleKey('staff') },
    });
    expect(add.statusCode).toBe(200);
    expect(add.json()).toMatchObject({
      userId: agentUserId,
      officeId: 2,
      roleId: roleKey('staff'),
      roleName: 'Staff',
    });
    const list = await t.call({ method: 'GET', url: `/api/userdashrole/${agentUserId}/user`, as: ADMIN });
    expect(list.json().map((r: { id: number }) => r.id)).toContain(add.json().id);
    const again = await t.call({
      method: 'POST',
      url: '/api/userdashrole',
      as: ADMIN,
      body: { userId: agentUserId, officeId: 2, roleId: roleKey('staff').toUpperCase() },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MSG.dashRoleDuplicate);
    const del = await t.call({ method: 'DELETE', url: `/api/userdashrole/${add.json().id}`, as: ADMIN });
    expect(del.statusCode).toBe(204);
    const gone = await t.call({ method: 'GET', url: `/api/userdashrole/${agentUserId}/user`, as: ADMIN });
    expect(gone.json()).toEqual([]);
    const actions = (await auditsOf(agentUserId)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['dashRoleAdded', 'dashRoleRemoved']));
    expect(
      (await t.call({ method: 'DELETE', url: `/api/userdashrole/${add.json().id}`, as: ADMIN })).statusCode,
    ).toBe(404);
  });
  it.each([
    [{ userId: 1 }, 'Office, Role are required'],
    [{ userId: 1, officeId: 2 }, 'Role is required'],
  ])('requires office and role (%o)', async (body, message) => {
    const res = await t.call({ method: 'POST', url: '/api/userdashrole', as: ADMIN, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});
