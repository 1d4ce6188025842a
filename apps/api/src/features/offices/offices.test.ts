import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { etagFor, MSG, OFFICE_SETTINGS_DEFAULTS, type Office, type OfficeListRow } from '@atrium/domain';
import { rowsOf } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createAgent, createAgentUser, createOffice, createUser } from '../../db/factories';
import { sanitizeOfficeHistory } from './offices.service';

let t: TestApp;
let admin: string;
let mc: string;
let agentUser: string;
let ownId: number;
let otherId: number;
let stateId: number;
let agentId: number;
let specIds: number[];

const details = (over: Record<string, unknown> = {}) => ({
  name: 'Harbor Point Office',
  officeRegionId: 1,
  salesRegionId: 1,
  address1: '1 Harbor Way',
  city: 'Boston',
  regionId: stateId,
  zip: '02110',
  phoneNumber: '617.555.0100',
  fax: '(617) 555-0101',
  email: 'harbor@meridian.example',
  publish: true,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ownId = (await createOffice(db, { name: 'Aardvark Test Office' })).id;
  otherId = (await createOffice(db, { name: 'Aardvark Other Office', status: 2 })).id;
  admin = (await createUser(db, { roles: ['systemAdmin'] })).email;
  mc = (await createUser(db, { roles: ['marketingCoordinator'], officeIds: [ownId] })).email;
  agentUser = (await createUser(db, { roles: ['agent'], officeIds: [ownId] })).email;
  agentId = (await createAgent(db, { officeId: ownId, firstName: 'Mia', lastName: 'Manager' })).id;
  [{ id: stateId }] = rowsOf<{ id: number }>(await db.execute(sql`select id from states where code = 'MA'`));
  specIds = rowsOf<{ id: number }>(
    await db.execute(sql`select id from specializations order by id limit 2`),
  ).map((r) => Number(r.id));
}, 60_000);
afterAll(() => t?.close());

const call = (method: string, url: string, body?: unknown, as = admin, headers?: Record<string, string>) =>
  t.call({ method, url, body, as, headers });

describe('office creation and details', () => {
  it('creates an office (admin), saves its specializations, and reads it back', async () => {
    const res = await call('POST', '/api/office', details());
    expect(res.statusCode).toBe(200);
    const { id, message } = res.json<{ id: number; message: string }>();
    expect(message).toBe(MSG.officeCreated);
    const specs = await call('PUT', `/api/office/${id}/specializations`, { officeSpecializations: specIds });
    expect(specs.json()).toEqual({ message: MSG.officeSpecializationsUpdated });
    const got = await call('GET', `/api/Office/${id}`);
    expect(got.statusCode).toBe(200);
    expect(got.headers.etag).toBe(etagFor(1));
    expect(got.json<Office>()).toMatchObject({
      name: 'Harbor Point Office',
      officeName: 'Harbor Point Office',
      officeRegion: 'Northeast',
      salesRegion: 'East',
      state: 'MA',
      regionId: stateId,
      phoneNumber: '6175550100',
      fax: '6175550101',
      statusId: 1,
      status: 'Active',
      isValid: true,
      officeSpecializations: specIds,
      managerName: null,
    });
  });

  it.each([
    [{ name: '', city: ' ', email: null }, MSG.required(['Name', 'City', 'Email'])],
    [{ fax: '' }, MSG.required(['Fax'])],
    [{ zip: '0211' }, MSG.zipFiveDigits],
    [{ zip: '02110-1234' }, MSG.zipFiveDigits],
    [{ phoneNumber: '617555010' }, MSG.officePhoneTenDigits],
    [{ fax: '61755501011' }, MSG.officePhoneTenDigits],
    [{ email: 'not-an-email' }, MSG.userEmailNotValid],
    [{ name: 'x'.repeat(51) }, MSG.maxLength('Name', 50)],
    [{ mlsNumber: 'x'.repeat(51) }, MSG.maxLength('MLS id', 50)],
    [{ address1: 'x'.repeat(256) }, MSG.maxLength('Address 1', 255)],
    [{ facebookUrl: 'x'.repeat(256) }, MSG.maxLength('Facebook URL', 255)],
    [{ officeRegionId: 99 }, MSG.officeRegionUnknown],
    [{ salesRegionId: 999 }, MSG.officeSalesRegionUnknown],
    [{ regionId: 999999 }, MSG.officeStateUnknown],
    [{ salesRegionId: 'East' }, null],
    [{ rating: 5 }, null],
  ])('refuses %j with a 400 and its sentence', async (over, message) => {
    for (const [method, url] of [
      ['POST', '/api/office'],
      ['PUT', `/api/office/${ownId}`],
    ]) {
      const res = await call(method, url, details(over));
      expect(res.statusCode).toBe(400);
      if (message) expect(res.json<{ message: string }>().message).toBe(message);
    }
  });

  it('lets marketing staff change the details of their offices only; creation is for admins', async () => {
    const put = await call('PUT', `/api/office/${ownId}`, details({ name: 'Aardvark Test Office' }), mc);
    expect(put.statusCode).toBe(204);
    expect(put.headers.etag).toBe(etagFor(2));
    expect((await call('GET', `/api/office/${otherId}`, undefined, mc)).statusCode).toBe(404);
    expect((await call('PUT', `/api/office/${otherId}`, details(), mc)).statusCode).toBe(404);
    expect((await call('POST', '/api/office', details(), mc)).statusCode).toBe(403);
    expect((await call('GET', `/api/office/${ownId}`, undefined, agentUser)).statusCode).toBe(403);
    expect((await call('GET', '/api/office/999999')).statusCode).toBe(404);
  });

  it('refuses a stale If-Match with 412', async () => {
    const res = await call('PUT', `/api/office/${ownId}`, details({ name: 'Aardvark Test Office' }), admin, {
      'if-match': etagFor(1),
    });
    expect(res.statusCode).toBe(412);
  });
});

describe('office history', () => {
  it('keeps bold, italic and one line break; refuses more than 8000 characters', async () => {
    const res = await call('PUT', `/api/office/${ownId}/history`, {
      history:
        '<p>Our <strong>story</strong> <em>began</em><br><br><br>in 1990<script>x()</script><a href="x">link</a></p>',
    });
    expect(res.statusCode).toBe(204);
    const office = (await call('GET', `/api/office/${ownId}`)).json<Office>();
    expect(office.history).toBe('<p>Our <b>story</b> <i>began</i><br>in 1990link</p>');
    const long = await call('PUT', `/api/office/${ownId}/history`, { history: 'x'.repeat(8001) });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toBe(MSG.maxLength('Description', 8000));
    expect(
      (await call('PUT', `/api/office/${ownId}/history`, { history: 'x'.repeat(8000) })).statusCode,
    ).toBe(204);
    expect((await call('PUT', `/api/office/${otherId}/history`, { history: 'x' }, mc)).statusCode).toBe(404);
  });

  it('counts the HTML after sanitizing', () => {
    expect(sanitizeOfficeHistory('<div>a</div><p><br></p><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });
});

describe('office search', () => {
  const search = (body: Record<string, unknown>, as = admin) => call('POST', '/api/office/search', body, as);

  it('finds by any part of the name, any case, sorted by name, with status 0/1/2', async () => {
    const all = await search({ name: 'aardVARK', status: 0 });
    expect(all.statusCode).toBe(200);
    const body = all.json<{ items: OfficeListRow[]; totalCount: number }>();
    expect(body.items.map((r) => r.officeName)).toEqual(['Aardvark Other Office', 'Aardvark Test Office']);
    expect(body.totalCount).toBe(2);
    expect(body.items[1]).toMatchObject({ status: 'Active', valid: true, publish: true, region: 'East' });
    const active = (await search({ name: 'aardvark', status: 1 })).json<{ items: OfficeListRow[] }>();
    expect(active.items.map((r) => r.officeName)).toEqual(['Aardvark Test Office']);
    const inactive = (await search({ name: 'aardvark', status: 2 })).json<{ items: OfficeListRow[] }>();
    expect(inactive.items.map((r) => [r.officeName, r.status])).toEqual([
      ['Aardvark Other Office', 'Inactive'],
    ]);
    const desc = (await search({ name: 'aardvark', sortDirection: 'desc' })).json<{
      items: OfficeListRow[];
    }>();
    expect(desc.items[0].officeName).toBe('Aardvark Test Office');
    expect((await search({ name: '%' })).json<{ totalCount: number }>().totalCount).toBe(0);
  });

  it.each(['officeName', 'locationCode', 'manager', 'phoneNumber', 'region', 'status', 'valid', 'publish'])(
    'sorts by %s both ways',
    async (sortColumn) => {
      for (const sortDirection of ['asc', 'desc']) {
        const res = await search({ sortColumn, sortDirection, itemsPerPage: 5 });
        expect(res.statusCode).toBe(200);
        expect(res.json<{ items: OfficeListRow[] }>().items).toHaveLength(5);
      }
    },
  );

  it('pages 20 at a time and keeps marketing staff to their offices', async () => {
    const db = t.database.db;
    for (let i = 0; i < 21; i++)
      await createOffice(db, { name: `Zebra Paging ${String(i).padStart(2, '0')}` });
    const first = (await search({ name: 'zebra paging' })).json<{
      items: OfficeListRow[];
      totalCount: number;
    }>();
    expect(first.items).toHaveLength(20);
    expect(first.totalCount).toBe(21);
    const second = (await search({ name: 'zebra paging', currentPage: 2 })).json<{
      items: OfficeListRow[];
    }>();
    expect(second.items.map((r) => r.officeName)).toEqual(['Zebra Paging 20']);
    const scoped = (await search({}, mc)).json<{ items: OfficeListRow[] }>();
    expect(scoped.items.map((r) => r.id)).toEqual([ownId]);
    expect((await search({ status: 3 })).statusCode).toBe(400);
    expect((await search({ sortColumn: 'name; drop table offices' })).statusCode).toBe(400);
  });
});

describe('office settings, managers and status (system admins)', () => {
  it('answers the defaults, saves the flags, and refuses marketing staff', async () => {
    const get = await call('GET', `/api/office/${ownId}/settings`);
    expect(get.json()).toEqual(OFFICE_SETTINGS_DEFAULTS);
    const flags = { ...OFFICE_SETTINGS_DEFAULTS, showAgentTitle: false, suppressMlsImport: true };
    const save = await call('POST', `/api/office/${ownId}/settings`, flags);
    expect(save.json()).toEqual({ message: MSG.officeSettingsSaved });
    expect((await call('GET', `/api/office/${ownId}/settings`)).json()).toEqual(flags);
    expect((await call('GET', `/api/office/${ownId}/settings`, undefined, mc)).statusCode).toBe(403);
    expect((await call('POST', `/api/office/${ownId}/settings`, flags, mc)).statusCode).toBe(403);
    const { showAgentTitle: _s, ...missing } = flags;
    expect((await call('POST', `/api/office/${ownId}/settings`, missing)).statusCode).toBe(400);
  });

  it('assigns a manager with a title and removes them', async () => {
    const res = await call('POST', `/api/office/${ownId}/manager`, { agentId, title: 'Managing Broker' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      officeId: ownId,
      officeName: 'Aardvark Test Office',
      managerId: agentId,
      managerName: 'Mia Manager',
      managerTitle: 'Managing Broker',
      message: MSG.officeManagerAssigned,
    });
    const office = (await call('GET', `/api/office/${ownId}`)).json<Office>();
    expect(office).toMatchObject({
      managerId: agentId,
      managerName: 'Mia Manager',
      managerTitle: 'Managing Broker',
    });
    const row = (await call('POST', '/api/office/search', { name: 'Aardvark Test' })).json<{
      items: OfficeListRow[];
    }>();
    expect(row.items[0].manager).toBe('Mia Manager');
    expect((await call('POST', `/api/office/${ownId}/manager`, { agentId: 999999 })).json()).toMatchObject({
      message: MSG.officeManagerAgentUnknown,
    });
    expect((await call('POST', `/api/office/${ownId}/manager`, {})).json()).toMatchObject({
      message: MSG.required(['Agent']),
    });
    expect((await call('POST', `/api/office/${ownId}/manager`, { agentId }, mc)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/office/${ownId}/manager`, undefined, mc)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/office/${ownId}/manager`)).statusCode).toBe(204);
    expect((await call('GET', `/api/office/${ownId}`)).json<Office>().managerName).toBeNull();
  });

  it('deactivates and activates an office as their own calls', async () => {
    const id = (await createOffice(t.database.db, { name: 'Status Office' })).id;
    expect((await call('PUT', `/api/office/${id}/deactivate`, undefined, mc)).statusCode).toBe(403);
    expect((await call('PUT', `/api/office/${id}/deactivate`)).json()).toEqual({
      message: MSG.officeDeactivated,
    });
    expect((await call('GET', `/api/office/${id}`)).json<Office>()).toMatchObject({
      statusId: 2,
      status: 'Inactive',
    });
    expect((await call('PUT', `/api/office/${id}/activate`)).json()).toEqual({
      message: MSG.officeActivated,
    });
    expect((await call('PUT', '/api/office/999999/deactivate')).statusCode).toBe(404);
  });
});

describe('office additional MLS and specializations', () => {
  it('adds, lists, replaces and removes additional MLSs', async () => {
    const add = await call(
      'POST',
      '/api/office/additionalmls',
      {
        officeId: ownId,
        mlsName: 'Cape MLS',
        mlsNumber: 'C-1',
        active: true,
      },
      mc,
    );
    expect(add.statusCode).toBe(200);
    const added = add.json<{ officeAdditionalMlsId: number; message: string }>();
    expect(added.message).toBe(MSG.officeAdditionalMlsSaved);
    const put = await call('PUT', `/api/office/${ownId}/additionalmls`, [
      {
        officeAdditionalMlsId: added.officeAdditionalMlsId,
        mlsName: 'Cape MLS',
        mlsNumber: 'C-2',
        active: false,
      },
      { mlsName: 'Islands MLS', mlsNumber: 'I-1', active: true },
    ]);
    expect(put.statusCode).toBe(200);
    const list = (await call('GET', `/api/office/${ownId}/additionalmls`)).json<
      Array<{ mlsName: string; mlsNumber: string; active: boolean }>
    >();
    expect(list.map((r) => [r.mlsName, r.mlsNumber, r.active])).toEqual([
      ['Cape MLS', 'C-2', false],
      ['Islands MLS', 'I-1', true],
    ]);
    expect((await call('PUT', `/api/office/${ownId}/additionalmls`, [])).json()).toEqual([]);
    expect(
      (
        await call('POST', '/api/office/additionalmls', { officeId: ownId, mlsName: '', mlsNumber: 'x' })
      ).json(),
    ).toMatchObject({ message: MSG.required(['MLS name']) });
    expect(
      (
        await call(
          'POST',
          '/api/office/additionalmls',
          { officeId: otherId, mlsName: 'a', mlsNumber: 'b' },
          mc,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('PUT', `/api/office/${otherId}/additionalmls`, [
          { officeAdditionalMlsId: 1, mlsName: 'a', mlsNumber: 'b' },
        ])
      ).statusCode,
    ).toBe(404);
  });

  it('refuses unknown specializations and other offices', async () => {
    const bad = await call('PUT', `/api/office/${ownId}/specializations`, {
      officeSpecializations: [999999],
    });
    expect(bad.json()).toMatchObject({ message: MSG.officeSpecializationUnknown });
    expect(
      (await call('PUT', `/api/office/${otherId}/specializations`, { officeSpecializations: [] }, mc))
        .statusCode,
    ).toBe(404);
  });
});

describe('a new listing takes its office defaults', () => {
  const created = async (officeId: number, as: string) => {
    const res = await call('POST', '/api/listing/create', { listingType: 'Sale', officeId }, as);
    expect(res.statusCode).toBe(200);
    const id = res.json<{ id: number }>().id;
    const [row] = rowsOf<Record<string, boolean>>(
      await t.database.db.execute(sql`select publish, show_address, suppress_mls_import,
        suppress_photo_import, suppress_ad_copy_import, suppress_agent_import,
        (select bool_and(select_sale) from listing_agents la where la.listing_id = l.id) as select_sale
        from listings l where id = ${id}`),
    );
    return row;
  };

  it('uses the defaults while the office saved none, and the saved flags after', async () => {
    const id = (await createOffice(t.database.db, { name: 'Defaults Office' })).id;
    const lister = (await createAgentUser(t.database.db, id, ['listingCreation'])).user.email;
    expect(await created(id, lister)).toEqual({
      publish: false,
      show_address: true,
      select_sale: false,
      suppress_mls_import: false,
      suppress_photo_import: false,
      suppress_ad_copy_import: false,
      suppress_agent_import: false,
    });
    await call('POST', `/api/office/${id}/settings`, {
      ...OFFICE_SETTINGS_DEFAULTS,
      defaultPublish: true,
      defaultShowAddress: false,
      defaultSelectSale: true,
      suppressMlsImport: true,
      suppressMlsPhotoImport: true,
      suppressMlsAdCopyImport: true,
      suppressMlsAgentImport: true,
    });
    expect(await created(id, lister)).toEqual({
      publish: true,
      show_address: false,
      select_sale: true,
      suppress_mls_import: true,
      suppress_photo_import: true,
      suppress_ad_copy_import: true,
      suppress_agent_import: true,
    });
  });
});
