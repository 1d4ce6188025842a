import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import {
  isDueOn,
  isSavable,
  isSendOnly,
  nextSendDate,
  schedulesDueOn,
  sendingDay,
  zonedTime,
  zonedTimeToInstant,
} from './client-report-schedule.rules';
import {
  ReportScheduleCreateSchema,
  ReportScheduleFormSchema,
  ReportScheduleUpdateSchema,
} from './client-report-schedule.schema';

const NY = 'America/New_York';

describe('isDueOn: which days of the calendar each schedule sends on', () => {
  it.each([
    // [schedule, day, due]
    [1, '2026-11-23', true], // Monday
    [1, '2026-11-24', false],
    [1, '2026-11-22', false], // Sunday
    [4, '2026-11-27', true], // Friday
    [4, '2026-11-23', false],
    [2, '2026-11-02', true],
    [2, '2026-11-16', true],
    [2, '2026-11-15', false],
    [2, '2026-11-17', false],
    [2, '2026-11-01', false],
    [3, '2026-11-02', true],
    [3, '2026-11-16', false],
    [3, '2026-12-02', true],
    [0, '2026-11-02', false], // Send Now is never scheduled
    [0, '2026-11-23', false],
    [5, '2026-11-23', false],
    [1, '2028-02-28', true], // leap year: Monday 28 February
    [4, '2028-02-25', true],
    [1, '2028-02-29', false], // Tuesday 29 February
  ])('schedule %i on %s: %s', (schedule, day, due) => {
    expect(isDueOn(schedule, day)).toBe(due);
  });

  it('lists the schedules due on a day', () => {
    expect(schedulesDueOn('2026-11-02')).toEqual([1, 2, 3]); // a Monday and the 2nd
    expect(schedulesDueOn('2026-10-16')).toEqual([2, 4]); // a Friday and the 16th
    expect(schedulesDueOn('2026-11-03')).toEqual([]);
  });

  it('Send Now is only sent; the others only saved', () => {
    expect([0, 1, 2, 3, 4].map(isSendOnly)).toEqual([true, false, false, false, false]);
    expect([0, 1, 2, 3, 4, 5].map(isSavable)).toEqual([false, true, true, true, true, false]);
  });
});

describe('zonedTime: the brokerage calendar day of an instant', () => {
  it.each([
    // a UTC instant that is already Monday in New York, or still Sunday
    ['2026-11-23T04:59:00Z', NY, '2026-11-22', 23], // still Sunday 23:59 EST
    ['2026-11-23T05:00:00Z', NY, '2026-11-23', 0], // Monday 00:00 EST
    ['2026-07-06T03:59:00Z', NY, '2026-07-05', 23], // summer: EDT is UTC-4
    ['2026-07-06T04:00:00Z', NY, '2026-07-06', 0],
    ['2026-11-22T23:30:00Z', 'Asia/Tokyo', '2026-11-23', 8], // already Monday in Tokyo
    ['2026-11-23T10:00:00Z', 'America/Los_Angeles', '2026-11-23', 2],
    ['2028-03-01T04:30:00Z', NY, '2028-02-29', 23], // leap day
  ])('%s in %s is %s at %i h', (iso, zone, day, hour) => {
    const z = zonedTime(new Date(iso), zone);
    expect([z.localDate, z.hour]).toEqual([day, hour]);
  });
});

describe('zonedTimeToInstant: a local wall-clock hour as an instant', () => {
  it.each([
    ['2026-11-23', 8, NY, '2026-11-23T13:00:00.000Z'], // EST
    ['2026-07-06', 8, NY, '2026-07-06T12:00:00.000Z'], // EDT
    ['2026-03-08', 8, NY, '2026-03-08T12:00:00.000Z'], // spring-forward day, after the change
    ['2026-03-08', 2, NY, '2026-03-08T07:00:00.000Z'], // 02:00 does not exist: 03:00 EDT
    ['2026-11-01', 1, NY, '2026-11-01T05:00:00.000Z'], // 01:00 happens twice: the first (EDT)
    ['2026-11-01', 8, NY, '2026-11-01T13:00:00.000Z'], // fall-back day, after the change
    ['2026-11-23', 8, 'Europe/London', '2026-11-23T08:00:00.000Z'],
    ['2026-11-23', 8, 'Asia/Kolkata', '2026-11-23T02:30:00.000Z'],
  ])('%s %i:00 in %s is %s', (day, hour, zone, iso) => {
    expect(zonedTimeToInstant(day, hour, zone).toISOString()).toBe(iso);
  });
});

describe('nextSendDate: the next sending of a saved schedule, at 08:00 brokerage time', () => {
  it.each([
    // [schedule, from, zone, local day, instant]
    [1, '2026-11-23T12:59:00Z', NY, '2026-11-23', '2026-11-23T13:00:00.000Z'], // Monday 07:59: today
    [1, '2026-11-23T13:00:00Z', NY, '2026-11-30', '2026-11-30T13:00:00.000Z'], // Monday 08:00: next week
    [1, '2026-11-23T04:00:00Z', NY, '2026-11-23', '2026-11-23T13:00:00.000Z'], // Monday in UTC, Sunday in NY
    [1, '2026-11-23T04:00:00Z', 'UTC', '2026-11-23', '2026-11-23T08:00:00.000Z'],
    [4, '2026-11-28T01:00:00Z', NY, '2026-12-04', '2026-12-04T13:00:00.000Z'], // Saturday UTC, Friday 20:00 NY
    [2, '2026-11-16T14:00:00Z', NY, '2026-12-02', '2026-12-02T13:00:00.000Z'],
    [2, '2026-12-20T12:00:00Z', NY, '2027-01-02', '2027-01-02T13:00:00.000Z'], // over the year end
    [2, '2026-11-02T12:00:00Z', NY, '2026-11-02', '2026-11-02T13:00:00.000Z'],
    [3, '2026-01-31T12:00:00Z', NY, '2026-02-02', '2026-02-02T13:00:00.000Z'], // month end
    [3, '2028-02-29T12:00:00Z', NY, '2028-03-02', '2028-03-02T13:00:00.000Z'], // leap day
    [2, '2028-02-16T14:00:00Z', NY, '2028-03-02', '2028-03-02T13:00:00.000Z'], // over 29 February
    [1, '2028-02-27T12:00:00Z', NY, '2028-02-28', '2028-02-28T13:00:00.000Z'],
    [4, '2026-03-06T14:00:00Z', NY, '2026-03-13', '2026-03-13T12:00:00.000Z'], // over the spring change
    [4, '2026-10-30T13:00:00Z', NY, '2026-11-06', '2026-11-06T13:00:00.000Z'], // over the autumn change
    [3, '2026-03-01T12:00:00Z', NY, '2026-03-02', '2026-03-02T13:00:00.000Z'],
  ])('schedule %i from %s in %s: %s', (schedule, from, zone, day, iso) => {
    const next = nextSendDate(schedule, new Date(from), zone);
    expect(next?.localDate).toBe(day);
    expect(next?.at.toISOString()).toBe(iso);
  });

  it('Send Now has no next date', () => {
    expect(nextSendDate(0, new Date('2026-11-23T12:00:00Z'), NY)).toBeNull();
  });
});

describe('sendingDay: the day a sending run sends for', () => {
  it.each([
    ['2026-11-23T12:59:00Z', NY, null], // 07:59 in New York: not yet
    ['2026-11-23T13:00:00Z', NY, '2026-11-23'],
    ['2026-11-24T04:30:00Z', NY, '2026-11-23'], // 23:30 still Monday in New York
    ['2026-11-24T05:00:00Z', NY, null], // Tuesday 00:00
    ['2026-11-23T08:00:00Z', 'UTC', '2026-11-23'],
  ])('%s in %s: %s', (iso, zone, day) => {
    expect(sendingDay(new Date(iso), zone)).toBe(day);
  });
});

const valid = {
  recipients: 'ann@example.com, bo@example.org',
  recipientNames: 'Ann & Bo Seller',
  fromAddress: 'agent@meridian.example',
  fromName: 'Jane Agent',
  subject: 'Your weekly report',
  body: 'See <b>this</b>',
  schedule: 1,
};
const messages = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('the form rules', () => {
  it('keeps the addresses as a comma list, strips ampersands from names, keeps the message as typed', () => {
    expect(
      ReportScheduleFormSchema.parse({ ...valid, recipients: ' ann@example.com,,bo@example.org ' }),
    ).toEqual({
      ...valid,
      recipientNames: 'Ann  Bo Seller',
      body: 'See <b>this</b>',
    });
  });

  it.each([
    [{ recipients: '' }, MSG.reportRecipientRequired],
    [{ recipients: ' , ' }, MSG.reportRecipientRequired],
    [{ recipients: 'ann@example.com, nope' }, MSG.reportRecipientInvalid(['nope'])],
    [{ recipients: 'a@b, c d@e.com' }, MSG.reportRecipientInvalid(['a@b', 'c d@e.com'])],
    [
      { recipients: `${'a'.repeat(244)}@example.com` },
      MSG.reportRecipientInvalid([`${'a'.repeat(244)}@example.com`]),
    ],
    [{ fromName: '  ' }, MSG.reportFromNameRequired],
    [{ fromName: undefined }, MSG.reportFromNameRequired],
    [{ fromAddress: 'agent' }, MSG.reportFromAddressInvalid],
    [{ fromAddress: `${'a'.repeat(244)}@example.com` }, MSG.maxLength('From e-mail', 255)],
    [{ subject: 's'.repeat(256) }, MSG.maxLength('Subject', 255)],
    [{ body: 'b'.repeat(1001) }, MSG.maxLength('Custom message', 1000)],
    [{ recipientNames: 'n'.repeat(4001) }, MSG.maxLength('Recipient names', 4000)],
    [{ schedule: 5 }, 'Choose a schedule'],
  ])('refuses %o', (over, message) => {
    expect(messages(ReportScheduleFormSchema.safeParse({ ...valid, ...over }))).toContain(message);
  });

  it.each([
    [{ recipients: `${'a'.repeat(243)}@example.com` }], // 255 characters
    [{ subject: 's'.repeat(255) }],
    [{ body: 'b'.repeat(1000) }],
    [{ recipientNames: `${'n'.repeat(4000)}&&` }], // 4000 once the ampersands are stripped
    [{ subject: null, body: null, recipientNames: null }],
  ])('takes the limits %#', (over) => {
    expect(ReportScheduleFormSchema.safeParse({ ...valid, ...over }).success).toBe(true);
  });

  it('refuses unknown fields and a PUT of Send Now', () => {
    expect(ReportScheduleFormSchema.safeParse({ ...valid, extra: 1 }).success).toBe(false);
    expect(messages(ReportScheduleUpdateSchema.safeParse({ ...valid, schedule: 0 }))).toEqual([
      MSG.reportSendNowNotSavable,
    ]);
    expect(ReportScheduleCreateSchema.safeParse({ ...valid, listingId: 3, schedule: 0 }).success).toBe(true);
  });
});
