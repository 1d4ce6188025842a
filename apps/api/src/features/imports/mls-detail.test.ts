import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, NOTIFICATION_TYPE, type MlsDetails } from '@atrium/domain';
import { rowsOf } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  assignNotification,
  createAgentUser,
  createListing,
  createOffice,
  createUser,
} from '../../db/factories';
import { createSandboxMlsSource } from '../../adapters/mls-source/mls-source';

/** The MLS detail import through HTTP: who may, the record, the refusals, the job applied. */

let t: TestApp;
let editor: string;
let viewer: string;
let listing: number;
let noMls: number;
let unknown: number;
let watcherId: number;
const KEY = `MLS${Date.now().toString(36)}`.toUpperCase();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const office = await createOffice(db);
  const a = await createAgentUser(db, office.id);
  editor = a.user.email;
  viewer = (await createUser(db, { roles: ['agent'], officeIds: [office.id] })).email;
  const agents = [{ agentId: a.agent.id, sideTypeId: 1 as const }];
  listing = (await createListing(db, { officeId: office.id, agents, mlsNumber: KEY, bedrooms: 1 })).id;
  noMls = (await createListing(db, { officeId: office.id, agents, mlsNumber: null })).id;
  unknown = (await createListing(db, { officeId: office.id, agents, mlsNumber: `NOMLS-${KEY}` })).id;
  watcherId = (await createUser(db, { roles: ['marketingCoordinator'], officeIds: [office.id] })).id;
  await assignNotification(db, NOTIFICATION_TYPE.mlsListingUpdated, [watcherId]);
}, 180_000);
afterAll(() => t?.close());

const call = (method: string, url: string, body?: unknown, as = editor) => t.call({ method, url, body, as });

describe('MLS detail import', () => {
  it('answers the sandbox record of the listing, the same for the same number', async () => {
    const res = await call('GET', `/api/listing/${listing}/mlsdetails`);
    expect(res.statusCode, res.body).toBe(200);
    const details = res.json() as MlsDetails;
    const record = await createSandboxMlsSource().getListing(KEY);
    expect(details).toEqual({ listingId: listing, source: 'sandbox', ...record });
    expect(details.bedrooms).toBeGreaterThanOrEqual(2);
    expect(
      (await call('GET', `/api/listing/${listing}/MLSDETAILS`, undefined, 'admin@meridian.example')).json(),
    ).toEqual(details);
  });

  it('refuses a listing without MLS number, one the MLS does not know, and users who may not edit', async () => {
    const none = await call('GET', `/api/listing/${noMls}/mlsdetails`);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(MSG.mlsNoSource);
    const missing = await call('GET', `/api/listing/${unknown}/mlsdetails`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MSG.mlsListingNotFound(`NOMLS-${KEY}`));
    expect((await call('GET', `/api/listing/${listing}/mlsdetails`, undefined, viewer)).statusCode).toBe(403);
    const body = { listingKey: KEY, forceImport: true, source: 'Listing page' };
    expect((await call('POST', `/api/listing/${listing}/mlsimport`, body, viewer)).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/listing/${listing}/mlsimport`, { ...body, forceImport: false })).statusCode,
    ).toBe(400);
    expect((await call('POST', `/api/listing/${listing}/mlsimport`, { ...body, extra: 1 })).statusCode).toBe(
      400,
    );
    const wrongKey = await call('POST', `/api/listing/${listing}/mlsimport`, {
      ...body,
      listingKey: 'OTHER',
    });
    expect(wrongKey.statusCode).toBe(400);
    expect(wrongKey.json().message).toBe(MSG.mlsImportFailed);
    expect((await call('POST', `/api/listing/${noMls}/mlsimport`, body)).json().message).toBe(
      MSG.mlsNoSource,
    );
    expect((await call('GET', '/api/listing/999999999/mlsdetails')).statusCode).toBe(404);
  });

  it('queues the import; the job writes the MLS fields through the audited write', async () => {
    const record = (await createSandboxMlsSource().getListing(KEY))!;
    const res = await call('POST', `/api/listing/${listing}/mlsimport`, {
      listingKey: KEY,
      forceImport: true,
      source: 'Listing page',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: MSG.mlsImportQueued });
    const read = async () =>
      rowsOf<{ bedrooms: number; full_baths: number; interior_size: number; mls_price: string }>(
        await t.database.db.execute(
          sql`select bedrooms, full_baths, interior_size, mls_price from listings where id = ${listing}`,
        ),
      )[0];
    const deadline = Date.now() + 60_000;
    let row = await read();
    while (row.bedrooms !== record.bedrooms && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      row = await read();
    }
    expect(row).toMatchObject({
      bedrooms: record.bedrooms,
      full_baths: record.fullBaths,
      interior_size: record.livingArea,
    });
    expect(Number(row.mls_price)).toBe(record.listPrice);
    const audits = rowsOf<{ action: string; user_id: number | null }>(
      await t.database.db.execute(
        sql`select action from audits where entity_type = 'listing' and entity_id = ${listing} and action = 'mlsImport'`,
      ),
    );
    expect(audits).toHaveLength(1);
    // the users assigned to 'MLS listing updated' are told, with a link to the listing
    const told = async () =>
      rowsOf<{ entity_id: number }>(
        await t.database.db.execute(
          sql`select entity_id from notifications where user_id = ${watcherId} and type_id = ${NOTIFICATION_TYPE.mlsListingUpdated}`,
        ),
      );
    await expect.poll(told, { timeout: 10_000 }).toEqual([{ entity_id: listing }]);
  }, 90_000);
});
