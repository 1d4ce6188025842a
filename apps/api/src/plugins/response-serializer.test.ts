import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer';

const Item = z.object({
  id: z.int(),
  name: z.string(),
  price: z.number().nullable(),
  note: z.string().optional(),
  tags: z.array(z.string()),
  kind: z.discriminatedUnion('type', [
    z.object({ type: z.literal('sale'), amount: z.number() }),
    z.object({ type: z.literal('rental'), term: z.string() }),
  ]),
  extra: z.record(z.string(), z.int()),
});
const Page = z.object({ results: z.array(Item), hasMore: z.boolean() }).meta({ id: 'TestPage' });

const compile = (crossCheck: boolean, schema: z.ZodType = Page) =>
  responseSerializerCompiler(crossCheck)({ schema, method: 'GET', url: '/api/test', httpStatus: '200' });

const item = {
  id: 7,
  name: 'Park Avenue',
  price: null,
  tags: ['a'],
  kind: { type: 'rental', term: 'yearly', secret: 'x' },
  extra: { beds: 3 },
  passwordHash: 'never leaves',
};

describe('response serializer', () => {
  it.each([
    ['production', false],
    ['tests (checked against zod)', true],
  ])('writes only what the contract names, as zod does, in %s', (_, crossCheck) => {
    const data = { results: [item, { ...item, id: 8, note: 'n', price: 12.5 }], hasMore: true, internal: 1 };
    const written = JSON.parse(compile(crossCheck)(data));
    expect(written).toEqual(z.encode(Page, data as z.output<typeof Page>));
    expect(written.internal).toBeUndefined();
    expect(written.results[0].passwordHash).toBeUndefined();
    expect(written.results[0].kind).toEqual({ type: 'rental', term: 'yearly' });
    expect(written.results[1]).toMatchObject({ note: 'n', price: 12.5 });
  });

  it('still refuses an answer that breaks its contract outside production', () => {
    expect(() => compile(true)({ results: [{ ...item, name: 5 }], hasMore: true })).toThrow();
  });

  it('keeps zod for a schema JSON Schema cannot express', () => {
    const Dated = z.object({ at: z.date() });
    expect(compile(false, Dated)({ at: new Date(0), other: 1 })).toBe('{"at":"1970-01-01T00:00:00.000Z"}');
  });
});
