import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client';
import { createTestApp, type TestApp } from '../test/test-app';
import { ADMIN } from './stress-support';

/**
 * Atomicity: a fault injected in the middle of each multi-step write (lib/fault.ts, active only
 * under NODE_ENV=test) leaves no partial change: the listing rows, their agents, notes,
 * amenities and the audit trail are exactly as before. Without the fault the same call succeeds
 * and changes them, which proves the fault point lies on its path.
 */
describe('atomicity of multi-step writes under injected faults', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    delete process.env.ATRIUM_FAULT;
  });

  async function state(ids: number[]) {
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    const q = async (query: ReturnType<typeof sql>) => rowsOf(await t.database.db.execute(query));
    return {
      listings: await q(sql`select to_jsonb(l) as row from listings l where l.id in (${list}) order by l.id`),
      agents: await q(sql`select * from listing_agents where listing_id in (${list}) order by id`),
      notes: await q(
        sql`select id, listing_id, note from listing_notes where listing_id in (${list}) order by id`,
      ),
      amenities: await q(
        sql`select listing_id, amenity_id, text from listing_amenities where listing_id in (${list}) order by 1, 2`,
      ),
      audits: await q(sql`select coalesce(max(id), 0)::int as last from audits`),
    };
  }

  async function faultThenSuccess(points: string[], ids: number[], call: () => ReturnType<TestApp['call']>) {
    for (const point of points) {
      const before = await state(ids);
      process.env.ATRIUM_FAULT = point;
      const failed = await call();
      delete process.env.ATRIUM_FAULT;
      expect(failed.statusCode, `${point}: ${failed.body}`).toBe(500);
      expect(await state(ids), point).toEqual(before);
    }
    const before = await state(ids);
    const ok = await call();
    expect(ok.statusCode, ok.body).toBeLessThan(300);
    expect(await state(ids)).not.toEqual(before);
  }

  it('deal-type change with its agent transition: a fault after the listing or after the agents changes nothing', async () => {
    const [{ id }] = rowsOf<{ id: number }>(
      await t.database.db.execute(
        sql`select id from listings where deal_type_id = 1 and id > 20 order by id limit 1`,
      ),
    );
    await faultThenSuccess(['dealType:afterListing', 'dealType:afterAgents'], [id], () =>
      t.call({ method: 'PUT', url: `/api/listing/${id}/dealtype`, as: ADMIN, body: { dealTypeId: 2 } }),
    );
  });

  it('merge (details, notes, features, delete the source): a fault after the notes or before commit changes nothing', async () => {
    const from = 40;
    const to = 41;
    for (const note of ['First note to move', 'Second note to move']) {
      const res = await t.call({
        method: 'POST',
        url: `/api/listing/${from}/notes`,
        as: ADMIN,
        body: { note },
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    await faultThenSuccess(['merge:afterNotes', 'merge:beforeCommit'], [from, to], () =>
      t.call({
        method: 'POST',
        url: '/api/listing/merge',
        as: ADMIN,
        body: {
          fromListingId: from,
          toListingId: to,
          includeListingDetails: true,
          includeListingFeatures: true,
          includeNotes: true,
          shouldDeleteFromListing: true,
        },
      }),
    );
  });
});
