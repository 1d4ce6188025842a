import { describe, expect, it } from 'vitest';
import { formatDate, formatInstant, formatMoney, formatNumber, formatPhone, formatPrice } from './format';

describe('format', () => {
  it.each([
    [1_250_000, '$1,250,000'],
    [99.5, '$99.50'],
    [null, null],
  ])('formatMoney(%s)', (v, text) => expect(formatMoney(v)).toBe(text));
  it.each([
    [6000, 'Monthly', '$6,000/mo'],
    [30000, 'Summer Season', '$30,000 · Summer Season'],
  ])('formatPrice(%s, %s)', (v, period, text) => expect(formatPrice(v, period)).toBe(text));
  it('formatNumber', () => expect(formatNumber(1250.456)).toBe('1,250.46'));
  it('a calendar day stays that day', () => expect(formatDate('2026-11-24')).toBe('Nov 24, 2026'));
  it.each([
    ['2026-11-27T19:40:00Z', 'America/New_York', 'Nov 27, 2026, 2:40 PM EST'],
    ['2026-07-01T12:05:00Z', 'America/New_York', 'Jul 1, 2026, 8:05 AM EDT'],
    ['2026-11-27T19:40:00Z', 'UTC', 'Nov 27, 2026, 7:40 PM UTC'],
    ['not a date', 'UTC', null],
  ])('formatInstant(%s, %s)', (v, zone, text) => expect(formatInstant(v, zone)).toBe(text));
  it.each([
    ['8793728095', '(879) 372-8095'],
    ['1-631-555-0142', '(631) 555-0142'],
    ['(631) 555 0142', '(631) 555-0142'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['555-CALL-NOW', '555-CALL-NOW'],
    ['  ', null],
  ])('formatPhone(%s)', (v, text) => expect(formatPhone(v)).toBe(text));
});
