import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { isSiteNameTaken } from './marketing.rules';
import {
  canSaveViewsSite,
  DEFAULT_VIEWS_RANGE,
  graphForRange,
  hasGraphViews,
  isCountedVisit,
  orderSitesByBand,
  siteColour,
  VIEWS_PALETTE,
  VIEWS_RANGES,
  viewsBand,
  viewsChart,
  viewsRangeStart,
  type ViewsGraphDay,
} from './views-on-web.rules';
import { ViewsSiteCreateSchema, ViewsSiteUpdateSchema } from './views-on-web.schema';

const TODAY = '2026-11-25';

describe('ranges: All, Last 30 days, Last 7 days; 7 days first', () => {
  it('has the three buttons in order and 7 days by default', () => {
    expect(VIEWS_RANGES.map((r) => r.label)).toEqual(['All', 'Last 30 days', 'Last 7 days']);
    expect(DEFAULT_VIEWS_RANGE).toBe('7');
  });
  it.each([
    ['7', TODAY, '2026-11-19'],
    ['30', TODAY, '2026-10-27'],
    ['all', TODAY, null],
    ['7', '2026-03-02', '2026-02-24'],
    ['7', '2028-03-01', '2028-02-24'],
    ['30', '2027-01-05', '2026-12-07'],
  ] as const)('%s days before %s start on %s', (range, today, start) =>
    expect(viewsRangeStart(range, today)).toBe(start),
  );
});

describe('graphForRange', () => {
  const d = (eventDate: string, totalViews = 5, siteName = 'Zillow'): ViewsGraphDay => ({
    eventDate,
    details: [{ siteName, totalViews }],
  });
  const graph = [
    d('2025-01-10'),
    d('2026-10-27'),
    d('2026-10-26'),
    d('2026-11-19'),
    d('2026-11-18'),
    d(TODAY),
    d('2026-11-26'),
  ];

  it('the last 7 days: every day from 6 days ago to today, empty days included, the future left out', () => {
    const days = graphForRange(graph, '7', TODAY);
    expect(days.map((x) => x.eventDate)).toEqual([
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    expect(days.map((x) => x.details.length)).toEqual([1, 0, 0, 0, 0, 0, 1]);
  });
  it('the last 30 days: 30 days, the boundary day in and the day before it out', () => {
    const days = graphForRange(graph, '30', TODAY);
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual(d('2026-10-27'));
    expect(days.filter((x) => x.details.length).map((x) => x.eventDate)).toEqual([
      '2026-10-27',
      '2026-11-18',
      '2026-11-19',
      TODAY,
    ]);
  });
  it('All: only the days with views, oldest first, nothing after today', () => {
    expect(graphForRange(graph, 'all', TODAY).map((x) => x.eventDate)).toEqual([
      '2025-01-10',
      '2026-10-26',
      '2026-10-27',
      '2026-11-18',
      '2026-11-19',
      TODAY,
    ]);
  });
  it.each<[ViewsGraphDay[], boolean]>([
    [[], false],
    [[{ eventDate: TODAY, details: [] }], false],
    [[{ eventDate: TODAY, details: [{ siteName: 'x', totalViews: 0 }] }], false],
    [[d(TODAY, 1)], true],
  ])('hasGraphViews(%j) → %s', (days, has) => expect(hasGraphViews(days)).toBe(has));
  it('a range without views reads as no data', () => {
    expect(hasGraphViews(graphForRange([d('2026-01-01')], '7', TODAY))).toBe(false);
    expect(hasGraphViews(graphForRange([d('2026-01-01')], 'all', TODAY))).toBe(true);
  });
});

describe('ten-view bands: most viewed band first, then by name', () => {
  it.each([
    [0, 0],
    [9, 0],
    [10, 1],
    [19, 1],
    [20, 2],
    [1234, 123],
  ])('%s views are band %s', (views, band) => expect(viewsBand(views)).toBe(band));

  it('orders by band, not by the exact count, so a few views never reshuffle a band', () => {
    const sites = [
      { siteName: 'trulia', totalViews: 12 },
      { siteName: 'Zillow', totalViews: 19 },
      { siteName: 'Redfin', totalViews: 10 },
      { siteName: 'Showcase', totalViews: 3 },
      { siteName: 'Apartments', totalViews: 31 },
      { siteName: 'Curbed', totalViews: 9 },
    ];
    expect(orderSitesByBand(sites).map((s) => s.siteName)).toEqual([
      'Apartments',
      'Redfin',
      'trulia',
      'Zillow',
      'Curbed',
      'Showcase',
    ]);
  });
});

describe('the 22-colour palette', () => {
  it('has 22 distinct colours, none white', () => {
    expect(VIEWS_PALETTE).toHaveLength(22);
    expect(new Set(VIEWS_PALETTE).size).toBe(22);
    expect(VIEWS_PALETTE).not.toContain('#ffffff');
    expect(VIEWS_PALETTE.every((c) => /^#[0-9a-f]{6}$/.test(c))).toBe(true);
  });
  it.each([
    [0, VIEWS_PALETTE[0]],
    [21, VIEWS_PALETTE[21]],
    [22, VIEWS_PALETTE[0]],
    [45, VIEWS_PALETTE[1]],
  ])('site %s gets %s', (i, colour) => expect(siteColour(i)).toBe(colour));
});

describe('viewsChart: a series per site in band order, coloured by its place', () => {
  const sites = [
    { siteName: 'Trulia', totalViews: 15 },
    { siteName: 'Zillow', totalViews: 40 },
    { siteName: 'Quiet', totalViews: 2 },
  ];
  const days: ViewsGraphDay[] = [
    { eventDate: '2026-11-24', details: [{ siteName: 'Zillow', totalViews: 40 }] },
    { eventDate: TODAY, details: [{ siteName: 'Trulia', totalViews: 15 }] },
  ];
  it('stacks each day per site and leaves out the sites without views in the range', () => {
    expect(viewsChart(sites, days)).toEqual({
      days: ['2026-11-24', TODAY],
      series: [
        { siteName: 'Zillow', colour: VIEWS_PALETTE[0], views: [40, 0] },
        { siteName: 'Trulia', colour: VIEWS_PALETTE[1], views: [0, 15] },
      ],
    });
  });
  it('keeps a site its colour when another range hides a site before it', () => {
    const only = viewsChart(sites, [days[1]]);
    expect(only.series).toEqual([{ siteName: 'Trulia', colour: VIEWS_PALETTE[1], views: [15] }]);
  });
});

describe('the name rule: unique among the sites (case and spaces ignored), the site itself excluded', () => {
  const sites = [
    { id: 0, siteName: 'Showcase Website' },
    { id: 4, siteName: 'Zillow' },
  ];
  it.each([
    ['ZILLOW', null, true],
    ['  zillow  ', 9, true],
    ['Zillow', 4, false],
    ['showcase website', null, true],
    ['Zillow.com', null, false],
  ])('%j (self %s) → taken %s', (name, self, taken) =>
    expect(isSiteNameTaken(sites, name, self)).toBe(taken),
  );
});

describe('canSaveViewsSite: Add and Save wait for name, deep link and a total of at least 1', () => {
  const ok = { siteName: 'Zillow', deepLink: 'zillow.com/x', totalViews: 1 };
  it.each([
    [ok, true],
    [{ ...ok, siteName: '  ' }, false],
    [{ ...ok, siteName: 'x'.repeat(501) }, false],
    [{ ...ok, deepLink: '' }, false],
    [{ ...ok, totalViews: 0 }, false],
    [{ ...ok, totalViews: null }, false],
    [{ ...ok, totalViews: 1.5 }, false],
    [{ ...ok, totalViews: 2147483647 }, true],
    [{ ...ok, totalViews: 2147483648 }, false],
  ])('%j → %s', (values, can) => expect(canSaveViewsSite(values)).toBe(can));
});

describe('the site schema', () => {
  const site = { siteName: 'Zillow', deepLink: 'https://zillow.com/h/1', totalViews: 120 };
  const firstError = (input: unknown) => {
    const r = ViewsSiteUpdateSchema.safeParse(input);
    return r.success ? null : r.error.issues[0].message;
  };
  it.each([
    ['a whole site', site, null],
    ['no name', { ...site, siteName: ' ' }, MSG.required(['Site Name'])],
    ['a 500-character name', { ...site, siteName: 'x'.repeat(500) }, null],
    ['a 501-character name', { ...site, siteName: 'x'.repeat(501) }, MSG.maxLength('Site Name', 500)],
    ['no deep link', { ...site, deepLink: '' }, MSG.required(['Deep Link'])],
    ['0 views', { ...site, totalViews: 0 }, MSG.viewsTotalInvalid],
    ['negative views', { ...site, totalViews: -4 }, MSG.viewsTotalInvalid],
    ['a fraction', { ...site, totalViews: 2.5 }, MSG.viewsTotalInvalid],
    ['11 digits', { ...site, totalViews: 10_000_000_000 }, MSG.viewsTotalInvalid],
    ['views as text', { ...site, totalViews: '12' }, MSG.viewsTotalInvalid],
    ['an unknown field', { ...site, isShowcase: true }, 'Unrecognized key: "isShowcase"'],
  ])('%s → %j', (_n, input, message) => expect(firstError(input)).toBe(message));

  it.each([
    ['zillow.com/homedetails/1', 'http://zillow.com/homedetails/1'],
    ['  //zillow.com/a ', 'http://zillow.com/a'],
    ['https://zillow.com', 'https://zillow.com'],
    ['HTTP://ZILLOW.COM', 'HTTP://ZILLOW.COM'],
  ])('deep link %j is kept as %j', (deepLink, kept) =>
    expect(ViewsSiteUpdateSchema.parse({ ...site, deepLink }).deepLink).toBe(kept),
  );
  it('POST needs the listing', () => {
    expect(ViewsSiteCreateSchema.safeParse(site).success).toBe(false);
    expect(ViewsSiteCreateSchema.parse({ ...site, listingId: 3, siteName: ' Zillow ' })).toEqual({
      ...site,
      listingId: 3,
    });
  });
});

describe('isCountedVisit: a GET by a person counts; HEAD, robots and no user agent do not', () => {
  const chrome =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
  it.each([
    ['GET', chrome, true],
    ['GET', iphone, true],
    ['HEAD', chrome, false],
    ['POST', chrome, false],
    ['GET', '', false],
    ['GET', undefined, false],
    ['GET', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', false],
    ['GET', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', false],
    ['GET', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', false],
    ['GET', 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)', false],
    ['GET', 'Twitterbot/1.0', false],
    ['GET', 'WhatsApp/2.23.20.0', false],
    ['GET', 'curl/8.5.0', false],
    ['GET', 'python-requests/2.32', false],
    ['GET', 'Mozilla/5.0 (Linux; Android 10; K) Chrome-Lighthouse', false],
    ['GET', 'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)', false],
  ])('%s by %j → %s', (method, agent, counted) => expect(isCountedVisit(method, agent)).toBe(counted));
});
