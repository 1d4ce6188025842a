import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { mlsNameChoices } from './mls-emails.rules';
import { MlsEmailInputSchema } from './mls-emails.schema';

const messages = (input: unknown) => {
  const r = MlsEmailInputSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};
const ok = { email: 'desk@mls.example', mls: 'NY Regional MLS' };

describe('mlsNameChoices', () => {
  it('keeps each name once without case, trimmed, sorted, no blanks', () => {
    expect(
      mlsNameChoices([' NY Regional MLS', 'CA Regional MLS', 'ny regional mls', null, '', '  ']),
    ).toEqual(['CA Regional MLS', 'NY Regional MLS']);
  });
});

describe('MlsEmailInputSchema', () => {
  it('lowercases the e-mail, empties the filter to null, insert only false by default', () => {
    expect(MlsEmailInputSchema.parse({ ...ok, email: ' Desk@MLS.Example ', filterValue: ' ' })).toEqual({
      email: 'desk@mls.example',
      mls: 'NY Regional MLS',
      filterValue: null,
      insertOnly: false,
    });
  });
  it.each([
    ['email', '', MSG.required(['Email'])],
    ['email', 'desk@', MSG.userEmailNotValid],
    ['email', `${'a'.repeat(250)}@x.example`, MSG.maxLength('Email', 255)],
    ['mls', ' ', MSG.required(['MLS'])],
    ['mls', undefined, MSG.required(['MLS'])],
    ['mls', 'm'.repeat(201), MSG.maxLength('MLS', 200)],
    ['filterValue', 'f'.repeat(256), MSG.maxLength('Filter value', 255)],
  ])('%s = %j is refused', (field, value, message) => {
    expect(messages({ ...ok, [field]: value })).toContain(message);
  });
  it('takes a 200-character MLS and a 255-character filter', () => {
    expect(messages({ ...ok, mls: 'm'.repeat(200), filterValue: 'f'.repeat(255) })).toEqual([]);
  });
  it('refuses unknown fields', () => {
    expect(MlsEmailInputSchema.safeParse({ ...ok, extra: 1 }).success).toBe(false);
  });
});
