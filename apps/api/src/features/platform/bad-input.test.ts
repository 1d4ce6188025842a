import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG } from '@atrium/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rowsOf } from '../../db/client';

/**
 * Bad input never gets a 500: text the database cannot store, ids beyond its integers, ids of
 * records that do not exist and unreadable If-Match headers are refused with 400 and a sentence,
 * and nothing is written.
 */
let t: TestApp;
let listingId: number;
const ADMIN = 'admin@meridian.example';

beforeAll(async () => {
  t = await createTestApp();
  const created = await t.call({
    method: 'POST',
    url: '/api/listing/create',
    as: 'staff@meridian.example',
    body: { title: 'Bad Input House' },
  });
  listingId = created.json().id;
  expect(listingId, created.body).toBeGreaterThan(0);
});
afterAll(async () => {
  await t?.close();
});

const validDetails = {
  listingType: 'Sale',
  title: 'Harbor House',
  address1: '1 Harbor Lane',
  city: 'Rye',
  regionId: 33,
  zip: '10580',
  dealTypeId: 1,
  officeId: 1,
  propertyTypeId: 1,
};

async function listingRow() {
  return rowsOf<{ title: string; version: number; property_type_id: number | null }>(
    await t.database.db.execute(
      sql`select title, version, property_type_id from listings where id = ${listingId}`,
    ),
  )[0];
}

/** A raw JSON text as the body: JSON.parse accepts escapes JavaScript strings cannot express safely. */
const rawPut = (url: string, json: string, headers: Record<string, string> = {}) =>
  t.call({
    method: 'PUT',
    url,
    as: ADMIN,
    body: json,
    headers: { 'content-type': 'application/json', ...headers },
  });

function expectRefusal(res: { statusCode: number; body: string }, message: string, field?: string) {
  expect(res.statusCode, res.body).toBe(400);
  const body = JSON.parse(res.body) as { message: string; errors: Array<{ field: string; message: string }> };
  expect(body.message).toBe(message);
  if (field) expect(body.errors).toContainEqual({ field, message });
  expect(res.body).not.toMatch(/insert|update|select|violates|constraint|sqlstate/i);
}

describe('text the database cannot store', () => {
  it.each([
    ['a NUL character', '"Harbor\\u0000House"'],
    ['a lone high surrogate', '"Harbor\\ud800House"'],
    ['a lone low surrogate', '"Harbor\\udc00House"'],
    ['a reversed surrogate pair', '"Harbor\\udc00\\ud800"'],
  ])('refuses %s in a body text field with 400 naming the field', async (_name, title) => {
    const before = await listingRow();
    const res = await rawPut(`/api/listing/${listingId}/title`, `{"title":${title}}`);
    expectRefusal(res, MSG.invalidText, 'title');
    expect(await listingRow()).toEqual(before);
  });

  it('refuses them in nested fields, query strings and path parameters', async () => {
    const nested = await rawPut(
      `/api/listing/${listingId}/details`,
      JSON.stringify({ ...validDetails, ownerInfo: [{ firstName: 'Ann', lastName: 'X\u0000' }] }),
    );
    expectRefusal(nested, MSG.invalidText, 'ownerInfo.0.lastName');
    const query = await t.call({ method: 'GET', url: '/api/agent/searchbyname?text=an%00n', as: ADMIN });
    expectRefusal(query, MSG.invalidText, 'text');
    const path = await t.call({ method: 'GET', url: '/api/auditing/list%00ing/1/audits', as: ADMIN });
    expectRefusal(path, MSG.invalidText, 'type');
  });

  it('keeps a proper surrogate pair (an emoji) and other Unicode', async () => {
    const res = await rawPut(`/api/listing/${listingId}/title`, '{"title":"Caf\\u00e9 \\ud83c\\udfe1"}');
    expect(res.statusCode, res.body).toBe(204);
    expect((await listingRow()).title).toBe('Café 🏡');
  });
});

describe('ids beyond the database integers', () => {
  it.each(['2147483648', '9999999999999999999999', '1e10'])('refuses the path id %s with 400', async (id) => {
    for (const [method, url] of [
      ['GET', `/api/listing/${id}/details`],
      ['PUT', `/api/listing/${id}/title`],
      ['GET', `/api/auditing/listing/${id}/audits`],
      ['DELETE', `/api/savedsearches/${id}`],
    ]) {
      const res = await t.call({
        method,
        url,
        as: ADMIN,
        ...(method === 'PUT' ? { body: { title: 'x' } } : {}),
      });
      expectRefusal(res, MSG.invalidId, 'id');
    }
  });

  it('accepts the largest id (2147483647) as a valid id of nothing', async () => {
    const res = await t.call({ method: 'GET', url: '/api/listing/2147483647/details', as: ADMIN });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a body id of 2^31 or more with 400 naming the field', async () => {
    const details = await t.call({
      method: 'PUT',
      url: `/api/listing/${listingId}/details`,
      as: ADMIN,
      body: { ...validDetails, propertyTypeId: 2147483648 },
    });
    expectRefusal(details, MSG.invalidId, 'propertyTypeId');
    const agent = await t.call({
      method: 'POST',
      url: `/api/listing/${listingId}/agent`,
      as: ADMIN,
      body: { agentId: 2 ** 31, sideTypeId: 1 },
    });
    expectRefusal(agent, MSG.invalidId, 'agentId');
    const offices = await t.call({
      method: 'PUT',
      url: '/api/user/1/offices',
      as: ADMIN,
      body: { officeIds: [1, 2 ** 40] },
    });
    expectRefusal(offices, MSG.invalidId, 'officeIds.1');
  });
});

describe('ids of records that do not exist', () => {
  it('refuses an unknown property type in PUT listing/{id}/details with 400 naming the field', async () => {
    const before = await listingRow();
    const res = await t.call({
      method: 'PUT',
      url: `/api/listing/${listingId}/details`,
      as: ADMIN,
      body: { ...validDetails, propertyTypeId: 999_999 },
    });
    expectRefusal(res, MSG.unknownReference, 'propertyTypeId');
    expect(await listingRow()).toEqual(before);
  });
});

describe('If-Match', () => {
  it.each(['garbage', 'W/"abc"', '"12abc"', 'W/"1", W/"2"', 'W/"99999999999"', '""'])(
    'refuses an If-Match of %s with 400 and writes nothing',
    async (ifMatch) => {
      const before = await listingRow();
      const res = await t.call({
        method: 'PUT',
        url: `/api/listing/${listingId}/title`,
        as: ADMIN,
        body: { title: 'Written without a readable precondition' },
        headers: { 'if-match': ifMatch },
      });
      expectRefusal(res, MSG.invalidIfMatch, 'If-Match');
      expect(await listingRow()).toEqual(before);
    },
  );

  it.each(['*', 'W/"{v}"', '"{v}"'])('accepts %s', async (form) => {
    const { version } = await listingRow();
    const res = await t.call({
      method: 'PUT',
      url: `/api/listing/${listingId}/title`,
      as: ADMIN,
      body: { title: `Precondition ${form.replace('{v}', 'v')}` },
      headers: { 'if-match': form.replace('{v}', String(version)) },
    });
    expect(res.statusCode, res.body).toBe(204);
  });
});
