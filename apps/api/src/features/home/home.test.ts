import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { etagFor, MSG } from '@atrium/domain';
import { useTestApp } from '../../test/test-app';
import { rowsOf } from '../../db/client';
import { findUserRecord } from '../identity/actor.repo';
import { twelveMonthsBefore } from './home.service';

const t = useTestApp();

const ADMIN = 'admin@meridian.example';
const STAFF = 'staff@meridian.example';
const AGENT = 'agent@meridian.example';

describe('GET /api/home', () => {
  it('answers the news items in display order', async () => {
    const res = await t.call({ method: 'GET', url: '/api/home', as: AGENT });
    expect(res.statusCode).toBe(200);
    const news = res.json().news as Array<{ title: string; displayOrder: number; version: number }>;
    expect(news.length).toBeGreaterThanOrEqual(4);
    expect(news.map((n) => n.displayOrder)).toEqual(
      [...news.map((n) => n.displayOrder)].sort((a, b) => a - b),
    );
    expect(news[0]).toMatchObject({ title: 'Record quarter for the network', version: 1 });
  });
  it('refuses an anonymous caller', async () => {
    const res = await t.call({ method: 'GET', url: '/api/home' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/stats', () => {
  it('gives a system administrator every office and a total that adds up', async () => {
    const res = await t.call({ method: 'POST', url: '/api/stats', as: ADMIN, body: {} });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const officeCount = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from offices`),
    )[0].n;
    expect(body.offices).toHaveLength(officeCount);
    const sum = (k: 'active' | 'pending' | 'sold') =>
      body.offices.reduce((s: number, o: Record<string, number>) => s + o[k], 0);
    expect(body.total.active).toBe(sum('active'));
    expect(body.total.pending).toBe(sum('pending'));
    expect(body.total.sold).toBe(sum('sold'));
    expect(body.total.active).toBeGreaterThan(0);
    expect(body.from).toBe(twelveMonthsBefore(body.to));
  });

  it('gives an office user only the numbers of their own offices, counted from the listings', async () => {
    const staff = (await findUserRecord(t.database.db, { email: STAFF }))!;
    const res = await t.call({ method: 'POST', url: '/api/stats', as: STAFF });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.offices.map((o: { officeId: number }) => o.officeId).sort()).toEqual(
      [...staff.officeIds].sort(),
    );
    const [expected] = rowsOf<{ active: number; pending: number }>(
      await t.database.db.execute(sql`select
        count(*) filter (where listing_status_id = 1)::int as active,
        count(*) filter (where listing_status_id = 3)::int as pending
        from listings where office_id in (${sql.join(
          staff.officeIds.map((id) => sql`${id}`),
          sql`, `,
        )})`),
    );
    expect(body.total.active).toBe(expected.active);
    expect(body.total.pending).toBe(expected.pending);
  });

  it('ignores offices outside the scope when a user asks for them', async () => {
    const staff = (await findUserRecord(t.database.db, { email: STAFF }))!;
    const other = rowsOf<{ id: number }>(
      await t.database.db.execute(
        sql`select id from offices where id not in (${sql.join(
          staff.officeIds.map((id) => sql`${id}`),
          sql`, `,
        )}) limit 1`,
      ),
    )[0].id;
    const res = await t.call({ method: 'POST', url: '/api/stats', as: STAFF, body: { officeIds: [other] } });
    expect(res.json().offices).toEqual([]);
    const admin = await t.call({
      method: 'POST',
      url: '/api/stats',
      as: ADMIN,
      body: { officeIds: [other] },
    });
    expect(admin.json().offices.map((o: { officeId: number }) => o.officeId)).toEqual([other]);
  });

  it('counts sold listings closed in the last 12 months only', async () => {
    const res = await t.call({ method: 'POST', url: '/api/stats', as: ADMIN });
    const { from } = res.json();
    const [expected] = rowsOf<{ sold: number; volume: number }>(
      await t.database.db.execute(sql`select count(*)::int as sold,
        coalesce(sum(coalesce(sold_price, current_price)), 0)::float8 as volume
        from listings where listing_status_id = 4 and closed_date >= ${from}::date and office_id is not null`),
    );
    expect(res.json().total.sold).toBe(expected.sold);
    expect(res.json().total.volume).toBeCloseTo(expected.volume, 0);
  });
});

describe('news upkeep (system administrator)', () => {
  const item = { title: 'Gala evening', body: 'Join us at the annual gala.', displayOrder: 9 };

  it.each([STAFF, AGENT, 'bm@meridian.example'])('refuses %s with 403', async (who) => {
    const create = await t.call({ method: 'POST', url: '/api/home/news', as: who, body: item });
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toBe(MSG.forbidden);
    expect((await t.call({ method: 'PUT', url: '/api/home/news/1', as: who, body: item })).statusCode).toBe(
      403,
    );
    expect((await t.call({ method: 'DELETE', url: '/api/home/news/1', as: who })).statusCode).toBe(403);
  });

  it('creates, updates with If-Match, refuses a stale version and deletes, auditing each write', async () => {
    const create = await t.call({ method: 'POST', url: '/api/home/news', as: ADMIN, body: item });
    expect(create.statusCode).toBe(201);
    const { id } = create.json();
    const home = (await t.call({ method: 'GET', url: '/api/home', as: AGENT })).json();
    expect(home.news.at(-1)).toMatchObject({ id, title: 'Gala evening' });

    const update = await t.call({
      method: 'PUT',
      url: `/api/home/news/${id}`,
      as: ADMIN,
      body: { ...item, title: 'Gala evening, 12 June' },
      headers: { 'if-match': etagFor(1) },
    });
    expect(update.statusCode).toBe(204);
    expect(update.headers.etag).toBe(etagFor(2));

    const stale = await t.call({
      method: 'PUT',
      url: `/api/home/news/${id}`,
      as: ADMIN,
      body: { ...item, title: 'Late edit' },
      headers: { 'if-match': etagFor(1) },
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().message).toBe(MSG.staleVersion);

    const del = await t.call({ method: 'DELETE', url: `/api/home/news/${id}`, as: ADMIN });
    expect(del.statusCode).toBe(204);
    expect((await t.call({ method: 'DELETE', url: `/api/home/news/${id}`, as: ADMIN })).statusCode).toBe(404);

    const audits = rowsOf<{ action: string }>(
      await t.database.db.execute(
        sql`select action from audits where entity_type = 'newsItem' and entity_id = ${id} order by id`,
      ),
    );
    expect(audits.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('answers the spec sentence for a missing title', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/home/news',
      as: ADMIN,
      body: { ...item, title: ' ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.required(['Title']));
  });

  it.each([
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://',
    'https:evil.example',
    'ftp://files.example/a',
    'https://meridian.example@evil.example',
    'https://evil.example/a"b',
    'https://evil.example/a b',
    'evil.example',
  ])('refuses the link %j with the url sentence', async (url) => {
    for (const field of ['linkUrl', 'imageUrl']) {
      const res = await t.call({
        method: 'POST',
        url: '/api/home/news',
        as: ADMIN,
        body: { ...item, [field]: url },
      });
      expect(res.statusCode, `${field} ${url}`).toBe(400);
      expect(res.json().errors).toContainEqual({ field, message: MSG.newsUrlInvalid });
    }
  });

  it.each([
    '/eng/listings?tab=1',
    '/',
    'https://news.meridian.example/gala',
    'http://intranet.example:8080/a(1)',
  ])('keeps the link %j', async (url) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/home/news',
      as: ADMIN,
      body: { ...item, linkUrl: url, imageUrl: url },
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.call({ method: 'DELETE', url: `/api/home/news/${res.json().id}`, as: ADMIN });
  });
});
