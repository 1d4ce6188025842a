import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import {
  ADDITIONAL_PROMOTION_TYPES,
  additionalMarketingProblems,
  isCitComplete,
  splitEvenly,
} from './other-marketing.rules';
import { AdditionalMarketingSchema, MarketingSearchSchema } from './other-marketing.schema';

const row = (over: Record<string, unknown> = {}) => ({
  listingId: 7,
  agentId: 1,
  agentName: 'Ann Agent',
  creditMemo: null,
  actualCost: 100,
  officeCost: null,
  agentCost: null,
  agentPaid: false,
  cit: false,
  ...over,
});
const entry = (over: Record<string, unknown> = {}) => ({
  marketingTypeId: 16,
  additionalPromotionId: 10,
  date: '2026-11-02',
  description: 'Brochure run',
  billingCode: 'MKT-1',
  agentMarketingCosts: [row()],
  ...over,
});
const messages = (input: unknown) => {
  const r = AdditionalMarketingSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('isCitComplete: CIT with an office cost needs an agent cost and a credit memo type', () => {
  it.each([
    [false, 500, null, null, true],
    [true, null, null, null, true],
    [true, 0, null, null, true],
    [true, 500, null, null, false],
    [true, 500, 250, null, false],
    [true, 500, 250, '  ', false],
    [true, 500, null, 'Full', false],
    [true, 500, 250, 'Full', true],
    [true, 500, 0, 'Partial', true],
  ])('cit %s office %s agent %s memo %s -> %s', (cit, officeCost, agentCost, creditMemo, ok) => {
    expect(isCitComplete({ cit, officeCost, agentCost, creditMemo })).toBe(ok);
  });
});

describe('additionalMarketingProblems', () => {
  it.each([
    ['no agent', [], [MSG.additionalMarketingAgentRequired]],
    ['one agent', [row()], []],
    ['two agents', [row(), row({ agentId: 2 })], []],
    ['the same agent twice', [row(), row()], [MSG.additionalMarketingDuplicateAgent]],
    ['two listings', [row(), row({ agentId: 2, listingId: 8 })], [MSG.additionalMarketingOneListing]],
    ['an incomplete CIT row', [row({ cit: true, officeCost: 10 })], [MSG.additionalMarketingCitRule]],
  ])('%s', (_name, rows, expected) => {
    expect(additionalMarketingProblems(rows)).toEqual(expected);
  });
});

describe('splitEvenly', () => {
  it.each([
    [100, 1, [100]],
    [100, 2, [50, 50]],
    [100, 3, [33.34, 33.33, 33.33]],
    [0.05, 2, [0.03, 0.02]],
    [10, 0, []],
    [999.99, 4, [250, 250, 250, 249.99]],
  ])('%s among %s', (total, count, shares) => {
    const split = splitEvenly(total, count);
    expect(split).toEqual(shares);
    if (count) expect(Math.round(split.reduce((a, b) => a + b, 0) * 100)).toBe(Math.round(total * 100));
  });
});

describe('AdditionalMarketingSchema', () => {
  it('accepts a complete entry and keeps two decimals of costs', () => {
    const r = AdditionalMarketingSchema.parse(
      entry({ agentMarketingCosts: [row({ actualCost: '$1,200.456' })] }),
    );
    expect(r.agentMarketingCosts[0].actualCost).toBe(1200.45);
    expect(r.date).toBe('2026-11-02');
  });
  it.each([
    ['marketingTypeId', undefined, MSG.required(['Marketing type'])],
    ['additionalPromotionId', undefined, MSG.required(['Additional promotion type'])],
    ['additionalPromotionId', 14, MSG.required(['Additional promotion type'])],
    ['date', '', MSG.required(['Date'])],
    ['date', '13/45/2026', MSG.invalidDate('Date')],
    ['description', '  ', MSG.required(['Description'])],
    ['description', 'x'.repeat(256), MSG.maxLength('Description', 255)],
    ['billingCode', '', MSG.required(['Billing Code'])],
    ['agentMarketingCosts', [], MSG.additionalMarketingAgentRequired],
    ['agentMarketingCosts', undefined, MSG.additionalMarketingAgentRequired],
    ['agentMarketingCosts', [row({ cit: true, officeCost: 40 })], MSG.additionalMarketingCitRule],
    [
      'agentMarketingCosts',
      [row({ cit: true, officeCost: 40, agentCost: 40 })],
      MSG.additionalMarketingCitRule,
    ],
  ])('%s = %j is refused', (field, value, message) => {
    expect(messages(entry({ [field]: value }))).toContain(message);
  });
  it('tells the missing agent even while other fields are missing', () => {
    expect(messages({ marketingTypeId: 16 })).toEqual(
      expect.arrayContaining([MSG.additionalMarketingAgentRequired, MSG.required(['Date'])]),
    );
  });
  it('accepts a CIT row with agent cost and credit memo type', () => {
    expect(
      messages(
        entry({
          agentMarketingCosts: [row({ cit: true, officeCost: 40, agentCost: 40, creditMemo: 'Full' })],
        }),
      ),
    ).toEqual([]);
  });
  it('offers every marketing type but Advertisement as the additional promotion type', () => {
    expect(ADDITIONAL_PROMOTION_TYPES.map((t) => t.id)).not.toContain(14);
    expect(ADDITIONAL_PROMOTION_TYPES.map((t) => t.id)).toContain(16);
  });
  it('refuses unknown fields', () => {
    expect(AdditionalMarketingSchema.safeParse(entry({ listingId: 3 })).success).toBe(false);
  });
});

describe('MarketingSearchSchema', () => {
  it('defaults to every type, date descending, 20 a page', () => {
    expect(MarketingSearchSchema.parse({})).toMatchObject({
      marketingTypeId: 0,
      sortColumn: 'date',
      sortDirection: 'desc',
      pageNumber: 1,
      pageSize: 20,
    });
  });
});
