import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { isOneEntity, PRESS_TYPES, pressTypeName } from './press.rules';
import { PressInputSchema, PressSearchSchema } from './press.schema';

const item = (over: Record<string, unknown> = {}) => ({
  pressTypeId: 1,
  title: 'Meridian opens in Aspen',
  date: '11/02/2026',
  ...over,
});
const messages = (input: unknown) => {
  const r = PressInputSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('press types', () => {
  it('are 1 to 3 with their names', () => {
    expect(PRESS_TYPES.map((t) => [t.id, t.name])).toEqual([
      [1, 'Press Release'],
      [2, 'Listings in the Media'],
      [3, 'Company in the Media'],
    ]);
    expect(pressTypeName(2)).toBe('Listings in the Media');
    expect(pressTypeName(9)).toBe('');
  });
});

describe('isOneEntity', () => {
  it.each([
    [null, null, true],
    [1, null, true],
    [null, 2, true],
    [1, 2, false],
  ])('agent %s listing %s -> %s', (agentId, listingId, ok) => {
    expect(isOneEntity({ agentId, listingId })).toBe(ok);
  });
});

describe('PressInputSchema', () => {
  it('normalises a valid item', () => {
    expect(PressInputSchema.parse(item({ url: 'news.example/a' }))).toMatchObject({
      date: '2026-11-02',
      url: 'http://news.example/a',
      publish: false,
      mediaOutletId: null,
      entityDetails: { agentId: null, listingId: null },
    });
  });
  it.each([
    ['pressTypeId', 0, MSG.required(['Type'])],
    ['pressTypeId', 4, MSG.required(['Type'])],
    ['title', ' ', MSG.required(['Title'])],
    ['title', 'x'.repeat(256), MSG.maxLength('Title', 255)],
    ['date', '', MSG.required(['Date'])],
    ['date', '2026-02-30', MSG.invalidDate('Date')],
    ['entityDetails', { agentId: 1, listingId: 2 }, MSG.pressOneEntity],
  ])('%s = %j is refused', (field, value, message) => {
    expect(messages(item({ [field]: value }))).toContain(message);
  });
});

describe('PressSearchSchema', () => {
  it('defaults to published items, date descending', () => {
    expect(PressSearchSchema.parse({})).toMatchObject({
      publish: true,
      sortColumn: 'date',
      sortDirection: 'desc',
      pressTypeId: 0,
    });
  });
  it('takes null publish as both', () => {
    expect(PressSearchSchema.parse({ publish: null }).publish).toBeNull();
  });
});
