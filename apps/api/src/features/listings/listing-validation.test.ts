import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LISTING_FLAGS, MSG } from '@atrium/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createBackOffice, REJECT_REASONS } from '../../adapters/back-office/back-office';

const ADMIN = 'admin@meridian.example';
let t: TestApp;
const exec = (q: ReturnType<typeof sql>) => t.database.db.execute(q);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Validation = {
  isValid: boolean;
  warnings: Array<{ flagId: number; key: string; section: string; message: string }>;
  missingFields: Array<{ key: string }>;
  flags: number[];
};
const validate = async (id: number, as = ADMIN) =>
  (await t.call({ method: 'GET', url: `/api/listing/${id}/validate`, as })).json() as Validation;

describe('GET listing/{id}/validate', () => {
  it('computes the warnings from the listing data, each with its section', async () => {
    await exec(sql`update listings set image_count = 3, has_low_res_images = true, virtual_tour_url = null, virtual_tour_3d_url = null,
      mls_number = null, show_address = false, publish = false, price_upon_request = true, suppress_mls_import = true,
      buyer_commission = null, buyer_commission_type = 1 where id = 30`);
    const v = await validate(30);
    const keys = v.warnings.map((w) => w.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'photosTooSmall',
        'fewerThan10Images',
        'noVirtualTour',
        'missingMlsNumber',
        'addressHidden',
        'notPublished',
        'priceHidden',
        'mlsImportSuppressed',
        'missingBuyerCommission',
        'noVideo',
        'noShowcaseSite',
      ]),
    );
    expect(v.warnings.find((w) => w.key === 'noVirtualTour')?.section).toBe('VirtualTour');
  });

  it('lists missing required fields and answers isValid false', async () => {
    await exec(sql`update listings set title = null, property_type_id = null, image_count = 0 where id = 31`);
    const v = await validate(31);
    expect(v.isValid).toBe(false);
    expect(v.missingFields.map((m) => m.key)).toEqual(
      expect.arrayContaining(['title', 'propertyType', 'photo']),
    );
    const required = v.warnings.find((w) => w.flagId === 18)!;
    expect(required.message).toContain(MSG.required(['Listing title']).split(' ')[0]);
  });

  it('a complete listing is valid', async () => {
    await exec(sql`update listings set title = 'Complete', property_type_id = 1, image_count = 20, current_price = 1000000,
      initial_price = 1000000, listing_status_id = 1, listing_type = 'Sale', deal_type_id = 1, prior_broker_sale = false,
      address1 = '1 Main St', city = 'Aspen', state = 'CO', zip = '81611', listing_date = '2026-01-01', expiration_date = '2030-01-01'
      where id = 32`);
    const v = await validate(32);
    expect(v.missingFields).toEqual([]);
    expect(v.isValid).toBe(true);
    expect(v.flags).not.toContain(18);
  });

  it('is 404 outside the scope', async () => {
    const { rows } = (await exec(
      sql`select id from listings where office_id <> 8 order by id limit 1`,
    )) as unknown as { rows: Array<{ id: number }> };
    const res = await t.call({
      method: 'GET',
      url: `/api/listing/${rows[0].id}/validate`,
      as: 'guest@meridian.example',
    });
    expect(res.statusCode).toBe(404);
    const none = await t.call({ method: 'GET', url: '/api/listing/999999/validate', as: ADMIN });
    expect(none.statusCode).toBe(404);
  });
});

describe('GET ListingSyndication/{id}/flags', () => {
  it('answers the raised flag ids and the meaning of all 18', async () => {
    const res = await t.call({ method: 'GET', url: '/api/listingsyndication/30/flags', as: ADMIN });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.listingFlags).toHaveLength(18);
    expect(body.listingFlags.map((f: { id: number }) => f.id)).toEqual(LISTING_FLAGS.map((f) => f.id));
    expect(body.flags).toEqual(expect.arrayContaining([1, 6, 7, 9, 11, 12, 14]));
    expect(body.listingFlags.find((f: { id: number }) => f.id === 1).raised).toBe(true);
  });
});

describe('QC status and the back-office validation record', () => {
  it('derives rejectReasons in the sandbox', async () => {
    await exec(
      sql`update listings set publish = true, has_low_res_images = true, image_count = 4 where id = 33`,
    );
    const res = await t.call({ method: 'GET', url: '/api/listing/33/qcstatus', as: ADMIN });
    expect(res.json()).toMatchObject({ status: 'Rejected' });
    expect(res.json().rejectReasons).toEqual(
      expect.arrayContaining([REJECT_REASONS.lowResolution, REJECT_REASONS.tooFewPhotos]),
    );
  });
  it('answers sentToTrident and validationMessages', async () => {
    await exec(
      sql`update listings set data_source = 'Trident', trident_deal_number = null, mls_number = null where id = 34`,
    );
    const res = await t.call({ method: 'GET', url: '/api/listing/34/backofficevalidation', as: ADMIN });
    expect(res.json().sentToTrident).toBe(true);
    expect(res.json().validationMessages).toEqual(expect.arrayContaining(['MLS number is missing']));
  });
  it('the HTTP client reads the real system when BACK_OFFICE_URL is set', async () => {
    const calls: string[] = [];
    const fake = (async (url: string) => {
      calls.push(url);
      return new Response(
        JSON.stringify({ sentToTrident: true, validationMessages: ['From the real system'] }),
        { status: 200 },
      );
    }) as unknown as typeof fetch;
    const bo = createBackOffice({ url: 'https://backoffice.example/api/', fetchImpl: fake });
    expect(bo.kind).toBe('http');
    const r = await bo.validationRecord({ id: 7, listingNumber: 'L7' } as never);
    expect(r).toEqual({ sentToTrident: true, validationMessages: ['From the real system'] });
    expect(calls).toEqual(['https://backoffice.example/api/listing/L7/validate']);
  });
});

describe('stored data-complete state', () => {
  const storedIsValid = async (id: number) =>
    (
      (await exec(sql`select is_valid from listings where id = ${id}`)) as unknown as {
        rows: Array<{ is_valid: boolean }>;
      }
    ).rows[0].is_valid;

  it('follows each successful write, without bumping the version an open form holds', async () => {
    await exec(sql`update listings set is_valid = true where id = 32`);
    const before = await t.call({ method: 'GET', url: '/api/listing/32/details', as: ADMIN });
    // a title the completeness rules accept, then the photo count that makes the listing incomplete
    await exec(sql`update listings set image_count = 0 where id = 32`);
    const write = await t.call({
      method: 'PUT',
      url: '/api/listing/32/title',
      as: ADMIN,
      body: { title: 'Refreshed validity' },
      headers: { 'if-match': before.headers.etag as string },
    });
    expect(write.statusCode).toBe(204);
    await new Promise((r) => setTimeout(r, 200));
    expect(await storedIsValid(32)).toBe(false);
    const after = await t.call({ method: 'GET', url: '/api/listing/32/details', as: ADMIN });
    expect(after.headers.etag).toBe(write.headers.etag);
  });
});
