import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { MSG } from '@atrium/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rowsOf } from '../../db/client';
import { userPasswordResets, users } from '../../db/schema';
import { LOGIN_LIMITS } from '../../lib/login-throttle';
import { finishSignIn, injectTransport, oidcBrowser, openSignInPage } from '../../test/oidc-browser';

/**
 * A real deployment (SEED_DEMO_DATA=false): the built-in provider asks for e-mail and password,
 * through the same authorization code flow with PKCE the web uses.
 */
const ORIGIN = 'http://127.0.0.1:3999';
const ADMIN = 'admin@meridian.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO_DATA: 'false' } });
});
afterAll(async () => {
  await t?.close();
});

/** A browser at a given address (the throttle counts per address). */
const browser = (address = '10.20.0.1') =>
  oidcBrowser(ORIGIN, injectTransport(t.app, { host: '127.0.0.1:3999', remoteAddress: address }));

/** A message as the HTML page spells it. */
const html = (text: string) => text.replaceAll('&', '&amp;');

let userCount = 0;
/** A new active user (or inactive with status 2), with a password when one is given. */
async function makeUser(opts: { password?: string; status?: number } = {}) {
  userCount++;
  const email = `pw.user${userCount}.${Date.now().toString(36)}@meridian.example`;
  const [row] = await t.database.db
    .insert(users)
    .values({ email, firstName: 'Pat', lastName: `Tester${userCount}`, status: opts.status ?? 1 })
    .returning({ id: users.id });
  if (opts.password) await setPassword(row.id, opts.password);
  return { id: row.id, email };
}
const setPassword = async (id: number, password: string) => {
  const res = await t.call({ method: 'PUT', url: `/api/user/${id}/password`, as: ADMIN, body: { password } });
  expect(res.statusCode).toBe(204);
};

/** Opens the sign-in page and posts the form; answers the login response and what finishes it. */
async function attempt(form: Record<string, string>, address?: string) {
  const b = browser(address);
  const { page, interactionPath, verifier } = await openSignInPage(b, ORIGIN);
  const login = await b.post(`${interactionPath}/login`, form);
  return { b, page, login, verifier };
}

describe('password sign-in at the built-in provider', () => {
  it('is the mode of a real deployment even on demo data', async () => {
    const res = await t.call({ method: 'GET', url: '/api/auth/config' });
    expect(res.json()).toMatchObject({ isEmbedded: true, signInMode: 'password' });
  });

  it('asks for e-mail and password and lists no user', async () => {
    const { page } = await openSignInPage(browser(), ORIGIN);
    expect(page.status).toBe(200);
    expect(page.body).toContain('name="email"');
    expect(page.body).toContain('type="password"');
    expect(page.body).not.toContain('data-email');
    expect(page.body).not.toContain(ADMIN);
    expect(page.body).not.toContain(MSG.demoSignInNotice);
    expect(page.body).not.toContain('demo identity provider');
  });

  it('signs a user in with the right password through the code flow with PKCE', async () => {
    const user = await makeUser({ password: 'Garden#2026' });
    const { b, login, verifier } = await attempt({
      email: user.email.toUpperCase(),
      password: 'Garden#2026',
    });
    expect(login.status).toBe(303);
    const tokens = await finishSignIn(b, ORIGIN, login, verifier);
    expect(decodeJwt(tokens.access_token).email).toBe(user.email);
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/user/authorize',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(user.email);
    const [row] = await t.database.db
      .select({ lastLogin: users.lastLogin })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row.lastLogin).not.toBeNull();
  });

  it('refuses the one-click post of demo mode (an e-mail without a password)', async () => {
    const user = await makeUser({ password: 'Garden#2026' });
    const { login } = await attempt({ email: user.email });
    expect(login.status).toBe(401);
    expect(login.location).toBeNull();
    expect(login.body).toContain(MSG.signInIncorrect);
  });

  it('answers a wrong password, an unknown e-mail, a user without a password and an inactive user alike', async () => {
    const withPassword = await makeUser({ password: 'Garden#2026' });
    const withoutPassword = await makeUser();
    const inactive = await makeUser({ password: 'Garden#2026', status: 2 });
    const cases = [
      { email: withPassword.email, password: 'Garden#2027' },
      { email: 'nobody.at.all@meridian.example', password: 'Garden#2026' },
      { email: withoutPassword.email, password: 'Garden#2026' },
      { email: inactive.email, password: 'Garden#2026' },
    ];
    const answers = [];
    for (const [i, form] of cases.entries()) {
      const { login, page } = await attempt(form, `10.21.0.${i}`);
      const uid = /\/oidc\/interaction\/([^/"]+)\/login/.exec(page.body)![1];
      answers.push({
        status: login.status,
        location: login.location,
        // the page repeats the e-mail typed and its own interaction id; nothing else may differ
        body: login.body.replaceAll(form.email, '<email>').replaceAll(uid, '<uid>'),
      });
    }
    expect(answers[0].status).toBe(401);
    expect(answers[0].body).toContain(MSG.signInIncorrect);
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
  });

  it('takes about as long for an unknown e-mail as for a wrong password (a dummy hash is verified)', async () => {
    const user = await makeUser({ password: 'Garden#2026' });
    const b = browser('10.22.0.1');
    const { interactionPath } = await openSignInPage(b, ORIGIN);
    const time = async (email: string) => {
      const started = performance.now();
      const res = await b.post(`${interactionPath}/login`, { email, password: 'Wrong#2026' });
      expect(res.status).toBe(401);
      return performance.now() - started;
    };
    // the fastest of each: load on the machine only ever adds time, so the minimum is the cost
    const fastest = (xs: number[]) => Math.min(...xs);
    const wrong: number[] = [];
    const unknown: number[] = [];
    // alternate, under the per-pair limit (4 each, different e-mails for the unknown ones)
    for (let i = 0; i < 4; i++) {
      wrong.push(await time(user.email));
      unknown.push(await time(`ghost${i}@meridian.example`));
    }
    // without the dummy verification an unknown e-mail answers in a few milliseconds (a lookup)
    // against tens for argon2; with it the two are alike
    expect(fastest(unknown)).toBeGreaterThan(fastest(wrong) * 0.5);
  });

  it('throttles an account at an address, but a stranger cannot lock its owner out', async () => {
    const user = await makeUser({ password: 'Garden#2026' });
    const stranger = browser('10.23.0.66');
    const { interactionPath } = await openSignInPage(stranger, ORIGIN);
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress!; i++) {
      const res = await stranger.post(`${interactionPath}/login`, {
        email: user.email,
        password: `Wrong#${i}aa`,
      });
      expect(res.status).toBe(401);
    }
    // the stranger's address is now refused for this account, even with the right password
    const locked = await stranger.post(`${interactionPath}/login`, {
      email: user.email,
      password: 'Garden#2026',
    });
    expect(locked.status).toBe(429);
    expect(locked.body).toContain(MSG.signInTooManyAttempts);
    expect(Number(locked.retryAfter)).toBeGreaterThan(0);
    // the owner, at their own address, signs in
    const owner = await attempt({ email: user.email, password: 'Garden#2026' }, '10.23.0.7');
    expect(owner.login.status).toBe(303);
  });

  it('throttles one address trying many accounts', async () => {
    const user = await makeUser({ password: 'Garden#2026' });
    const b = browser('10.24.0.1');
    const { interactionPath } = await openSignInPage(b, ORIGIN);
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++)
      await b.post(`${interactionPath}/login`, {
        email: `spray${i}@meridian.example`,
        password: 'Wrong#2026',
      });
    const res = await b.post(`${interactionPath}/login`, { email: user.email, password: 'Garden#2026' });
    expect(res.status).toBe(429);
    expect((await attempt({ email: user.email, password: 'Garden#2026' }, '10.24.0.2')).login.status).toBe(
      303,
    );
  });
});

describe('reset link', () => {
  /** The link of the latest message to `to`, read from the sandbox outbox. */
  async function latestLink(to: string): Promise<string> {
    const [row] = rowsOf<{ body: string }>(
      await t.database.db.execute(
        sql`select body from mail_outbox where to_address = ${to} order by id desc limit 1`,
      ),
    );
    const match = row?.body.match(/https?:\/\/\S+\/oidc\/password\/reset\?token=[A-Za-z0-9_-]+/);
    if (!match) throw new Error(`no reset link for ${to}`);
    return match[0];
  }
  const send = (id: number) => t.call({ method: 'POST', url: `/api/user/${id}/password/reset`, as: ADMIN });
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

  it('lets the user choose a password once, then sign in with it', async () => {
    const user = await makeUser();
    expect((await send(user.id)).statusCode).toBe(200);
    const link = await latestLink(user.email);
    const b = browser('10.25.0.1');
    const form = await b.get(link);
    expect(form.status).toBe(200);
    expect(form.body).toContain(html(MSG.passwordStrength));
    const token = tokenOf(link);

    const weak = await b.post('/oidc/password/reset', {
      token,
      password: 'weakpass',
      confirmPassword: 'weakpass',
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toContain(html(MSG.passwordStrength));
    const mismatch = await b.post('/oidc/password/reset', {
      token,
      password: 'Chosen#2026',
      confirmPassword: 'Chosen#2027',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toContain(MSG.passwordsDoNotMatch);

    const done = await b.post('/oidc/password/reset', {
      token,
      password: 'Chosen#2026',
      confirmPassword: 'Chosen#2026',
    });
    expect(done.status).toBe(200);
    expect(done.body).toContain(MSG.passwordResetDone);

    const again = await b.post('/oidc/password/reset', {
      token,
      password: 'Other#2026',
      confirmPassword: 'Other#2026',
    });
    expect(again.status).toBe(400);
    expect(again.body).toContain(MSG.passwordResetLinkInvalid);
    expect((await b.get(link)).body).toContain(MSG.passwordResetLinkInvalid);

    expect((await attempt({ email: user.email, password: 'Other#2026' }, '10.25.0.2')).login.status).toBe(
      401,
    );
    expect((await attempt({ email: user.email, password: 'Chosen#2026' }, '10.25.0.3')).login.status).toBe(
      303,
    );
  });

  it('expires, and a newer link or a password set by an administrator voids the older one', async () => {
    const user = await makeUser();
    await send(user.id);
    const expired = tokenOf(await latestLink(user.email));
    await t.database.db
      .update(userPasswordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(userPasswordResets.userId, user.id));
    const b = browser('10.26.0.1');
    const page = await b.get(`/oidc/password/reset?token=${expired}`);
    expect(page.status).toBe(400);
    expect(page.body).toContain(MSG.passwordResetLinkInvalid);
    const post = await b.post('/oidc/password/reset', {
      token: expired,
      password: 'Chosen#2026',
      confirmPassword: 'Chosen#2026',
    });
    expect(post.status).toBe(400);
    expect(post.body).toContain(MSG.passwordResetLinkInvalid);

    await send(user.id);
    const first = tokenOf(await latestLink(user.email));
    await send(user.id);
    const second = tokenOf(await latestLink(user.email));
    expect((await b.get(`/oidc/password/reset?token=${first}`)).status).toBe(400);
    expect((await b.get(`/oidc/password/reset?token=${second}`)).status).toBe(200);
    await setPassword(user.id, 'Admin#Set1');
    expect((await b.get(`/oidc/password/reset?token=${second}`)).status).toBe(400);
  });

  it('refuses a made-up token', async () => {
    const b = browser('10.27.0.1');
    expect((await b.get('/oidc/password/reset?token=made-up-token-of-some-length')).status).toBe(400);
    expect((await b.get('/oidc/password/reset')).status).toBe(400);
  });
});
