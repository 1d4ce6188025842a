import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { isStrongPassword, PASSWORD_MAX, StrongPassword } from './password.schema';
import { NewAdministratorSchema, SetUserPasswordFormSchema, SetUserPasswordSchema } from './sign-in.schema';

describe('password strength rule (spec/000 section 5.2)', () => {
  it.each([
    ['Photo#2026', true],
    ['Abcdef1!', true],
    ['Abcdef1-', true],
    ['Zz9^zzzz', true],
    ['Abcde1!', false], // 7 characters
    ['abcdef1!', false], // no uppercase
    ['ABCDEF1!', false], // no lowercase
    ['Abcdefg!', false], // no digit
    ['Abcdefg1', false], // no special
    ['Abcdef1_', false], // '_' is not one of #?!@$%^&*-
    ['Abcdef1(', false],
    ['', false],
  ])('%s is strong: %s', (password, expected) => {
    expect(isStrongPassword(password)).toBe(expected);
  });

  it.each(['#', '?', '!', '@', '$', '%', '^', '&', '*', '-'])('accepts the special character %s', (c) => {
    expect(isStrongPassword(`Abcdef1${c}`)).toBe(true);
  });
});

describe('StrongPassword', () => {
  it('refuses a weak password and an overlong one with the rule as message', () => {
    for (const password of ['weak', `Aa1!${'x'.repeat(PASSWORD_MAX)}`])
      expect(StrongPassword.safeParse(password).error?.issues[0].message).toBe(MSG.passwordStrength);
    expect(StrongPassword.safeParse(`Aa1!${'x'.repeat(PASSWORD_MAX - 4)}`).success).toBe(true);
  });
});

describe('setting a user password', () => {
  it('checks the rule on the body the API receives', () => {
    expect(SetUserPasswordSchema.safeParse({ password: 'Abcdef1!' }).success).toBe(true);
    expect(SetUserPasswordSchema.safeParse({ password: 'abcdefgh' }).error?.issues[0]).toMatchObject({
      path: ['password'],
      message: MSG.passwordStrength,
    });
  });
  it('asks the dialog for a matching confirmation', () => {
    expect(
      SetUserPasswordFormSchema.safeParse({ password: 'Abcdef1!', confirmPassword: 'Abcdef1!' }).success,
    ).toBe(true);
    expect(
      SetUserPasswordFormSchema.safeParse({ password: 'Abcdef1!', confirmPassword: 'Abcdef1?' }).error
        ?.issues,
    ).toEqual([expect.objectContaining({ path: ['confirmPassword'], message: MSG.passwordsDoNotMatch })]);
  });
});

describe('the first administrator', () => {
  const valid = { email: ' Root@Example.COM ', firstName: 'Ada', lastName: 'Admin', password: 'Abcdef1!' };
  it('lowercases the e-mail', () => {
    expect(NewAdministratorSchema.parse(valid).email).toBe('root@example.com');
  });
  it.each([
    [{ email: 'not-an-address' }, MSG.userEmailNotValid],
    [{ firstName: ' ' }, MSG.required(['First Name'])],
    [{ password: 'Abcdef12' }, MSG.passwordStrength],
  ])('refuses %o', (change, message) => {
    expect(NewAdministratorSchema.safeParse({ ...valid, ...change }).error?.issues[0].message).toBe(message);
  });
});
