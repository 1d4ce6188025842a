import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LISTING_STATUS, MSG } from '@atrium/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rowsOf } from '../../db/client';

let t: TestApp;
const ADMIN = 'admin@meridian.example';
const STAFF = 'staff@meridian.example';
const RESTRICTED = 'restricted@meridian.example';
const AGENT = 'agent@meridian.example';

const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query))[0];
const details = async (id: number) => {
  const res = await t.call({ method: 'GET', url: `/api/listing/${id}/details`, as: ADMIN });
  return { body: res.json(), etag: res.headers.etag as string };
};
const auditCount = async (id: number) =>
  Number(
    (
      await one<{ n: number }>(
        sql`select count(*)::int as n from audits where entity_type = 'listing' and entity_id = ${id}`,
      )
    ).n,
  );

const owner = { firstName: 'Ada', lastName: 'Lovelace', ownerAddressDifferentFromPropertyAddress: false };
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
  bedrooms: '4',
  fullBaths: 3,
  interiorSize: '3,200',
};

let draftId: number; // a draft sale listing of office 1 (staff's office)
let rentalId: number; // a rental listing of office 1 or 6
let notOnSideId: number; // an office-1 listing where agent 1 is on neither side
let outsideId: number; // a listing outside staff's offices

beforeAll(async () => {
  t = await createTestApp();
  draftId = (
    await one<{ id: number }>(
      sql`select id from listings where listing_status_id = 8 and office_id = 1 and listing_type = 'Sale' order by id limit 1`,
    )
  ).id;
  rentalId = (
    await one<{ id: number }>(
      sql`select id from listings where listing_type = 'Rental' and office_id in (1, 6) and listing_status_id = 1 order by id limit 1`,
    )
  ).id;
  notOnSideId = (
    await one<{ id: number }>(
      sql`select l.id from listings l where l.office_id = 1 and not exists (select 1 from listing_agents la where la.listing_id = l.id and la.agent_id = 1) order by l.id limit 1`,
    )
  ).id;
  outsideId = (
    await one<{ id: number }>(sql`select id from listings where office_id not in (1, 6) order by id limit 1`)
  ).id;
});
afterAll(async () => {
  await t?.close();
});

/** Sends an invalid write and checks the exact message and that nothing changed. */
async function refused(
  opts: { method: string; url: string; as: string; body: unknown; status?: number; message: string },
  id: number,
) {
  const before = await details(id);
  const audits = await auditCount(id);
  const res = await t.call(opts);
  expect(res.statusCode).toBe(opts.status ?? 400);
  expect(res.json().message).toBe(opts.message);
  const after = await details(id);
  expect(after.etag).toBe(before.etag);
  expect(after.body).toEqual(before.body);
  expect(await auditCount(id)).toBe(audits);
}

describe('PUT listing/{id}/details', () => {
  it('saves the details form with its owners, sets the state from the region and audits', async () => {
    const audits = await auditCount(draftId);
    const res = await t.call({
      method: 'PUT',
      url: `/api/listing/${draftId}/details`,
      as: STAFF,
      body: { ...validDetails, ownerInfo: [owner] },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers.etag).toMatch(/^W\/"\d+"$/);
    const { body } = await details(draftId);
    expect(body).toMatchObject({
      title: 'Harbor House',
      zip: '10580',
      bedrooms: 4,
      interiorSize: 3200,
      dealType: 'Our List/OB Sale',
    });
    expect(body.state).toBe((await one<{ code: string }>(sql`select code from states where id = 33`)).code);
    expect(body.ownerInfo).toHaveLength(1);
    expect(await auditCount(draftId)).toBeGreaterThan(audits);
    const audit = await one<{ changes: Array<{ field: string }> }>(
      sql`select changes from audits where entity_type = 'listing' and entity_id = ${draftId} order by id desc limit 1`,
    );
    expect(audit.changes.map((c) => c.field)).toContain('ownerInfo');
  });

  it('an office change sets the sales region from the office', async () => {
    const res = await t.call({
      method: 'PUT',
      url: `/api/listing/${draftId}/details`,
      as: STAFF,
      body: { ...validDetails, officeId: 6 },
    });
    expect(res.statusCode).toBe(204);
    const region = await one<{ sales_region_id: number }>(
      sql`select sales_region_id from offices where id = 6`,
    );
    expect((await details(draftId)).body.salesRegionId).toBe(region.sales_region_id);
    await t.call({ method: 'PUT', url: `/api/listing/${draftId}/details`, as: STAFF, body: validDetails });
  });

  it.each([
    [{ title: 'Park | View' }, MSG.titlePipe],
    [{ title: 'Park \\ View' }, MSG.titlePipe],
    [{ zip: '1058' }, MSG.zipFiveDigits],
    [{ title: '', city: '' }, 'Title, City are required'],
    [{ dealTypeId: null }, 'Deal Type is required'],
    [{ title: 'x'.repeat(51) }, MSG.maxLength('Title', 50)],
    [{ bedrooms: 2147483648 }, MSG.maxValue('Bedrooms', 2147483647)],
    [{ ownerInfo: [owner, owner, owner, owner] }, MSG.ownersMax],
    [{ ownerInfo: [] }, MSG.ownerInfoRequired],
    [
      { ownerInfo: [{ ...owner, ownerAddressDifferentFromPropertyAddress: true }] },
      'Address, City, State, Zip are required',
    ],
  ])('refuses %j with the exact message and stores nothing', async (over, message) => {
    await refused(
      {
        method: 'PUT',
        url: `/api/listing/${draftId}/details`,
        as: STAFF,
        body: { ...validDetails, ...over },
        message,
      },
      draftId,
    );
  });

  it('answers 412 to a stale If-Match and stores nothing', async () => {
    const { etag } = await details(draftId);
    const first = await t.call({
      method: 'PUT',
      url: `/api/listing/${draftId}/details`,
      as: STAFF,
      body: { ...validDetails, title: 'First' },
      headers: { 'if-match': etag },
    });
    expect(first.statusCode).toBe(204);
    await refused(
      {
        method: 'PUT',
        url: `/api/listing/${draftId}/details`,
        as: STAFF,
        body: { ...validDetails, title: 'Second' },
        headers: { 'if-match': etag },
        status: 412,
        message: MSG.staleVersion,
      } as never,
      draftId,
    );
    expect((await details(draftId)).body.title).toBe('First');
  });

  it('an agent on neither side gets 403, a listing outside the scope 404', async () => {
    await refused(
      {
        method: 'PUT',
        url: `/api/listing/${notOnSideId}/details`,
        as: AGENT,
        body: validDetails,
        status: 403,
        message: MSG.forbidden,
      },
      notOnSideId,
    );
    const res = await t.call({
      method: 'PUT',
      url: `/api/listing/${outsideId}/details`,
      as: STAFF,
      body: validDetails,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('owners', () => {
  it('GET and POST listing/{id}/owner keep up to 3 owners', async () => {
    const owners = [
      owner,
      {
        ...owner,
        firstName: 'Grace',
        lastName: 'Hopper',
        ownerAddressDifferentFromPropertyAddress: true,
        address: '9 Elm',
        city: 'Rye',
        regionId: 33,
        zip: '10580',
      },
    ];
    const res = await t.call({
      method: 'POST',
      url: `/api/listing/${draftId}/owner`,
      as: STAFF,
      body: owners,
    });
    expect(res.statusCode).toBe(204);
    const list = (await t.call({ method: 'GET', url: `/api/listing/${draftId}/owner`, as: STAFF })).json();
    expect(list.map((o: { lastName: string; displayOrder: number }) => [o.lastName, o.displayOrder])).toEqual(
      [
        ['Lovelace', 1],
        ['Hopper', 2],
      ],
    );
  });
  it.each([
    [[owner, owner, owner, owner], MSG.ownersMax],
    [[], MSG.ownerInfoRequired],
    [
      [
        {
          ...owner,
          ownerAddressDifferentFromPropertyAddress: true,
          address: '9 Elm',
          city: 'Rye',
          regionId: 33,
          zip: '1058',
        },
      ],
      MSG.zipFiveDigits,
    ],
  ])('refuses %j', async (body, message) => {
    await refused(
      { method: 'POST', url: `/api/listing/${draftId}/owner`, as: STAFF, body, message },
      draftId,
    );
  });
});

describe('dates', () => {
  const dates = {
    listingDate: '01/05/2026',
    expirationDate: '2026-07-05',
    contractDate: null,
    closedDate: null,
    canceledDate: null,
    projectedListDate: null,
  };
  it('saves dates given in a display format', async () => {
    const res = await t.call({ method: 'PUT', url: `/api/listing/${draftId}/dates`, as: STAFF, body: dates });
    expect(res.statusCode).toBe(204);
    expect((await details(draftId)).body).toMatchObject({
      listingDate: '2026-01-05',
      expirationDate: '2026-07-05',
    });
  });
  it.each([
    [{ closedDate: '2026-03-01' }, MSG.closedDateWithoutContract],
    [{ contractDate: '2026-02-01', canceledDate: '2026-02-03' }, MSG.cancelDateWithContractOrClosed],
    [{ listingDate: null }, MSG.listingDateRequired],
    [{ expirationDate: '' }, MSG.expirationDateRequired],
    [{ listingDate: '2/30/2026' }, MSG.invalidDate('Listing date')],
  ])('refuses %j', async (over, message) => {
    await refused(
      {
        method: 'PUT',
        url: `/api/listing/${draftId}/dates`,
        as: STAFF,
        body: { ...dates, ...over },
        message,
      },
      draftId,
    );
  });
  it('refuses Disable Listing Dates Edit with 403', async () => {
    const id = (
      await one<{ id: number }>(sql`select id from listings where office_id = 6 order by id limit 1`)
    ).id;
    await refused(
      {
        method: 'PUT',
        url: `/api/listing/${id}/dates`,
        as: RESTRICTED,
        body: dates,
        status: 403,
        message: MSG.forbidden,
      },
      id,
    );
  });
});

describe('prices and commissions', () => {
  const prices = {
    initialPrice: '$2,500,000',
    currentPrice: '2,400,000.555',
    listingCommission: 5,
    buyerCommission: 2.5,
    buyerCommissionType: 3,
  };
  it('strips currency, keeps 2 decimals, clears a buyer commission that is not offered', async () => {
    const res = await t.call({
      method: 'PUT',
      url: `/api/listing/${draftId}/prices`,
      as: STAFF,
      body: prices,
    });
    expect(res.statusCode).toBe(204);
    expect((await details(draftId)).body).toMatchObject({
      initialPrice: 2500000,
      currentPrice: 2400000.55,
      listingCommission: 5,
      listingCommissionType: 1,
      buyerCommission: null,
      buyerCommissionType: 3,
      flipTaxSide: null,
    });
  });
  it.each([
    [{ listingCommission: 120 }, MSG.listingCommissionMax],
    [{ listingCommission: -1 }, MSG.listingCommissionMin],
    [{ buyerCommission: 101, buyerCommissionType: 1 }, MSG.buyerCommissionMax],
    [{ maxFinancing: 101 }, MSG.incorrectValue],
    [{ flipTaxAmount: 100.5 }, MSG.incorrectValue],
    [{ initialPrice: '' }, 'Initial Price is required'],
    [{ currentPrice: '123456789012' }, MSG.maxLength('Current Price', 11)],
  ])('refuses %j', async (over, message) => {
    await refused(
      {
        method: 'PUT',
        url: `/api/listing/${draftId}/prices`,
        as: STAFF,
        body: { ...prices, ...over },
        message,
      },
      draftId,
    );
  });
  it('refuses Disable Listing Price Edit with 403 (prices and rental terms)', async () => {
    const id = (
      await one<{ id: number }>(sql`select id from listings where office_id = 6 order by id limit 1`)
    ).id;
    await refused(
      {
        method: 'PUT',
        url: `/api/listing/${id}/prices`,
        as: RESTRICTED,
        body: prices,
        status: 403,
        message: MSG.forbidden,
      },
      id,
    );
    await refused(
      {
        method: 'PUT',
        url: `/api/listing/${id}/rentalterms`,
        as: RESTRICTED,
        body: { listingRentalDetails: [{ rentalPeriodId: 1, price: 5 }] },
        status: 403,
        message: MSG.forbidden,
      },
      id,
    );
  });
});

describe('rental terms', () => {
  it('lists every rental period with the listing terms and saves the kept rows', async () => {
    const res = await t.call({
      method: 'PUT',
      url: `/api/listing/${rentalId}/rentalterms`,
      as: ADMIN,
      body: {
        listingRentalDetails: [
          { rentalPeriodId: 1, price: '$9,500' },
          { rentalPeriodId: 2, price: 0 },
          { rentalPeriodId: 3, price: '' },
        ],
      },
    });
    expect(res.statusCode).toBe(204);
    const periods = (
      await t.call({ method: 'GET', url: `/api/listing/rentalperiods/${rentalId}`, as: ADMIN })
    ).json();
    expect(periods.length).toBeGreaterThan(3);
    expect(periods.filter((p: { price: number | null }) => p.price != null)).toEqual([
      expect.objectContaining({ rentalPeriodId: 1, price: 9500 }),
    ]);
    // the rental detail: one period of the listing (any case of the path)
    const detail = await t.call({ method: 'GET', url: `/api/rental/1/listing/${rentalId}`, as: ADMIN });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toEqual(periods.find((p: { rentalPeriodId: number }) => p.rentalPeriodId === 1));
    const none = (
      await t.call({ method: 'GET', url: `/api/Rental/2/listing/${rentalId}`, as: ADMIN })
    ).json();
    expect(none).toMatchObject({ rentalPeriodId: 2, price: null });
    expect(
      (await t.call({ method: 'GET', url: `/api/Rental/9999/listing/${rentalId}`, as: ADMIN })).statusCode,
    ).toBe(404);
  });
  it('refuses a rental with no term', async () => {
    await refused(
      {
        method: 'PUT',
        url: `/api/listing/${rentalId}/rentalterms`,
        as: ADMIN,
        body: { listingRentalDetails: [{ rentalPeriodId: 1, price: 0 }] },
        message: MSG.rentalTermRequired,
      },
      rentalId,
    );
  });
});

describe('status', () => {
  it('refuses a status the role may not choose with 403', async () => {
    await refused(
      {
        method: 'PUT',
        url: `/api/listing/${draftId}/status`,
        as: STAFF,
        body: { listingStatusId: LISTING_STATUS.pending },
        status: 403,
        message: MSG.statusNotAllowed,
      },
      draftId,
    );
  });
  it('refuses pending without a contract date', async () => {
    await refused(
      {
        method: 'PUT',
        url: `/api/listing/${draftId}/status`,
        as: ADMIN,
        body: { listingStatusId: LISTING_STATUS.pending },
        message: MSG.pendingNeedsContractDate,
      },
      draftId,
    );
  });
  it('refuses coming soon without a projected list date, sold without a closed date', async () => {
    await refused(
      {
        method: 'PUT',
        url: `/api/listing/${draftId}/status`,
        as: ADMIN,
        body: { listingStatusId: LISTING_STATUS.comingSoon },
        message: MSG.comingSoonNeedsProjectedDate,
      },
      draftId,
    );
    await refused(
      {
        method: 'PUT',
        url: `/api/listing/${draftId}/status`,
        as: ADMIN,
        body: { listingStatusId: LISTING_STATUS.sold },
        message: MSG.soldNeedsClosedDate,
      },
      draftId,
    );
  });
  it('makes a complete draft active', async () => {
    const res = await t.call({
      method: 'PUT',
      url: `/api/listing/${draftId}/status`,
      as: STAFF,
      body: { listingStatusId: LISTING_STATUS.active },
    });
    expect(res.statusCode).toBe(204);
    expect((await details(draftId)).body.status).toBe('Active');
  });
  it('refuses activation while something required is missing', async () => {
    const other = (
      await one<{ id: number }>(
        sql`select id from listings where listing_status_id = 8 and office_id = 1 and id <> ${draftId} order by id limit 1`,
      )
    ).id;
    await t.database.db.execute(sql`update listings set listing_date = null where id = ${other}`);
    await refused(
      {
        method: 'PUT',
        url: `/api/listing/${other}/status`,
        as: STAFF,
        body: { listingStatusId: LISTING_STATUS.active },
        message: MSG.listingDateRequired,
      },
      other,
    );
  });
});

describe('display options', () => {
  it('toggles publish, address, map, use address, suppress MLS', async () => {
    for (const [path, field] of [
      ['togglepublish/true', 'publish'],
      ['toggleshowaddress/false', 'showAddress'],
      ['toggleshowmap/0', 'showMap'],
      ['toggleuseaddress/1', 'useAddressAsTitle'],
    ] as const) {
      const res = await t.call({ method: 'PUT', url: `/api/listing/${draftId}/${path}`, as: STAFF });
      expect(res.statusCode).toBe(204);
      expect((await details(draftId)).body[field]).toBe(/true|1$/.test(path));
    }
    const res = await t.call({
      method: 'PUT',
      url: `/api/listing/${draftId}/togglesuppressmls`,
      as: STAFF,
      body: { toggleStatus: true },
    });
    expect(res.statusCode).toBe(204);
    expect((await details(draftId)).body.suppressMlsImport).toBe(true);
  });
  it('refuses the sold price option in sales regions 20 and 9', async () => {
    await t.database.db.execute(
      sql`insert into sales_regions (id, name) values (9, 'Nine') on conflict do nothing`,
    );
    await t.database.db.execute(sql`update listings set sales_region_id = 9 where id = ${rentalId}`);
    await refused(
      {
        method: 'PUT',
        url: `/api/listing/${rentalId}/toggleshowsoldpriceforselectsold/true`,
        as: ADMIN,
        body: undefined,
        message: MSG.soldPriceOptionUnavailable,
      },
      rentalId,
    );
  });
  it('publishing needs Publish Listing', async () => {
    const id = (
      await one<{ id: number }>(sql`select id from listings where office_id = 6 order by id limit 1`)
    ).id;
    await refused(
      {
        method: 'PUT',
        url: `/api/listing/${id}/togglepublish/true`,
        as: RESTRICTED,
        body: undefined,
        status: 403,
        message: MSG.forbidden,
      },
      id,
    );
  });
});

describe('reads', () => {
  it('answers lookups, neighborhoods and lastUpdated', async () => {
    const lookups = (await t.call({ method: 'GET', url: '/api/listing/lookups', as: AGENT })).json();
    expect(lookups.propertyTypes.length).toBeGreaterThan(0);
    expect(lookups.flipTaxSides).toEqual(['No', 'Paid By Buyer', 'Paid By Seller']);
    const hoods = (
      await t.call({ method: 'GET', url: '/api/salesregion/1/neighborhoods', as: AGENT })
    ).json();
    expect(hoods.length).toBeGreaterThan(0);
    const last = await t.call({ method: 'GET', url: `/api/listing/${draftId}/lastUpdated`, as: STAFF });
    expect(last.statusCode).toBe(200);
    expect(last.headers.etag).toBe((await details(draftId)).etag);
  });
});
