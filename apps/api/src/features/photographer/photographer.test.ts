import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, importJWK, SignJWT } from 'jose';
import { MSG } from '@atrium/domain';
import { useTestApp } from '../../test/test-app';
import { rowsOf } from '../../db/client';
import { PHOTOGRAPHER_PERSONA } from '../../db/seed/personas';
import { PHOTOGRAPHER_AUDIENCE, PHOTOGRAPHER_TOKEN_TYPE, photographerIssuer } from './photographer-token';

const t = useTestApp();

const post = (url: string, body: unknown, headers?: Record<string, string>) =>
  t.call({ method: 'POST', url: `/api/photographer/${url}`, body, headers });
const login = (email: string, password: string, ip?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/photographer/login',
    payload: { email, password },
    ...(ip ? { remoteAddress: ip } : {}),
  });
const listingsWith = (token: string) =>
  t.call({ method: 'GET', url: '/api/photographer/listings', headers: { authorization: `Bearer ${token}` } });

/** The latest message to `to` in the sandbox outbox. */
async function latestMail(to: string) {
  const [row] = rowsOf<{ subject: string; body: string }>(
    await t.database.db.execute(
      sql`select subject, body from mail_outbox where to_address = ${to} order by id desc limit 1`,
    ),
  );
  return row ?? null;
}

/** The password link (reset, or the first one of a new account) of the latest message to `to`. */
async function latestResetToken(to: string): Promise<string> {
  const match = (await latestMail(to))?.body.match(/resetpassword\?token=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no password link for ${to}`);
  return match[1];
}

const mailCount = async () =>
  Number(
    rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from mail_outbox`))[0].n,
  );

/** A photographer account with a password, made as a person would: register, then the e-mailed link. */
let accounts = 0;
async function createAccount(email: string, password: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/photographer/register',
    payload: { firstName: 'Rey', lastName: 'Set', email },
    remoteAddress: `10.200.0.${++accounts}`,
  });
  expect(res.statusCode).toBe(200);
  const set = await post('resetpassword', { token: await latestResetToken(email), password });
  expect(set.statusCode).toBe(200);
}

describe('photographer persona', () => {
  it('signs in with the documented password and sees at least 2 invited listings', async () => {
    const res = await login(PHOTOGRAPHER_PERSONA.email, PHOTOGRAPHER_PERSONA.password);
    expect(res.statusCode).toBe(200);
    const { token, photographer } = res.json();
    expect(photographer.email).toBe(PHOTOGRAPHER_PERSONA.email);
    const listings = await listingsWith(token);
    expect(listings.statusCode).toBe(200);
    expect(listings.json().listings.length).toBeGreaterThanOrEqual(2);
    expect(listings.json().listings[0]).toHaveProperty('address1');
  });

  it('keeps only an argon2id hash of the password', async () => {
    const [row] = rowsOf<{ password_hash: string }>(
      await t.database.db.execute(
        sql`select password_hash from photographer_accounts where email = ${PHOTOGRAPHER_PERSONA.email}`,
      ),
    );
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(PHOTOGRAPHER_PERSONA.password);
  });
});

describe('photographer session token', () => {
  it('uses its own audience and is never accepted by the staff API', async () => {
    const { token } = (await login(PHOTOGRAPHER_PERSONA.email, PHOTOGRAPHER_PERSONA.password)).json();
    expect(decodeJwt(token).aud).toBe('atrium-photographer');
    expect(decodeProtectedHeader(token).typ).not.toBe('at+jwt');
    for (const [method, url] of [
      ['POST', '/api/user/authorize'],
      ['POST', '/api/user/search'],
      ['GET', '/api/admin/outbox'],
    ]) {
      const res = await t.call({ method, url, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, url).toBe(401);
    }
  });
  it('refuses a photographer token without an expiry (exp)', async () => {
    const jwk = t.ctx.keys.privateJwks.keys[0];
    const [account] = rowsOf<{ id: number }>(
      await t.database.db.execute(
        sql`select id from photographer_accounts where email = ${PHOTOGRAPHER_PERSONA.email}`,
      ),
    );
    const forever = await new SignJWT({ email: PHOTOGRAPHER_PERSONA.email })
      .setProtectedHeader({ alg: 'RS256', typ: PHOTOGRAPHER_TOKEN_TYPE, kid: jwk.kid })
      .setSubject(String(account.id))
      .setIssuer(photographerIssuer(t.ctx.config))
      .setAudience(PHOTOGRAPHER_AUDIENCE)
      .setIssuedAt()
      .sign(await importJWK(jwk, 'RS256'));
    expect((await listingsWith(forever)).statusCode).toBe(401);
  });
  it('refuses a staff token and no token in the photographer area', async () => {
    const staff = await t.token('admin@meridian.example');
    expect((await listingsWith(staff)).statusCode).toBe(401);
    const none = await t.call({ method: 'GET', url: '/api/photographer/listings' });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(MSG.photographerSignInRequired);
  });
});

describe('register', () => {
  it('answers the same for a new and a known address; only the e-mail tells them apart', async () => {
    const before = await mailCount();
    const fresh = await post('register', {
      firstName: 'Pat',
      lastName: 'Lens',
      email: 'Pat.Lens@Studio.example',
    });
    const known = await post('register', {
      firstName: 'Someone',
      lastName: 'Else',
      email: PHOTOGRAPHER_PERSONA.email.toUpperCase(),
    });
    expect(fresh.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(fresh.json());
    expect(fresh.json()).toEqual({ message: MSG.photographerRegisterSent });
    expect(await mailCount()).toBe(before + 2);

    const welcome = await latestMail('pat.lens@studio.example');
    expect(welcome?.subject).toMatch(/choose your password/i);
    expect(welcome?.body).toMatch(/\/photographer\/resetpassword\?token=[\w-]+&welcome=1/);
    const notice = await latestMail(PHOTOGRAPHER_PERSONA.email);
    expect(notice?.subject).toMatch(/already have an account/i);
    expect(notice?.body).toMatch(/tried to create/i);
    expect(notice?.body).toContain('/photographer/login');
    // the known account is untouched: its own password still signs it in
    expect(
      (await login(PHOTOGRAPHER_PERSONA.email, PHOTOGRAPHER_PERSONA.password, '10.6.0.1')).statusCode,
    ).toBe(200);
  });

  it('signs the new account in only once its password is chosen through the e-mailed link', async () => {
    const email = 'new.lens@studio.example';
    await post('register', { firstName: 'New', lastName: 'Lens', email });
    expect((await login(email, 'Anything#1', '10.6.0.2')).statusCode).toBe(401);
    const token = await latestResetToken(email);
    const weak = await post('resetpassword', { token, password: 'password1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(MSG.passwordStrength);
    expect((await post('resetpassword', { token, password: 'Shutter#88' })).statusCode).toBe(200);
    const res = await login(email, 'Shutter#88', '10.6.0.2');
    expect(res.statusCode).toBe(200);
    expect(res.json().photographer).toMatchObject({ email, firstName: 'New', lastName: 'Lens' });
    const listings = await listingsWith(res.json().token);
    expect(listings.json().listings).toEqual([]);
    await t.database.db.execute(
      sql`insert into photographer_invites (email, listing_id) values (${email}, 5)`,
    );
    expect(
      (await listingsWith(res.json().token)).json().listings.map((l: { listingId: number }) => l.listingId),
    ).toEqual([5]);
  });

  it('limits registration e-mails per address typed and per client address, known or not', async () => {
    const register = (email: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/photographer/register',
        payload: { firstName: 'Re', lastName: 'Peat', email },
        remoteAddress: ip,
      });
    const expectLimited = (res: Awaited<ReturnType<typeof register>>) => {
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(MSG.photographerTooManyRequests);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    };
    for (let i = 0; i < 5; i++)
      expect((await register('ghost.register@studio.example', `10.7.0.${i}`)).statusCode).toBe(200);
    expectLimited(await register('ghost.register@studio.example', '10.7.0.99'));
    // a known address: its registration, two reset links and two more registrations are the five
    const known = 'known.register@studio.example';
    await createAccount(known, 'Known#2026');
    const forgot = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/photographer/forgotpassword',
        payload: { email: known },
        remoteAddress: ip,
      });
    for (const ip of ['10.7.2.1', '10.7.2.2']) expect((await forgot(ip)).statusCode).toBe(200);
    for (const ip of ['10.7.2.3', '10.7.2.4']) expect((await register(known, ip)).statusCode).toBe(200);
    expectLimited(await register(known, '10.7.2.5'));
    expectLimited(await forgot('10.7.2.6'));

    for (let i = 0; i < 20; i++)
      expect((await register(`many.reg${i}@studio.example`, '10.7.1.1')).statusCode).toBe(200);
    expectLimited(await register('one.more.reg@studio.example', '10.7.1.1'));
  });
});

describe('login answers', () => {
  it('gives a wrong password and an unknown e-mail the same answer', async () => {
    const wrong = await login(PHOTOGRAPHER_PERSONA.email, 'Wrong#2026', '10.0.0.1');
    const unknown = await login('nobody@studio.example', 'Wrong#2026', '10.0.0.1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().message).toBe(MSG.photographerInvalidLogin);
  });
});

describe('password reset by e-mail', () => {
  // a fresh account per case: reset e-mails are limited to 5 per e-mail in 15 minutes
  let email = '';
  let n = 0;
  beforeEach(async () => {
    email = `reset.me${++n}@studio.example`;
    await createAccount(email, 'Original#1');
  });

  it('answers the same whether the e-mail exists or not, and mails only an existing account', async () => {
    const count = mailCount;
    const before = await count();
    const unknown = await post('forgotpassword', { email: 'ghost@studio.example' });
    expect(await count()).toBe(before);
    const known = await post('forgotpassword', { email });
    expect(await count()).toBe(before + 1);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(MSG.photographerResetSent);
    const [mail] = rowsOf<{ sent_via: string; subject: string }>(
      await t.database.db.execute(sql`select sent_via, subject from mail_outbox order by id desc limit 1`),
    );
    expect(mail.sent_via).toBe('sandbox');
  });

  it('resets once with the link from the outbox; the old link and the old password are refused', async () => {
    await post('forgotpassword', { email });
    const token = await latestResetToken(email);
    const reset = await post('resetpassword', { token, password: 'Renewed#2' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(MSG.photographerPasswordReset);
    expect((await login(email, 'Renewed#2', '10.0.0.2')).statusCode).toBe(200);
    expect((await login(email, 'Original#1', '10.0.0.2')).statusCode).toBe(401);
    const again = await post('resetpassword', { token, password: 'Another#3' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MSG.photographerResetInvalid);
    expect((await login(email, 'Renewed#2', '10.0.0.2')).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    await post('forgotpassword', { email });
    const token = await latestResetToken(email);
    await t.database.db.execute(
      sql`update photographer_password_resets set expires_at = now() - interval '1 minute' where is_used = false`,
    );
    const res = await post('resetpassword', { token, password: 'Expired#4' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.photographerResetInvalid);
  });

  it('keeps links short-lived (under an hour) and stores only their hash', async () => {
    await post('forgotpassword', { email });
    const token = await latestResetToken(email);
    const [row] = rowsOf<{ minutes: number; token_hash: string }>(
      await t.database.db
        .execute(sql`select extract(epoch from (expires_at - now())) / 60 as minutes, token_hash
        from photographer_password_resets order by id desc limit 1`),
    );
    expect(Number(row.minutes)).toBeLessThan(60);
    expect(Number(row.minutes)).toBeGreaterThan(25);
    expect(row.token_hash).not.toContain(token);
  });

  it('invalidates an earlier link when a new one is requested', async () => {
    await post('forgotpassword', { email });
    const first = await latestResetToken(email);
    await post('forgotpassword', { email });
    const second = await latestResetToken(email);
    expect(second).not.toBe(first);
    expect((await post('resetpassword', { token: first, password: 'First#555' })).statusCode).toBe(400);
    expect((await post('resetpassword', { token: second, password: 'Second#555' })).statusCode).toBe(200);
  });

  it('refuses a weak new password', async () => {
    await post('forgotpassword', { email });
    const res = await post('resetpassword', { token: await latestResetToken(email), password: 'weakpass' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.passwordStrength);
  });
});

describe('login rate limit', () => {
  it('locks an account from one address after 5 failures, even for the right password, with 429 and Retry-After', async () => {
    const email = 'locked@studio.example';
    await createAccount(email, 'Correct#1');
    for (let i = 0; i < 5; i++) expect((await login(email, 'Wrong#999', '10.1.0.1')).statusCode).toBe(401);
    const res = await login(email, 'Correct#1', '10.1.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(MSG.photographerTooManyAttempts);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
  it("does not lock the photographer out from their own address after a stranger's failures", async () => {
    const email = 'targeted@studio.example';
    await createAccount(email, 'Mine#2026');
    for (let i = 0; i < 6; i++) await login(email, 'Guess#1234', '10.1.1.66');
    expect((await login(email, 'Mine#2026', '10.1.1.66')).statusCode).toBe(429);
    expect((await login(email, 'Mine#2026', '10.1.1.7')).statusCode).toBe(200);
  });
  it('locks an unknown e-mail the same way (no hint that it does not exist)', async () => {
    for (let i = 0; i < 5; i++) await login('ghost2@studio.example', 'Wrong#999', '10.2.0.1');
    expect((await login('ghost2@studio.example', 'Wrong#999', '10.2.0.1')).statusCode).toBe(429);
  });
  it('limits one address trying many accounts', async () => {
    for (let i = 0; i < 30; i++) await login(`spray${i}@studio.example`, 'Wrong#999', '10.3.0.1');
    const res = await login(PHOTOGRAPHER_PERSONA.email, PHOTOGRAPHER_PERSONA.password, '10.3.0.1');
    expect(res.statusCode).toBe(429);
    expect(
      (await login(PHOTOGRAPHER_PERSONA.email, PHOTOGRAPHER_PERSONA.password, '10.3.0.2')).statusCode,
    ).toBe(200);
  });
});

describe('reset e-mail rate limit', () => {
  const forgot = (email: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/photographer/forgotpassword',
      payload: { email },
      remoteAddress: ip,
    });
  it('sends at most 5 reset e-mails per address typed in 15 minutes, known or not', async () => {
    const known = 'reset.limit@studio.example';
    await createAccount(known, 'Limit#2026'); // its registration e-mail is the first of the five
    for (const [email, allowed] of [
      ['ghost3@studio.example', 5],
      [known, 4],
    ] as const) {
      for (let i = 0; i < allowed; i++) expect((await forgot(email, `10.4.0.${i}`)).statusCode).toBe(200);
      const res = await forgot(email, '10.4.0.99');
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(MSG.photographerTooManyRequests);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
  it('limits one address asking for many e-mails', async () => {
    for (let i = 0; i < 20; i++)
      expect((await forgot(`many${i}@studio.example`, '10.5.0.1')).statusCode).toBe(200);
    expect((await forgot('one.more@studio.example', '10.5.0.1')).statusCode).toBe(429);
    expect((await forgot('one.more@studio.example', '10.5.0.2')).statusCode).toBe(200);
  });
});

describe('admin outbox', () => {
  it('lets a system administrator read the outbox, newest first, filtered by recipient', async () => {
    await post('forgotpassword', { email: PHOTOGRAPHER_PERSONA.email });
    const res = await t.call({
      method: 'GET',
      url: `/api/admin/outbox?to=${encodeURIComponent(PHOTOGRAPHER_PERSONA.email)}`,
      as: 'admin@meridian.example',
    });
    expect(res.statusCode).toBe(200);
    const [latest] = res.json().results;
    expect(latest).toMatchObject({ toAddress: PHOTOGRAPHER_PERSONA.email, sentVia: 'sandbox' });
    expect(latest.body).toContain('/photographer/resetpassword?token=');
  });
  it('refuses everyone else', async () => {
    for (const as of ['staff@meridian.example', 'agent@meridian.example', 'mc@meridian.example']) {
      expect((await t.call({ method: 'GET', url: '/api/admin/outbox', as })).statusCode).toBe(403);
    }
  });
});
