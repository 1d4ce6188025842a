import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { testActor } from '../test-actor';
import {
  advertisementFileType,
  canWriteAdvertisements,
  copiedAdvertisementName,
  isDeadlineAfterRunDate,
  isRunDateRangeValid,
  mediaOutletStatusName,
} from './advertisements.rules';
import { AdvertisementSaveSchema, AdvertisementSearchSchema } from './advertisements.schema';

describe('copiedAdvertisementName', () => {
  it.each([
    ['Spring Issue', 255, 'Copy of Spring Issue'],
    ['  Spring Issue ', 255, 'Copy of Spring Issue'],
    ['Copy of Spring Issue', 255, 'Copy of Copy of Spring Issue'],
    ['abcdefghij', 12, 'Copy of abcd'],
    ['ab cdefghij', 11, 'Copy of ab'],
  ])('%j (max %i) -> %j', (name, max, expected) => {
    expect(copiedAdvertisementName(name, max)).toBe(expected);
  });
  it('never exceeds the name limit', () => {
    expect(copiedAdvertisementName('x'.repeat(255))).toHaveLength(255);
  });
});

describe('isDeadlineAfterRunDate', () => {
  it.each([
    [null, null, false],
    ['2026-12-01', null, false],
    [null, '2026-12-01', false],
    ['2026-12-01', '2026-11-30', false],
    ['2026-12-01', '2026-12-01', false],
    ['2026-12-01', '2026-12-02', true],
  ])('run %s, deadline %s -> %s', (run, deadline, expected) => {
    expect(isDeadlineAfterRunDate(run, deadline)).toBe(expected);
  });
});

describe('isRunDateRangeValid', () => {
  it.each([
    [null, null, true],
    ['2026-01-01', null, true],
    [null, '2026-01-01', true],
    ['2026-01-01', '2026-01-01', true],
    ['2026-01-02', '2026-01-01', false],
  ])('%s..%s -> %s', (from, to, expected) => {
    expect(isRunDateRangeValid(from, to)).toBe(expected);
  });
});

describe('file types and statuses', () => {
  it.each([
    [1, 'image'],
    [2, 'tearSheet'],
    [3, undefined],
  ])('fileType %i is place %s', (id, place) => {
    expect(advertisementFileType(id)?.place).toBe(place);
  });
  it.each([
    [1, 'Active'],
    [2, 'Inactive'],
  ])('status %i is %s', (id, name) => expect(mediaOutletStatusName(id)).toBe(name));
});

describe('canWriteAdvertisements', () => {
  it.each([
    [['systemAdmin'], true],
    [['corporateMarketingEmployee'], true],
    [['marketingCoordinator'], true],
    [['agent'], false],
    [['staff'], false],
    [['branchManager'], false],
    [[], false],
  ] as const)('%j -> %s', (roles, expected) => {
    expect(canWriteAdvertisements(testActor({ roles: [...roles] }))).toBe(expected);
  });
});

describe('AdvertisementSaveSchema', () => {
  const base = { mediaOutletId: 1, name: 'Winter Estates' };
  it('keeps the fields, blanks as null, dates as ISO days, cost with two decimals', () => {
    const v = AdvertisementSaveSchema.parse({
      ...base,
      type: ' Full page ',
      edition: '',
      runDate: '12/15/2026',
      reservationDeadline: '2026-12-01',
      totalCost: '$12,500.456',
    });
    expect(v).toMatchObject({
      id: null,
      name: 'Winter Estates',
      publish: false,
      type: 'Full page',
      edition: null,
      runDate: '2026-12-15',
      reservationDeadline: '2026-12-01',
      totalCost: 12500.45,
    });
  });
  it.each([
    [{ name: 'x' }, MSG.required(['Media outlet'])],
    [{ mediaOutletId: 1 }, MSG.required(['Name'])],
    [{ ...base, name: '   ' }, MSG.required(['Name'])],
    [{ ...base, name: 'x'.repeat(256) }, MSG.maxLength('Name', 255)],
    [{ ...base, runDate: 'soon' }, MSG.invalidDate('Run date')],
    [
      { ...base, runDate: '2026-12-01', reservationDeadline: '2026-12-02' },
      MSG.advertisementDeadlineAfterRun,
    ],
    [{ ...base, notes: 'n'.repeat(4001) }, MSG.maxLength('Notes', 4000)],
    [{ ...base, extra: 1 }, undefined],
  ])('%j is refused', (body, message) => {
    const r = AdvertisementSaveSchema.safeParse(body);
    expect(r.success).toBe(false);
    if (message) expect(r.error?.issues.map((i) => i.message)).toContain(message);
  });
});

describe('AdvertisementSearchSchema', () => {
  it('pages by 20 and reads the filters', () => {
    expect(AdvertisementSearchSchema.parse({ name: ' ', runDateFrom: '2026-01-01' })).toMatchObject({
      name: null,
      runDateFrom: '2026-01-01',
      runDateTo: null,
      publish: null,
      mediaOutletId: null,
      currentPage: 1,
      itemsPerPage: 20,
    });
  });
  it('refuses a run date range that ends before it starts', () => {
    const r = AdvertisementSearchSchema.safeParse({ runDateFrom: '2026-02-01', runDateTo: '2026-01-01' });
    expect(r.error?.issues[0].message).toBe(MSG.advertisementRunDateRange);
  });
});
