import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LIMITS } from '../constants';
import { MSG } from '../messages';
import {
  dateField,
  formatListingDate,
  keepTwoDecimals,
  numberField,
  parseListingDate,
  stripCurrency,
  textField,
  withHttp,
  withHttps,
  ZipField,
  zipOnBlur,
} from './listing-fields';

const parse = <T extends z.ZodType>(schema: T, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? { value: r.data } : { message: r.error.issues[0].message };
};

describe('numbers (spec/000 section 5.2)', () => {
  it.each([
    ['$1,250,000', '1250000'],
    ['1,000.5', '1000.5'],
    [' $ 12 ', '12'],
  ])('strips currency characters from %s', (input, expected) => {
    expect(stripCurrency(input)).toBe(expected);
  });
  it.each([
    ['12.345', '12.34'],
    ['12.3', '12.3'],
    ['12', '12'],
    ['12.', '12.'],
  ])('keeps at most 2 decimals of %s', (input, expected) => {
    expect(keepTwoDecimals(input)).toBe(expected);
  });

  const price = numberField({ label: 'Initial Price', maxLength: 11, required: true });
  it.each([
    ['$1,250,000.999', { value: 1250000.99 }],
    [2500000, { value: 2500000 }],
    ['99999999999', { value: 99999999999 > LIMITS.maxNumeric ? undefined : 0 }],
  ])('price %s', (input, expected) => {
    if (expected.value === undefined) {
      expect(parse(price, input)).toEqual({ message: MSG.maxValue('Initial Price', LIMITS.maxNumeric) });
    } else expect(parse(price, input)).toEqual(expected);
  });
  it.each([
    ['', MSG.required(['Initial Price'])],
    [null, MSG.required(['Initial Price'])],
    [undefined, MSG.required(['Initial Price'])],
    ['12a', MSG.notANumber('Initial Price')],
    ['-5', MSG.notNegative('Initial Price')],
    ['123456789012', MSG.maxLength('Initial Price', 11)],
  ])('price %j is refused', (input, message) => {
    expect(parse(price, input)).toEqual({ message });
  });
  it('counts the decimals within the length (11 characters: 12345678.99 passes, 123456789.99 does not)', () => {
    const p = numberField({ label: 'Price', maxLength: 11, max: 1e12 });
    expect(parse(p, '12345678.99')).toEqual({ value: 12345678.99 });
    expect(parse(p, '123456789.99')).toEqual({ message: MSG.maxLength('Price', 11) });
  });
  it('an optional empty number is null', () => {
    expect(parse(numberField({ label: 'Rooms' }), '')).toEqual({ value: null });
  });
  it.each([
    [2147483647, { value: 2147483647 }],
    [2147483648, { message: MSG.maxValue('Rooms', 2147483647) }],
    ['3.5', { message: MSG.wholeNumber('Rooms') }],
    ['3.0', { value: 3 }],
    ['12345678901', { message: MSG.maxLength('Rooms', 10) }],
  ])('integer field with the maximum 2147483647: %s', (input, expected) => {
    expect(parse(numberField({ label: 'Rooms', integer: true, maxLength: 10 }), input)).toEqual(expected);
  });
});

describe('text and zip (spec/000 section 5.1)', () => {
  it.each([
    ['x'.repeat(80), { value: 'x'.repeat(80) }],
    ['x'.repeat(81), { message: MSG.maxLength('City', 80) }],
    ['  ', { value: null }],
  ])('city of length %#', (input, expected) => {
    expect(parse(textField('City', 80), input)).toEqual(expected);
  });
  it.each([
    ['10021', { value: '10021' }],
    ['1002', { message: MSG.zipFiveDigits }],
    ['100211', { message: MSG.zipFiveDigits }],
    ['1002a', { message: MSG.zipFiveDigits }],
    ['', { value: null }],
  ])('zip %j', (input, expected) => {
    expect(parse(ZipField, input)).toEqual(expected);
  });
  it.each([
    ['10021', { value: '10021', error: null }],
    ['1002', { value: '', error: MSG.invalidShort }],
    ['123456', { value: '', error: MSG.invalidShort }],
    ['', { value: '', error: null }],
  ])('zip on blur %j', (input, expected) => {
    expect(zipOnBlur(input)).toEqual(expected);
  });
});

describe('dates (spec/000 section 5.3)', () => {
  it.each([
    ['3-7-2026', '2026-03-07'],
    ['3/7/2026', '2026-03-07'],
    ['3/7/26', '2026-03-07'],
    ['3-7-26', '2026-03-07'],
    ['03/07/26', '2026-03-07'],
    ['03-07-26', '2026-03-07'],
    ['03-07-2026', '2026-03-07'],
    ['03/07/2026', '2026-03-07'],
    ['12/31/99', '1999-12-31'],
    ['2026-03-07', '2026-03-07'],
    ['2026-03-07T14:30', '2026-03-07'],
    ['2024-02-29', '2024-02-29'],
  ])('accepts %s', (input, expected) => {
    expect(parseListingDate(input)).toBe(expected);
  });
  it.each(['2/30/2026', '13/01/2026', '3.7.2026', '3/7-2026', '2025-02-29', 'tomorrow', '3/7/202'])(
    'refuses %s',
    (input) => {
      expect(parseListingDate(input)).toBeNull();
    },
  );
  it('a date field stores YYYY-MM-DD, empty as null, and names a bad date', () => {
    expect(parse(dateField('Listing date'), '7/4/2026')).toEqual({ value: '2026-07-04' });
    expect(parse(dateField('Listing date'), '')).toEqual({ value: null });
    expect(parse(dateField('Listing date'), '7/44/2026')).toEqual({
      message: MSG.invalidDate('Listing date'),
    });
  });
  it('shows dates as MM/DD/YYYY', () => {
    expect(formatListingDate('2026-07-04')).toBe('07/04/2026');
    expect(formatListingDate(null)).toBe('');
  });
});

describe('website addresses', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['https://example.com', 'https://example.com'],
    ['http://example.com', 'http://example.com'],
    ['', ''],
  ])('website input %j gets https://', (input, expected) => {
    expect(withHttps(input)).toBe(expected);
  });
  it('elsewhere a url without a scheme gets http://', () => {
    expect(withHttp('example.com/a')).toBe('http://example.com/a');
    expect(withHttp('https://x.org')).toBe('https://x.org');
  });
});
