import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG } from '@atrium/domain';
import { useTestApp } from '../../test/test-app';
import { rowsOf } from '../../db/client';

const t = useTestApp();

describe('database', () => {
  it('applies every migration on an empty database', async () => {
    const tables = rowsOf<{ table_name: string }>(
      await t.database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public'`,
      ),
    ).map((r) => r.table_name);
    for (const name of [
      'listings',
      'listing_agents',
      'listing_owners',
      'users',
      'roles',
      'audits',
      'offices',
      'sales_teams',
      'amenities',
    ]) {
      expect(tables).toContain(name);
    }
    const ext = rowsOf(
      await t.database.db.execute(sql`select extname from pg_extension where extname = 'pg_trgm'`),
    );
    expect(ext).toHaveLength(1);
  });

  it('holds every persona with the role catalogue of 26 entries', async () => {
    const roles = rowsOf(await t.database.db.execute(sql`select key from roles`));
    expect(roles).toHaveLength(26);
    const personas = rowsOf<{ email: string }>(
      await t.database.db.execute(
        sql`select email from users where email like '%@meridian.example' and email not like '%.%@%'`,
      ),
    );
    expect(personas.map((p) => p.email)).toEqual(
      expect.arrayContaining([
        'admin@meridian.example',
        'agent@meridian.example',
        'agent2@meridian.example',
        'staff@meridian.example',
      ]),
    );
  });
});

describe('health and readiness', () => {
  it('answers health without a token', async () => {
    const res = await t.call({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
  it('reports the database as ready', async () => {
    const res = await t.call({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ready');
  });
  it('sets security headers and never leaks a stack trace', async () => {
    const res = await t.call({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const bad = await t.call({
      method: 'PUT',
      url: '/api/listing/1/title',
      as: 'admin@meridian.example',
      body: '{"title":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).not.toMatch(/at .*\.ts/);
  });
});

describe('access', () => {
  it('refuses a call without a token with 401', async () => {
    const res = await t.call({ method: 'GET', url: '/api/listing/1/details' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG.unauthenticated);
  });
  it('refuses a token for an e-mail with no user with 403 and a clear message', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/listing/1/details',
      as: 'nobody@elsewhere.example',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.unknownUser);
  });
  it('matches paths case-insensitively', async () => {
    const res = await t.call({ method: 'GET', url: '/api/LISTING/1/Details', as: 'admin@meridian.example' });
    expect(res.statusCode).toBe(200);
  });
});

describe('API conventions', () => {
  it('answers a bad body with 400, the spec sentence and the field errors', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/api/listing/1/title',
      as: 'admin@meridian.example',
      body: { title: 'A | B' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: MSG.titlePipe,
      errors: [{ field: 'title', message: MSG.titlePipe }],
    });
  });

  it('returns an ETag on reads and refuses a stale If-Match with 412, storing nothing', async () => {
    const read = await t.call({ method: 'GET', url: '/api/listing/2/details', as: 'admin@meridian.example' });
    const etag = read.headers.etag as string;
    expect(etag).toMatch(/^W\/"\d+"$/);
    const first = await t.call({
      method: 'PUT',
      url: '/api/listing/2/title',
      as: 'admin@meridian.example',
      body: { title: 'First writer' },
      headers: { 'if-match': etag },
    });
    expect(first.statusCode).toBe(204);
    const second = await t.call({
      method: 'PUT',
      url: '/api/listing/2/title',
      as: 'admin@meridian.example',
      body: { title: 'Second writer' },
      headers: { 'if-match': etag },
    });
    expect(second.statusCode).toBe(412);
    expect(second.json().message).toBe(MSG.staleVersion);
    const after = await t.call({
      method: 'GET',
      url: '/api/listing/2/details',
      as: 'admin@meridian.example',
    });
    expect(after.json().title).toBe('First writer');
    expect(after.headers.etag).not.toBe(etag);
  });

  it('accepts a write without If-Match (last write wins)', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/api/listing/3/title',
      as: 'admin@meridian.example',
      body: { title: 'No precondition' },
    });
    expect(res.statusCode).toBe(204);
  });

  it('records an audit row with the changed field, old and new values, and who', async () => {
    const before = await t.call({
      method: 'GET',
      url: '/api/listing/4/details',
      as: 'admin@meridian.example',
    });
    await t.call({
      method: 'PUT',
      url: '/api/listing/4/title',
      as: 'admin@meridian.example',
      body: { title: 'Audited title' },
    });
    const res = await t.call({
      method: 'GET',
      url: '/api/auditing/listing/4/audits?pageNumber=1&pageSize=100',
      as: 'admin@meridian.example',
    });
    expect(res.statusCode).toBe(200);
    const [latest] = res.json().results;
    expect(latest.changes).toEqual([
      { field: 'title', oldValue: before.json().title, newValue: 'Audited title' },
    ]);
    expect(latest.userName).toBe('Alexandra Whitmore');
  });

  it('accepts log entries from the web', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/log/error',
      body: { message: 'Failed to fetch the listings', error: { status: 500 } },
    });
    expect(res.statusCode).toBe(204);
  });

  it('refuses a JSON body over 1 MB', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/listing/search',
      as: 'admin@meridian.example',
      body: { criteria: { text: 'y'.repeat(1_100_000) } },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The request body is too large.');
  });

  it.each(['error', 'debug'])('refuses a log/%s entry over 8 KB with 413', async (level) => {
    const res = await t.call({
      method: 'POST',
      url: `/api/log/${level}`,
      body: { message: 'Failed to fetch the listings', error: 'y'.repeat(9000) },
    });
    expect(res.statusCode).toBe(413);
    const small = await t.call({
      method: 'POST',
      url: `/api/log/${level}`,
      body: { message: 'Failed to fetch the listings', error: 'y'.repeat(7000) },
    });
    expect(small.statusCode).toBe(204);
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/listing/{id}/title');
  });
});
