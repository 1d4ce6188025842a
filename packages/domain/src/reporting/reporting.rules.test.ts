import { describe, expect, it } from 'vitest';
import {
  advertisingSummary,
  costTotals,
  creditedCommission,
  monthlyAgentCosts,
  monthsBetween,
} from './reporting.rules';
import { AdvertisingReportQuery, CitReportQuery } from './reporting.schema';
import { MSG } from '../messages';

describe('monthsBetween', () => {
  it.each([
    ['2026-01-15', '2026-01-20', ['2026-01']],
    ['2026-11-30', '2027-02-01', ['2026-11', '2026-12', '2027-01', '2027-02']],
    ['2026-03-01', '2026-02-01', []],
  ])('%s to %s', (start, end, months) => expect(monthsBetween(start, end)).toEqual(months));
});

describe('costTotals', () => {
  it.each([
    [[], { actualCost: 0, officeCost: 0, agentCost: 0 }],
    [
      [
        { actualCost: 0.1, officeCost: null, agentCost: 0.2 },
        { actualCost: 0.2, officeCost: 5, agentCost: null },
      ],
      { actualCost: 0.3, officeCost: 5, agentCost: 0.2 },
    ],
  ])('sums %j', (rows, totals) => expect(costTotals(rows)).toEqual(totals));
});

describe('monthlyAgentCosts', () => {
  it('puts each cost in its month and source, every month present', () => {
    const rows = [
      { date: '2026-01-03', source: 'Marketing' as const, agentCost: 100.1 },
      { date: '2026-01-28', source: 'Marketing' as const, agentCost: 0.2 },
      { date: '2026-03-01', source: 'Advertising' as const, agentCost: 50 },
      { date: '2026-03-02', source: 'Advertising' as const, agentCost: null },
      { date: '2025-12-31', source: 'Marketing' as const, agentCost: 999 },
    ];
    expect(monthlyAgentCosts(rows, '2026-01-01', '2026-03-31')).toEqual([
      { month: '2026-01', marketing: 100.3, advertising: 0 },
      { month: '2026-02', marketing: 0, advertising: 0 },
      { month: '2026-03', marketing: 0, advertising: 50 },
    ]);
  });
});

describe('CitReportQuery', () => {
  it.each([
    [{ startDate: '2026-01-01', endDate: '2026-12-31' }, null],
    [{ startDate: '2026-01-01', endDate: '2026-01-01', includeAds: 'false' }, null],
    [{ startDate: '2026-02-01', endDate: '2026-01-31' }, MSG.reportEndBeforeStart],
    [{ startDate: '', endDate: '2026-01-31' }, MSG.required(['Start date'])],
    [{ startDate: '2026-01-01', endDate: 'someday' }, MSG.invalidDate('End date')],
    [{ startDate: '2026-01-01', endDate: '2026-01-31', extra: 1 }, 'Unrecognized key: "extra"'],
  ])('%j', (query, error) => {
    const r = CitReportQuery.safeParse(query);
    if (error === null) expect(r.success).toBe(true);
    else expect(r.error?.issues.map((i) => i.message)).toContain(error);
  });
  it('reads the switches from the query text', () => {
    expect(
      CitReportQuery.parse({ startDate: '2026-01-01', endDate: '2026-01-31', includeMarketing: 'false' }),
    ).toMatchObject({ includeMarketing: false, includeAds: true });
  });
});

describe('advertisingSummary', () => {
  it.each([
    [[], { totals: { spots: 0, agentCost: 0, mediaOutlets: 0 }, outlets: [] }],
    [
      [
        { mediaOutlet: 'Harbor Times', spots: 1, agentCost: 0.1 },
        { mediaOutlet: 'Coastal Living', spots: 3, agentCost: 40 },
        { mediaOutlet: 'Harbor Times', spots: 1, agentCost: 0.2 },
        { mediaOutlet: 'Arts Weekly', spots: 2, agentCost: null },
        { mediaOutlet: 'Bay Journal', spots: 1, agentCost: null },
      ],
      {
        totals: { spots: 8, agentCost: 40.3, mediaOutlets: 4 },
        outlets: [
          { mediaOutlet: 'Coastal Living', spots: 3, agentCost: 40 },
          { mediaOutlet: 'Harbor Times', spots: 2, agentCost: 0.3 },
          { mediaOutlet: 'Arts Weekly', spots: 2, agentCost: 0 },
          { mediaOutlet: 'Bay Journal', spots: 1, agentCost: 0 },
        ],
      },
    ],
  ])('sums %j by media outlet, costliest first', (rows, summary) =>
    expect(advertisingSummary(rows)).toEqual(summary),
  );
});

describe('AdvertisingReportQuery', () => {
  it.each([
    [{ startDate: '01/01/2026', endDate: '2026-03-31' }, null],
    [{ startDate: '2026-04-01', endDate: '2026-03-31' }, MSG.reportEndBeforeStart],
    [{ startDate: '', endDate: '2026-03-31' }, MSG.required(['Start date'])],
    [{ startDate: '2026-01-01', endDate: '2026-03-31', extra: 1 }, 'Unrecognized key: "extra"'],
  ])('%j', (input, message) => {
    const r = AdvertisingReportQuery.safeParse(input);
    expect(r.success ? null : r.error.issues[0].message).toBe(message);
  });
});

describe('creditedCommission', () => {
  it.each([
    // price, commission, type, split, credited
    [1_000_000, 3, 1, 100, 30_000],
    [1_000_000, 3, null, 50, 15_000],
    [1_000_000, 25_000, 2, 50, 12_500],
    [1_000_000, 2.5, 3, 100, 0],
    [1_000_000, null, 1, 100, 0],
    [333_333, 3, 1, 33.33, 3333],
  ])('%d at %s (type %s), split %d%% → %d', (price, commission, type, split, credited) =>
    expect(creditedCommission(price, commission, type, split)).toBe(credited),
  );
});
