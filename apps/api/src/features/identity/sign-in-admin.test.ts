import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MSG } from '@atrium/domain';
import { useTestApp } from '../../test/test-app';
import { rowsOf } from '../../db/client';
import { audits, userPasswords, users } from '../../db/schema';
import { PERSONAS } from '../../db/seed/personas';

/** System administrators set users' passwords and send reset links (any sign-in mode but external). */
const ADMIN = 'admin@meridian.example';
const NOT_ADMINS = PERSONAS.filter((p) => !p.roles.includes('systemAdmin')).map((p) => p.email);
const t = useTestApp();

let made = 0;
async function makeUser() {
  made++;
  const email = `target${made}.${Date.now().toString(36)}@meridian.example`;
  const [row] = await t.database.db
    .insert(users)
    .values({ email, firstName: 'Terry', lastName: `Target${made}` })
    .returning({ id: users.id });
  return { id: row.id, email };
}
const setPassword = (id: number, body: unknown, as = ADMIN) =>
  t.call({ method: 'PUT', url: `/api/user/${id}/password`, as, body });
const sendLink = (id: number, as = ADMIN) =>
  t.call({ method: 'POST', url: `/api/user/${id}/password/reset`, as });
const auditsOf = async (id: number) =>
  t.database.db.select().from(audits).where(eq(audits.entityId, id)).orderBy(audits.id);

describe('setting a password', () => {
  it('stores an argon2id hash and audits the change without the password or the hash', async () => {
    const user = await makeUser();
    expect((await setPassword(user.id, { password: 'Secret#2026' })).statusCode).toBe(204);
    const [stored] = await t.database.db
      .select()
      .from(userPasswords)
      .where(eq(userPasswords.userId, user.id));
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await setPassword(user.id, { password: 'Secret#2027' })).statusCode).toBe(204);

    const entries = (await auditsOf(user.id)).filter((a) => a.entityType === 'user');
    expect(entries.map((a) => [a.action, a.changes])).toEqual([
      ['passwordSet', [{ field: 'password', oldValue: 'none', newValue: 'set' }]],
      ['passwordSet', [{ field: 'password', oldValue: 'set', newValue: 'set' }]],
    ]);
    const text = JSON.stringify(entries);
    expect(text).not.toContain('Secret#202');
    expect(text).not.toContain('argon2');
    const admin = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`select id from users where email = ${ADMIN}`),
    )[0];
    expect(entries[0].userId).toBe(Number(admin.id));
  });

  it('refuses a weak or missing password with the rule', async () => {
    const user = await makeUser();
    for (const body of [{ password: 'weakpass' }, { password: 'Abcdefg1' }, { password: 'x'.repeat(200) }]) {
      const res = await setPassword(user.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.passwordStrength);
    }
    expect((await setPassword(user.id, {})).statusCode).toBe(400);
    expect(await t.database.db.select().from(userPasswords).where(eq(userPasswords.userId, user.id))).toEqual(
      [],
    );
  });

  it('is for system administrators only', async () => {
    const user = await makeUser();
    for (const email of NOT_ADMINS) {
      const res = await setPassword(user.id, { password: 'Secret#2026' }, email);
      expect(res.statusCode, email).toBe(403);
      expect(res.json().message).toBe(MSG.forbidden);
    }
    const anonymous = await t.call({ method: 'PUT', url: `/api/user/${user.id}/password`, body: {} });
    expect(anonymous.statusCode).toBe(401);
    expect(await t.database.db.select().from(userPasswords).where(eq(userPasswords.userId, user.id))).toEqual(
      [],
    );
  });

  it('answers 404 for a user that does not exist', async () => {
    expect((await setPassword(999_999, { password: 'Secret#2026' })).statusCode).toBe(404);
    expect((await sendLink(999_999)).statusCode).toBe(404);
  });
});

describe('sending a reset link', () => {
  it('e-mails a single-use link through the mail adapter and audits it without the link', async () => {
    const user = await makeUser();
    const res = await sendLink(user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.passwordResetLinkSentTo(user.email));
    const outbox = await t.call({
      method: 'GET',
      url: `/api/admin/outbox?to=${encodeURIComponent(user.email)}`,
      as: ADMIN,
    });
    const [message] = outbox.json().results;
    expect(message.subject).toContain('choose your password');
    const token = /\/oidc\/password\/reset\?token=([A-Za-z0-9_-]+)/.exec(message.body)![1];
    const stored = rowsOf<{ token_hash: string }>(
      await t.database.db.execute(
        sql`select token_hash from user_password_resets where user_id = ${user.id}`,
      ),
    );
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).not.toContain(token);
    const [entry] = (await auditsOf(user.id)).filter((a) => a.action === 'passwordResetLinkSent');
    expect(entry.changes[0].newValue).toMatchObject({ to: user.email });
    expect(JSON.stringify(entry)).not.toContain(token);
  });

  it('is for system administrators only', async () => {
    const user = await makeUser();
    for (const email of NOT_ADMINS) expect((await sendLink(user.id, email)).statusCode, email).toBe(403);
    const outbox = await t.call({
      method: 'GET',
      url: `/api/admin/outbox?to=${encodeURIComponent(user.email)}`,
      as: ADMIN,
    });
    expect(outbox.json().results).toEqual([]);
  });
});

describe('the users of the sign-in page', () => {
  it('finds users by name or e-mail, paged, with whether each has a password', async () => {
    const user = await makeUser();
    const search = (body: unknown, as = ADMIN) =>
      t.call({ method: 'POST', url: '/api/admin/sign-in/users', as, body });
    const before = await search({ text: user.email });
    expect(before.json()).toMatchObject({
      totalRecords: 1,
      results: [{ id: user.id, email: user.email, hasPassword: false, passwordChangedAt: null }],
    });
    await setPassword(user.id, { password: 'Secret#2026' });
    const after = (await search({ text: 'Terry Target' })).json();
    expect(after.results.find((r: { id: number }) => r.id === user.id)).toMatchObject({ hasPassword: true });
    const paged = (await search({ text: 'meridian.example', itemsPerPage: 5, currentPage: 2 })).json();
    expect(paged.results).toHaveLength(5);
    expect(paged.totalRecords).toBeGreaterThan(10);
    expect((await search({}, 'staff@meridian.example')).statusCode).toBe(403);
  });
});
