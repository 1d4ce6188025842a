import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import {
  canSaveShowing,
  formatTimeOfDay,
  isOpenHouseTimeValid,
  joinDateTime,
  openHouseFlags,
  partsToTime,
  showingCount,
  splitDateTime,
  timeToParts,
  type TimeParts,
} from './showings.rules';
import { OpenHouseCreateSchema, ShowingCreateSchema, ShowingUpdateSchema } from './showings.schema';

const parts = (hour: string, minute: string, period: 'AM' | 'PM'): TimeParts => ({ hour, minute, period });

describe('time entry (hour 1-12, minute 0-59, AM/PM)', () => {
  it.each([
    [parts('12', '00', 'AM'), '00:00'],
    [parts('12', '30', 'PM'), '12:30'],
    [parts('1', '5', 'AM'), '01:05'],
    [parts('1', '05', 'PM'), '13:05'],
    [parts('11', '59', 'PM'), '23:59'],
    [parts('0', '00', 'AM'), null],
    [parts('13', '00', 'PM'), null],
    [parts('10', '60', 'AM'), null],
    [parts('', '00', 'AM'), null],
    [parts('10', '', 'AM'), null],
    [parts('100', '00', 'AM'), null],
    [parts('1a', '00', 'AM'), null],
  ])('%j is %s', (p, expected) => expect(partsToTime(p)).toBe(expected));

  it.each([
    ['00:00', parts('12', '00', 'AM')],
    ['09:07', parts('9', '07', 'AM')],
    ['12:00', parts('12', '00', 'PM')],
    ['23:59', parts('11', '59', 'PM')],
    [null, parts('', '', 'AM')],
    ['nonsense', parts('', '', 'AM')],
  ])('%s shows as %j', (t, expected) => expect(timeToParts(t)).toEqual(expected));

  it.each(['00:00', '06:30', '12:00', '12:01', '23:59'])('%s survives the round trip', (t) =>
    expect(partsToTime(timeToParts(t))).toBe(t),
  );

  it.each([
    ['2026-12-01T14:05', '2:05 PM'],
    ['2026-12-01T00:15', '12:15 AM'],
    [null, ''],
  ])('%s reads %s', (v, expected) => expect(formatTimeOfDay(v)).toBe(expected));

  it('joins and splits a local date-time', () => {
    expect(joinDateTime('2026-12-01', '14:05')).toBe('2026-12-01T14:05');
    expect(joinDateTime(null, '14:05')).toBeNull();
    expect(joinDateTime('2026-12-01', null)).toBeNull();
    expect(splitDateTime('2026-12-01T14:05')).toEqual({ day: '2026-12-01', time: '14:05' });
    expect(splitDateTime(null)).toEqual({ day: null, time: null });
  });
});

describe('open house: start before end', () => {
  it.each([
    ['2026-12-01T10:00', '2026-12-01T12:00', true],
    ['2026-12-01T10:00', '2026-12-01T10:00', false],
    ['2026-12-01T12:00', '2026-12-01T10:00', false],
    ['2026-12-01T23:00', '2026-12-02T01:00', true],
    [null, '2026-12-01T10:00', false],
    ['2026-12-01T10:00', null, false],
  ])('%s to %s: %s', (start, end, ok) => expect(isOpenHouseTimeValid(start, end)).toBe(ok));
});

describe("open house: Don't display time only with By Appointment Only", () => {
  it.each([
    [{ byAppointmentOnly: true, doNotShowTime: true }, true],
    [{ byAppointmentOnly: true, doNotShowTime: false }, false],
    [{ byAppointmentOnly: false, doNotShowTime: true }, false],
    [{ byAppointmentOnly: false, doNotShowTime: false }, false],
  ])('%j keeps doNotShowTime %s', (flags, expected) =>
    expect(openHouseFlags(flags).doNotShowTime).toBe(expected),
  );
});

describe('showing: a date and at least one showing', () => {
  it.each([
    ['2026-12-01', 0, 1, true],
    ['2026-12-01', null, 1, true],
    ['2026-12-01', 3, 3, true],
    [null, 2, 2, false],
    [null, 0, 0, false],
    ['2026-12-01', -1, -1, false],
  ])('date %s count %s counts %s, savable %s', (day, count, expected, ok) => {
    expect(showingCount(day, count)).toBe(expected);
    expect(canSaveShowing(day, count)).toBe(ok);
  });
});

const errorsOf = (r: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => (r.success ? [] : r.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`));

describe('showing schema', () => {
  it.each([
    [{ listingId: 1, showingDate: '12/01/2026', count: 0 }, [], 1],
    [{ listingId: 1, showingDate: '2026-12-01', count: '4' }, [], 4],
    [{ listingId: 1, showingDate: '', count: 2 }, ['showingDate: Showing date is required'], null],
    [
      { listingId: 1, showingDate: '2026-12-01', count: -2 },
      ['count: Number of showings should not be negative'],
      null,
    ],
    [
      { listingId: 1, showingDate: '2026-12-01', buyer: 'x'.repeat(501) },
      [`buyer: ${MSG.maxLength('Buyer', 500)}`],
      null,
    ],
    [
      { listingId: 1, showingDate: '2026-12-01', buyerAgents: 'x'.repeat(501) },
      [`buyerAgents: ${MSG.maxLength('Buyer agents', 500)}`],
      null,
    ],
    [
      { listingId: 1, showingDate: '2026-12-01', notes: 'x'.repeat(501) },
      [`notes: ${MSG.maxLength('Notes', 500)}`],
      null,
    ],
    [
      { listingId: 1, showingDate: '2026-12-01', feedback: 'x'.repeat(4001) },
      [`feedback: ${MSG.maxLength('Feedback', 4000)}`],
      null,
    ],
    [{ listingId: 1, showingDate: '2026-12-01', feedback: 'x'.repeat(4000), notes: 'y'.repeat(500) }, [], 1],
  ])('%#: %j', (body, errors, count) => {
    const r = ShowingCreateSchema.safeParse(body);
    expect(errorsOf(r)).toEqual(errors);
    if (r.success) expect(r.data.count).toBe(count);
  });

  it('refuses unknown fields', () => {
    expect(ShowingUpdateSchema.safeParse({ showingDate: '2026-12-01', color: 'red' }).success).toBe(false);
  });
});

describe('open house schema', () => {
  const base = { listingId: 1, startDateTime: '2026-12-01T10:00', endDateTime: '2026-12-01T12:00' };
  it.each([
    [base, []],
    [{ ...base, endDateTime: '2026-12-01T10:00' }, [`endDateTime: ${MSG.openHouseStartBeforeEnd}`]],
    [{ ...base, startDateTime: null }, ['startDateTime: Start date and time is required']],
    [{ ...base, endDateTime: null }, ['endDateTime: End date and time is required']],
    [{ ...base, doNotShowTime: true }, [`doNotShowTime: ${MSG.openHouseDoNotShowTime}`]],
    [{ ...base, doNotShowTime: true, byAppointmentOnly: true }, []],
    [{ ...base, notes: 'x'.repeat(4001) }, [`notes: ${MSG.maxLength('Notes', 4000)}`]],
    [{ ...base, notes: 'x'.repeat(4000), section: 's'.repeat(200) }, []],
    [{ ...base, section: 's'.repeat(201) }, [`section: ${MSG.maxLength('Section', 200)}`]],
  ])('%#: %j', (body, errors) => expect(errorsOf(OpenHouseCreateSchema.safeParse(body))).toEqual(errors));
});
