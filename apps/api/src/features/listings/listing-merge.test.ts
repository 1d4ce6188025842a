import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG } from '@atrium/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rowsOf } from '../../db/client';

const STAFF = 'staff@meridian.example'; // offices 1 and 6
let t: TestApp;
const q = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  rowsOf<T>(await t.database.db.execute(query));
let fromId: number;
let toId: number;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await q<{ id: number }>(
    sql`select id from listings where office_id = 1 and listing_status_id <> 6 order by id desc limit 4`,
  );
  [fromId, toId] = rows.map((r) => Number(r.id));
  await t.database.db.execute(
    sql`update listings set mls_number = 'FROM-MLS', trident_deal_number = 'T-FROM', image_count = 7, title = 'From listing' where id = ${fromId}`,
  );
  await t.database.db.execute(
    sql`update listings set mls_number = 'TO-MLS', image_count = 5, title = 'To listing' where id = ${toId}`,
  );
  await t.database.db.execute(
    sql`insert into listing_notes (listing_id, user_id, note) values (${fromId}, 1, 'Note on from'), (${fromId}, 1, 'Second note')`,
  );
  await t.database.db.execute(
    sql`insert into open_houses (listing_id, start_date_time, end_date_time) values (${fromId}, '2026-05-02T13:00', '2026-05-02T15:00')`,
  );
  await t.database.db.execute(
    sql`insert into showings (listing_id, showing_date, count) values (${fromId}, '2026-05-03', 3)`,
  );
  await t.database.db.execute(
    sql`insert into marketing_items (listing_id, marketing_type_id, date, description) values (${fromId}, 12, '2026-01-15', 'Winter mailing')`,
  );
});
afterAll(async () => {
  await t?.close();
});

const snapshot = async () => ({
  listings: await q(
    sql`select id, mls_number, trident_deal_number, title, image_count, listing_status_id, version from listings where id in (${fromId}, ${toId}) order by id`,
  ),
  notes: await q(
    sql`select id, listing_id from listing_notes where listing_id in (${fromId}, ${toId}) order by id`,
  ),
  amenities: await q(
    sql`select listing_id, amenity_id from listing_amenities where listing_id in (${fromId}, ${toId}) order by 1, 2`,
  ),
  audits: await q(sql`select count(*)::int as n from audits where entity_id in (${fromId}, ${toId})`),
});

describe('merge candidates and preview', () => {
  it('finds listings after one typed character, within the staff scope', async () => {
    const res = await t.call({ method: 'GET', url: '/api/listing/mergeCandidates?text=L', as: STAFF });
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((r: { id: number }) => r.id);
    const offices = await q<{ office_id: number }>(
      sql`select distinct office_id from listings where id in (${sql.join(
        ids.map((i: number) => sql`${i}`),
        sql`, `,
      )})`,
    );
    expect(offices.every((o) => [1, 6].includes(Number(o.office_id)))).toBe(true);
    expect(
      (await t.call({ method: 'GET', url: '/api/listing/mergeCandidates?text=', as: STAFF })).json(),
    ).toEqual([]);
  });
  it('previews original and merged details with totals, writing nothing', async () => {
    const before = await snapshot();
    const res = await t.call({
      method: 'POST',
      url: '/api/listing/overview',
      as: STAFF,
      body: {
        fromListingId: fromId,
        toListingId: toId,
        includeMlsId: true,
        includeNotes: true,
        includeMedia: true,
        includeShowings: true,
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.originalListing).toMatchObject({ id: toId, mlsNumber: 'TO-MLS', imageCount: 5 });
    expect(body.mergedListing).toMatchObject({
      id: toId,
      mlsNumber: 'FROM-MLS',
      imageCount: 12,
      title: 'To listing',
    });
    expect(body.totals.from).toMatchObject({ openHouses: 1, showings: 3, pastMarketings: 1 });
    expect(body.totals.merged).toMatchObject({
      notes: body.totals.original.notes + 2,
      media: 12,
      // showings are included, open houses and marketing are not
      showings: body.totals.original.showings + 3,
      openHouses: body.totals.original.openHouses,
      pastMarketings: body.totals.original.pastMarketings,
    });
    expect(await snapshot()).toEqual(before);
  });
  it('refuses merging a listing into itself, and agents', async () => {
    const same = await t.call({
      method: 'POST',
      url: '/api/listing/overview',
      as: STAFF,
      body: { fromListingId: toId, toListingId: toId },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(MSG.mergeSameListing);
    const agent = await t.call({
      method: 'POST',
      url: '/api/listing/merge',
      as: 'agent@meridian.example',
      body: { fromListingId: 1, toListingId: 2 },
    });
    expect(agent.statusCode).toBe(403);
  });
});

describe('POST listing/merge', () => {
  it('a failed merge changes nothing', async () => {
    const before = await snapshot();
    // make the last write of the merge fail: the audit of the 'from' listing
    await t.database.db.execute(
      sql.raw(`create or replace function fail_merge_audit() returns trigger language plpgsql as $$
      begin if new.action = 'merge' and new.entity_id = ${fromId} then raise exception 'audit store unavailable'; end if; return new; end $$`),
    );
    await t.database.db.execute(
      sql`create trigger fail_merge_audit before insert on audits for each row execute function fail_merge_audit()`,
    );
    const res = await t.call({
      method: 'POST',
      url: '/api/listing/merge',
      as: STAFF,
      body: {
        fromListingId: fromId,
        toListingId: toId,
        includeMlsId: true,
        includeTridentId: true,
        includeNotes: true,
        includeListingFeatures: true,
        includeMedia: true,
        shouldDeleteFromListing: true,
      },
    });
    expect(res.statusCode).toBe(500);
    await t.database.db.execute(sql`drop trigger fail_merge_audit on audits`);
    expect(await snapshot()).toEqual(before);
  });

  it('merges in one transaction and records it in the history of both listings', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/listing/merge',
      as: STAFF,
      body: {
        fromListingId: fromId,
        toListingId: toId,
        includeMlsId: true,
        includeTridentId: true,
        includeNotes: true,
        includeListingFeatures: true,
        includeOpenHouses: true,
        includeShowings: true,
        shouldDeleteFromListing: true,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.mergeDone);
    const [from, to] = await q<Record<string, unknown>>(
      sql`select id, mls_number, trident_deal_number, listing_status_id from listings where id in (${fromId}, ${toId}) order by id = ${toId}`,
    );
    expect(to).toMatchObject({ mls_number: 'FROM-MLS', trident_deal_number: 'T-FROM' });
    expect(Number(from.listing_status_id)).toBe(6);
    const notes = await q<{ listing_id: number }>(
      sql`select listing_id from listing_notes where note in ('Note on from', 'Second note')`,
    );
    expect(notes.every((n) => Number(n.listing_id) === toId)).toBe(true);
    const listingOf = async (table: string) =>
      (await q<{ listing_id: number }>(sql`select listing_id from ${sql.identifier(table)}`)).map((r) =>
        Number(r.listing_id),
      );
    expect(await listingOf('open_houses')).toEqual([toId]);
    expect(await listingOf('showings')).toEqual([toId]);
    // marketing was not included: it stays with the 'from' listing
    expect(await listingOf('marketing_items')).toContain(fromId);
    const fromAmenities = await q(
      sql`select amenity_id from listing_amenities where listing_id = ${fromId} order by 1`,
    );
    const toAmenities = await q(
      sql`select amenity_id from listing_amenities where listing_id = ${toId} order by 1`,
    );
    expect(toAmenities).toEqual(fromAmenities);
    for (const id of [fromId, toId]) {
      const history = (
        await t.call({ method: 'GET', url: `/api/auditing/listing/${id}/audits`, as: STAFF })
      ).json();
      expect(history.results.some((r: { action: string }) => r.action === 'merge')).toBe(true);
    }
  });
});
