import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, type PrivateSiteUser } from '@atrium/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createAgent, createListing, createOffice, createUser } from '../../db/factories';
import { rowsOf } from '../../db/client';

/**
 * Auto Generate Code on a private site: a visitor who asks for access is given an approved code
 * by e-mail at once (no approval link), the agents are told by the e-mail preference, and asking
 * again with the same e-mail sends the same code again.
 */
let t: TestApp;
let listingId: number;
let editor: string;
const LEAD = 'auto.lead@meridian.example';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const office = await createOffice(db);
  const lead = await createAgent(db, { officeId: office.id, brandEmail: LEAD });
  editor = (
    await createUser(db, { roles: ['agent', 'listingEdit'], officeIds: [office.id], agentIds: [lead.id] })
  ).email;
  listingId = (
    await createListing(db, {
      officeId: office.id,
      publish: true,
      title: 'Linden Walk House',
      address1: '8 Linden Walk',
      city: 'Bridgehampton',
      state: 'NY',
      agents: [{ agentId: lead.id, sideTypeId: 1 }],
    })
  ).id;
  const call = (method: string, url: string, body?: unknown) => t.call({ method, url, body, as: editor });
  expect(
    (await call('POST', '/api/domain/purchase', { domain: '8lindenwalk.com', entityId: listingId }))
      .statusCode,
  ).toBe(200);
  expect((await call('PUT', `/api/showcaseSite/${listingId}`, { publish: true })).statusCode).toBe(204);
  const saved = await call('PUT', '/api/showCaseSite', {
    listingId,
    headerOptions: 1,
    showPrice: true,
    titleOption: 1,
    customTabs: [],
    privateSite: true,
    autoGenerateCode: true,
    privateListingAccessEmailOption: 1,
  });
  expect(saved.statusCode, saved.body).toBe(204);
}, 120_000);
afterAll(() => t?.close());

const request = (name: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: `/site/${listingId}/access`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ intent: 'request', from: 'site', name, email, phone: '' }).toString(),
  });
const users = async () =>
  (
    await t.call({ method: 'GET', url: `/api/PrivateListing/${listingId}/users`, as: editor })
  ).json() as PrivateSiteUser[];
const mailsTo = async (to: string) =>
  rowsOf<{ subject: string; body: string }>(
    await t.database.db.execute(
      sql`select subject, body from mail_outbox where to_address = ${to} order by id`,
    ),
  );

describe('Auto Generate Code', () => {
  it('approves the visitor at once and e-mails the code; the lead agent is told without a link', async () => {
    const res = await request('Mia Hale', 'mia.hale@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(MSG.privateAccessCodeSent);
    const mia = (await users()).find((u) => u.email === 'mia.hale@example.com')!;
    expect(mia).toMatchObject({ approved: true, status: 'Active', name: 'Mia Hale' });
    expect(mia.accessCode).toHaveLength(10);

    const granted = await mailsTo('mia.hale@example.com');
    expect(granted).toHaveLength(1);
    expect(granted[0].body).toContain(mia.accessCode);
    const told = await mailsTo(LEAD);
    expect(told).toHaveLength(1);
    expect(told[0].subject).toBe('Access code sent: Linden Walk House');
    expect(told[0].body).not.toContain('approveAccessCode');
    expect(told[0].body).not.toContain(mia.accessCode);

    // the code opens the site
    const entered = await t.app.inject({
      method: 'POST',
      url: `/site/${listingId}/access`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ intent: 'code', from: 'site', code: mia.accessCode }).toString(),
    });
    expect(entered.statusCode).toBe(303);
  });

  it('asking again with the same e-mail sends the same code again, no new user', async () => {
    const before = await users();
    const res = await request('Mia Hale', 'MIA.HALE@example.com');
    expect(res.body).toContain(MSG.privateAccessCodeSent);
    expect(await users()).toHaveLength(before.length);
    const granted = await mailsTo('mia.hale@example.com');
    expect(granted).toHaveLength(2);
    expect(granted[1].body).toContain(before.find((u) => u.email === 'mia.hale@example.com')!.accessCode);
    expect(await mailsTo(LEAD)).toHaveLength(1);
  });

  it('a pending request made before Auto Generate Code was on is approved by asking again', async () => {
    await t.database.db.execute(
      sql`insert into private_site_users (showcase_site_id, name, access_code, email, approved)
          select id, 'Leo Park', 'LEOPARK001', 'leo@example.com', false from showcase_sites where listing_id = ${listingId}`,
    );
    await request('Leo Park', 'leo@example.com');
    const leo = (await users()).filter((u) => u.email === 'leo@example.com');
    expect(leo).toHaveLength(1);
    expect(leo[0]).toMatchObject({ accessCode: 'LEOPARK001', status: 'Active' });
    expect((await mailsTo('leo@example.com'))[0].body).toContain('LEOPARK001');
  });
});
