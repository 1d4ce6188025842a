import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { creditedCommission, LISTING_STATUS, type AbcrListingRow } from '@atrium/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rowsOf } from '../../db/client';
import { createAgent, createListing, createOffice, createUser, type FactoryUser } from '../../db/factories';

/**
 * closed_sides, what ABCR sums, is kept by triggers: after every kind of write it must hold
 * exactly what listings and listing_agents say, computed from scratch.
 */
let t: TestApp;
let admin: FactoryUser;
let office: number;
let ana: number;
let ben: number;
let stateId: number;

const YEAR = { startDate: '2026-01-01', endDate: '2026-12-31' };

type Side = {
  listing_id: number;
  agent_id: number;
  side_type_id: number;
  volume: number;
  commission: number;
};

/** The table as the triggers keep it. */
async function stored(): Promise<Side[]> {
  return rowsOf<Side>(
    await t.database.db.execute(sql`
      select listing_id, agent_id, side_type_id, closed_date::text, listing_type, price::float8,
        split::float8, volume_cents::float8 / 100 as volume, commission_cents::float8 / 100 as commission
      from closed_sides order by 1, 2, 3`),
  );
}

/** The same rows computed from listings and listing_agents, each side rounded as the domain does. */
async function fromScratch(): Promise<Side[]> {
  const rows = rowsOf<Side & { price: number; split: number; amount: number | null; type: number | null }>(
    await t.database.db.execute(sql`
      select la.listing_id, la.agent_id, la.side_type_id, l.closed_date::text, l.listing_type,
        coalesce(l.sold_price, l.current_price, 0)::float8 as price, la.split::float8,
        (case when la.side_type_id = 1 then l.listing_commission else l.buyer_commission end)::float8 as amount,
        case when la.side_type_id = 1 then l.listing_commission_type else l.buyer_commission_type end as type
      from listings l join listing_agents la on la.listing_id = l.id
      where l.listing_status_id = ${LISTING_STATUS.sold} and l.closed_date is not null
      order by 1, 2, 3`),
  );
  return rows.map(({ amount, type, ...r }) => ({
    ...r,
    volume: Math.round(r.price * r.split) / 100,
    commission: creditedCommission(r.price, amount, type, r.split),
  }));
}

const sidesOf = async (listingId: number) => (await stored()).filter((r) => r.listing_id === listingId);
const put = (url: string, body: unknown) => t.call({ method: 'PUT', url, as: admin.email, body });
const details = async (agentId: number) =>
  (
    await t.call({
      method: 'POST',
      url: '/api/listing/abcrlistingdetails',
      as: admin.email,
      body: { ...YEAR, agentId },
    })
  ).json<AbcrListingRow[]>();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = await createUser(db, { roles: ['systemAdmin'] });
  office = (await createOffice(db)).id;
  ana = (await createAgent(db, { officeId: office })).id;
  ben = (await createAgent(db, { officeId: office })).id;
  stateId = Number(
    rowsOf<{ id: number }>(await db.execute(sql`select id from states where code = 'NY'`))[0].id,
  );
});
afterAll(async () => {
  await t?.close();
});

describe('the closed sides ABCR sums', () => {
  it('agree with the listings from the start (demo data and the migration backfill)', async () => {
    expect(await stored()).toEqual(await fromScratch());
  });

  it('follow a listing through closing, agents joining and leaving, price changes, reopening and removal', async () => {
    const db = t.database.db;
    const l = await createListing(db, {
      officeId: office,
      regionId: stateId,
      currentPrice: 1_000_000,
      listingCommission: 2.5,
      listingCommissionType: 1,
      buyerCommission: 20_000,
      buyerCommissionType: 2,
      agents: [
        { agentId: ana, sideTypeId: 1 },
        { agentId: ben, sideTypeId: 2 },
      ],
    });
    expect(await sidesOf(l.id)).toEqual([]);

    // closed through the API: the dates, then the status
    const dates = await put(`/api/listing/${l.id}/dates`, {
      listingDate: '2026-01-05',
      expirationDate: '2027-01-05',
      contractDate: '2026-02-01',
      closedDate: '2026-03-01',
      canceledDate: null,
      projectedListDate: null,
    });
    expect(dates.statusCode, dates.body).toBe(204);
    const sold = await put(`/api/listing/${l.id}/status`, { listingStatusId: LISTING_STATUS.sold });
    expect(sold.statusCode, sold.body).toBe(204);
    expect((await sidesOf(l.id)).map((r) => [r.agent_id, r.volume, r.commission])).toEqual([
      [ana, 1_000_000, 25_000],
      [ben, 1_000_000, 20_000],
    ]);
    expect((await details(ana)).map((r) => r.volume)).toEqual([1_000_000]);

    // ben joins the list side: the split is shared and both sides follow
    const joined = await t.call({
      method: 'POST',
      url: `/api/listing/${l.id}/agent`,
      as: admin.email,
      body: { agentId: ben, sideTypeId: 1 },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect((await details(ana)).map((r) => [r.split, r.volume, r.commission])).toEqual([
      [50, 500_000, 12_500],
    ]);
    expect(await stored()).toEqual(await fromScratch());

    // ana leaves it again
    const left = await t.call({
      method: 'DELETE',
      url: `/api/listing/${l.id}/agent/${ana}/1`,
      as: admin.email,
    });
    expect(left.statusCode, left.body).toBe(200);
    expect(await details(ana)).toEqual([]);
    expect(await stored()).toEqual(await fromScratch());

    // the sold price, a commission type and the closed date change; a cent is rounded per side
    await db.execute(sql`
      update listings set sold_price = 987654.33, buyer_commission_type = 1, buyer_commission = 2.5
      where id = ${l.id}`);
    expect(await stored()).toEqual(await fromScratch());
    expect((await details(ben)).find((r) => r.side === 'Sale')?.commission).toBe(24_691.36);
    await db.execute(sql`update listings set closed_date = '2025-12-31' where id = ${l.id}`);
    expect(await details(ben)).toEqual([]);
    expect((await sidesOf(l.id)).length).toBe(2);

    // reopened: nothing is credited; removed: nothing is left
    await db.execute(
      sql`update listings set listing_status_id = ${LISTING_STATUS.active} where id = ${l.id}`,
    );
    expect(await sidesOf(l.id)).toEqual([]);
    await db.execute(sql`update listings set listing_status_id = ${LISTING_STATUS.sold} where id = ${l.id}`);
    expect((await sidesOf(l.id)).length).toBe(2);
    await db.execute(sql`delete from listings where id = ${l.id}`);
    expect(await sidesOf(l.id)).toEqual([]);
    expect(await stored()).toEqual(await fromScratch());
  });

  it('leave untouched the sides of listings a write does not change', async () => {
    const db = t.database.db;
    const l = await createListing(db, {
      officeId: office,
      listingStatusId: LISTING_STATUS.sold,
      closedDate: '2026-04-01',
      soldPrice: 400_000,
      agents: [{ agentId: ana, sideTypeId: 1 }],
    });
    const other = await createListing(db, { officeId: office, agents: [{ agentId: ana, sideTypeId: 1 }] });
    const before = await sidesOf(l.id);
    expect(before).toHaveLength(1);
    // a change to another listing, and a change to this one ABCR does not read
    await db.execute(sql`update listings set current_price = 5 where id = ${other.id}`);
    await db.execute(sql`update listings set title = 'Renamed' where id = ${l.id}`);
    expect(await sidesOf(l.id)).toEqual(before);
    expect(await stored()).toEqual(await fromScratch());
  });
});
