import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import {
  PhotographerRegisterSchema,
  PhotographerResetFormSchema,
  PhotographerResetSchema,
} from './photographer.schema';

describe('photographer forms', () => {
  it('refuses a weak password with the rule as message', () => {
    const r = PhotographerResetSchema.safeParse({ token: 'x'.repeat(43), password: 'weak' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe(MSG.passwordStrength);
  });
  it('asks no password at registration (it is chosen through the e-mailed link)', () => {
    const r = PhotographerRegisterSchema.parse({
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.example',
      password: 'Photo#2026',
    });
    expect(r).toEqual({ firstName: 'A', lastName: 'B', email: 'a@b.example' });
  });
  it('lowercases the e-mail', () => {
    const r = PhotographerRegisterSchema.parse({
      firstName: 'A',
      lastName: 'B',
      email: ' Pat@Studio.Example ',
    });
    expect(r.email).toBe('pat@studio.example');
  });
  it('refuses an invalid e-mail', () => {
    const r = PhotographerRegisterSchema.safeParse({
      firstName: 'A',
      lastName: 'B',
      email: 'x',
    });
    expect(r.error?.issues[0].message).toBe(MSG.userEmailNotValid);
  });
  it('refuses a short reset token as an invalid link', () => {
    const r = PhotographerResetSchema.safeParse({ token: 'abc', password: 'Photo#2026' });
    expect(r.error?.issues[0].message).toBe(MSG.photographerResetInvalid);
  });
});

describe('password confirmation of the web forms', () => {
  const token = 'x'.repeat(43);
  it('accepts matching passwords', () => {
    expect(
      PhotographerResetFormSchema.safeParse({ token, password: 'Photo#2026', confirmPassword: 'Photo#2026' })
        .success,
    ).toBe(true);
  });
  it('refuses different passwords on the confirmation field', () => {
    const r = PhotographerResetFormSchema.safeParse({
      token,
      password: 'Photo#2026',
      confirmPassword: 'Photo#2027',
    });
    expect(r.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: MSG.passwordsDoNotMatch }),
    ]);
  });
});
