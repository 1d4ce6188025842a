import { describe, expect, it } from 'vitest';
import { Id, IdFromText, IdParams, requiredId, unstorableTextPath, versionFromIfMatch } from './http';
import { MSG } from './messages';

describe('ids', () => {
  it.each([
    [1, true],
    [2147483647, true],
    [2147483648, false],
    [2 ** 53, false],
    [0, false],
    [-1, false],
    [1.5, false],
    ['1', false],
    [null, false],
  ])('Id accepts %j: %s', (value, isValid) => {
    const parsed = Id.safeParse(value);
    expect(parsed.success).toBe(isValid);
    if (!parsed.success) expect(parsed.error.issues[0].message).toBe(MSG.invalidId);
  });

  it.each([
    ['1', 1],
    ['2147483647', 2147483647],
    ['2147483648', null],
    ['9999999999999999999999', null],
    ['1e10', null],
    ['abc', null],
    ['', null],
    ['-3', null],
    ['0x10', null],
    ['1e3', null],
    [' 7 ', 7],
    [7, 7],
  ])('IdFromText reads %j as %j', (text, expected) => {
    const parsed = IdFromText.safeParse(text);
    expect(parsed.success ? parsed.data : null).toBe(expected);
    if (!parsed.success) expect(parsed.error.issues[0].message).toBe(MSG.invalidId);
  });

  it('IdParams bounds the path id', () => {
    expect(IdParams.safeParse({ id: '2147483648' }).success).toBe(false);
    expect(IdParams.parse({ id: '42' })).toEqual({ id: 42 });
  });

  it('requiredId tells a missing id from a bad one', () => {
    const From = requiredId('From listing');
    expect(From.safeParse(undefined).error?.issues[0].message).toBe(MSG.required(['From listing']));
    expect(From.safeParse(2 ** 31).error?.issues[0].message).toBe(MSG.invalidId);
  });
});

describe('versionFromIfMatch', () => {
  it.each([
    [undefined, null],
    [null, null],
    ['*', null],
    [' * ', null],
    ['W/"7"', 7],
    ['"7"', 7],
    ['W/"2147483647"', 2147483647],
    ['W/"2147483648"', undefined],
    ['garbage', undefined],
    ['W/"abc"', undefined],
    ['"12abc"', undefined],
    ['W/"1", W/"2"', undefined],
    ['7', undefined],
    ['""', undefined],
    ['', undefined],
  ])('reads %j as %j', (header, expected) => {
    expect(versionFromIfMatch(header)).toBe(expected);
  });
});

describe('unstorableTextPath', () => {
  it.each([
    [{ title: 'Café 🏡' }, null],
    ['plain', null],
    [{ title: 'a\u0000b' }, 'title'],
    [{ title: 'a\ud800' }, 'title'],
    [{ title: '\udc00a' }, 'title'],
    [{ title: '\udc00\ud800' }, 'title'],
    [{ owners: [{ name: 'ok' }, { name: 'x\u0000' }] }, 'owners.1.name'],
    [{ 'bad\u0000key': 1 }, 'bad\u0000key'],
    [{ n: 1, b: true, z: null }, null],
    ['\u0000', ''],
  ])('finds the first unstorable text in %j: %j', (value, expected) => {
    expect(unstorableTextPath(value)).toBe(expected);
  });

  it('walks a deeply nested body without exhausting the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unstorableTextPath(deep)).toMatch(/^0(\.0)*$/);
  });
});
