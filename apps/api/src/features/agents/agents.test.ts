import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MSG, LOCK_REASON, type AgentDetailSummary } from '@atrium/domain';
import { rowsOf } from '../../db/client';
import * as t from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { jsonService } from '../../test/json-service';
import {
  createAgent,
  createAgentUser,
  createListing,
  createMarketingItem,
  createOffice,
  createUser,
} from '../../db/factories';

let t0: TestApp;
let officeId: number;
let otherOfficeId: number;
let own: { agentId: number; email: string; userId: number };
let tridentAgentId: number;
let outsiderAgentId: number;
let marketing: string;
const admin = 'admin@meridian.example';

const complete = {
  statusId: 1,
  publish: true,
  firstName: 'Avery',
  lastName: 'Lindqvist',
  agentTypeId: 1,
  tridentOfficeId: 0,
  address1: '1 Main St',
  city: 'Aspen',
  regionId: 6,
  zip: '81611',
  workPhone: '970.555.0100',
  brandEmail: 'avery@meridian.example',
};

beforeAll(async () => {
  t0 = await createTestApp();
  const db = t0.database.db;
  officeId = (await createOffice(db, { name: 'Zephyr Office' })).id;
  otherOfficeId = (await createOffice(db)).id;
  complete.tridentOfficeId = officeId;
  const a = await createAgentUser(db, officeId);
  own = { agentId: a.agent.id, email: a.user.email, userId: a.user.id };
  tridentAgentId = (
    await createAgent(db, {
      officeId,
      tridentId: 'T777',
      firstName: 'Tara',
      lastName: 'Trident',
      brandEmail: 'tara@meridian.example',
    })
  ).id;
  outsiderAgentId = (await createAgent(db, { officeId: otherOfficeId })).id;
  marketing = (await createUser(db, { roles: ['marketingCoordinator'], officeIds: [officeId] })).email;
}, 60_000);
afterAll(() => t0?.close());

const call = (method: string, url: string, body?: unknown, as = admin, headers?: Record<string, string>) =>
  t0.call({ method, url, body, as, headers });
const summary = async (id: number, as = admin) =>
  (await call('GET', `/api/agent/${id}/detailsummary`, undefined, as)).json<AgentDetailSummary>();

describe('agent list', () => {
  it('answers the default filter: active, complete, published, first name ascending, 20 a page', async () => {
    const res = await call('POST', '/api/agent/search', {});
    expect(res.statusCode).toBe(200);
    const page = res.json<{
      totalRecords: number;
      itemsPerPage: number;
      results: Array<{ firstName: string; status: string; isValid: boolean; publish: boolean }>;
    }>();
    expect(page.itemsPerPage).toBe(20);
    expect(page.results.length).toBe(20);
    expect(page.totalRecords).toBeGreaterThan(20);
    expect(page.results.every((r) => r.status === 'Active' && r.isValid && r.publish)).toBe(true);
    const expected = rowsOf<{ id: number }>(
      await t0.database.db.execute(
        sql`select id from agents where status_id = 1 and is_valid and publish order by first_name, id limit 20`,
      ),
    ).map((r) => Number(r.id));
    expect(page.results.map((r) => (r as unknown as { agentId: number }).agentId)).toEqual(expected);
  });

  it('searches by name and by office name, and sorts on request', async () => {
    const byName = (await call('POST', '/api/agent/search', { name: 'trident' })).json<{
      results: Array<{ agentId: number }>;
    }>();
    expect(byName.results.map((r) => r.agentId)).toEqual([tridentAgentId]);
    const byOffice = (
      await call('POST', '/api/agent/search', { officeName: 'zephyr', isValid: null, isPublished: null })
    ).json<{
      results: Array<{ agentId: number; officeName: string }>;
    }>();
    expect(byOffice.results.map((r) => r.agentId).sort()).toEqual([own.agentId, tridentAgentId].sort());
    const desc = (
      await call('POST', '/api/agent/search', { sortColumn: 'LastName', sortDirection: 'desc' })
    ).json<{ results: Array<{ lastName: string }> }>();
    expect(desc.results[0].lastName >= desc.results[1].lastName).toBe(true);
  });

  it('the undersized-image filter and the row image read the agent photo facts', async () => {
    const db = t0.database.db;
    const [file] = rowsOf<{ id: string }>(await db.execute(sql`select id from files limit 1`));
    await db.execute(sql`insert into images (id, entity_type, entity_id, image_type, order_no, width, height, original_file_id)
      values (gen_random_uuid(), 'agent', ${own.agentId}, 'photo', 1, 600, 800, ${file.id})`);
    const res = (
      await call('POST', '/api/agent/search', {
        withUndersizedImage: true,
        officeName: 'zephyr',
        isValid: null,
        isPublished: null,
      })
    ).json<{ results: Array<{ agentId: number; imageUrlId: string | null }> }>();
    expect(res.results).toEqual([expect.objectContaining({ agentId: own.agentId, imageUrlId: file.id })]);
  });

  it('an agent lists only their own agent ids; marketing staff their offices', async () => {
    const mine = (
      await call('POST', '/api/agent/search', { isValid: null, isPublished: null }, own.email)
    ).json<{ results: Array<{ agentId: number }> }>();
    expect(mine.results.map((r) => r.agentId)).toEqual([own.agentId]);
    const staff = (
      await call('POST', '/api/agent/search', { isValid: null, isPublished: null }, marketing)
    ).json<{ results: Array<{ agentId: number }> }>();
    expect(staff.results.map((r) => r.agentId).sort()).toEqual([own.agentId, tridentAgentId].sort());
  });

  it('refuses unknown fields with a 400, never a 500', async () => {
    expect((await call('POST', '/api/agent/search', { nonsense: 1 })).statusCode).toBe(400);
    expect((await call('POST', '/api/agent/search', { currentPage: 0 })).statusCode).toBe(400);
  });
});

describe('agent scope', () => {
  it.each([
    'detailsummary',
    'agentDetails',
    'assistants',
    'agentBio',
    'languages',
    'validate',
    'testimonials',
    'marketing',
    'officeAdditionalMls',
    'lookups',
    'cms',
  ])('GET %s: 404 for an agent outside the scope, 200 for their own', async (section) => {
    expect(
      (await call('GET', `/api/agent/${outsiderAgentId}/${section}`, undefined, own.email)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/agent/${own.agentId}/${section}`, undefined, own.email)).statusCode).toBe(
      200,
    );
  });
  it('refuses users without an agent, marketing or admin role (403)', async () => {
    const staff = (await createUser(t0.database.db, { roles: ['staff'], officeIds: [officeId] })).email;
    expect((await call('GET', `/api/agent/${own.agentId}/detailsummary`, undefined, staff)).statusCode).toBe(
      403,
    );
  });
  it('a missing agent is 404', async () => {
    expect((await call('GET', '/api/agent/99999999/detailsummary')).statusCode).toBe(404);
  });
});

describe('agent description', () => {
  const put = (id: number, profileId: number, body: unknown, as = admin, headers?: Record<string, string>) =>
    call('PUT', `/api/agent/${id}/profile/${profileId}`, body, as, headers);

  it('an admin saves every field; dots leave the work phone, empty phones are null; the ETag moves on', async () => {
    const before = await summary(tridentAgentId);
    const res = await put(
      tridentAgentId,
      before.profileId,
      { ...complete, firstName: 'Tamsin', mobilePhone: '', fax: ' ' },
      admin,
      {
        'if-match': `W/"${before.version}"`,
      },
    );
    expect(res.statusCode).toBe(204);
    expect(res.headers.etag).toBe(`W/"${before.version + 1}"`);
    const after = await summary(tridentAgentId);
    expect(after.description).toMatchObject({
      firstName: 'Tamsin',
      workPhone: '9705550100',
      mobilePhone: null,
      fax: null,
      zip: '81611',
      regionId: 6,
    });
    expect(after.isValid).toBe(true);
    expect(
      (await put(tridentAgentId, before.profileId, complete, admin, { 'if-match': `W/"${before.version}"` }))
        .statusCode,
    ).toBe(412);
  });

  it.each([
    ['missing names', { firstName: '', lastName: null }, MSG.required(['First Name', 'Last Name'])],
    ['missing zip', { zip: '' }, MSG.required(['Zip'])],
    ['a zip of 4', { zip: '8161' }, MSG.zipFiveDigits],
    ['a work phone of 9', { workPhone: '970.555.010' }, MSG.agentWorkPhoneTenDigits],
    ['a bad brand email', { brandEmail: 'nope' }, MSG.agentBrandEmailNotValid],
    ['a first name of 51', { firstName: 'x'.repeat(51) }, MSG.maxLength('First Name', 50)],
  ])('refuses %s with the catalogue message', async (_l, change, message) => {
    const s = await summary(own.agentId);
    const res = await put(own.agentId, s.profileId, { ...complete, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(message);
  });

  it('a non-admin cannot change locked fields, whatever is sent', async () => {
    const s = await summary(tridentAgentId, admin);
    const res = await put(
      tridentAgentId,
      s.profileId,
      {
        ...complete,
        firstName: 'Mallory',
        city: 'Elsewhere',
        brandEmail: 'changed@meridian.example',
        title: 'Broker',
        salutationTypeId: 2,
      },
      marketing,
    );
    expect(res.statusCode).toBe(204);
    const after = await summary(tridentAgentId, marketing);
    expect(after.description).toMatchObject({
      firstName: 'Tamsin',
      city: 'Aspen',
      brandEmail: 'avery@meridian.example',
      title: 'Broker',
      salutationTypeId: 2,
    });
    expect(after.locks).toMatchObject({
      firstName: LOCK_REASON.trident,
      city: LOCK_REASON.trident,
      brandEmail: LOCK_REASON.filled,
    });
    const mine = await summary(own.agentId, own.email);
    expect(mine.locks.salutationTypeId).toBe(LOCK_REASON.salutation);
    expect(mine.locks.firstName).toBeUndefined();
  });

  it('the profile must be the agent’s, and another agent is 404', async () => {
    const s = await summary(own.agentId);
    expect((await put(own.agentId, s.profileId + 100000, complete)).statusCode).toBe(404);
    const other = await summary(outsiderAgentId);
    expect((await put(outsiderAgentId, other.profileId, complete, own.email)).statusCode).toBe(404);
  });

  it('validate lists what is missing', async () => {
    const res = (await call('GET', `/api/agent/${outsiderAgentId}/validate`)).json<{
      isValid: boolean;
      missing: string[];
    }>();
    expect(res.isValid).toBe(false);
    expect(res.missing).toContain('Brand Email');
  });
});

describe('biography, expertise and lists', () => {
  it('saves a biography with its body sanitized, then changes it', async () => {
    const profileId = (await summary(own.agentId)).profileId;
    const res = await call(
      'POST',
      '/api/agent/agentBio',
      {
        profileId,
        headline: 'Aspen specialist',
        body: '<p>Hello <script>alert(1)</script><b>there</b><a href="x">link</a></p>',
      },
      own.email,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: MSG.agentBiographyUpdated,
      headline: 'Aspen specialist',
      body: '<p>Hello <b>there</b>link</p>',
    });
    await call(
      'PUT',
      '/api/agent/agentBio',
      { profileId, headline: 'Changed', body: '<p>New</p>' },
      own.email,
    );
    expect(
      (await call('GET', `/api/agent/${own.agentId}/agentBio`, undefined, own.email)).json(),
    ).toMatchObject({ headline: 'Changed', body: '<p>New</p>' });
  });
  it.each([
    ['headline of 31', { headline: 'x'.repeat(31) }, MSG.maxLength('Headline', 30)],
    ['body of 4001', { body: 'x'.repeat(4001) }, MSG.maxLength('Biography', 4000)],
  ])('refuses a %s', async (_l, change, message) => {
    const profileId = (await summary(own.agentId)).profileId;
    const res = await call('PUT', '/api/agent/agentBio', { profileId, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(message);
  });
  it('saves the area of expertise up to 140', async () => {
    const profileId = (await summary(own.agentId)).profileId;
    const ok = await call('PATCH', `/api/profile/${profileId}/areaofexpertise`, {
      areaOfExpertise: 'x'.repeat(140),
    });
    expect(ok.json()).toEqual({ message: MSG.agentDataUpdated });
    const bad = await call('PATCH', `/api/profile/${profileId}/areaofexpertise`, {
      areaOfExpertise: 'x'.repeat(141),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe(MSG.maxLength('Area of expertise', 140));
  });
  it.each(['languages', 'specializations', 'designations'])(
    'sets the %s by id list (200) and refuses unknown ids',
    async (kind) => {
      const profileId = (await summary(own.agentId)).profileId;
      const lookups = (await call('GET', `/api/agent/${own.agentId}/lookups`)).json<
        Record<string, Array<{ id: number; name: string }>>
      >();
      const chosen = lookups[kind]
        .slice(0, 4)
        .map((x) => x.id)
        .reverse();
      const res = await call('POST', `/api/agent/${profileId}/${kind}`, chosen, own.email);
      expect(res.statusCode).toBe(200);
      const saved = res.json<Array<{ id: number }>>().map((x) => x.id);
      expect(saved.sort()).toEqual([...chosen].sort());
      if (kind === 'designations') expect(res.json<Array<{ id: number }>>().map((x) => x.id)).toEqual(chosen);
      expect((await call('GET', `/api/agent/${own.agentId}/${kind}`)).json<unknown[]>()).toHaveLength(4);
      const bad = await call('POST', `/api/agent/${profileId}/${kind}`, [999999]);
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string }>().message).toBe(MSG.agentUnknownLookup);
    },
  );
});

describe('assistants', () => {
  it('offers users not already assigned and not the agent’s own; adds and deletes', async () => {
    const helper = await createUser(t0.database.db, {
      roles: ['staff'],
      email: 'helper.person@factory.example',
    });
    const offered = (
      await call('GET', `/api/agent/${own.agentId}/assistantCandidates?text=helper.person`)
    ).json<Array<{ userId: number }>>();
    expect(offered.map((u) => u.userId)).toEqual([helper.id]);
    const ownUser = (
      await call('GET', `/api/agent/${own.agentId}/assistantCandidates?text=${encodeURIComponent(own.email)}`)
    ).json<unknown[]>();
    expect(ownUser).toEqual([]);
    const self = await call('POST', `/api/agent/${own.agentId}/assistant`, { userId: own.userId });
    expect(self.json<{ message: string }>().message).toBe(MSG.agentAssistantIsSelf);

    const add = await call('POST', `/api/agent/${own.agentId}/assistant`, { userId: helper.id }, own.email);
    expect(add.statusCode).toBe(200);
    const added = add.json<{ id: number; message: string; brandEmail: string }>();
    expect(added).toMatchObject({
      message: MSG.agentAssistantAdded,
      brandEmail: 'helper.person@factory.example',
    });
    expect(
      (await call('GET', `/api/agent/${own.agentId}/assistantCandidates?text=helper.person`)).json(),
    ).toEqual([]);
    expect(
      (await call('POST', `/api/agent/${own.agentId}/assistant`, { userId: helper.id })).json<{
        message: string;
      }>().message,
    ).toBe(MSG.agentAssistantAlready);
    expect((await call('DELETE', `/api/agent/${outsiderAgentId}/assistant/${added.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await call('DELETE', `/api/agent/${own.agentId}/assistant/${added.id}`, undefined, own.email))
        .statusCode,
    ).toBe(204);
    expect((await call('GET', `/api/agent/${own.agentId}/assistants`)).json()).toEqual([]);
  });
});

describe('select sales and rentals', () => {
  let cheap: number;
  let dear: number;
  beforeAll(async () => {
    const db = t0.database.db;
    const agents = [{ agentId: own.agentId, sideTypeId: 1 as const }];
    cheap = (
      await createListing(db, {
        officeId,
        agents,
        listingStatusId: 4,
        closedDate: '2026-03-01',
        soldPrice: 500_000,
      })
    ).id;
    dear = (
      await createListing(db, {
        officeId,
        agents,
        listingStatusId: 4,
        closedDate: '2026-01-01',
        soldPrice: 900_000,
      })
    ).id;
    await createListing(db, {
      officeId,
      agents,
      listingStatusId: 4,
      listingType: 'Rental',
      closedDate: '2026-02-01',
    });
    await createListing(db, { officeId, agents, listingStatusId: 1 });
    await createMarketingItem(db, { listingId: cheap, description: 'Agent marketing item' });
  });
  const search = (body: unknown, as = own.email) =>
    call('POST', `/api/agent/${own.agentId}/selectSales`, body, as);

  it('lists sold sales by closed date descending by default, or by price', async () => {
    const page = (await search({})).json<{
      totalRecords: number;
      results: Array<{ listingId: number; businessPurposeTypeId: number }>;
    }>();
    expect(page.results.map((r) => r.listingId)).toEqual([cheap, dear]);
    const byPrice = (await search({ sortColumn: 'price', sortDirection: 'desc' })).json<{
      results: Array<{ listingId: number }>;
    }>();
    expect(byPrice.results.map((r) => r.listingId)).toEqual([dear, cheap]);
    const rentals = (await search({ businessPurposeTypeId: 2 })).json<{ totalRecords: number }>();
    expect(rentals.totalRecords).toBe(1);
    expect((await call('POST', `/api/agent/${outsiderAgentId}/selectSales`, {}, own.email)).statusCode).toBe(
      404,
    );
  });

  it('shows a row toggled as select sale (the listing agents call), kept per agent', async () => {
    const res = await call(
      'PUT',
      `/api/listing/${cheap}/agent/${own.agentId}/toggleselectsale?toggleStatus=true`,
      undefined,
      own.email,
    );
    expect(res.statusCode).toBe(204);
    const page = (await search({})).json<{ results: Array<{ listingId: number; isSelectSale: boolean }> }>();
    expect(page.results.find((r) => r.listingId === cheap)?.isSelectSale).toBe(true);
  });

  it('exports the rows as a spreadsheet', async () => {
    const res = await call('POST', '/api/selectSold/export', { agentId: own.agentId }, own.email);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const { default: ExcelJS } = await import('exceljs');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0].rowCount).toBe(3);
    expect(
      (await call('POST', '/api/selectSold/export', { agentId: outsiderAgentId }, own.email)).statusCode,
    ).toBe(404);
  });

  it('suppresses the agent MLS import of a listing (204)', async () => {
    expect(
      (await call('PUT', `/api/listing/${cheap}/togglesuppressmlsagent`, { toggleStatus: true }, own.email))
        .statusCode,
    ).toBe(204);
    const [row] = await t0.database.db
      .select({ v: t.listings.suppressAgentImport })
      .from(t.listings)
      .where(eq(t.listings.id, cheap));
    expect(row.v).toBe(true);
  });

  it('lists the marketing of the agent’s listings', async () => {
    const rows = (await call('GET', `/api/agent/${own.agentId}/marketing`, undefined, own.email)).json<
      Array<{ listingId: number; description: string }>
    >();
    expect(rows).toEqual([
      expect.objectContaining({ listingId: cheap, description: 'Agent marketing item' }),
    ]);
  });
});

describe('the agent site', () => {
  const sandboxRow = async (agentId: number) =>
    (
      await t0.database.db
        .select()
        .from(t.agentSitesSandbox)
        .where(eq(t.agentSitesSandbox.entityIdentifier, agentId))
    ).find((r) => r.entityType === 4);

  it('is told a changed select-solds sort (sandbox), and says its status', async () => {
    const before = await summary(own.agentId);
    const status = () => call('GET', `/api/agent/${own.agentId}/agentsite/status`, undefined, own.email);
    expect((await status()).json()).toEqual({
      status: 'Sandbox site, nothing sent yet',
      siteUrl: null,
      mode: 'sandbox',
    });
    const res = await call('PUT', `/api/agent/${own.agentId}/profile/${before.profileId}`, {
      ...complete,
      sortField: 'price',
    });
    expect(res.statusCode).toBe(204);
    expect((await sandboxRow(own.agentId))?.soldsSortField).toBe('price');
    expect((await status()).json().status).toBe('Sandbox site, updated');
    // another field alone does not call the site again
    await t0.database.db.delete(t.agentSitesSandbox);
    const after = await summary(own.agentId);
    await call('PUT', `/api/agent/${own.agentId}/profile/${after.profileId}`, {
      ...complete,
      sortField: 'price',
      title: 'Broker',
    });
    expect(await sandboxRow(own.agentId)).toBeUndefined();
    expect(
      (await call('GET', `/api/agent/${outsiderAgentId}/agentsite/status`, undefined, own.email)).statusCode,
    ).toBe(404);
  });

  it('through AGENT_SITES_URL: posts the sort to siteoptions/selectsolds; a refusal saves nothing (503)', async () => {
    const cms = jsonService('');
    await cms.start();
    const real = await createTestApp({ env: { AGENT_SITES_URL: cms.url } });
    try {
      const db = real.database.db;
      const office = await createOffice(db);
      const agentId = (await createAgent(db, { officeId: office.id })).id;
      const get = async () =>
        (
          await real.call({ method: 'GET', url: `/api/agent/${agentId}/detailsummary`, as: admin })
        ).json<AgentDetailSummary>();
      const put = async (sortField: string) =>
        real.call({
          method: 'PUT',
          url: `/api/agent/${agentId}/profile/${(await get()).profileId}`,
          as: admin,
          body: { ...complete, tridentOfficeId: office.id, sortField },
        });
      cms.answer = () => ({ status: 200, body: {} });
      expect((await put('price')).statusCode).toBe(204);
      expect(cms.seen).toEqual([
        expect.objectContaining({
          method: 'POST',
          url: '/api/siteoptions/selectsolds',
          body: { entityType: 4, entityIdentifier: agentId, selectSoldsPage: { sortField: 'price' } },
        }),
      ]);
      cms.answer = () => ({ status: 500, body: {} });
      const refused = await put('closedDate');
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe(MSG.failedListingOptions);
      expect((await get()).description.sortField).toBe('price');
      const status = await real.call({
        method: 'GET',
        url: `/api/agent/${agentId}/agentsite/status`,
        as: admin,
      });
      expect(status.statusCode).toBe(503);
      expect(status.json().message).toBe(MSG.agentSiteStatusError);
    } finally {
      await real.close();
      await cms.stop();
    }
  }, 120_000);
});

describe('testimonials and additional MLS', () => {
  it('reads testimonials from the sandbox service with its links', async () => {
    await t0.database.db.insert(t.sandboxTestimonials).values({
      agentId: own.agentId,
      author: 'Happy Client',
      body: 'Wonderful',
      rating: 5,
      date: '2026-05-01',
    });
    const res = (await call('GET', `/api/agent/${own.agentId}/testimonials`, undefined, own.email)).json<{
      source: string;
      loginUrl: string;
      testimonials: unknown[];
    }>();
    expect(res.source).toBe('sandbox');
    expect(res.loginUrl).toMatch(/^https:\/\//);
    expect(res.testimonials).toEqual([
      expect.objectContaining({ author: 'Happy Client', body: 'Wonderful', rating: 5, date: '2026-05-01' }),
    ]);
  });
  it('replaces the additional MLS memberships', async () => {
    const res = await call(
      'POST',
      `/api/agent/${own.agentId}/officeAdditionalMls`,
      { additionalMls: [{ mlsName: 'Aspen MLS', mlsNumber: 'A1' }] },
      own.email,
    );
    expect(res.statusCode).toBe(200);
    expect((await call('GET', `/api/agent/${own.agentId}/officeAdditionalMls`)).json()).toEqual([
      expect.objectContaining({ mlsName: 'Aspen MLS', mlsNumber: 'A1' }),
    ]);
    const bad = await call('POST', `/api/agent/${own.agentId}/officeAdditionalMls`, {
      additionalMls: [{ mlsName: '', mlsNumber: 'A1' }],
    });
    expect(bad.statusCode).toBe(400);
  });
});
