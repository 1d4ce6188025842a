import { describe, expect, it } from 'vitest';
import { testActor } from '../test-actor';
import {
  accumulatePage,
  daysOnMarket,
  defaultSort,
  expiryWindow,
  ListingSearchSchema,
  listingDisplayTitle,
  moveToTop,
  resolveSearch,
  searchAudience,
  tabPageSize,
  tabRule,
  type ListingTabIndex,
} from './listing-search.schema';
import { ListingCreateSchema } from './listing-create.schema';
import { MSG } from '../messages';

const actor = testActor;

describe('listing tabs (spec/000 section 9)', () => {
  it.each([
    [1, [1], 'scope', false],
    [2, [2], 'scope', false],
    [3, [3], 'scope', false],
    [4, [4], 'scope', false],
    [7, [7], 'scope', false],
    [8, [8], 'scope', false],
    [9, [9], 'scope', false],
    [11, [11], 'scope', false],
    [100, [7], 'mine', false],
    [101, [11], 'mine', true],
    [102, [11], 'national', true],
    [-1, [11], 'market', true],
  ] as const)('tab %s searches status %j with reach %s (private %s)', (tab, statusIds, reach, isPrivate) => {
    expect(tabRule(tab)).toMatchObject({ statusIds, reach, isPrivate });
    expect(resolveSearch({ tab })).toMatchObject({ statusIds, reach, isPrivate, isTableDefault: false });
  });

  it.each([
    [1, 20],
    [4, 20],
    [11, 20],
    [102, 20],
    [-1, 20],
    [100, 100],
    [101, 100],
    [undefined, 50],
  ] as Array<[ListingTabIndex | undefined, number]>)('tab %s pages by %s', (tab, size) => {
    expect(tabPageSize(tab)).toBe(size);
  });

  it('defaults to the listing table: Active, Coming Soon, Draft by listing date descending', () => {
    expect(resolveSearch({})).toMatchObject({ statusIds: [1, 7, 8], reach: 'scope', isTableDefault: true });
    expect(defaultSort(undefined)).toEqual({ sortColumn: 'listingDate', sortDirection: 'desc' });
  });
  it('sorts the sold tab by closed date descending, the other tabs by last update descending', () => {
    expect(defaultSort(4)).toEqual({ sortColumn: 'closedDate', sortDirection: 'desc' });
    expect(defaultSort(1)).toEqual({ sortColumn: 'lastUpdated', sortDirection: 'desc' });
  });
  it('turns a scope tab into a market search with the market flag, and takes explicit statuses', () => {
    expect(resolveSearch({ tab: 1, isMarket: true }).reach).toBe('market');
    expect(resolveSearch({ tab: 102, isMarket: true }).reach).toBe('national');
    expect(resolveSearch({ status: [4], isPrivate: true })).toMatchObject({
      statusIds: [4],
      isPrivate: true,
      isTableDefault: false,
    });
  });
});

describe('search audience (spec/000 section 6)', () => {
  it.each([
    ['branch manager drops the agent filter', actor({ roles: ['branchManager'] }), [5], null, null],
    [
      'a branch manager who is also an agent is not limited on sold listings',
      actor({ roles: ['branchManager', 'agent'], agentIds: [5] }),
      [5],
      null,
      null,
    ],
    ['an agent keeps his own ids', actor({ roles: ['agent'], agentIds: [5, 6] }), [6], [6], [5, 6]],
    ['an agent asking for others gets his own', actor({ roles: ['agent'], agentIds: [5] }), [9], [5], [5]],
    [
      'an agent with no filter is filtered on sold only',
      actor({ roles: ['agent'], agentIds: [5] }),
      undefined,
      null,
      [5],
    ],
    [
      'staff may filter by any agent, no sold limit',
      actor({ roles: ['staff'], officeIds: [1] }),
      [9],
      [9],
      null,
    ],
    ['admin without filter', actor({ roles: ['systemAdmin'] }), undefined, null, null],
  ] as const)('%s', (_label, who, requested, agentIds, soldAgentIds) => {
    const a = searchAudience(who, requested as number[] | undefined);
    expect(a.agentIds).toEqual(agentIds);
    expect(a.soldAgentIds).toEqual(soldAgentIds);
  });
});

describe('the search payload', () => {
  it('applies the defaults and accepts the spec fields', () => {
    const body = ListingSearchSchema.parse({
      criteria: { text: ' park ', quickFilters: ['10Photos', 'expiry'] },
      itemsPerPage: 50,
      sortColumn: 'price',
      sortDirection: 'desc',
      agentIds: [1],
      officeIds: ['2'],
      roleIds: ['1d2e8a47-6b0c-4f6e-8a3b-2c9d7e4f0a02'],
      tab: -1,
    });
    expect(body).toMatchObject({ currentPage: 1, officeIds: [2], criteria: { text: 'park' } });
  });
  it.each([
    [{ currentPage: 0 }, 'Page should be 1 or more'],
    [{ itemsPerPage: 101 }, 'At most 100 listings per page'],
  ])('refuses %j with its sentence', (input, message) => {
    const r = ListingSearchSchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe(message);
  });
  it.each([
    { tab: 5 },
    { sortColumn: 'title' },
    { sortDirection: 'up' },
    { criteria: { quickFilters: ['x'] } },
    { status: [5] },
  ])('refuses %j', (input) => {
    expect(ListingSearchSchema.safeParse(input).success).toBe(false);
  });
});

describe('list helpers', () => {
  it.each([
    ['2026-01-01', '2026-01-31', 30],
    ['2026-01-31', '2026-01-31', 0],
    ['2026-02-10', '2026-01-31', 0],
    [null, '2026-01-31', null],
  ] as const)('days on market from %s to %s is %s', (from, today, days) => {
    expect(daysOnMarket(from, today)).toBe(days);
  });

  it('gives the expiry window from 7 days ago to 28 days ahead', () => {
    expect(expiryWindow('2026-03-01')).toEqual({ from: '2026-02-22', to: '2026-03-29' });
  });

  it('appends a page above the current one and replaces otherwise (spec/000 section 4.5)', () => {
    const first = accumulatePage({ page: 0, rows: [] }, 1, [1, 2]);
    expect(first).toEqual({ page: 1, rows: [1, 2] });
    const second = accumulatePage(first, 2, [3]);
    expect(second).toEqual({ page: 2, rows: [1, 2, 3] });
    expect(accumulatePage(second, 1, [9])).toEqual({ page: 1, rows: [9] });
    expect(accumulatePage(second, 2, [4])).toEqual({ page: 2, rows: [4] });
  });

  it('moves an updated listing to the top of a cached list', () => {
    const rows = [
      { id: 1, v: 'a' },
      { id: 2, v: 'b' },
      { id: 3, v: 'c' },
    ];
    expect(moveToTop(rows, 3, { v: 'C' })).toEqual([
      { id: 3, v: 'C' },
      { id: 1, v: 'a' },
      { id: 2, v: 'b' },
    ]);
    expect(moveToTop(rows, 9)).toEqual(rows);
  });

  it.each([
    [{ title: 'Villa', address1: '1 Main St', useAddressAsTitle: false }, 'Villa'],
    [{ title: 'Villa', address1: '1 Main St', useAddressAsTitle: true }, '1 Main St'],
    [{ title: null, address1: '1 Main St', useAddressAsTitle: false }, '1 Main St'],
    [{ title: null, address1: null, useAddressAsTitle: true }, 'Untitled listing'],
  ])('shows %j as %s', (l, shown) => {
    expect(listingDisplayTitle(l)).toBe(shown);
  });
});

describe('the create payload', () => {
  it('defaults to a sale', () => {
    expect(ListingCreateSchema.parse({})).toEqual({ listingType: 'Sale' });
  });
  it.each([
    [{ title: 'A|B' }, MSG.titlePipe],
    [{ title: 'x'.repeat(51) }, 'Title should be at most 50 characters'],
  ])('refuses %j', (input, message) => {
    expect(ListingCreateSchema.safeParse(input).error?.issues[0].message).toBe(message);
  });
  it('refuses an unknown listing type', () => {
    expect(ListingCreateSchema.safeParse({ listingType: 'Lease' }).success).toBe(false);
  });
});
