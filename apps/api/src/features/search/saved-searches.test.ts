import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, type SavedSearch } from '@atrium/domain';
import { useTestApp } from '../../test/test-app';
import { rowsOf } from '../../db/client';

const t = useTestApp();

const AGENT = 'agent@meridian.example';
const STAFF = 'staff@meridian.example';
const search = (name: string, isDefault = false) => ({
  name,
  criteria: [
    { fieldName: 'listingDate', values: ['Last 14 Days'], endValue: null },
    { fieldName: 'currentPrice', values: ['1000000'], endValue: '9000000' },
  ],
  sortColumn: 'currentPrice',
  sortDirection: 'desc',
  columns: ['listingNumber', 'title', 'currentPrice'],
  isDefault,
});
const save = async (as: string, body: unknown) => {
  const res = await t.call({ method: 'POST', url: '/api/savedsearches', as, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SavedSearch;
};
const list = async (as: string) =>
  (await t.call({ method: 'GET', url: '/api/savedsearches', as })).json() as SavedSearch[];

describe('saved searches', () => {
  it('round-trips a search: save, read back, list', async () => {
    const saved = await save(AGENT, search('Fresh luxury'));
    expect(saved.id).toBeGreaterThan(0);
    const res = await t.call({ method: 'GET', url: `/api/savedsearches/${saved.id}`, as: AGENT });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('W/"1"');
    expect(res.json()).toEqual({ ...search('Fresh luxury'), id: saved.id });
    expect((await list(AGENT)).map((s) => s.name)).toContain('Fresh luxury');
  });

  it('updates a search by id and audits the change', async () => {
    const saved = await save(AGENT, search('To rename'));
    const updated = await save(AGENT, { ...search('Renamed'), id: saved.id });
    expect(updated.id).toBe(saved.id);
    expect(updated.name).toBe('Renamed');
    const audits = rowsOf<{ action: string }>(
      await t.database.db.execute(
        sql`select action from audits where entity_type = 'savedSearch' and entity_id = ${saved.id} order by id`,
      ),
    );
    expect(audits.map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('keeps one default per user: setting another clears the first', async () => {
    const a = await save(STAFF, search('First default', true));
    const b = await save(STAFF, search('Second'));
    expect((await list(STAFF)).filter((s) => s.isDefault).map((s) => s.id)).toEqual([a.id]);
    const res = await t.call({
      method: 'PUT',
      url: `/api/savedsearches/${b.id}/setdefault`,
      as: STAFF,
      body: {},
    });
    expect(res.statusCode).toBe(200);
    expect((await list(STAFF)).filter((s) => s.isDefault).map((s) => s.id)).toEqual([b.id]);
    const c = await save(STAFF, search('Third, saved as default', true));
    expect((await list(STAFF)).filter((s) => s.isDefault).map((s) => s.id)).toEqual([c.id]);
    // another user's default is untouched
    const mine = await save(AGENT, search('Agent default', true));
    expect((await list(STAFF)).filter((s) => s.isDefault).map((s) => s.id)).toEqual([c.id]);
    expect((await list(AGENT)).filter((s) => s.isDefault).map((s) => s.id)).toEqual([mine.id]);
  });

  it("never shows, changes or deletes another user's search", async () => {
    const theirs = await save(STAFF, search('Private to staff'));
    for (const [method, url] of [
      ['GET', `/api/savedsearches/${theirs.id}`],
      ['DELETE', `/api/savedsearches/${theirs.id}`],
      ['PUT', `/api/savedsearches/${theirs.id}/setdefault`],
    ]) {
      const res = await t.call({ method, url, as: AGENT, body: method === 'PUT' ? {} : undefined });
      expect(res.statusCode).toBe(404);
    }
    const res = await t.call({
      method: 'POST',
      url: '/api/savedsearches',
      as: AGENT,
      body: { ...search('x'), id: theirs.id },
    });
    expect(res.statusCode).toBe(404);
    const other = await t.call({
      method: 'PUT',
      url: `/api/savedsearches/${theirs.id}/setdefault`,
      as: STAFF,
      body: { userId: 99999 },
    });
    expect(other.statusCode).toBe(403);
    expect((await list(AGENT)).some((s) => s.id === theirs.id)).toBe(false);
  });

  it('deletes a search', async () => {
    const saved = await save(AGENT, search('Short-lived'));
    const res = await t.call({ method: 'DELETE', url: `/api/savedsearches/${saved.id}`, as: AGENT });
    expect(res.statusCode).toBe(204);
    expect(
      (await t.call({ method: 'GET', url: `/api/savedsearches/${saved.id}`, as: AGENT })).statusCode,
    ).toBe(404);
  });

  it('validates the name and the criteria on the server', async () => {
    const noName = await t.call({
      method: 'POST',
      url: '/api/savedsearches',
      as: AGENT,
      body: { ...search(''), name: ' ' },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe(MSG.required(['Name']));
    const bad = await t.call({
      method: 'POST',
      url: '/api/savedsearches',
      as: AGENT,
      body: { ...search('Bad'), criteria: [{ fieldName: 'currentPrice', values: ['x'] }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.criterionNumber('Current Price'));
  });
});
