import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { CONCIERGE_LOGIN_LABEL, fillConciergeUrl } from './concierge.rules';
import { ConciergeLoginSchema, ConciergeRedirectSchema } from './concierge.schema';

describe('fillConciergeUrl', () => {
  it.each([
    [
      'https://c.example/sso?login={login}&p={profileId}',
      'jo+1@x.example',
      42,
      'https://c.example/sso?login=jo%2B1%40x.example&p=42',
    ],
    ['https://c.example/sso?p={profileId}', 'jo@x.example', null, 'https://c.example/sso?p='],
    ['https://c.example/start', 'jo@x.example', 7, 'https://c.example/start'],
    [
      'https://c.example/{login}/{login}',
      'a b@x.example',
      7,
      'https://c.example/a%20b%40x.example/a%20b%40x.example',
    ],
  ])('%s with %s and %s reads %s', (template, login, profileId, expected) => {
    expect(fillConciergeUrl(template, { login, profileId })).toBe(expected);
  });
});

describe('ConciergeLoginSchema', () => {
  it.each([
    [
      { login: ' jo@x.example ', enabled: true },
      { login: 'jo@x.example', enabled: true },
    ],
    [
      { login: '', enabled: false },
      { login: null, enabled: false },
    ],
    [
      { login: null, enabled: false },
      { login: null, enabled: false },
    ],
    [{ enabled: false }, { login: null, enabled: false }],
  ])('reads %j as %j', (body, expected) => {
    expect(ConciergeLoginSchema.parse(body)).toEqual(expected);
  });

  it.each([
    [{ login: '', enabled: true }, MSG.required([CONCIERGE_LOGIN_LABEL])],
    [{ login: 'jo', enabled: false }, MSG.userEmailNotValid],
    [{ login: `${'j'.repeat(250)}@x.example`, enabled: false }, MSG.maxLength(CONCIERGE_LOGIN_LABEL, 255)],
    [{ login: 'jo@x.example', enabled: 'yes' }, null],
    [{ login: 'jo@x.example', enabled: true, extra: 1 }, null],
  ])('refuses %j', (body, message) => {
    const r = ConciergeLoginSchema.safeParse(body);
    expect(r.success).toBe(false);
    if (message) expect(r.error?.issues.map((i) => i.message)).toContain(message);
  });
});

describe('ConciergeRedirectSchema', () => {
  it.each([
    [{}, { notes: null }],
    [{ notes: '  ' }, { notes: null }],
    [{ notes: ' From home ' }, { notes: 'From home' }],
  ])('reads %j as %j', (body, expected) => {
    expect(ConciergeRedirectSchema.parse(body)).toEqual(expected);
  });

  it('refuses notes over 500 characters and unknown fields', () => {
    expect(ConciergeRedirectSchema.safeParse({ notes: 'x'.repeat(501) }).success).toBe(false);
    expect(ConciergeRedirectSchema.safeParse({ url: 'https://evil.example' }).success).toBe(false);
  });
});
