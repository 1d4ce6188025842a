import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { expiryWindow, LISTING_STATUS, LISTING_TABS, MSG, type ListingSearchRequest } from '@atrium/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rowsOf } from '../../db/client';
import { createListing, createOffice, createUser } from '../../db/factories';

let t: TestApp;
const ADMIN = 'admin@meridian.example';
const AGENT = 'agent@meridian.example';
const STAFF = 'staff@meridian.example';
const BM = 'bm@meridian.example';
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Row = Record<string, any> & { id: number };
async function search(as: string, body: ListingSearchRequest) {
  const res = await t.call({ method: 'POST', url: '/api/listing/search', as, body });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    results: Row[];
    hasMore: boolean;
    itemsPerPage: number;
    currentPage: number;
    sortColumn: string;
  };
}
/** Every row of a search, page after page. */
async function searchAll(as: string, body: ListingSearchRequest): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; page < 100; page++) {
    const res = await search(as, { ...body, currentPage: page, itemsPerPage: 100 });
    rows.push(...res.results);
    if (!res.hasMore) break;
  }
  return rows;
}
async function counts(as: string, body: Record<string, unknown> = {}) {
  const res = await t.call({ method: 'POST', url: '/api/listing/search/counts', as, body });
  expect(res.statusCode).toBe(200);
  return new Map((res.json().counts as Array<{ tab: number; count: number }>).map((c) => [c.tab, c.count]));
}
async function query<T = Record<string, any>>(text: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await t.database.db.execute(text));
}
async function idsWhere(where: ReturnType<typeof sql>): Promise<number[]> {
  return (await query<{ id: number }>(sql`select id from listings l where ${where} order by id`)).map((r) =>
    Number(r.id),
  );
}
const sortedIds = (rows: Row[]) => rows.map((r) => r.id).sort((a, b) => a - b);

describe('tabs: status filter and count', () => {
  it.each([1, 2, 3, 4, 7, 8, 9, 11] as const)(
    'tab %s shows its status and counts it (admin)',
    async (tab) => {
      const rows = await searchAll(ADMIN, { tab });
      const expected = await idsWhere(sql`l.listing_status_id = ${tab}`);
      expect(expected.length).toBeGreaterThan(0);
      expect(sortedIds(rows)).toEqual(expected);
      expect((await counts(ADMIN)).get(tab)).toBe(expected.length);
    },
  );

  it('answers every tab in the counts call, and only the tabs asked for', async () => {
    const all = await counts(ADMIN);
    expect([...all.keys()].sort()).toEqual(LISTING_TABS.map((x) => x.index).sort());
    const some = await counts(ADMIN, { tabs: [1, 101] });
    expect([...some.keys()]).toEqual([1, 101]);
    expect(some.get(1)).toBe(all.get(1));
  });

  it('counts the my, market and national tabs like their lists', async () => {
    for (const as of [AGENT, STAFF, ADMIN]) {
      const c = await counts(as);
      for (const tab of [100, 101, 102, -1] as const) {
        expect(c.get(tab), `${as} tab ${tab}`).toBe((await searchAll(as, { tab })).length);
      }
      for (const tab of [1, 4] as const) expect(c.get(tab)).toBe((await searchAll(as, { tab })).length);
    }
  });

  it('without a tab gives the listing table default: Active, Coming Soon and Draft by listing date', async () => {
    const res = await search(ADMIN, {});
    expect(res.sortColumn).toBe('listingDate');
    // sent without itemsPerPage: the listing search page size (spec/000 section 9)
    expect(res.itemsPerPage).toBe(50);
    expect(res.results).toHaveLength(res.hasMore ? 50 : res.results.length);
    expect(res.hasMore).toBe(true);
    const rows = await searchAll(ADMIN, {});
    expect(sortedIds(rows)).toEqual(await idsWhere(sql`l.listing_status_id in (1, 7, 8)`));
    const dates = rows.map((r) => r.listingDate ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('accepts an explicit status list (the select-sale search: sold sales)', async () => {
    const rows = await searchAll(ADMIN, {
      status: [4],
      criteria: { businessPurposeTypeId: 1, isSelectSale: true },
    });
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.statusId).toBe(4);
      expect(r.businessPurposeTypeId).toBe(1);
      expect(r.isSelectSale).toBe(true);
    }
  });

  it('honours status and businessPurposeTypeId at the top level of the payload, as the select-sale lists send them', async () => {
    for (const purpose of [1, 2] as const) {
      const rows = await searchAll(ADMIN, { status: 4, businessPurposeTypeId: purpose });
      const expected = await idsWhere(
        sql`l.listing_status_id = 4 and l.listing_type = ${purpose === 1 ? 'Sale' : 'Rental'}`,
      );
      expect(sortedIds(rows)).toEqual(expected);
    }
    // the criteria's business purpose wins over the top-level one
    const rows = await searchAll(ADMIN, {
      status: [4],
      businessPurposeTypeId: 2,
      criteria: { businessPurposeTypeId: 1 },
    });
    expect(rows.every((r) => r.businessPurposeTypeId === 1)).toBe(true);
  });
});

describe('paging', () => {
  it('gives 20 per tab and 100 on the tabs starting with my', async () => {
    const active = await search(ADMIN, { tab: 1 });
    expect(active.itemsPerPage).toBe(20);
    expect(active.results).toHaveLength(20);
    expect(active.hasMore).toBe(true);
    const mine = await search(ADMIN, { tab: 101 });
    expect(mine.itemsPerPage).toBe(100);
    const myComing = await search(ADMIN, { tab: 100 });
    expect(myComing.itemsPerPage).toBe(100);
  });

  it('walks pages without overlap or gap', async () => {
    const p1 = await search(ADMIN, { tab: 1, currentPage: 1 });
    const p2 = await search(ADMIN, { tab: 1, currentPage: 2 });
    const both = await search(ADMIN, { tab: 1, currentPage: 1, itemsPerPage: 40 });
    expect([...p1.results, ...p2.results].map((r) => r.id)).toEqual(both.results.map((r) => r.id));
  });

  it('refuses a page size above 100 and an unknown sort with the sentence', async () => {
    const big = await t.call({
      method: 'POST',
      url: '/api/listing/search',
      as: ADMIN,
      body: { itemsPerPage: 101 },
    });
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe('At most 100 listings per page');
    const sort = await t.call({
      method: 'POST',
      url: '/api/listing/search',
      as: ADMIN,
      body: { sortColumn: 'title' },
    });
    expect(sort.statusCode).toBe(400);
    const tab = await t.call({ method: 'POST', url: '/api/listing/search', as: ADMIN, body: { tab: 5 } });
    expect(tab.statusCode).toBe(400);
  });

  it('refuses a search without a token', async () => {
    const res = await t.call({ method: 'POST', url: '/api/listing/search', body: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG.unauthenticated);
  });
});

describe('sorts', () => {
  const key: Record<string, (r: Row) => string | number> = {
    lastUpdated: (r) => r.lastUpdated,
    listingDate: (r) => r.listingDate ?? '',
    price: (r) => r.price ?? -1,
    closedDate: (r) => r.closedDate ?? '',
  };
  it.each(['lastUpdated', 'listingDate', 'price', 'closedDate'] as const)(
    'sorts by %s descending',
    async (col) => {
      const rows = await searchAll(ADMIN, { tab: 4, sortColumn: col, sortDirection: 'desc' });
      const values = rows.map(key[col]);
      expect(values).toEqual([...values].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    },
  );

  it('sorts ascending when asked', async () => {
    const rows = (await search(ADMIN, { tab: 1, sortColumn: 'price', sortDirection: 'asc' })).results;
    const values = rows.map((r) => r.price);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it('sorts the sold tab by closed date descending by default, other tabs by last update', async () => {
    const sold = await search(ADMIN, { tab: 4 });
    expect(sold.sortColumn).toBe('closedDate');
    const closed = sold.results.map((r) => r.closedDate);
    expect(closed).toEqual([...closed].sort().reverse());
    expect((await search(ADMIN, { tab: 1 })).sortColumn).toBe('lastUpdated');
  });
});

describe('quick filters', () => {
  const { from, to } = expiryWindow(today);
  it.each([
    ['invalid', sql`l.is_valid = false`],
    ['draft', sql`l.listing_status_id = 8`],
    ['10Photos', sql`l.image_count <= 9`],
    ['mlsNumberMissing', sql`l.mls_number is null`],
    ['notPublished', sql`l.publish = false`],
    ['expiry', sql`l.listing_status_id in (1, 3) and l.expiration_date between ${from} and ${to}`],
    ['lowres', sql`l.has_low_res_images`],
  ] as const)('%s keeps exactly the matching listings', async (filter, where) => {
    const statuses = [1, 2, 3, 4, 7, 8, 9, 11] as const;
    const rows = await searchAll(ADMIN, { status: [...statuses], criteria: { quickFilters: [filter] } });
    const expected = await idsWhere(sql`${where} and l.listing_status_id in (1, 2, 3, 4, 7, 8, 9, 11)`);
    expect(expected.length).toBeGreaterThan(0);
    expect(sortedIds(rows)).toEqual(expected);
  });

  it('applies quick filters to the tab counts', async () => {
    const c = await counts(ADMIN, { criteria: { quickFilters: ['draft'] } });
    expect(c.get(1)).toBe(0);
    expect(c.get(8)).toBe((await idsWhere(sql`l.listing_status_id = 8`)).length);
  });

  it('matches free text on title, address, city and numbers', async () => {
    const [one] = await query<{ listing_number: string }>(
      sql`select listing_number from listings where id = 42`,
    );
    const rows = await searchAll(ADMIN, {
      status: [1, 2, 3, 4, 6, 7, 8, 9, 10, 11],
      criteria: { text: one.listing_number },
    });
    expect(rows.map((r) => r.id)).toEqual([42]);
  });
});

describe('scope and role rules', () => {
  it('shows an agent only listings of his office or where he is on a side', async () => {
    const allowed = new Set(
      await idsWhere(
        sql`l.office_id = 1 or exists (select 1 from listing_agents la where la.listing_id = l.id and la.agent_id = 1)`,
      ),
    );
    for (const tab of [1, 2, 3, 7, 8, 9, 11] as const) {
      const rows = await searchAll(AGENT, { tab });
      for (const r of rows) expect(allowed.has(r.id), `listing ${r.id} in tab ${tab}`).toBe(true);
    }
    const foreign = await idsWhere(
      sql`l.office_id <> 1 and l.listing_status_id = 1 and not exists (select 1 from listing_agents la where la.listing_id = l.id and la.agent_id = 1)`,
    );
    const seen = new Set((await searchAll(AGENT, { tab: 1 })).map((r) => r.id));
    expect(foreign.some((id) => seen.has(id))).toBe(false);
  });

  it('limits an agent to his own agent ids in the sold tab and in his agent filter', async () => {
    const own = new Set(
      await idsWhere(
        sql`exists (select 1 from listing_agents la where la.listing_id = l.id and la.agent_id = 1)`,
      ),
    );
    const sold = await searchAll(AGENT, { tab: 4 });
    expect(sold.length).toBeGreaterThan(0);
    for (const r of sold) expect(own.has(r.id)).toBe(true);
    // asking for another agent's listings falls back to his own
    const other = await searchAll(AGENT, { tab: 1, agentIds: [7] });
    for (const r of other) expect(own.has(r.id)).toBe(true);
    const officeSold = await idsWhere(sql`l.office_id = 1 and l.listing_status_id = 4`);
    expect(officeSold.length).toBeGreaterThan(sold.length);
  });

  it('drops the agent filter of a branch manager', async () => {
    const plain = await searchAll(BM, { tab: 1 });
    const filtered = await searchAll(BM, { tab: 1, agentIds: [1] });
    expect(sortedIds(filtered)).toEqual(sortedIds(plain));
    const office1 = await idsWhere(sql`l.office_id = 1 and l.listing_status_id = 1`);
    expect(sortedIds(plain)).toEqual(office1);
    // not limited to own agent ids on the sold tab either
    expect((await searchAll(BM, { tab: 4 })).length).toBe(
      (await idsWhere(sql`l.office_id = 1 and l.listing_status_id = 4`)).length,
    );
  });

  it('applies a staff agent filter inside the office scope', async () => {
    const [{ agent_id }] = await query<{ agent_id: number }>(
      sql`select la.agent_id from listing_agents la join listings l on l.id = la.listing_id where l.office_id = 6 limit 1`,
    );
    const rows = await searchAll(STAFF, { status: [1, 2, 3, 4, 7, 8, 9, 11], agentIds: [Number(agent_id)] });
    const expected = await idsWhere(
      sql`l.office_id in (1, 6) and l.listing_status_id in (1, 2, 3, 4, 7, 8, 9, 11) and exists (select 1 from listing_agents la where la.listing_id = l.id and la.agent_id = ${agent_id})`,
    );
    expect(sortedIds(rows)).toEqual(expected);
  });

  it('keeps staff to their offices, and an office filter never widens it', async () => {
    const rows = await searchAll(STAFF, { tab: 1 });
    expect(sortedIds(rows)).toEqual(await idsWhere(sql`l.office_id in (1, 6) and l.listing_status_id = 1`));
    expect(await searchAll(STAFF, { tab: 1, officeIds: [2] })).toEqual([]);
    const six = await searchAll(STAFF, { tab: 1, officeIds: [6] });
    expect(sortedIds(six)).toEqual(await idsWhere(sql`l.office_id = 6 and l.listing_status_id = 1`));
  });

  it('lets a system administrator see every office', async () => {
    const rows = await searchAll(ADMIN, { tab: 1 });
    expect(new Set(rows.map((r) => r.office)).size).toBe(10);
  });

  it('shows the rows with the list fields and the agents of each row', async () => {
    const [row] = (await search(AGENT, { tab: 1, agentIds: [1] })).results;
    expect(row).toMatchObject({
      isInScope: true,
      canManage: true,
      status: 'Active',
      statusId: 1,
    });
    for (const field of [
      'title',
      'address',
      'city',
      'price',
      'publish',
      'isSelectSale',
      'displayOfferPriceForSelectSold',
      'useAddressAsTitle',
      'showMap',
      'closedDate',
      'soldPrice',
      'businessPurposeTypeId',
      'daysOnMarket',
      'listingDate',
      'office',
      'agents',
      'isValid',
      'mlsNumber',
      'imageCount',
      'lastUpdated',
    ])
      expect(row).toHaveProperty(field);
    expect(row.agents.map((a: { agentId: number }) => a.agentId)).toContain(1);
    const days = Math.round((Date.parse(today) - Date.parse(row.listingDate)) / 86_400_000);
    expect(row.daysOnMarket).toBe(Math.max(0, days));
  });
});

describe('private listings', () => {
  it('expands the market to every office of the same sales region', async () => {
    // staff: offices 1 and 6, both in sales region 1 (offices 1, 6 of the 10 test offices)
    const rows = await searchAll(STAFF, { tab: -1 });
    const expected = await idsWhere(
      sql`l.listing_status_id = 11 and (l.expiration_date is null or l.expiration_date >= ${today})
        and l.office_id in (select id from offices where sales_region_id = 1)`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(sortedIds(rows)).toEqual(expected);
    const market = await searchAll(STAFF, { tab: 1, isMarket: true });
    expect(sortedIds(market)).toEqual(
      await idsWhere(
        sql`l.listing_status_id = 1 and l.office_id in (select id from offices where sales_region_id = 1)`,
      ),
    );
  });

  it('shows the national private listings to an agent with only the fields fit for them', async () => {
    const rows = await searchAll(AGENT, { tab: 102 });
    const expected = await idsWhere(
      sql`l.listing_status_id = 11 and (l.expiration_date is null or l.expiration_date >= ${today})`,
    );
    expect(sortedIds(rows)).toEqual(expected);
    const foreign = rows.find((r) => !r.isInScope)!;
    expect(foreign).toBeDefined();
    expect(foreign).toMatchObject({
      address: null,
      mlsNumber: null,
      soldPrice: null,
      canManage: false,
      isValid: null,
    });
    expect(foreign.title).toBeTruthy();
  });

  it('uses the current date as expiration in private searches', async () => {
    const [{ id }] = await query<{ id: number }>(
      sql`select id from listings where listing_status_id = 11 and office_id = 1 order by id limit 1`,
    );
    await t.database.db.execute(sql`update listings set expiration_date = ${'2020-01-01'} where id = ${id}`);
    expect((await searchAll(ADMIN, { tab: 102 })).map((r) => r.id)).not.toContain(Number(id));
    expect((await searchAll(STAFF, { tab: -1 })).map((r) => r.id)).not.toContain(Number(id));
    expect((await searchAll(ADMIN, { tab: 11 })).map((r) => r.id)).toContain(Number(id));
  });

  it('lists my private listings by my own agent ids', async () => {
    const rows = await searchAll(AGENT, { tab: 101 });
    const expected = await idsWhere(
      sql`l.listing_status_id = 11 and (l.expiration_date is null or l.expiration_date >= ${today})
        and exists (select 1 from listing_agents la where la.listing_id = l.id and la.agent_id = 1)`,
    );
    expect(sortedIds(rows)).toEqual(expected);
  });
});

describe('what a market or national search reveals outside the scope', () => {
  it('a market search reaches other offices of the region only for listings on the market', async () => {
    const db = t.database.db;
    const own = await createOffice(db, { salesRegionId: 3 });
    const neighbour = await createOffice(db, { salesRegionId: 3 });
    const staff = await createUser(db, { roles: ['staff', 'listingEdit'], officeIds: [own.id] });
    const hidden = await Promise.all(
      [LISTING_STATUS.draft, LISTING_STATUS.deleted, LISTING_STATUS.permOffMarket].map((status) =>
        createListing(db, {
          officeId: neighbour.id,
          listingStatusId: status,
          title: `Not for the market ${status}`,
        }),
      ),
    );
    const active = await createListing(db, { officeId: neighbour.id, title: 'On the market' });
    const rows = await searchAll(staff.email, {
      isMarket: true,
      status: [
        LISTING_STATUS.draft,
        LISTING_STATUS.deleted,
        LISTING_STATUS.permOffMarket,
        LISTING_STATUS.active,
      ],
    });
    const ids = rows.map((r) => r.id);
    for (const l of hidden) expect(ids).not.toContain(l.id);
    expect(ids).toContain(active.id);
    expect(rows.find((r) => r.id === active.id)).toMatchObject({ isInScope: false, address: null });
  });

  it('on National Private the text matches only what the row shows (title, city), not a hidden address', async () => {
    const db = t.database.db;
    const far = await createOffice(db, { salesRegionId: 5 });
    const listing = await createListing(db, {
      officeId: far.id,
      listingStatusId: LISTING_STATUS.private,
      title: 'Quietude Retreat',
      address1: '77 Secretive Mews',
      mlsNumber: 'MLSHIDDEN77',
      expirationDate: '2099-01-01',
    });
    const tab = 102 as const;
    const byAddress = await searchAll(AGENT, { tab, criteria: { text: 'Secretive Mews' } });
    expect(byAddress.map((r) => r.id)).not.toContain(listing.id);
    const byMls = await searchAll(AGENT, { tab, criteria: { text: 'MLSHIDDEN77' } });
    expect(byMls.map((r) => r.id)).not.toContain(listing.id);
    const byTitle = await searchAll(AGENT, { tab, criteria: { text: 'Quietude' } });
    expect(byTitle.map((r) => r.id)).toContain(listing.id);
    const c = await counts(AGENT, { criteria: { text: 'Secretive Mews' }, tabs: [tab] });
    expect(c.get(tab)).toBe(0);
  });
});
