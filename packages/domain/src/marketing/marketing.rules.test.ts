import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import {
  ADDITIONAL_PROMOTION_TYPE_IDS,
  canSaveMarketingItem,
  isSiteNameTaken,
  marketingFormOf,
  isPaidMarketingType,
  marketingLinkLabel,
  marketingLinks,
  marketingRate,
  matchesMarketingTypeFilter,
  sumMoney,
  summarizeMarketing,
  marketingTypeName,
  splitMarketing,
} from './marketing.rules';
import { withHttp } from '../listings/listing-fields';
import { MarketingItemInputSchema } from './marketing.schema';

describe('marketingRate: views or clicks over e-mails sent, 2 decimals, blank when not finite', () => {
  it.each([
    [25, 100, '25.00%'],
    [1, 3, '33.33%'],
    [2, 3, '66.67%'],
    [0, 100, '0.00%'],
    [150, 100, '150.00%'],
    [5, 0, ''],
    [0, 0, ''],
    [null, 100, ''],
    [10, null, ''],
    [undefined, undefined, ''],
  ])('%s / %s → %j', (count, sent, shown) => expect(marketingRate(count, sent)).toBe(shown));
});

describe('canSaveMarketingItem: Add and Save need the type, the date and the description', () => {
  it.each([
    [12, { date: '2026-11-01', description: 'Fall mailing' }, true],
    [14, { date: '2026-11-01', description: 'Vogue' }, true],
    [16, { date: '2026-11-01', description: 'Flyer' }, true],
    [12, { date: '', description: 'Fall mailing' }, false],
    [12, { date: '2026-11-01', description: '   ' }, false],
    [15, { date: null, description: 'Post' }, false],
    [0, { date: '2026-11-01', description: 'All is a filter' }, false],
    [null, { date: '2026-11-01', description: 'No type' }, false],
    [99, { date: '2026-11-01', description: 'Unknown type' }, false],
  ])('type %s %j → %s', (type, values, ok) => expect(canSaveMarketingItem(type, values)).toBe(ok));
});

describe('marketingFormOf', () => {
  it.each([
    [14, 'advertisement'],
    [12, 'emailCampaign'],
    [15, 'socialCampaign'],
    [10, 'featuredPlacement'],
    [16, 'promotion'],
    [1, 'promotion'],
    [2, 'promotion'],
  ])('%s → %s', (type, form) => expect(marketingFormOf(type)).toBe(form));
});

describe('marketing types', () => {
  it.each([
    [16, 'Additional Promotion'],
    [14, 'Advertisement'],
    [0, 'All'],
    [77, ''],
  ])('%s is named %j', (id, name) => expect(marketingTypeName(id)).toBe(name));
  it('Advertisement is not offered as an additional promotion type', () => {
    expect(ADDITIONAL_PROMOTION_TYPE_IDS).not.toContain(14);
    expect(ADDITIONAL_PROMOTION_TYPE_IDS).toContain(16);
  });
});

describe('links', () => {
  it.each([
    ['http://x.com/ad.pdf', 'VIEW'],
    ['https://x.com/AD.PDF?x=1', 'VIEW'],
    ['x.com/ad.pdf', 'LINK'],
    ['https://x.com/ad', 'LINK'],
  ])('%s reads %s', (url, label) => expect(marketingLinkLabel(url)).toBe(label));
  it.each([
    ['example.com', 'http://example.com'],
    ['  example.com/a ', 'http://example.com/a'],
    ['https://example.com', 'https://example.com'],
    ['ftp://example.com', 'ftp://example.com'],
    ['', ''],
  ])('withHttp(%j) → %j', (url, out) => expect(withHttp(url)).toBe(out));
});

describe('splitMarketing: before today is past (newest first), today on is upcoming (soonest first)', () => {
  const items = [
    { id: 1, date: '2026-11-24' },
    { id: 2, date: '2026-11-25' },
    { id: 3, date: '2026-10-01' },
    { id: 4, date: '2026-12-31' },
    { id: 5, date: '2026-11-25' },
  ];
  it('splits at today', () => {
    const { pastMarketings, upcomingMarketings } = splitMarketing(items, '2026-11-25');
    expect(pastMarketings.map((i) => i.id)).toEqual([1, 3]);
    expect(upcomingMarketings.map((i) => i.id)).toEqual([2, 5, 4]);
  });
});

describe('isSiteNameTaken: unique among the listing sites, excluding itself', () => {
  const sites = [
    { id: 1, siteName: 'Zillow' },
    { id: 2, siteName: 'Trulia' },
  ];
  it.each([
    ['zillow ', null, true],
    ['Zillow', 1, false],
    ['Zillow', 2, true],
    ['Redfin', null, false],
  ])('%j (self %s) → %s', (name, self, taken) => expect(isSiteNameTaken(sites, name, self)).toBe(taken));
});

describe('MarketingItemInputSchema', () => {
  const email = { listingId: 7, marketingTypeId: 12, date: '2026-11-01', description: 'Fall mailing' };
  const firstError = (input: unknown) => {
    const r = MarketingItemInputSchema.safeParse(input);
    return r.success ? null : r.error.issues[0].message;
  };
  it.each([
    [
      'an e-mail campaign with counts',
      { ...email, emailsSent: 100, views: 25, clicks: 3, audience: 'Buyers' },
      null,
    ],
    ['a blank date', { ...email, date: '' }, MSG.required(['Date'])],
    ['an impossible date', { ...email, date: '2026-02-30' }, MSG.invalidDate('Date')],
    ['a blank name', { ...email, description: ' ' }, MSG.required(['Name'])],
    ['a 256-character name', { ...email, description: 'x'.repeat(256) }, MSG.maxLength('Name', 255)],
    ['a 500-character publication', { ...email, marketingTypeId: 14, description: 'x'.repeat(500) }, null],
    [
      'a 501-character publication',
      { ...email, marketingTypeId: 14, description: 'x'.repeat(501) },
      MSG.maxLength('Publication', 500),
    ],
    ['a negative count', { ...email, views: -1 }, MSG.marketingCountInvalid],
    ['an 11-digit count', { ...email, emailsSent: 10_000_000_000 }, MSG.marketingCountInvalid],
    ['a fraction', { ...email, clicks: 1.5 }, MSG.marketingCountInvalid],
    ['a 501-character audience', { ...email, audience: 'a'.repeat(501) }, MSG.maxLength('Audience', 500)],
    [
      'reach on an e-mail campaign',
      { ...email, potentialReach: 5 },
      MSG.marketingFieldNotForType('potentialReach'),
    ],
    [
      'a social campaign ending before it starts',
      { ...email, marketingTypeId: 15, toDate: '2026-10-31' },
      MSG.marketingFromAfterTo,
    ],
    ['a social campaign of one day', { ...email, marketingTypeId: 15, toDate: '2026-11-01' }, null],
    ['the type All', { ...email, marketingTypeId: 0 }, MSG.required(['Type'])],
    ['an unknown field', { ...email, agentMarketingCosts: [] }, 'Unrecognized key: "agentMarketingCosts"'],
    ['costs with cents', { ...email, actualCost: 1250.5, agentCost: '$1,000.25', officeCost: 0 }, null],
    ['a 10-character cost', { ...email, actualCost: '9999999.99' }, null],
    ['an 11-character cost', { ...email, actualCost: '99999999.99' }, MSG.maxLength('Actual Cost', 10)],
    ['a negative cost', { ...email, agentCost: -1 }, MSG.notNegative('Agent Cost')],
    ['a cost in words', { ...email, officeCost: 'ten' }, MSG.notANumber('Office Cost')],
    [
      'a 51-character invoice number',
      { ...email, invoiceNumber: '1'.repeat(51) },
      MSG.maxLength('Invoice Number', 50),
    ],
    ['a 256-character vendor', { ...email, vendor: 'v'.repeat(256) }, MSG.maxLength('Vendor', 255)],
    [
      'a 51-character billing code',
      { ...email, billingCode: 'b'.repeat(51) },
      MSG.maxLength('Billing Code', 50),
    ],
    [
      'a flag that is not a boolean',
      { ...email, cit: 'yes' },
      'Invalid input: expected boolean, received string',
    ],
  ])('%s → %j', (_name, input, message) => expect(firstError(input)).toBe(message));

  it('gives a url without a scheme http:// and blanks become null', () => {
    const v = MarketingItemInputSchema.parse({ ...email, url: 'example.com/ad.pdf', audience: '' });
    expect(v.url).toBe('http://example.com/ad.pdf');
    expect(v.audience).toBeNull();
    expect(v.toDate).toBeNull();
    expect(v.views).toBeNull();
  });

  it('keeps two decimals of a cost, trims the billing texts and defaults the flags to false', () => {
    const v = MarketingItemInputSchema.parse({
      ...email,
      actualCost: '1,234.567',
      vendor: '  Condé Nast ',
      billingCode: '',
      isAgentPaid: true,
    });
    expect(v).toMatchObject({
      actualCost: 1234.56,
      agentCost: null,
      vendor: 'Condé Nast',
      billingCode: null,
      publish: false,
      cit: false,
      isAgentPaid: true,
    });
  });
  it('reads a day typed as 11/1/2026 as 2026-11-01', () => {
    expect(MarketingItemInputSchema.parse({ ...email, date: '11/1/2026' }).date).toBe('2026-11-01');
  });
});

describe("marketingLinks: url VIEW or LINK, then the file (an advertisement's tear sheet)", () => {
  const file = { id: '00000000-0000-4000-8000-000000000001' };
  it.each([
    [14, 'http://vogue.com/ad.pdf', null, ['VIEW']],
    [14, 'https://vogue.com/ad', null, ['LINK']],
    [14, null, file, ['TEAR SHEET']],
    [14, 'http://vogue.com/ad.pdf', file, ['VIEW', 'TEAR SHEET']],
    [12, null, file, ['VIEW']],
    [16, 'example.com/flyer.pdf', file, ['LINK', 'VIEW']],
    [10, null, null, []],
  ])('type %s url %j file %j → %j', (marketingTypeId, url, f, labels) =>
    expect(marketingLinks({ marketingTypeId, url, file: f }).map((l) => l.label)).toEqual(labels),
  );
  it('links the file to its download', () => {
    expect(marketingLinks({ marketingTypeId: 14, url: null, file })[0]).toEqual({
      label: 'TEAR SHEET',
      href: `/api/files/${file.id}`,
      isFile: true,
    });
  });
});

describe('the type filter: Paid Advertisement (1) means the paid types', () => {
  it.each([
    [0, 14, true],
    [0, 3, true],
    [1, 14, true],
    [1, 12, true],
    [1, 15, true],
    [1, 10, true],
    [1, 16, true],
    [1, 1, true],
    [1, 2, false],
    [1, 3, false],
    [1, 4, false],
    [14, 14, true],
    [14, 12, false],
    [2, 2, true],
    [3, 4, false],
  ])('filter %s, item type %s → %s', (filter, type, shown) =>
    expect(matchesMarketingTypeFilter(filter, type)).toBe(shown),
  );
  it.each([
    [14, true],
    [1, true],
    [2, false],
    [0, false],
  ])('isPaidMarketingType(%s) → %s', (type, paid) => expect(isPaidMarketingType(type)).toBe(paid));
});

describe('sumMoney: exact to the cent', () => {
  it.each([
    [[0.1, 0.2], 0.3],
    [[1250.5, null, 99.99], 1350.49],
    [[], 0],
    [[undefined, 19.99, 0.01], 20],
  ])('%j → %s', (values, total) => expect(sumMoney(values)).toBe(total));
});

describe('summarizeMarketing: counts by type, latest and next, totals', () => {
  const item = (
    id: number,
    marketingTypeId: number,
    date: string,
    over: Record<string, number | null> = {},
  ) => ({
    id,
    marketingTypeId,
    date,
    description: `item ${id}`,
    actualCost: null,
    agentCost: null,
    officeCost: null,
    views: null,
    clicks: null,
    ...over,
  });
  it('summarises a listing', () => {
    const s = summarizeMarketing(
      [
        item(1, 12, '2026-11-20', { views: 100, clicks: 7, actualCost: 0.1 }),
        item(2, 14, '2026-11-24', { actualCost: 0.2, agentCost: 150, officeCost: 50.5 }),
        item(3, 3, '2026-11-25'),
        item(4, 14, '2026-12-02', { views: 5 }),
      ],
      '2026-11-25',
    );
    expect(s.itemCount).toBe(4);
    expect(s.countsByType).toEqual([
      { marketingTypeId: 14, name: 'Advertisement', count: 2 },
      { marketingTypeId: 12, name: 'Email Campaign', count: 1 },
      { marketingTypeId: 3, name: 'Open House', count: 1 },
    ]);
    expect(s.latest).toMatchObject({ id: 2, marketingTypeName: 'Advertisement', date: '2026-11-24' });
    expect(s.next).toMatchObject({ id: 3, marketingTypeName: 'Open House', date: '2026-11-25' });
    expect([s.actualCost, s.agentCost, s.officeCost, s.views, s.clicks]).toEqual([0.3, 150, 50.5, 105, 7]);
  });
  it.each([
    ['nothing', [], null, null],
    ['only past', [item(1, 2, '2026-01-01')], 1, null],
    ['only upcoming', [item(1, 2, '2027-01-01')], null, 1],
  ])('%s → latest %s, next %s', (_n, items, latest, next) => {
    const s = summarizeMarketing(items, '2026-11-25');
    expect(s.latest?.id ?? null).toBe(latest);
    expect(s.next?.id ?? null).toBe(next);
    expect(s.itemCount).toBe(items.length);
  });
});
