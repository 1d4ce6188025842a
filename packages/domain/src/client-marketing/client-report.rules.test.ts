import { describe, expect, it } from 'vitest';
import { marketingLinks } from '../marketing/marketing.rules';
import {
  brokersLetter,
  campaignRates,
  isMarketingSection,
  REPORT_SOURCES,
  reportOverviewFigures,
  reportSectionSource,
  showingsByMonth,
  visibleReportTree,
} from './client-report.rules';

const node = (
  id: number,
  sortOrder: number,
  displaySection = true,
  childSections: ReturnType<typeof child>[] = [],
) => ({
  id,
  sortOrder,
  displaySection,
  childSections,
});
const child = (id: number, sortOrder: number, displaySection = true) => ({ id, sortOrder, displaySection });

describe('visibleReportTree', () => {
  it.each([
    ['keeps shown sections in sort order', [node(1, 2), node(2, 1)], [[2], [1]]],
    ['drops a hidden section', [node(1, 1), node(2, 2, false)], [[1]]],
    ['a hidden parent hides its children', [node(1, 1, false, [child(3, 1)]), node(2, 2)], [[2]]],
    [
      'drops hidden children, orders the rest',
      [node(1, 1, true, [child(3, 2), child(4, 1), child(5, 3, false)])],
      [[1, 4, 3]],
    ],
    ['no sections', [], []],
  ])('%s', (_name, tree, expected) => {
    expect(visibleReportTree(tree).map((s) => [s.id, ...s.childSections.map((c) => c.id)])).toEqual(expected);
  });
});

describe('reportOverviewFigures', () => {
  const base = {
    listingDate: '2026-11-01' as string | null,
    today: '2026-11-27',
    price: 2_450_000 as number | null,
    priceLabel: 'List price',
    showings: [
      { showingDate: '2026-11-03', count: 2 },
      { showingDate: '2026-11-20', count: 1 },
    ],
    openHouses: [
      { startDateTime: '2026-11-08T13:00' },
      { startDateTime: '2026-11-27T11:00' },
      { startDateTime: '2026-11-28T11:00' },
    ],
    totalViews: 340,
    marketingItems: [
      { date: '2026-11-05', marketingTypeId: 12, emailsSent: 1200 },
      { date: '2026-11-10', marketingTypeId: 14, emailsSent: null },
      { date: '2026-12-01', marketingTypeId: 12, emailsSent: 900 },
    ],
  };
  const byLabel = (input: typeof base) =>
    Object.fromEntries(reportOverviewFigures(input).map((f) => [f.label, f.value]));

  it('counts what has happened by today, with each figure sourced', () => {
    expect(byLabel(base)).toEqual({
      'List price': 2_450_000,
      'Days on market': 26,
      Showings: 2,
      'Visitors at showings': 3,
      'Open houses held': 2,
      'Views on web': 340,
      'Marketing items': 2,
      'E-mails sent': 1200,
    });
    for (const f of reportOverviewFigures(base)) expect(f.source.length).toBeGreaterThan(10);
  });
  it.each([
    ['listed today', '2026-11-27', 0],
    ['listed yesterday', '2026-11-26', 1],
    ['no listing date', null, null],
    ['listing date in the future', '2026-12-01', 0],
  ])('days on market when %s', (_n, listingDate, days) => {
    expect(byLabel({ ...base, listingDate })['Days on market']).toBe(days);
  });
  it('an unpriced listing has no price figure value', () => {
    expect(byLabel({ ...base, price: null, priceLabel: 'Monthly rent' })['Monthly rent']).toBeNull();
  });
  it('nothing yet: zeros, not blanks', () => {
    const f = byLabel({ ...base, showings: [], openHouses: [], totalViews: 0, marketingItems: [] });
    expect([f.Showings, f['Open houses held'], f['Views on web'], f['E-mails sent']]).toEqual([0, 0, 0, 0]);
  });
});

describe('showingsByMonth', () => {
  it.each([
    ['none', [], []],
    [
      'fills the months between',
      [
        { showingDate: '2026-09-03', count: 2 },
        { showingDate: '2026-11-20', count: 1 },
        { showingDate: '2026-11-02', count: 4 },
      ],
      [
        { month: '2026-09', showings: 1, visitors: 2 },
        { month: '2026-10', showings: 0, visitors: 0 },
        { month: '2026-11', showings: 2, visitors: 5 },
      ],
    ],
    [
      'across a new year',
      [
        { showingDate: '2027-01-05', count: 1 },
        { showingDate: '2026-12-30', count: 3 },
      ],
      [
        { month: '2026-12', showings: 1, visitors: 3 },
        { month: '2027-01', showings: 1, visitors: 1 },
      ],
    ],
  ])('%s', (_n, showings, expected) => {
    expect(showingsByMonth(showings)).toEqual(expected);
  });
});

describe('campaignRates', () => {
  it.each([
    [
      { views: 300, clicks: 45, emailsSent: 1200 },
      { viewRate: '25.00%', interactionRate: '3.75%' },
    ],
    [
      { views: 1, clicks: 2, emailsSent: 3 },
      { viewRate: '33.33%', interactionRate: '66.67%' },
    ],
    [
      { views: 10, clicks: 0, emailsSent: 0 },
      { viewRate: '', interactionRate: '' },
    ],
    [
      { views: null, clicks: 5, emailsSent: 10 },
      { viewRate: '', interactionRate: '50.00%' },
    ],
  ])('%o', (item, rates) => {
    expect(campaignRates(item)).toEqual(rates);
  });
});

describe('sections', () => {
  it.each([
    ['showings', REPORT_SOURCES.showings],
    ['graph', REPORT_SOURCES.viewsOnWeb],
    ['advertisements', REPORT_SOURCES.marketing],
    ['emailCampaigns', REPORT_SOURCES.emailCampaigns],
    ['overview', REPORT_SOURCES.listing],
  ] as const)('the source of %s', (name, source) => {
    expect(reportSectionSource(name)).toBe(source);
  });
  it.each([
    [3, true],
    [6, true],
    [7, true],
    [8, true],
    [9, true],
    [4, false],
    [1, false],
    [12, false],
  ])('section %i shows marketing items: %s', (id, expected) => {
    expect(isMarketingSection(id)).toBe(expected);
  });
});

describe('brokersLetter', () => {
  it('thanks the seller from the office and is signed by the agents', () => {
    const letter = brokersLetter({
      office: 'Meridian Palm Beach',
      address: '12 Ocean Blvd',
      agents: ['Ann Lee', 'Bo Kim'],
    });
    expect(letter[0]).toBe('Thank you for entrusting Meridian Palm Beach with 12 Ocean Blvd.');
    expect(letter.at(-1)).toBe('Ann Lee, Bo Kim');
  });
  it('without agents the office signs', () => {
    expect(brokersLetter({ office: null, address: 'x', agents: [] }).at(-1)).toBe('our office');
  });
});

describe('marketingLinks with a public file address', () => {
  const item = { marketingTypeId: 14, url: 'example.com/ad.pdf', file: { id: 'f1' } };
  it('reads the file without the session through the given address', () => {
    expect(marketingLinks(item, (id) => `/public/${id}`)).toEqual([
      { label: 'LINK', href: 'example.com/ad.pdf', isFile: false },
      { label: 'TEAR SHEET', href: '/public/f1', isFile: false },
    ]);
  });
  it('otherwise with the session', () => {
    expect(marketingLinks(item)[1]).toEqual({ label: 'TEAR SHEET', href: '/api/files/f1', isFile: true });
  });
});
