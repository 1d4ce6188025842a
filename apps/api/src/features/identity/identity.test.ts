import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, SignJWT } from 'jose';
import { LIMITS, MSG, roleKey } from '@atrium/domain';
import { useTestApp } from '../../test/test-app';
import { rowsOf } from '../../db/client';
import { embeddedIssuer, signAccessToken } from './tokens';

const t = useTestApp();

const ADMIN = 'admin@meridian.example';
const AGENT = 'agent@meridian.example';
const STAFF = 'staff@meridian.example';

async function userId(email: string) {
  const [row] = rowsOf(await t.database.db.execute(sql`select id from users where email = ${email}`));
  return Number(row.id);
}
const authorize = (as: string) => t.call({ method: 'POST', url: '/api/user/authorize', as });
const withToken = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/authorize', headers: { authorization: `Bearer ${token}` } });

describe('POST user/authorize', () => {
  it('returns the user of spec/000 section 3.2 with catalogue role ids', async () => {
    const res = await authorize(AGENT);
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user).toMatchObject({ email: AGENT, firstName: 'Avery', lastName: 'Lindqvist', masquerade: null });
    expect(user.roles.map((r: { roleId: string }) => r.roleId)).toContain(roleKey('agent'));
    expect(user.agentIds).toHaveLength(1);
    expect(user.agentId).toBe(user.agentIds[0]);
    expect(user.officeIds).toHaveLength(1);
    expect(user.salesTeamIds).toHaveLength(1);
    for (const field of ['userId', 'profileId', 'isAssociatedWithBuilding', 'tridentOfficeIds', 'memberOf'])
      expect(user).toHaveProperty(field);
  });

  it('refuses a valid token for an e-mail that has no user with 403', async () => {
    const res = await authorize('nobody@meridian.example');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.unknownUser);
  });
});

describe('bearer tokens', () => {
  const issuer = () => embeddedIssuer(t.ctx.config);

  it('accepts a token of the embedded provider', async () => {
    const token = await signAccessToken(
      t.ctx.keys,
      { sub: AGENT, email: AGENT },
      { issuer: issuer(), audience: 'atrium-api' },
    );
    expect((await withToken(token)).statusCode).toBe(200);
  });

  it('refuses a token once it expires, though it was accepted (and remembered) before', async () => {
    const token = await signAccessToken(
      t.ctx.keys,
      { sub: AGENT, email: AGENT },
      { issuer: issuer(), audience: 'atrium-api', expiresInSeconds: 2 },
    );
    expect((await withToken(token)).statusCode).toBe(200);
    expect((await withToken(token)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await withToken(token)).statusCode).toBe(401);
  });

  it.each([
    ['no token', async () => null],
    [
      'a wrong issuer',
      () =>
        signAccessToken(
          t.ctx.keys,
          { sub: AGENT, email: AGENT },
          { issuer: 'https://evil.example/oidc', audience: 'atrium-api' },
        ),
    ],
    [
      'a wrong audience',
      () =>
        signAccessToken(
          t.ctx.keys,
          { sub: AGENT, email: AGENT },
          { issuer: issuer(), audience: 'another-api' },
        ),
    ],
    [
      'an expired token',
      () =>
        signAccessToken(
          t.ctx.keys,
          { sub: AGENT, email: AGENT },
          { issuer: issuer(), audience: 'atrium-api', expiresInSeconds: -120 },
        ),
    ],
    [
      'a foreign key',
      async () => {
        const { privateKey } = await generateKeyPair('RS256', { extractable: true });
        const jwk = { ...(await exportJWK(privateKey)), kid: t.ctx.keys.privateJwks.keys[0].kid };
        return new SignJWT({ email: AGENT })
          .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: jwk.kid })
          .setSubject(AGENT)
          .setIssuer(issuer())
          .setAudience('atrium-api')
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(await importJWK(jwk, 'RS256'));
      },
    ],
    [
      'a token that is not an access token (typ)',
      async () =>
        new SignJWT({ email: AGENT })
          .setProtectedHeader({ alg: 'RS256', kid: t.ctx.keys.privateJwks.keys[0].kid })
          .setSubject(AGENT)
          .setIssuer(issuer())
          .setAudience('atrium-api')
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(await importJWK(t.ctx.keys.privateJwks.keys[0], 'RS256')),
    ],
    [
      'a token without an expiry (exp)',
      async () =>
        new SignJWT({ email: AGENT, client_id: 'atrium-cli' })
          .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: t.ctx.keys.privateJwks.keys[0].kid })
          .setSubject(AGENT)
          .setIssuer(issuer())
          .setAudience('atrium-api')
          .setIssuedAt()
          .sign(await importJWK(t.ctx.keys.privateJwks.keys[0], 'RS256')),
    ],
    ['garbage', async () => 'not.a.token'],
  ])('refuses %s with 401', async (_name, make) => {
    const token = await make();
    const res = token
      ? await withToken(token)
      : await t.app.inject({ method: 'POST', url: '/api/user/authorize' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG.unauthenticated);
  });
});

describe('GET auth/config', () => {
  it('tells the web where to sign in, without a token', async () => {
    const res = await t.call({ method: 'GET', url: '/api/auth/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      issuer: 'http://127.0.0.1:3999/oidc',
      clientId: 'atrium-web',
      redirectUri: 'http://127.0.0.1:3999/auth',
      sessionTimeoutMs: LIMITS.sessionTimeoutMs,
      masqueradeTimeoutMs: LIMITS.masqueradeTimeoutMs,
    });
    expect(res.json().scopes.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email', 'groups', 'metro', 'office', 'offline_access']),
    );
  });
});

describe('masquerade', () => {
  const end = (as: string) => t.call({ method: 'POST', url: '/api/user/masquerade/end', as });

  it('finds users by name or e-mail, never the caller', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/user/masqueradesearch',
      as: ADMIN,
      body: { text: 'meridian.example' },
    });
    expect(res.statusCode).toBe(200);
    const emails = res.json().map((u: { email: string }) => u.email);
    expect(emails).not.toContain(ADMIN);
    const byName = await t.call({
      method: 'POST',
      url: '/api/user/masqueradesearch',
      as: ADMIN,
      body: { text: 'lindqv' },
    });
    expect(byName.json().map((u: { email: string }) => u.email)).toEqual([AGENT]);
    expect(byName.json()[0]).toMatchObject({
      firstName: 'Avery',
      lastName: 'Lindqvist',
      roles: expect.arrayContaining(['Agent']),
    });
  });

  it.each([STAFF, AGENT, 'guest@meridian.example'])(
    'refuses %s, who has no Masquerade permission',
    async (as) => {
      const search = await t.call({
        method: 'POST',
        url: '/api/user/masqueradesearch',
        as,
        body: { text: 'a' },
      });
      expect(search.statusCode).toBe(403);
      const start = await t.call({
        method: 'POST',
        url: '/api/user/masquerade',
        as,
        body: { userId: await userId(ADMIN) },
      });
      expect(start.statusCode).toBe(403);
      expect(start.json().message).toBe(MSG.forbidden);
    },
  );

  it('refuses masquerading as oneself', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/user/masquerade',
      as: ADMIN,
      body: { userId: await userId(ADMIN) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.masqueradeSelf);
  });

  it('acts with the target scope, audits both users, and switching back restores the admin', async () => {
    const agentId = await userId(AGENT);
    const adminId = await userId(ADMIN);
    const start = await t.call({
      method: 'POST',
      url: '/api/user/masquerade',
      as: ADMIN,
      body: { userId: agentId },
    });
    expect(start.statusCode).toBe(200);
    expect(start.json()).toMatchObject({
      email: AGENT,
      masquerade: { originalUserId: adminId, originalFirstName: 'Alexandra', originalLastName: 'Whitmore' },
    });

    // authorize with the admin's own token now answers the agent
    const me = await authorize(ADMIN);
    expect(me.json()).toMatchObject({ userId: agentId, masquerade: { originalUserId: adminId } });

    // the agent's scope: an admin-only endpoint is refused, a listing outside the agent's sides too
    expect(
      (await t.call({ method: 'POST', url: '/api/user/masqueradesearch', as: ADMIN, body: { text: 'a' } }))
        .statusCode,
    ).toBe(403);
    const [own] = rowsOf(
      await t.database.db.execute(sql`
        select la.listing_id from listing_agents la join user_agents ua on ua.agent_id = la.agent_id
        where ua.user_id = ${agentId} and la.side_type_id = 1 order by la.listing_id limit 1`),
    );
    const [foreign] = rowsOf(
      await t.database.db.execute(sql`
        select l.id from listings l where not exists (select 1 from listing_agents la
          join user_agents ua on ua.agent_id = la.agent_id where la.listing_id = l.id and ua.user_id = ${agentId})
        order by l.id limit 1`),
    );
    const foreignEdit = await t.call({
      method: 'PUT',
      url: `/api/listing/${foreign.id}/title`,
      as: ADMIN,
      body: { title: 'Not mine' },
    });
    expect([403, 404]).toContain(foreignEdit.statusCode);

    const edit = await t.call({
      method: 'PUT',
      url: `/api/listing/${own.listing_id}/title`,
      as: ADMIN,
      body: { title: 'Edited while masquerading' },
    });
    expect(edit.statusCode).toBe(204);
    const [audit] = rowsOf(
      await t.database.db.execute(sql`
        select user_id, real_user_id from audits where entity_type = 'listing' and entity_id = ${own.listing_id}
        order by id desc limit 1`),
    );
    expect({ userId: Number(audit.user_id), realUserId: Number(audit.real_user_id) }).toEqual({
      userId: agentId,
      realUserId: adminId,
    });
    const [startAudit] = rowsOf(
      await t.database.db.execute(sql`
        select user_id, real_user_id from audits where entity_type = 'user' and action = 'masqueradeStart'
        and entity_id = ${agentId} order by id desc limit 1`),
    );
    expect(Number(startAudit.real_user_id)).toBe(adminId);

    // switch back
    const back = await end(ADMIN);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ email: ADMIN, masquerade: null });
    expect((await authorize(ADMIN)).json()).toMatchObject({ userId: adminId, masquerade: null });
    const [endAudit] = rowsOf(
      await t.database.db.execute(sql`
        select real_user_id from audits where entity_type = 'user' and action = 'masqueradeEnd' and entity_id = ${agentId}`),
    );
    expect(Number(endAudit.real_user_id)).toBe(adminId);
  });

  it('ends a masquerade idle for more than 30 minutes', async () => {
    const agentId = await userId(AGENT);
    const adminId = await userId(ADMIN);
    expect(
      (await t.call({ method: 'POST', url: '/api/user/masquerade', as: ADMIN, body: { userId: agentId } }))
        .statusCode,
    ).toBe(200);
    await t.database.db.execute(sql`
      update masquerade_sessions set last_activity_at = now() - interval '29 minutes'
      where real_user_id = ${adminId} and ended_at is null`);
    expect((await authorize(ADMIN)).json().userId).toBe(agentId);
    await t.database.db.execute(sql`
      update masquerade_sessions set last_activity_at = now() - interval '31 minutes'
      where real_user_id = ${adminId} and ended_at is null`);
    const me = await authorize(ADMIN);
    expect(me.json()).toMatchObject({ userId: adminId, masquerade: null });
    const [row] = rowsOf(
      await t.database.db.execute(sql`
        select end_reason from masquerade_sessions where real_user_id = ${adminId} order by id desc limit 1`),
    );
    expect(row.end_reason).toBe('timeout');
  });

  it('lets nobody but a system administrator masquerade as a system administrator', async () => {
    const [holder] = rowsOf(
      await t.database.db.execute(sql`
        select u.id, u.email from users u join user_roles ur on ur.user_id = u.id
        where ur.role_key = ${roleKey('masquerade')} and u.email <> ${ADMIN} limit 1`),
    );
    if (!holder) {
      // the small demo data has no other Masquerade holder: grant the permission to staff
      await t.database.db.execute(
        sql`insert into user_roles (user_id, role_key) values (${await userId(STAFF)}, ${roleKey('masquerade')})`,
      );
    }
    const caller = holder ? String(holder.email) : STAFF;
    const res = await t.call({
      method: 'POST',
      url: '/api/user/masquerade',
      as: caller,
      body: { userId: await userId(ADMIN) },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.masqueradeSystemAdmin);
    const ok = await t.call({
      method: 'POST',
      url: '/api/user/masquerade',
      as: caller,
      body: { userId: await userId(AGENT) },
    });
    expect(ok.statusCode).toBe(200);
    await end(caller);
  });
});
