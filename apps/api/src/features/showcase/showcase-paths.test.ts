import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MSG, type ShowcaseSite } from '@atrium/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createAgentUser, createListing, createOffice } from '../../db/factories';
import { videos } from '../../db/schema';

/**
 * The showcase calls beside the purchase flow: domain info by the domain's id, POST showCaseSite
 * (saves like PUT), DELETE showCaseSite/{id} (releases like PUT domain/release), and Renew refused
 * for a site whose domain is already owned.
 */
let t: TestApp;
let listingId: number;
let editor: string;
let outsider: string;
let officeId: number;
let agentId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const office = await createOffice(db);
  const a = await createAgentUser(db, office.id);
  editor = a.user.email;
  officeId = office.id;
  agentId = a.agent.id;
  outsider = (await createAgentUser(db, (await createOffice(db)).id)).user.email;
  listingId = (
    await createListing(db, {
      officeId: office.id,
      listingStatusId: 1,
      address1: '40 Bay Street',
      city: 'Sag Harbor',
      state: 'NY',
      agents: [{ agentId: a.agent.id, sideTypeId: 1 }],
    })
  ).id;
  const bought = await t.call({
    method: 'POST',
    url: '/api/domain/purchase',
    body: { domain: '40baystreet.com', entityId: listingId },
    as: editor,
  });
  expect(bought.statusCode, bought.body).toBe(200);
}, 120_000);
afterAll(() => t?.close());

const call = (method: string, url: string, body?: unknown, as = editor) => t.call({ method, url, body, as });
const site = async () => (await call('GET', `/api/showCaseSite/${listingId}`)).json() as ShowcaseSite;

describe('GET domain/getDomainInfo?id=', () => {
  it('answers the domain info (id, domainUrl, expirationDate, renewDeadline, status)', async () => {
    const { domainId } = await site();
    const res = await call('GET', `/api/domain/getDomainInfo?id=${domainId}`);
    expect(res.statusCode, res.body).toBe(200);
    const info = res.json();
    expect(Object.keys(info).sort()).toEqual(
      ['domainUrl', 'expirationDate', 'id', 'renewDeadline', 'status'].sort(),
    );
    expect(info).toMatchObject({ id: domainId, domainUrl: '40baystreet.com', status: 1 });
    expect(new Date(info.renewDeadline).getTime() - new Date(info.expirationDate).getTime()).toBe(
      19 * 86_400_000,
    );
  });

  it('404 for a domain outside the scope, an unknown one, and a bad id', async () => {
    const { domainId } = await site();
    expect(
      (await call('GET', `/api/domain/getDomainInfo?id=${domainId}`, undefined, outsider)).statusCode,
    ).toBe(404);
    const unknown = await call('GET', '/api/domain/getDomainInfo?id=987654');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MSG.showcaseNotAvailable);
    expect((await call('GET', '/api/domain/getDomainInfo?id=abc')).statusCode).toBe(400);
  });
});

describe('POST showCaseSite', () => {
  it('saves the settings as PUT does', async () => {
    const body = {
      listingId,
      headerOptions: 3,
      customHeader: 'On the bay',
      headline: 'Morning light',
      showPrice: false,
      titleOption: 4,
      customTabs: [{ title: 'Moorings', body: '<p>Two slips</p>' }],
    };
    expect((await call('POST', '/api/showCaseSite', body, outsider)).statusCode).toBe(404);
    expect((await call('POST', '/api/showCaseSite', { ...body, headerOptions: 4 })).statusCode).toBe(400);
    const res = await call('POST', '/api/showCaseSite', body);
    expect(res.statusCode, res.body).toBe(204);
    expect(await site()).toMatchObject({
      headerOptions: 3,
      customHeader: 'On the bay',
      headline: 'Morning light',
      showPrice: false,
      titleOption: 4,
      displayOptions: 2,
    });
  });
});

describe('POST domain/purchase with privateSite', () => {
  it('creates the showcase site private', async () => {
    const id = (
      await createListing(t.database.db, {
        officeId,
        listingStatusId: 1,
        address1: '41 Bay Street',
        city: 'Sag Harbor',
        state: 'NY',
        agents: [{ agentId, sideTypeId: 1 }],
      })
    ).id;
    const bought = await call('POST', '/api/domain/purchase', {
      domain: '41baystreet.com',
      entityId: id,
      privateSite: true,
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const res = await call('GET', `/api/showCaseSite/${id}`);
    expect(res.json()).toMatchObject({ privateSite: true, publish: false });
  });
});

describe('data completeness', () => {
  const warningKeys = async (id: number) =>
    ((await call('GET', `/api/listing/${id}/validate`)).json().warnings as Array<{ key: string }>)
      .map((w) => w.key)
      .filter((k) => k === 'noShowcaseSite' || k === 'showcasePrivateOrUnpublished');

  it('warns of no site, then of an unpublished or private one, then of nothing once published', async () => {
    const id = (
      await createListing(t.database.db, {
        officeId,
        listingStatusId: 1,
        address1: '42 Bay Street',
        city: 'Sag Harbor',
        state: 'NY',
        agents: [{ agentId, sideTypeId: 1 }],
      })
    ).id;
    expect(await warningKeys(id)).toEqual(['noShowcaseSite']);
    await call('POST', '/api/domain/purchase', { domain: '42baystreet.com', entityId: id });
    expect(await warningKeys(id)).toEqual(['showcasePrivateOrUnpublished']);
    await call('PUT', `/api/showcaseSite/${id}`, { publish: true });
    expect(await warningKeys(id)).toEqual([]);
    await t.database.db.execute(sql`update showcase_sites set private_site = true where listing_id = ${id}`);
    expect(await warningKeys(id)).toEqual(['showcasePrivateOrUnpublished']);
  });
});

describe('a site whose domain is already owned', () => {
  it('is never offered Renew, and a renewal is refused', async () => {
    await t.database.db.execute(
      sql`update showcase_sites set already_owned = true where listing_id = ${listingId}`,
    );
    expect((await site()).domain).toMatchObject({ statusDisplay: 'ACTIVE', canRenew: false });
    const info = await call('GET', `/api/domain/getbyid?entityId=${listingId}&siteType=0`);
    expect(info.json().canRenew).toBe(false);
    const renew = await call('POST', '/api/domain/renew', { entityId: listingId });
    expect(renew.statusCode).toBe(400);
    expect(renew.json().message).toBe(MSG.domainNotRenewable);
    await t.database.db.execute(
      sql`update showcase_sites set already_owned = false where listing_id = ${listingId}`,
    );
    expect((await site()).domain?.canRenew).toBe(true);
  });
});

describe('showcaseVideoUrl', () => {
  it('is the completed showcase hero video of the Video Section, else null', async () => {
    expect((await site()).showcaseVideoUrl).toBeNull();
    const hero = (status: number) => ({
      entityType: 'listing',
      entityId: listingId,
      videoTypeId: 3,
      displayOrder: 1,
      status,
      playbackKey: 'k',
      fileName: 'hero.mp4',
      contentType: 'video/mp4',
      sizeBytes: 1000,
      url: 'https://videos.example/hero.mp4',
    });
    const [row] = await t.database.db.insert(videos).values(hero(2)).returning({ id: videos.id });
    expect((await site()).showcaseVideoUrl).toBeNull();
    await t.database.db.update(videos).set({ status: 3 }).where(eq(videos.id, row!.id));
    expect((await site()).showcaseVideoUrl).toBe('https://videos.example/hero.mp4');
  });
});

describe('DELETE showCaseSite/{id}', () => {
  it('refuses outsiders, then releases the domain and deletes the site', async () => {
    expect((await call('DELETE', `/api/showCaseSite/${listingId}`, undefined, outsider)).statusCode).toBe(
      404,
    );
    const res = await call('DELETE', `/api/showCaseSite/${listingId}`);
    expect(res.statusCode, res.body).toBe(204);
    expect((await call('GET', `/api/showCaseSite/${listingId}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/domain/getbyid?entityId=${listingId}&siteType=0`)).statusCode).toBe(404);
    const free = await call('GET', '/api/domain/checkAvailability?domain=40baystreet.com');
    expect(free.json().available).toBe(true);
    const again = await call('DELETE', `/api/showCaseSite/${listingId}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(MSG.showcaseNotAvailable);
  });
});
