import { describe, expect, it } from 'vitest';
import {
  ACCESS_CODE_ALPHABET,
  canEditPrivateUser,
  endOfDay,
  expiredDates,
  generateAccessCode,
  listingIdOfSiteUrl,
  privateUserProblem,
  privateUserStatus,
  startOfDay,
} from './private-site.rules';

const window = { startDate: startOfDay('2027-03-10'), endDate: endOfDay('2027-03-20') };

describe('privateUserStatus', () => {
  it.each([
    [
      'not approved',
      { approved: false, customDate: false, startDate: null, endDate: null },
      '2027-03-15T12:00:00Z',
      'Pending Approval',
    ],
    [
      'not approved, in its window',
      { approved: false, customDate: true, ...window },
      '2027-03-15T12:00:00Z',
      'Pending Approval',
    ],
    [
      'approved, no custom dates',
      { approved: true, customDate: false, ...window },
      '2030-01-01T00:00:00Z',
      'Active',
    ],
    [
      'a second before the start',
      { approved: true, customDate: true, ...window },
      '2027-03-09T23:59:59Z',
      'Inactive',
    ],
    ['at the start', { approved: true, customDate: true, ...window }, '2027-03-10T00:00:00Z', 'Active'],
    ['at the last second', { approved: true, customDate: true, ...window }, '2027-03-20T23:59:59Z', 'Active'],
    [
      'a second after the end',
      { approved: true, customDate: true, ...window },
      '2027-03-21T00:00:00Z',
      'Expired',
    ],
    [
      'custom dates, no end',
      { approved: true, customDate: true, startDate: window.startDate, endDate: null },
      '2040-01-01T00:00:00Z',
      'Active',
    ],
  ] as const)('%s → %s', (_, user, now, status) =>
    expect(privateUserStatus(user, new Date(now))).toBe(status),
  );
});

describe('canEditPrivateUser (edit and expire offered)', () => {
  it.each([
    [null, '2027-03-15T00:00:00Z', true],
    [window.endDate, '2027-03-20T23:59:58Z', true],
    [window.endDate, '2027-03-20T23:59:59Z', false],
    [window.endDate, '2027-03-21T00:00:00Z', false],
  ])('end %s at %s → %s', (endDate, now, can) =>
    expect(canEditPrivateUser({ endDate }, new Date(now))).toBe(can),
  );
});

describe('expiredDates', () => {
  const now = new Date('2027-03-15T08:00:00Z');
  it.each([
    ['no start', null, '2027-03-14T00:00:00.000Z'],
    ['an earlier start is kept', '2027-03-01T00:00:00.000Z', '2027-03-01T00:00:00.000Z'],
    ['a later start moves back', '2027-03-16T00:00:00.000Z', '2027-03-14T00:00:00.000Z'],
  ])('%s', (_, startDate, start) => {
    const d = expiredDates({ startDate }, now);
    expect(d).toEqual({ customDate: true, startDate: start, endDate: '2027-03-14T23:59:59.000Z' });
    expect(privateUserStatus({ approved: true, ...d }, now)).toBe('Expired');
    expect(canEditPrivateUser(d, now)).toBe(false);
  });
});

describe('date normalisation', () => {
  it.each([
    ['2027-03-10', '2027-03-10T00:00:00.000Z', '2027-03-10T23:59:59.000Z'],
    ['2027-03-10T15:30:00.000Z', '2027-03-10T00:00:00.000Z', '2027-03-10T23:59:59.000Z'],
  ])('%s', (day, start, end) => {
    expect(startOfDay(day)).toBe(start);
    expect(endOfDay(day)).toBe(end);
  });
});

describe('privateUserProblem (Add/Update enabled)', () => {
  const ok = { name: 'Ada', accessCode: 'abc$123!XY', customDate: false, startDate: null, endDate: null };
  it.each([
    ['complete', ok, null],
    ['no name', { ...ok, name: '  ' }, 'required'],
    ['no code', { ...ok, accessCode: '' }, 'required'],
    ['custom dates without start', { ...ok, customDate: true, endDate: '2027-03-10' }, 'required'],
    ['custom dates without end', { ...ok, customDate: true, startDate: '2027-03-10' }, 'required'],
    ['start = end', { ...ok, customDate: true, startDate: '2027-03-10', endDate: '2027-03-10' }, null],
    [
      'end a day before start',
      { ...ok, customDate: true, startDate: '2027-03-10', endDate: '2027-03-09' },
      'endBeforeStart',
    ],
    ['dates ignored without custom dates', { ...ok, startDate: '2027-03-10', endDate: '2027-03-09' }, null],
  ] as const)('%s → %s', (_, form, problem) => expect(privateUserProblem(form)).toBe(problem));
});

describe('generateAccessCode', () => {
  it('draws 10 characters of the alphabet', () => {
    for (let i = 0; i < 50; i++) {
      const code = generateAccessCode();
      expect(code).toHaveLength(10);
      expect([...code].every((c) => ACCESS_CODE_ALPHABET.includes(c))).toBe(true);
    }
    expect(ACCESS_CODE_ALPHABET).toHaveLength(66);
  });
  it.each([
    [0, 'A'],
    [65, '!'],
    [66, 'A'],
  ])('byte %i → %s', (byte, char) => expect(generateAccessCode((b) => b.fill(byte))).toBe(char.repeat(10)));
  it('draws again above the last whole multiple of the alphabet (no bias)', () => {
    let call = 0;
    const code = generateAccessCode((b) => b.fill(call++ === 0 ? 198 : 1));
    expect(code).toBe('B'.repeat(10));
  });
});

describe('listingIdOfSiteUrl', () => {
  it.each([
    ['https://x.example/site/42', 42],
    ['https://x.example/site/42/', 42],
    ['https://x.example/site/042', null],
    ['https://x.example/other/42', null],
    ['https://x.example/site/99999999999', null],
  ])('%s → %s', (url, id) => expect(listingIdOfSiteUrl(url)).toBe(id));
});
