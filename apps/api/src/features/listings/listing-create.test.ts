import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG } from '@atrium/domain';
import { useTestApp } from '../../test/test-app';
import { rowsOf } from '../../db/client';

const t = useTestApp();

const create = (as: string, body: unknown = {}) =>
  t.call({ method: 'POST', url: '/api/listing/create', as, body });
async function listing(id: number) {
  return rowsOf<Record<string, any>>(
    await t.database.db.execute(sql`select * from listings where id = ${id}`),
  )[0];
}
async function count(table: 'listings' | 'audits') {
  return Number(
    rowsOf<{ n: number }>(await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]
      .n,
  );
}

describe('POST listing/create', () => {
  it('creates a draft with the defaults in the first office of the user', async () => {
    const res = await create('staff@meridian.example');
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    expect(id).toBeGreaterThan(300);
    const row = await listing(id);
    expect(row).toMatchObject({
      listing_status_id: 8,
      listing_type: 'Sale',
      deal_type_id: 1,
      office_id: 1,
      sales_region_id: 1,
      listing_commission_type: 1,
      buyer_commission_type: 1,
      listing_number: `L${String(id).padStart(7, '0')}`,
      publish: false,
      version: 1,
    });
    const details = await t.call({
      method: 'GET',
      url: `/api/listing/${id}/details`,
      as: 'staff@meridian.example',
    });
    expect(details.statusCode).toBe(200);
    expect(details.json().status).toBe('Draft');
  });

  it('audits the creation with who created it', async () => {
    const { id } = (await create('staff@meridian.example', { title: 'Harbour View Residence' })).json();
    const audits = rowsOf<{
      action: string;
      user_id: number;
      changes: Array<{ field: string; newValue: unknown }>;
    }>(
      await t.database.db.execute(
        sql`select action, user_id, changes from audits where entity_type = 'listing' and entity_id = ${id}`,
      ),
    );
    expect(audits).toHaveLength(1);
    expect(audits[0].action).toBe('create');
    expect(audits[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'listingStatusId', oldValue: null, newValue: 8 },
        { field: 'title', oldValue: null, newValue: 'Harbour View Residence' },
      ]),
    );
    const [user] = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`select id from users where email = 'staff@meridian.example'`),
    );
    expect(Number(audits[0].user_id)).toBe(Number(user.id));
  });

  it('uses an office the user belongs to and takes its sales region', async () => {
    const res = await create('staff@meridian.example', { officeId: 6, listingType: 'Rental' });
    expect(res.statusCode).toBe(200);
    expect(await listing(res.json().id)).toMatchObject({
      office_id: 6,
      sales_region_id: 1,
      listing_type: 'Rental',
    });
    const admin = await create('admin@meridian.example', { officeId: 3 });
    expect(admin.statusCode).toBe(200);
    expect(await listing(admin.json().id)).toMatchObject({ office_id: 3, sales_region_id: 3 });
  });

  it('gives every new listing its own listing number', async () => {
    const a = (await create('power@meridian.example')).json().id;
    const b = (await create('power@meridian.example')).json().id;
    expect((await listing(a)).listing_number).not.toBe((await listing(b)).listing_number);
  });

  it('refuses users without Listing Creation with 403 and stores nothing', async () => {
    const before = await count('listings');
    for (const as of ['agent@meridian.example', 'guest@meridian.example', 'bm@meridian.example']) {
      const res = await create(as);
      expect(res.statusCode, as).toBe(403);
      expect(res.json().message).toBe(MSG.forbidden);
    }
    expect(await count('listings')).toBe(before);
  });

  it('refuses an office outside the user scope, and asks an unassociated admin for an office', async () => {
    const before = await count('listings');
    const other = await create('staff@meridian.example', { officeId: 2 });
    expect(other.statusCode).toBe(403);
    const admin = await create('admin@meridian.example');
    expect(admin.statusCode).toBe(400);
    expect(admin.json().message).toBe(MSG.required(['Office']));
    const pipe = await create('staff@meridian.example', { title: 'A | B' });
    expect(pipe.statusCode).toBe(400);
    expect(pipe.json().message).toBe(MSG.titlePipe);
    expect(await count('listings')).toBe(before);
  });

  it('puts an agent who may create listings on the list side of his new listing', async () => {
    await t.database.db.execute(sql`insert into user_roles (user_id, role_key)
      select u.id, r.key from users u, roles r where u.email = 'agent2@meridian.example' and r.code = 'listingCreation'`);
    const res = await create('agent2@meridian.example');
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    const sides = rowsOf<{ agent_id: number; side_type_id: number; split: string }>(
      await t.database.db.execute(
        sql`select agent_id, side_type_id, split from listing_agents where listing_id = ${id}`,
      ),
    );
    expect(sides.map((s) => [Number(s.agent_id), Number(s.side_type_id), Number(s.split)])).toEqual([
      [2, 1, 100],
    ]);
    const mine = await t.call({
      method: 'POST',
      url: '/api/listing/search',
      as: 'agent2@meridian.example',
      body: { tab: 8, agentIds: [2] },
    });
    expect(mine.json().results.map((r: { id: number }) => r.id)).toContain(id);
  });

  it('shows the new listing in the Draft tab of its creator', async () => {
    const { id } = (await create('staff@meridian.example', { title: 'Fresh draft' })).json();
    const res = await t.call({
      method: 'POST',
      url: '/api/listing/search',
      as: 'staff@meridian.example',
      body: { tab: 8, sortColumn: 'lastUpdated' },
    });
    expect(res.json().results[0]).toMatchObject({
      id,
      title: 'Fresh draft',
      status: 'Draft',
      canManage: true,
    });
  });
});
