import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONCIERGE_LOGIN_LABEL, MSG, type ConciergeLogin } from '@atrium/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createOffice, createUser } from '../../db/factories';
import { users } from '../../db/schema';

/** The concierge through HTTP: login details (SA), the audited redirect, the sandbox portal. */

let t: TestApp;
let agent: { id: number; email: string };
let staff: { id: number; email: string };
const ADMIN = 'admin@meridian.example';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const office = (await createOffice(db)).id;
  agent = await createUser(db, { roles: ['agent'], officeIds: [office] });
  staff = await createUser(db, { roles: ['staff'], officeIds: [office] });
  await db.update(users).set({ profileId: 7301 }).where(eq(users.id, agent.id));
}, 60_000);
afterAll(() => t?.close());

const call = (method: string, url: string, as?: string, body?: unknown) => t.call({ method, url, as, body });
const save = (userId: number, body: unknown, as = ADMIN) =>
  call('PUT', `/api/user/${userId}/concierge`, as, body);
const redirect = (as: string, body: unknown = {}) => call('POST', '/api/user/concierge/redirect', as, body);
const audit = async (userId: number) => {
  const res = await call('PUT', '/api/user/audit', ADMIN, { userId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results as Array<{
    action: string;
    changes: Array<{ field: string; newValue: unknown }>;
  }>;
};

describe('concierge login details', () => {
  it('starts with no login and the link off', async () => {
    const res = await call('GET', `/api/user/${agent.id}/concierge`, ADMIN);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      userId: agent.id,
      login: null,
      enabled: false,
      profileId: 7301,
      mode: 'sandbox',
    });
  });

  it('saves the login and the switch, audited on the user', async () => {
    const res = await save(agent.id, { login: ' jane.c@concierge.example ', enabled: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json() as ConciergeLogin).toMatchObject({ login: 'jane.c@concierge.example', enabled: true });
    const [last] = await audit(agent.id);
    expect(last.action).toBe('concierge');
    expect(last.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'conciergeLogin', newValue: 'jane.c@concierge.example' }),
        expect.objectContaining({ field: 'conciergeEnabled', newValue: true }),
      ]),
    );
    // the same details again change nothing and add no audit entry
    const count = (await audit(agent.id)).length;
    expect((await save(agent.id, { login: 'jane.c@concierge.example', enabled: true })).statusCode).toBe(200);
    expect((await audit(agent.id)).length).toBe(count);
  });

  it.each([
    [{ enabled: true }, 'login', MSG.required([CONCIERGE_LOGIN_LABEL])],
    [{ login: 'not an e-mail', enabled: false }, 'login', MSG.userEmailNotValid],
    [
      { login: `${'a'.repeat(250)}@x.example`, enabled: true },
      'login',
      MSG.maxLength(CONCIERGE_LOGIN_LABEL, 255),
    ],
    [{ login: 'a@b.example' }, 'enabled', null],
    [{ login: 'a@b.example', enabled: true, password: 'x' }, null, null],
  ])('refuses %j with a 400', async (body, field, message) => {
    const res = await save(agent.id, body);
    expect(res.statusCode, res.body).toBe(400);
    if (field) expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    if (message) expect(JSON.stringify(res.json())).toContain(message);
  });

  it('answers 404 for an unknown user and 403 to anyone but a system admin', async () => {
    expect((await call('GET', '/api/user/99999999/concierge', ADMIN)).statusCode).toBe(404);
    expect((await save(99999999, { login: null, enabled: false })).statusCode).toBe(404);
    expect((await call('GET', `/api/user/${agent.id}/concierge`, staff.email)).statusCode).toBe(403);
    expect((await save(agent.id, { login: null, enabled: false }, agent.email)).statusCode).toBe(403);
  });
});

describe('the concierge redirect', () => {
  it('tells each user whether they may open the concierge', async () => {
    const mine = await call('GET', '/api/user/concierge', agent.email);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual({ available: true, conciergeName: 'Concierge', mode: 'sandbox' });
    expect((await call('GET', '/api/user/concierge', staff.email)).json().available).toBe(false);
  });

  it('writes the redirect audit record and answers a signed sandbox link that greets the login', async () => {
    const res = await redirect(agent.email, { notes: 'From the home page' });
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(new RegExp(`^/api/concierge/sandbox\\?user=${agent.id}&token=`));
    const [last] = await audit(agent.id);
    expect(last.action).toBe('Concierge Redirect');
    expect(last.changes).toEqual([
      { field: 'source', oldValue: null, newValue: 'Concierge Redirect' },
      { field: 'notes', oldValue: null, newValue: 'From the home page' },
      { field: 'profileId', oldValue: null, newValue: 7301 },
    ]);
    const page = await call('GET', url);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('Signed in as jane.c@concierge.example');
    expect(page.body).toContain('Sandbox concierge');
  });

  it('refuses a forged, altered or closed link with a 404', async () => {
    const { url } = (await redirect(agent.email)).json() as { url: string };
    expect((await call('GET', url.replace(/token=[^&]+/, 'token=1.abc'))).statusCode).toBe(404);
    expect((await call('GET', url.replace(`user=${agent.id}`, `user=${staff.id}`))).statusCode).toBe(404);
    await save(agent.id, { login: 'jane.c@concierge.example', enabled: false });
    expect((await call('GET', url)).statusCode).toBe(404);
    await save(agent.id, { login: 'jane.c@concierge.example', enabled: true });
  });

  it('refuses a user without login details (409, nothing audited) and notes over 500 characters (400)', async () => {
    const before = (await audit(staff.id)).length;
    const res = await redirect(staff.email);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.conciergeNoLogin);
    expect((await audit(staff.id)).length).toBe(before);
    expect((await redirect(agent.email, { notes: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await redirect(agent.email, { other: 1 })).statusCode).toBe(400);
    expect((await call('POST', '/api/user/concierge/redirect', undefined, {})).statusCode).toBe(401);
  });
});
