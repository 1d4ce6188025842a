import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, type PropertyMarketingList } from '@atrium/domain';
import { rowsOf } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createAgentUser, createListing, createOffice, createUser } from '../../db/factories';

let t: TestApp;
let listingId: number;
let otherListingId: number;
let editor: string;
let outsider: string;
let readOnly: string;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const office = await createOffice(db);
  const other = await createOffice(db);
  const a = await createAgentUser(db, office.id);
  editor = a.user.email;
  outsider = (await createAgentUser(db, other.id)).user.email;
  readOnly = (await createUser(db, { roles: ['staff'] })).email;
  const listing = () =>
    createListing(db, { officeId: office.id, agents: [{ agentId: a.agent.id, sideTypeId: 1 }] });
  listingId = (await listing()).id;
  otherListingId = (await listing()).id;
}, 60_000);
afterAll(() => t?.close());

const call = (method: string, url: string, body?: unknown, as = editor) => t.call({ method, url, body, as });
const list = async (id = listingId, as = editor) =>
  (await call('GET', `/api/listing/${id}/marketinglist`, undefined, as)).json() as PropertyMarketingList;
const email = (over: Record<string, unknown> = {}) => ({
  listingId,
  marketingTypeId: 12,
  date: day(-3),
  description: 'Fall mailing',
  audience: 'Buyers in Westchester',
  emailsSent: 400,
  views: 100,
  clicks: 9,
  ...over,
});

describe('property marketing', () => {
  it('creates items of each type and lists them past (newest first) and upcoming (soonest first)', async () => {
    const saves = [
      email(),
      {
        listingId,
        marketingTypeId: 14,
        date: day(-10),
        description: 'Vogue Living, March issue',
        url: 'vogue.com/ad.pdf',
      },
      {
        listingId,
        marketingTypeId: 15,
        date: day(2),
        toDate: day(9),
        description: 'Instagram',
        potentialReach: 5000,
      },
      { listingId, marketingTypeId: 10, date: day(0), description: 'Homepage feature' },
      { listingId, marketingTypeId: 2, date: day(30), description: 'Press release' },
    ];
    for (const body of saves) {
      const res = await call('PUT', '/api/marketing', body);
      expect(res.statusCode, res.body).toBe(204);
    }
    const { pastMarketings, upcomingMarketings } = await list();
    expect(pastMarketings.map((i) => i.description)).toEqual(['Fall mailing', 'Vogue Living, March issue']);
    expect(upcomingMarketings.map((i) => i.description)).toEqual([
      'Homepage feature',
      'Instagram',
      'Press release',
    ]);
    expect(pastMarketings[0]).toMatchObject({
      marketingTypeName: 'Email Campaign',
      emailsSent: 400,
      views: 100,
      clicks: 9,
      audience: 'Buyers in Westchester',
      toDate: null,
    });
    expect(pastMarketings[1].url).toBe('http://vogue.com/ad.pdf');
    expect(upcomingMarketings[1]).toMatchObject({
      toDate: day(9),
      potentialReach: 5000,
      marketingTypeName: 'Social Campaign',
    });
  });

  it('updates an item in place and audits the change in the listing history', async () => {
    const [item] = (await list()).pastMarketings;
    const res = await call('PUT', '/api/marketing', email({ id: item.id, views: 120 }));
    expect(res.statusCode, res.body).toBe(204);
    expect((await list()).pastMarketings[0]).toMatchObject({ id: item.id, views: 120 });
    const [audit] = rowsOf<{ action: string; changes: unknown }>(
      await t.database.db.execute(
        sql`select action, changes from audits where entity_type = 'listing' and entity_id = ${listingId}
            and action = 'marketing.update' order by id desc limit 1`,
      ),
    );
    expect(audit.changes).toEqual([{ field: `marketing.${item.id}.views`, oldValue: 100, newValue: 120 }]);
  });

  it('refuses bad input with the sentence, never a 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [email({ date: '' }), MSG.required(['Date'])],
      [email({ description: '' }), MSG.required(['Name'])],
      [email({ description: 'x'.repeat(256) }), MSG.maxLength('Name', 255)],
      [email({ views: 12_345_678_901 }), MSG.marketingCountInvalid],
      [email({ potentialReach: 3 }), MSG.marketingFieldNotForType('potentialReach')],
      [
        { listingId, marketingTypeId: 15, date: day(5), toDate: day(1), description: 'Post' },
        MSG.marketingFromAfterTo,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await call('PUT', '/api/marketing', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await call('PUT', '/api/marketing', email({ agentMarketingCosts: [] }))).statusCode).toBe(400);
  });

  it('keeps items to their listing and to who may see or edit it', async () => {
    const [item] = (await list()).pastMarketings;
    expect(
      (await call('GET', `/api/listing/${listingId}/marketinglist`, undefined, outsider)).statusCode,
    ).toBe(404);
    expect((await call('PUT', '/api/marketing', email(), outsider)).statusCode).toBe(404);
    expect((await call('PUT', '/api/marketing', email(), readOnly)).statusCode).toBe(403);
    // an item id of another listing is not found through this one
    const moved = await call('PUT', '/api/marketing', email({ id: item.id, listingId: otherListingId }));
    expect(moved.statusCode).toBe(404);
    expect((await call('DELETE', `/api/listing/${otherListingId}/marketing/${item.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await call('DELETE', `/api/listing/${listingId}/marketing/${item.id}`, undefined, outsider))
        .statusCode,
    ).toBe(404);
    expect((await list(otherListingId)).pastMarketings).toEqual([]);
  });

  it('exports the items as CSV with the rates, formula cells guarded', async () => {
    await call('PUT', '/api/marketing', email({ description: '=HYPERLINK("x")', emailsSent: 0, views: 3 }));
    const res = await call('PUT', `/api/listing/${listingId}/advMarketingExport`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Type,Date,To Date,Description,Url,Audience,Emails Sent,Views,Clicks,View Rate,Interaction Rate,Potential Reach,Engagements,' +
        'Invoice Number,Vendor,Publish,Actual Cost,Agent Cost,Office Cost,Billing Code,CIT,Agent Paid,File',
    );
    expect(lines).toContain(
      `Email Campaign,${day(-3)},,Fall mailing,,Buyers in Westchester,400,120,9,30.00%,2.25%,,,,,No,,,,,No,No,`,
    );
    expect(
      lines.some((l) => l.includes(`"'=HYPERLINK(""x"")"`) && l.endsWith(',0,3,9,,,,,,,No,,,,,No,No,')),
    ).toBe(true);
    expect(
      (await call('PUT', `/api/listing/${listingId}/advMarketingExport`, undefined, outsider)).statusCode,
    ).toBe(404);
  });

  it('deletes an item', async () => {
    const before = await list();
    const [item] = before.upcomingMarketings;
    const res = await call('DELETE', `/api/listing/${listingId}/marketing/${item.id}`);
    expect(res.statusCode).toBe(204);
    const after = await list();
    expect(after.upcomingMarketings.map((i) => i.id)).not.toContain(item.id);
    expect(after.upcomingMarketings).toHaveLength(before.upcomingMarketings.length - 1);
    expect((await call('DELETE', `/api/listing/${listingId}/marketing/${item.id}`)).statusCode).toBe(404);
  });

  it('answers the marketing types, All first', async () => {
    const types = (await call('GET', '/api/Marketing/marketingTypes')).json();
    expect(types[0]).toEqual({ id: 0, name: 'All' });
    expect(types).toContainEqual({ id: 12, name: 'Email Campaign' });
    expect(types).toHaveLength(10);
  });
});
