import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, type Actor, type ShowcaseSite } from '@atrium/domain';
import { createRegistrar, type Registrar } from '../../adapters/registrar/registrar';
import { purchaseDomain } from './showcase.service';
import { rowsOf } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createAgentUser, createListing, createOffice, createUser } from '../../db/factories';

let t: TestApp;
let listingId: number;
let soldId: number;
let editor: string;
let outsider: string;
let restricted: string; // Disable Showcase Edit
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const office = await createOffice(db, { salesRegionId: 1 });
  const other = await createOffice(db);
  const a = await createAgentUser(db, office.id);
  editor = a.user.email;
  outsider = (await createAgentUser(db, other.id)).user.email;
  restricted = (await createAgentUser(db, office.id, ['disableShowcaseEdit'])).user.email;
  admin = (await createUser(db, { roles: ['systemAdmin', 'disableShowcaseEdit'] })).email;
  const listing = (listingStatusId: number) =>
    createListing(db, {
      officeId: office.id,
      listingStatusId,
      address1: '12 Main Street',
      city: 'Springfield',
      state: 'NY',
      zip: '11963',
      agents: [{ agentId: a.agent.id, sideTypeId: 1 }],
    });
  listingId = (await listing(1)).id;
  soldId = (await listing(4)).id;
}, 120_000);
afterAll(() => t?.close());

const call = (method: string, url: string, body?: unknown, as = editor) => t.call({ method, url, body, as });
const setDates = (expiration: string) =>
  t.database.db.execute(
    sql`update domains set expiration_date = ${expiration}::timestamptz,
        renew_deadline = ${expiration}::timestamptz + interval '19 days',
        redeem_deadline = ${expiration}::timestamptz + interval '30 days' where entity_id = ${listingId}`,
  );
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('domains', () => {
  it('validates the domain and the company word', async () => {
    let res = await call('GET', '/api/domain/checkAvailability?domain=smith.io');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.domainNotValid);
    res = await call('GET', '/api/domain/checkAvailability?domain=meridianhomes.com');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('As per company policy, domains cannot contain the phrase meridian.');
    res = await call('GET', '/api/domain/checkAvailability?domain=taken-domain.com');
    expect(res.json()).toMatchObject({
      available: false,
      message: MSG.domainNotAvailable,
      registrarMode: 'sandbox',
    });
    res = await call('GET', '/api/domain/checkAvailability?domain=12mainstreet.com');
    expect(res.json()).toMatchObject({ available: true, message: MSG.domainAvailable });
  });

  it('answers eligibility: 200, 403 with the message, 404 outside the scope', async () => {
    expect((await call('GET', `/api/domain/${listingId}/eligibility`)).json()).toEqual({
      eligible: true,
      registrarMode: 'sandbox',
    });
    const sold = await call('GET', `/api/domain/${soldId}/eligibility`);
    expect(sold.statusCode).toBe(403);
    expect(sold.json().message).toBe(MSG.showcaseNotEligible);
    expect((await call('GET', `/api/domain/${listingId}/eligibility`, undefined, outsider)).statusCode).toBe(
      404,
    );
    const buy = await call('POST', '/api/domain/purchase', { domain: 'sold-home.com', entityId: soldId });
    expect(buy.statusCode).toBe(403);
  });

  it('purchases, shows the site, renews, redeems and releases', async () => {
    expect((await call('GET', `/api/showCaseSite/${listingId}`)).json().message).toBe(
      MSG.showcaseNotAvailable,
    );
    const bought = await call('POST', '/api/domain/purchase', {
      domain: 'www.12MainStreet.com',
      entityId: listingId,
    });
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json()).toMatchObject({ successful: true, code: 200, message: MSG.domainPurchased });
    const again = await call('GET', '/api/domain/checkAvailability?domain=12mainstreet.com');
    expect(again.json().available).toBe(false);
    const audit = await t.database.db.execute(
      sql`select action from audits where entity_type = 'listing' and entity_id = ${listingId} and action = 'showcase.purchase'`,
    );
    expect(JSON.stringify(audit)).toContain('showcase.purchase');
    // the purchase adds the marketing item 'Showcase Website' (type 16), dated today, in the same write
    const marketing = (await call('GET', `/api/listing/${listingId}/marketinglist`)).json();
    expect(marketing.upcomingMarketings).toMatchObject([
      {
        marketingTypeId: 16,
        marketingTypeName: 'Additional Promotion',
        description: 'Showcase Website',
        date: new Date().toISOString().slice(0, 10),
        url: 'http://12mainstreet.com',
      },
    ]);

    const site = (await call('GET', `/api/showCaseSite/${listingId}`)).json() as ShowcaseSite;
    expect(site).toMatchObject({
      domainUrl: '12mainstreet.com',
      headlineShown: '12 Main Street',
      displayOptions: 3,
      publish: false,
    });
    expect(site.domain).toMatchObject({ statusDisplay: 'ACTIVE', canRenew: true, canRedeem: false });

    await setDates(daysFromNow(-5));
    let info = (await call('GET', `/api/domain/getbyid?entityId=${listingId}&siteType=0`)).json();
    expect(info.statusDisplay).toBe('EXPIRED - RENEWABLE');
    const renewed = await call('POST', '/api/domain/renew', { entityId: listingId });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().message).toBe(MSG.domainRenewed);
    expect(renewed.json().domain.statusDisplay).toBe('ACTIVE');

    await setDates(daysFromNow(-25));
    info = (await call('GET', `/api/domain/getbyid?entityId=${listingId}&siteType=0`)).json();
    expect(info.statusDisplay).toBe('EXPIRED - REDEEMABLE');
    expect((await call('POST', '/api/domain/renew', { entityId: listingId })).statusCode).toBe(400);
    const redeemed = await call('POST', '/api/domain/redeem', { entityId: listingId });
    expect(redeemed.json().message).toBe(MSG.domainRedeemed);

    await setDates(daysFromNow(-40));
    info = (await call('GET', `/api/domain/getbyid?entityId=${listingId}&siteType=0`)).json();
    expect(info).toMatchObject({ statusDisplay: 'INACTIVE', canRenew: false, canRedeem: false });

    expect((await call('PUT', '/api/domain/release', { entityId: listingId })).statusCode).toBe(204);
    expect((await call('GET', `/api/showCaseSite/${listingId}`)).statusCode).toBe(404);
    expect(
      (await call('GET', '/api/domain/checkAvailability?domain=12mainstreet.com')).json().available,
    ).toBe(true);
  });
});

describe('site settings', () => {
  beforeAll(async () => {
    const res = await call('POST', '/api/domain/purchase', {
      domain: 'springfield-home.net',
      entityId: listingId,
    });
    expect(res.statusCode, res.body).toBe(200);
  });
  const settings = {
    headerOptions: 3,
    customHeader: 'A house by the lake',
    headline: 'Lake views',
    subheadline: null,
    showPrice: true,
    titleOption: 1,
    googleAnalyticsTrackingId: 'G-123',
    customTabs: [
      { title: 'Schools', body: '<p>Near <b>schools</b><script>alert(1)</script></p>' },
      { title: 'Area', body: '<p onclick="x()">Quiet</p>' },
    ],
  };
  const save = (body: unknown, as = editor) => call('PUT', '/api/showCaseSite', body, as);

  it('saves with sanitized tab bodies renumbered from 1', async () => {
    const res = await save({ listingId, ...settings });
    expect(res.statusCode, res.body).toBe(204);
    const site = (await call('GET', `/api/showCaseSite/${listingId}`)).json() as ShowcaseSite;
    expect(site).toMatchObject({
      headline: 'Lake views',
      customHeader: 'A house by the lake',
      displayOptions: 2,
      googleAnalyticsTrackingId: 'G-123',
    });
    expect(site.customTabs.map((x) => [x.orderNo, x.title, x.body])).toEqual([
      [1, 'Schools', '<p>Near <b>schools</b></p>'],
      [2, 'Area', '<p>Quiet</p>'],
    ]);
  });

  it('refuses a long custom header, a fifth tab and unknown fields', async () => {
    let res = await save({ listingId, ...settings, customHeader: 'x'.repeat(51) });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(MSG.showcaseCustomHeaderMax);
    const tab = { title: 'T', body: '' };
    res = await save({ listingId, ...settings, customTabs: [tab, tab, tab, tab, tab] });
    expect(res.statusCode).toBe(400);
    res = await save({ listingId, ...settings, sneaky: 1 });
    expect(res.statusCode).toBe(400);
  });

  it('publishes, and refuses Disable Showcase Edit except system admins, and outsiders', async () => {
    expect((await call('PUT', `/api/showcaseSite/${listingId}`, { publish: true })).statusCode).toBe(204);
    expect(((await call('GET', `/api/showCaseSite/${listingId}`)).json() as ShowcaseSite).publish).toBe(true);
    expect((await save({ listingId, ...settings }, restricted)).statusCode).toBe(403);
    expect((await call('POST', '/api/domain/renew', { entityId: listingId }, restricted)).statusCode).toBe(
      403,
    );
    expect((await save({ listingId, ...settings }, admin)).statusCode).toBe(204);
    expect((await save({ listingId, ...settings }, outsider)).statusCode).toBe(404);
    expect((await call('GET', `/api/showCaseSite/${listingId}`, undefined, outsider)).statusCode).toBe(404);
  });
});

describe('unchecking Show Address', () => {
  const siteRow = async () =>
    rowsOf<{ status: number; headerOptions: number; publish: boolean }>(
      await t.database.db.execute(
        sql`select status, header_options as "headerOptions", publish from showcase_sites where listing_id = ${listingId}`,
      ),
    )[0];
  const setSite = (status: number, headerOptions: number, publish: boolean) =>
    t.database.db.execute(
      sql`update showcase_sites set status = ${status}, header_options = ${headerOptions}, publish = ${publish}
          where listing_id = ${listingId}`,
    );
  const toggle = (flag: boolean) => call('PUT', `/api/listing/${listingId}/toggleshowaddress/${flag}`);

  it('marks a published site with status 2 and turns an address headline into other, audited', async () => {
    await setSite(1, 1, true);
    expect((await toggle(true)).statusCode).toBe(204);
    expect(await siteRow()).toMatchObject({ status: 1, headerOptions: 1 });

    expect((await toggle(false)).statusCode).toBe(204);
    expect(await siteRow()).toMatchObject({ status: 2, headerOptions: 2, publish: true });
    const [audit] = rowsOf<{ changes: Array<{ field: string; oldValue: unknown; newValue: unknown }> }>(
      await t.database.db.execute(
        sql`select changes from audits where entity_type = 'listing' and entity_id = ${listingId} order by id desc limit 1`,
      ),
    );
    expect(audit.changes).toEqual(
      expect.arrayContaining([
        { field: 'showAddress', oldValue: true, newValue: false },
        { field: 'showcase.status', oldValue: 1, newValue: 2 },
        { field: 'showcase.headerOptions', oldValue: 1, newValue: 2 },
      ]),
    );
  });

  it('keeps a custom header, and leaves an unpublished site and a re-check alone', async () => {
    await toggle(true);
    await setSite(1, 3, true);
    await toggle(false);
    expect(await siteRow()).toMatchObject({ status: 2, headerOptions: 3 });

    await toggle(true);
    expect(await siteRow()).toMatchObject({ status: 2, headerOptions: 3 });
    await setSite(1, 1, false);
    await toggle(false);
    expect(await siteRow()).toMatchObject({ status: 1, headerOptions: 1, publish: false });
  });
});

describe('purchase: the registrar is called outside the listing transaction', () => {
  let buyer: Actor;
  let freshId: number;
  let otherId: number;
  let soldMillId: number;
  beforeAll(async () => {
    const db = t.database.db;
    const office = await createOffice(db, { salesRegionId: 1 });
    const a = await createAgentUser(db, office.id);
    buyer = {
      userId: a.user.id,
      email: a.user.email,
      firstName: 'Fran',
      lastName: 'Buyer',
      roles: ['agent', 'listingEdit', 'publishListing'],
      officeIds: [office.id],
      agentIds: [a.agent.id],
      salesTeamIds: [],
      isAssociatedWithBuilding: false,
    };
    const listing = async (address1: string, listingStatusId = 1) =>
      (
        await createListing(db, {
          officeId: office.id,
          listingStatusId,
          address1,
          city: 'Springfield',
          state: 'NY',
          zip: '11963',
          agents: [{ agentId: a.agent.id, sideTypeId: 1 }],
        })
      ).id;
    freshId = await listing('5 Mill Road');
    otherId = await listing('6 Mill Road');
    soldMillId = await listing('7 Mill Road', 4);
  });

  /** The sandbox registrar, with each call recorded and `onPurchase` run when it buys. */
  const recording = (onPurchase: (domain: string) => Promise<void> = async () => {}) => {
    const calls: string[] = [];
    const sandbox = createRegistrar({ url: null, apiKey: null, timeoutMs: 1000 });
    const registrar: Registrar = {
      ...sandbox,
      isAvailable: async (db, domain) => (calls.push(`check ${domain}`), sandbox.isAvailable(db, domain)),
      purchase: async (domain, now, request) => {
        calls.push(`purchase ${domain} by ${request.userEmail} for ${request.entityId}`);
        await onPurchase(domain);
        return sandbox.purchase(domain, now, request);
      },
      release: async (domain) => {
        calls.push(`release ${domain}`);
      },
    };
    return { calls, deps: { db: t.database.db, registrar, brand: 'Meridian' } };
  };

  it('refuses before buying: not eligible, already has a domain, no right to edit', async () => {
    const { calls, deps } = recording();
    const sold = purchaseDomain(deps, buyer, { domain: 'sold-mill.com', entityId: soldMillId, siteType: 0 });
    await expect(sold).rejects.toMatchObject({ statusCode: 403, message: MSG.showcaseNotEligible });
    const outside = purchaseDomain(deps, buyer, { domain: 'sold-mill.com', entityId: soldId, siteType: 0 });
    await expect(outside).rejects.toMatchObject({ statusCode: 404 });
    const taken = purchaseDomain(deps, buyer, { domain: 'taken-domain.com', entityId: freshId, siteType: 0 });
    await expect(taken).rejects.toMatchObject({ statusCode: 409, message: MSG.domainNotAvailable });
    const readOnly = { ...buyer, roles: ['agent'] as Actor['roles'] };
    await expect(
      purchaseDomain(deps, readOnly, { domain: 'mill-road.com', entityId: freshId, siteType: 0 }),
    ).rejects.toMatchObject({ statusCode: 403 });
    expect(calls).toEqual(['check taken-domain.com']);
  });

  it('a write that fails after the purchase releases the domain and answers the error', async () => {
    // another listing saves the same domain while the registrar is buying it
    const { calls, deps } = recording(async (domain) => {
      await t.database.db.execute(
        sql`insert into domains (domain_url, entity_id, site_type, status) values (${domain}, ${otherId}, 0, 1)`,
      );
    });
    const buy = purchaseDomain(deps, buyer, { domain: 'mill-road.com', entityId: freshId, siteType: 0 });
    await expect(buy).rejects.toMatchObject({ statusCode: 409, message: MSG.domainNotAvailable });
    expect(calls).toEqual([
      'check mill-road.com',
      `purchase mill-road.com by ${buyer.email} for ${freshId}`,
      'release mill-road.com',
    ]);
    const rows = rowsOf<{ entity_id: number }>(
      await t.database.db.execute(sql`select entity_id from domains where domain_url = 'mill-road.com'`),
    );
    expect(rows).toEqual([{ entity_id: otherId }]);
    expect(
      rowsOf(await t.database.db.execute(sql`select id from showcase_sites where listing_id = ${freshId}`)),
    ).toHaveLength(0);
    expect(
      rowsOf(await t.database.db.execute(sql`select id from marketing_items where listing_id = ${freshId}`)),
    ).toHaveLength(0);
  });

  it('a successful purchase checks, buys once and writes the domain and the site', async () => {
    const { calls, deps } = recording();
    const res = await purchaseDomain(deps, buyer, {
      domain: 'five-mill-road.com',
      entityId: freshId,
      siteType: 0,
    });
    expect(res).toMatchObject({ successful: true, message: MSG.domainPurchased });
    expect(calls).toEqual([
      'check five-mill-road.com',
      `purchase five-mill-road.com by ${buyer.email} for ${freshId}`,
    ]);
    expect(
      rowsOf(
        await t.database.db.execute(
          sql`select marketing_type_id, description from marketing_items where listing_id = ${freshId}`,
        ),
      ),
    ).toEqual([{ marketing_type_id: 16, description: 'Showcase Website' }]);
    await expect(
      purchaseDomain(deps, buyer, { domain: 'another-mill.com', entityId: freshId, siteType: 0 }),
    ).rejects.toMatchObject({ statusCode: 409, message: MSG.showcaseDomainExists });
    expect(calls).toHaveLength(2);
  });
});
