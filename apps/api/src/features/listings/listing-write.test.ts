import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LISTING_STATUS, MSG } from '@atrium/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rowsOf } from '../../db/client';
import {
  createAgent,
  createAgentUser,
  createListing,
  createOffice,
  createUser,
  type FactoryUser,
} from '../../db/factories';
import { correctListingValidityOnce, recomputeListingValidity } from './listing-validation.service';

/**
 * The one listing write: the rules the form holds hold on the server, every write keeps the
 * data-complete flag true, and nothing is acknowledged that was not stored.
 */
let t: TestApp;
let officeA: number;
let officeB: number;
let stateId: number;
let staff: FactoryUser;
let admin: FactoryUser;
let agent: Awaited<ReturnType<typeof createAgentUser>>;

const row = async (id: number) =>
  rowsOf<Record<string, unknown>>(
    await t.database.db.execute(sql`select * from listings where id = ${id}`),
  )[0];
const put = (url: string, as: string, body: unknown, ifMatch?: string) =>
  t.call({ method: 'PUT', url, as, body, headers: ifMatch ? { 'if-match': ifMatch } : {} });
const etagOf = async (id: number) =>
  (await t.call({ method: 'GET', url: `/api/listing/${id}/details`, as: admin.email })).headers
    .etag as string;

/** The details body the form sends for a listing, with changes. */
function detailsBody(l: Record<string, unknown>, over: Record<string, unknown> = {}) {
  return {
    listingType: l.listing_type,
    title: l.title,
    address1: l.address1,
    city: l.city,
    regionId: stateId,
    zip: l.zip,
    dealTypeId: l.deal_type_id,
    officeId: l.office_id,
    propertyTypeId: l.property_type_id,
    ...over,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  officeA = (await createOffice(db)).id;
  officeB = (await createOffice(db)).id;
  stateId = Number(
    rowsOf<{ id: number }>(await db.execute(sql`select id from states where code = 'NY'`))[0].id,
  );
  staff = await createUser(db, { roles: ['staff', 'listingEdit', 'publishListing'], officeIds: [officeA] });
  admin = await createUser(db, { roles: ['systemAdmin'] });
  agent = await createAgentUser(db, officeA);
});
afterAll(async () => {
  await t?.close();
});

async function agentListing(
  over: Parameters<typeof createListing>[1] extends infer O ? Partial<O> : never = {},
) {
  return createListing(t.database.db, {
    officeId: officeA,
    regionId: stateId,
    agents: [{ agentId: agent.agent.id, sideTypeId: 1 }],
    ...over,
  });
}

describe('the office of a listing', () => {
  it('an agent cannot move their own listing to another office (403, nothing stored)', async () => {
    const l = await agentListing();
    const before = await row(l.id);
    const res = await put(
      `/api/listing/${l.id}/details`,
      agent.user.email,
      detailsBody(before, { officeId: officeB }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.officeChangeForbidden);
    expect((await row(l.id)).office_id).toBe(officeA);
  });
  it('staff may move a listing only to one of their own offices', async () => {
    const l = await agentListing();
    const refused = await put(
      `/api/listing/${l.id}/details`,
      staff.email,
      detailsBody(await row(l.id), { officeId: officeB }),
    );
    expect(refused.statusCode).toBe(403);
    const officeC = (await createOffice(t.database.db, { salesRegionId: 2 })).id;
    await t.database.db.execute(
      sql`insert into user_offices (user_id, office_id) values (${staff.id}, ${officeC})`,
    );
    const moved = await put(
      `/api/listing/${l.id}/details`,
      staff.email,
      detailsBody(await row(l.id), { officeId: officeC }),
    );
    expect(moved.statusCode).toBe(204);
    expect(await row(l.id)).toMatchObject({ office_id: officeC, sales_region_id: 2 });
  });
});

describe('the deal type and the agent sides', () => {
  it('Disable Listing Agents Edit refuses a deal type change by PUT dealtype and by the details', async () => {
    const restricted = await createUser(t.database.db, {
      roles: ['staff', 'listingEdit', 'disableListingAgentsEdit'],
      officeIds: [officeA],
    });
    const l = await agentListing();
    const viaRoute = await put(`/api/listing/${l.id}/dealtype`, restricted.email, { dealTypeId: 2 });
    expect(viaRoute.statusCode).toBe(403);
    const viaDetails = await put(
      `/api/listing/${l.id}/details`,
      restricted.email,
      detailsBody(await row(l.id), { dealTypeId: 2 }),
    );
    expect(viaDetails.statusCode).toBe(403);
    expect(viaDetails.json().message).toBe(MSG.dealTypeChangeForbidden);
    expect((await row(l.id)).deal_type_id).toBe(1);
  });
  it('a system administrator holding Disable Listing Agents Edit is held by it like anyone (one rule)', async () => {
    const sa = await createUser(t.database.db, { roles: ['systemAdmin', 'disableListingAgentsEdit'] });
    const l = await agentListing();
    const details = await t.call({ method: 'GET', url: `/api/listing/${l.id}/agentDetails`, as: sa.email });
    expect(details.json().canEdit).toBe(false);
    const other = await createAgent(t.database.db, { officeId: officeA });
    const add = await t.call({
      method: 'POST',
      url: `/api/listing/${l.id}/agent`,
      as: sa.email,
      body: { agentId: other.id, sideTypeId: 1 },
    });
    expect(add.statusCode).toBe(403);
  });
  it('a list-side deal refuses a sale-side agent, and the reverse', async () => {
    const other = await createAgent(t.database.db, { officeId: officeA });
    const listSide = await agentListing({ dealTypeId: 1 });
    const add = await t.call({
      method: 'POST',
      url: `/api/listing/${listSide.id}/agent`,
      as: admin.email,
      body: { agentId: other.id, sideTypeId: 2 },
    });
    expect(add.statusCode).toBe(400);
    expect(add.json().message).toBe(MSG.agentSideNotInDeal(2));
    const saleSide = await agentListing({
      dealTypeId: 3,
      agents: [{ agentId: agent.agent.id, sideTypeId: 2 }],
    });
    const update = await put(`/api/listing/${saleSide.id}/agent`, admin.email, {
      agentId: agent.agent.id,
      sideTypeId: 1,
      split: 100,
    });
    expect(update.statusCode).toBe(400);
    const count = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from listing_agents where listing_id = ${listSide.id}`,
      ),
    )[0];
    expect(Number(count.n)).toBe(1);
  });
});

describe('what PUT details acknowledges', () => {
  it('a status sent with the details is changed in the same transaction, under the status rules', async () => {
    const l = await agentListing({ listingStatusId: LISTING_STATUS.draft });
    const res = await put(
      `/api/listing/${l.id}/details`,
      admin.email,
      detailsBody(await row(l.id), { title: 'Now active', listingStatusId: LISTING_STATUS.active }),
      await etagOf(l.id),
    );
    expect(res.statusCode).toBe(204);
    expect(await row(l.id)).toMatchObject({ title: 'Now active', listing_status_id: LISTING_STATUS.active });
  });
  it('a status the rules refuse refuses the whole save: neither the title nor the status is stored', async () => {
    const l = await agentListing({ contractDate: null });
    const res = await put(
      `/api/listing/${l.id}/details`,
      admin.email,
      detailsBody(await row(l.id), { title: 'Half saved?', listingStatusId: LISTING_STATUS.pending }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.pendingNeedsContractDate);
    expect(await row(l.id)).toMatchObject({ title: l.title, listing_status_id: LISTING_STATUS.active });
  });
  it('an unknown field is refused with 400 naming it, and nothing is stored', async () => {
    const l = await agentListing();
    const res = await put(
      `/api/listing/${l.id}/details`,
      admin.email,
      detailsBody(await row(l.id), {
        title: 'Unknown fields',
        publishOnMoon: true,
        ownerInfo: [
          { firstName: 'A', lastName: 'B', ownerAddressDifferentFromPropertyAddress: false, shoeSize: 9 },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.unknownFields(['publishOnMoon', 'ownerInfo.0.shoeSize']));
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'publishOnMoon',
      'ownerInfo.0.shoeSize',
    ]);
    expect((await row(l.id)).title).toBe(l.title);
  });
  it('lotSizeTypeId takes only 1 or 2, through the details and through the lot tab alike', async () => {
    const l = await agentListing();
    const viaDetails = await put(
      `/api/listing/${l.id}/details`,
      admin.email,
      detailsBody(await row(l.id), { lotSizeTypeId: 99999 }),
    );
    expect(viaDetails.statusCode).toBe(400);
    const viaLot = await put(`/api/listing/${l.id}/lot`, admin.email, {
      lotSize: 2,
      lotSizeTypeId: 99999,
      outdoorSpace: null,
    });
    expect(viaLot.statusCode).toBe(400);
    expect((await row(l.id)).lot_size_type_id).toBeNull();
    const ok = await put(
      `/api/listing/${l.id}/details`,
      admin.email,
      detailsBody(await row(l.id), { lotSizeTypeId: 2 }),
    );
    expect(ok.statusCode).toBe(204);
    expect((await row(l.id)).lot_size_type_id).toBe(2);
  });
});

describe('versions', () => {
  it('amenities and additional MLS honour If-Match like every other section (412 when stale)', async () => {
    const l = await agentListing();
    const stale = await etagOf(l.id);
    await put(`/api/listing/${l.id}/title`, admin.email, { title: 'A newer version' });
    const amenities = await put(`/api/listing/${l.id}/amenities`, admin.email, { amenities: [] }, stale);
    expect(amenities.statusCode).toBe(412);
    const mls = await put(
      `/api/listing/${l.id}/additionalMls`,
      admin.email,
      { additionalMls: [{ mlsName: 'OneKey', mlsNumber: '123' }] },
      stale,
    );
    expect(mls.statusCode).toBe(412);
    const listed = await t.call({
      method: 'GET',
      url: `/api/listing/${l.id}/additionalMls`,
      as: admin.email,
    });
    expect(listed.json()).toEqual([]);
  });
  it('answers times as ISO 8601 strings', async () => {
    const l = await agentListing();
    const res = await t.call({ method: 'GET', url: `/api/listing/${l.id}/details`, as: admin.email });
    expect(res.json().lastUpdated).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});

describe('the stored data-complete flag', () => {
  it('the demo data is seeded with flags that agree with the rule', async () => {
    expect(await recomputeListingValidity(t.database.db)).toBe(0);
  });
  it('follows every write that changes completeness: agents, prices, status', async () => {
    const l = await agentListing();
    expect((await row(l.id)).is_valid).toBe(true);
    // the only list-side agent leaves: agent info is missing
    const removed = await t.call({
      method: 'DELETE',
      url: `/api/listing/${l.id}/agent/${agent.agent.id}/1`,
      as: admin.email,
    });
    expect(removed.statusCode).toBe(200);
    expect((await row(l.id)).is_valid).toBe(false);
    await t.call({
      method: 'POST',
      url: `/api/listing/${l.id}/agent`,
      as: admin.email,
      body: { agentId: agent.agent.id, sideTypeId: 1 },
    });
    expect((await row(l.id)).is_valid).toBe(true);
    // sold without a closed date is refused; with contract and closed dates it is complete
    await put(`/api/listing/${l.id}/dates`, admin.email, {
      listingDate: '2026-01-05',
      expirationDate: '2027-01-05',
      contractDate: '2026-02-01',
      closedDate: '2026-03-01',
      canceledDate: null,
      projectedListDate: null,
    });
    const sold = await put(`/api/listing/${l.id}/status`, admin.email, {
      listingStatusId: LISTING_STATUS.sold,
    });
    expect(sold.statusCode).toBe(204);
    expect(await row(l.id)).toMatchObject({ listing_status_id: LISTING_STATUS.sold, is_valid: true });
    expect(Number((await row(l.id)).last_asking_price)).toBe(1_000_000);
  });
  it('recomputeListingValidity corrects flags stored wrong, and only those', async () => {
    const incomplete = await agentListing({ isValid: true, imageCount: 0 });
    const complete = await agentListing({ isValid: false });
    const fine = await agentListing({ isValid: true });
    const corrected = await recomputeListingValidity(t.database.db);
    expect(corrected).toBeGreaterThanOrEqual(2);
    expect((await row(incomplete.id)).is_valid).toBe(false);
    expect((await row(complete.id)).is_valid).toBe(true);
    expect(await row(fine.id)).toMatchObject({ is_valid: true, version: fine.version });
    expect(await recomputeListingValidity(t.database.db)).toBe(0);
  });
  it('the start-up correction runs once per database', async () => {
    const wrong = await agentListing({ isValid: false });
    expect(await correctListingValidityOnce(t.database.db)).toBeGreaterThanOrEqual(1);
    expect((await row(wrong.id)).is_valid).toBe(true);
    await agentListing({ isValid: false });
    expect(await correctListingValidityOnce(t.database.db)).toBeNull();
  });
});
