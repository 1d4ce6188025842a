import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, type SalesTeamDetails } from '@atrium/domain';
import { rowsOf } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createAgent, createAgentUser, createOffice, createSalesTeam, createUser } from '../../db/factories';
import { jsonService } from '../../test/json-service';

let t: TestApp;
let officeA: number;
let officeB: number;
let admin: string;
let mcA: string;
let agentA: { agentId: number; email: string };
let agentB: { agentId: number; email: string };
let agentC: { agentId: number; email: string };
let ownTeam: number;
let otherTeam: number;

const call = (method: string, url: string, body?: unknown, as = admin, headers?: Record<string, string>) =>
  t.call({ method, url, body, as, headers });
const team = async (id: number, as = admin) =>
  (await call('GET', `/api/SalesTeam/${id}`, undefined, as)).json<SalesTeamDetails>();
const valid = (over: Record<string, unknown> = {}) => ({
  name: 'The Harbor Group',
  email: 'harbor@meridian.example',
  officeId: officeA,
  description: '<p>Harbor <b>homes</b></p>',
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  officeA = (await createOffice(db)).id;
  officeB = (await createOffice(db)).id;
  admin = 'admin@meridian.example';
  mcA = (await createUser(db, { roles: ['marketingCoordinator'], officeIds: [officeA] })).email;
  const mk = async (officeId: number) => {
    const a = await createAgentUser(db, officeId);
    return { agentId: a.agent.id, email: a.user.email };
  };
  agentA = await mk(officeA);
  agentB = await mk(officeA);
  agentC = await mk(officeB);
  ownTeam = (
    await createSalesTeam(db, { officeId: officeA, agentIds: [agentA.agentId], name: 'Aardvark Own Team' })
  ).id;
  otherTeam = (
    await createSalesTeam(db, { officeId: officeB, agentIds: [agentC.agentId], name: 'Aardvark Other Team' })
  ).id;
}, 120_000);
afterAll(() => t?.close());

describe('creating a sales team', () => {
  it('creates with the required fields, inactive, http:// added and the description sanitized', async () => {
    const res = await call(
      'POST',
      '/api/SalesTeam',
      valid({
        websiteUrl: 'harbor.example',
        facebookUrl: 'https://fb.example/h',
        description: '<p>Hi<script>x()</script></p>',
      }),
    );
    expect(res.statusCode).toBe(200);
    const { id, message } = res.json<{ id: number; message: string }>();
    expect(message).toBe(MSG.salesTeamCreated);
    const created = await team(id);
    expect(created).toMatchObject({
      name: 'The Harbor Group',
      officeId: officeA,
      websiteUrl: 'http://harbor.example',
      facebookUrl: 'https://fb.example/h',
      description: '<p>Hi</p>',
      statusId: 2,
      status: 'Inactive',
      phoneNoDisplayOrder: 1,
      teamMembers: [],
    });
  });

  it.each([
    [{}, MSG.required(['Name', 'Email', 'Office', 'Description'])],
    [{ description: '<p> </p>' }, MSG.required(['Description'])],
    [{ email: 'not-an-email' }, MSG.userEmailNotValid],
    [{ name: 'x'.repeat(51) }, MSG.maxLength('Name', 50)],
    [{ mlsNumber: 'x'.repeat(201) }, MSG.maxLength('MLS Number', 200)],
    [{ twitterUrl: 'x'.repeat(511) }, MSG.maxLength('Twitter', 510)],
    [{ description: `<p>${'x'.repeat(3501)}</p>` }, MSG.maxLength('Description', 3500)],
  ])('refuses %j with the catalogue message', async (over, message) => {
    const body = Object.keys(over).length ? valid(over) : {};
    const res = await call('POST', '/api/SalesTeam', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses an unknown field, an unknown office and a bad phone choice with a 400', async () => {
    expect((await call('POST', '/api/SalesTeam', valid({ color: 'red' }))).statusCode).toBe(400);
    const office = await call('POST', '/api/SalesTeam', valid({ officeId: 999999 }));
    expect(office.statusCode).toBe(400);
    expect(office.json().message).toBe(MSG.salesTeamOfficeUnknown);
    expect((await call('POST', '/api/SalesTeam', valid({ phoneNoDisplayOrder: 7 }))).statusCode).toBe(400);
  });

  it('is for admins and marketing staff, inside their offices', async () => {
    expect((await call('POST', '/api/SalesTeam', valid(), agentA.email)).statusCode).toBe(403);
    expect((await call('POST', '/api/SalesTeam', valid({ officeId: officeB }), mcA)).statusCode).toBe(403);
    expect((await call('POST', '/api/SalesTeam', valid(), mcA)).statusCode).toBe(200);
  });
});

describe('scope', () => {
  it('an agent opens only their own teams; marketing staff the teams of their offices', async () => {
    expect((await call('GET', `/api/SalesTeam/${ownTeam}`, undefined, agentA.email)).statusCode).toBe(200);
    expect((await call('GET', `/api/SalesTeam/${otherTeam}`, undefined, agentA.email)).statusCode).toBe(404);
    expect((await call('PUT', `/api/SalesTeam/${otherTeam}`, valid(), agentA.email)).statusCode).toBe(404);
    expect((await call('GET', `/api/SalesTeam/${ownTeam}`, undefined, mcA)).statusCode).toBe(200);
    expect((await call('GET', `/api/SalesTeam/${otherTeam}`, undefined, mcA)).statusCode).toBe(404);
    expect((await call('GET', '/api/SalesTeam/99999999')).statusCode).toBe(404);
    expect((await call('GET', '/api/SalesTeam/abc')).statusCode).toBe(400);
  });

  it('the list holds only the teams in scope', async () => {
    const names = async (as: string) =>
      (await call('POST', '/api/SalesTeam/search', { name: 'aardvark' }, as))
        .json<{ results: Array<{ id: number }> }>()
        .results.map((r) => r.id);
    expect(await names(agentA.email)).toEqual([ownTeam]);
    expect(await names(mcA)).toEqual([ownTeam]);
    expect((await names(admin)).sort()).toEqual([ownTeam, otherTeam].sort());
    const guest = (await createUser(t.database.db, { roles: ['guest'], officeIds: [officeA] })).email;
    expect((await call('POST', '/api/SalesTeam/search', {}, guest)).statusCode).toBe(403);
  });
});

describe('the list', () => {
  it('pages 20 at a time by name ascending, searches by name, sorts on the server', async () => {
    const db = t.database.db;
    for (let i = 0; i < 23; i++)
      await createSalesTeam(db, { officeId: officeB, name: `Zebra Paging ${String(i).padStart(2, '0')}` });
    const first = (await call('POST', '/api/SalesTeam/search', { name: 'zebra paging' })).json<{
      totalRecords: number;
      itemsPerPage: number;
      results: Array<{ name: string; status: string; memberCount: number }>;
    }>();
    expect(first.totalRecords).toBe(23);
    expect(first.itemsPerPage).toBe(20);
    expect(first.results).toHaveLength(20);
    expect(first.results[0]).toMatchObject({ name: 'Zebra Paging 00', status: 'Inactive', memberCount: 0 });
    const second = (
      await call('POST', '/api/SalesTeam/search', { name: 'ZEBRA PAGING', currentPage: 2 })
    ).json<{
      results: Array<{ name: string }>;
    }>();
    expect(second.results.map((r) => r.name)).toEqual([
      'Zebra Paging 20',
      'Zebra Paging 21',
      'Zebra Paging 22',
    ]);
    const desc = (
      await call('POST', '/api/SalesTeam/search', {
        name: 'zebra paging',
        sortDirection: 'desc',
        itemsPerPage: 1,
      })
    ).json<{ results: Array<{ name: string }> }>();
    expect(desc.results[0].name).toBe('Zebra Paging 22');
    for (const sortColumn of ['office', 'status', 'members', 'lastUpdated'])
      expect(
        (await call('POST', '/api/SalesTeam/search', { sortColumn, sortDirection: 'desc' })).statusCode,
      ).toBe(200);
    const byMembers = (
      await call('POST', '/api/SalesTeam/search', {
        name: 'aardvark',
        sortColumn: 'members',
        sortDirection: 'desc',
      })
    ).json<{ results: Array<{ memberCount: number }> }>();
    const counts = byMembers.results.map((r) => r.memberCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect((await call('POST', '/api/SalesTeam/search', { sortColumn: 'color' })).statusCode).toBe(400);
    expect((await call('POST', '/api/SalesTeam/search', { name: '%' })).json().totalRecords).toBe(0);
  });
});

describe('members', () => {
  it('two members make the team active, fewer inactive; the order renumbers from 1; users follow', async () => {
    const id = (await createSalesTeam(t.database.db, { officeId: officeA })).id;
    const add = (agentId: number) => call('POST', `/api/SalesTeam/${id}/agent/add`, { agentId });
    const first = await add(agentA.agentId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ statusId: 2, message: MSG.salesTeamMemberAdded });
    // agent B cannot open the team before being a member
    expect((await call('GET', `/api/SalesTeam/${id}`, undefined, agentB.email)).statusCode).toBe(404);
    const second = await add(agentB.agentId);
    expect(second.json()).toMatchObject({
      statusId: 1,
      teamMembers: [
        { agentId: agentA.agentId, displayOrder: 1 },
        { agentId: agentB.agentId, displayOrder: 2 },
      ],
    });
    expect((await team(id)).status).toBe('Active');
    // the member's user now belongs to the team (read on their next request)
    expect((await call('GET', `/api/SalesTeam/${id}`, undefined, agentB.email)).statusCode).toBe(200);

    const dup = await add(agentB.agentId);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(MSG.salesTeamMemberExists);
    const inactive = await createAgent(t.database.db, { officeId: officeA, statusId: 2 });
    const refused = await add(inactive.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MSG.salesTeamAgentAddError);

    // reorder: given as 10 and 5, stored as 1 and 2 in that order
    const reorder = await call('PUT', `/api/SalesTeam/${id}/reordermembers`, [
      { agentId: agentB.agentId, displayOrder: 10 },
      { agentId: agentA.agentId, displayOrder: 15 },
    ]);
    expect(reorder.statusCode).toBe(204);
    expect(reorder.headers.etag).toMatch(/^W\/"\d+"$/);
    expect((await team(id)).teamMembers.map((m) => [m.agentId, m.displayOrder])).toEqual([
      [agentB.agentId, 1],
      [agentA.agentId, 2],
    ]);
    const mismatch = await call('PUT', `/api/SalesTeam/${id}/reordermembers`, [
      { agentId: agentB.agentId, displayOrder: 1 },
    ]);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe(MSG.salesTeamReorderMismatch);
    const stale = await call(
      'PUT',
      `/api/SalesTeam/${id}/reordermembers`,
      [
        { agentId: agentA.agentId, displayOrder: 1 },
        { agentId: agentB.agentId, displayOrder: 2 },
      ],
      admin,
      { 'if-match': 'W/"1"' },
    );
    expect(stale.statusCode).toBe(412);

    // removing the first leaves one member, renumbered from 1, and the team inactive
    const removed = await call('DELETE', `/api/SalesTeam/${id}/agent/${agentB.agentId}/delete`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      statusId: 2,
      message: MSG.salesTeamMemberRemoved,
      teamMembers: [{ agentId: agentA.agentId, displayOrder: 1 }],
    });
    expect((await call('GET', `/api/SalesTeam/${id}`, undefined, agentB.email)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/SalesTeam/${id}/agent/${agentB.agentId}/delete`)).statusCode).toBe(
      404,
    );
  });

  it('the member search leaves the team’s members out', async () => {
    const db = t.database.db;
    const lastName = `Quokka${Date.now().toString(36)}`;
    const a = await createAgent(db, { officeId: officeA, lastName });
    const b = await createAgent(db, { officeId: officeA, lastName });
    const id = (await createSalesTeam(db, { officeId: officeA, agentIds: [a.id] })).id;
    const found = async (q: string) =>
      (await call('GET', `/api/agent/searchbyname?name=${lastName}${q}`))
        .json<Array<{ agentId: number }>>()
        .map((r) => r.agentId);
    expect((await found('')).sort()).toEqual([a.id, b.id].sort());
    expect(await found(`&forSalesTeam=true&salesTeamId=${id}`)).toEqual([b.id]);
  });
});

describe('saving the description', () => {
  it('saves (204 with the new ETag), audits, and refuses a stale version', async () => {
    const id = (await createSalesTeam(t.database.db, { officeId: officeA, agentIds: [agentA.agentId] })).id;
    const read = await call('GET', `/api/SalesTeam/${id}`);
    const etag = read.headers.etag as string;
    const put = await call(
      'PUT',
      `/api/SalesTeam/${id}`,
      valid({
        name: 'Renamed Team',
        phoneNoDisplayOrder: 3,
        phoneNumberDisplay: '212 555 0100',
        instagramUrl: 'insta.example/t',
      }),
      admin,
      { 'if-match': etag },
    );
    expect(put.statusCode).toBe(204);
    expect(put.headers.etag).not.toBe(etag);
    expect(await team(id)).toMatchObject({
      name: 'Renamed Team',
      phoneNoDisplayOrder: 3,
      phoneNumberDisplay: '212 555 0100',
      instagramUrl: 'http://insta.example/t',
    });
    const stale = await call('PUT', `/api/SalesTeam/${id}`, valid(), admin, { 'if-match': etag });
    expect(stale.statusCode).toBe(412);
    const audits = rowsOf<{ action: string }>(
      await t.database.db.execute(
        sql`select action from audits where entity_type = 'salesTeam' and entity_id = ${id}`,
      ),
    );
    expect(audits.map((a) => a.action)).toContain('update');
    const bad = await call('PUT', `/api/SalesTeam/${id}`, valid({ email: 'x@' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.userEmailNotValid);
  });
});

describe('assistants', () => {
  it('adds a user found by e-mail, leaves assistants out of the search, removes', async () => {
    const db = t.database.db;
    const email = `assist${Date.now().toString(36)}@factory.example`;
    const user = await createUser(db, { roles: ['staff'], email });
    const id = (await createSalesTeam(db, { officeId: officeA, agentIds: [agentA.agentId] })).id;
    const search = async () =>
      (await call('GET', `/api/salesteamassistants/${id}/users?text=${email}`)).json<
        Array<{ userId: number }>
      >();
    expect((await search()).map((u) => u.userId)).toEqual([user.id]);
    const add = await call('POST', `/api/salesteamassistants/${id}/assistant`, { userId: user.id });
    expect(add.statusCode).toBe(200);
    expect(add.json()).toMatchObject({
      message: MSG.salesTeamAssistantAdded,
      assistant: { salesTeamId: id, userId: user.id, brandEmail: email },
    });
    expect(await search()).toEqual([]);
    const dup = await call('POST', `/api/salesteamassistants/${id}/assistant`, { userId: user.id });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(MSG.salesTeamAssistantExists);
    const missing = await call('POST', `/api/salesteamassistants/${id}/assistant`, { userId: 99999999 });
    expect(missing.json().message).toBe(MSG.salesTeamAssistantAddError);
    const list = (await call('GET', `/api/salesteamassistants/${id}/assistants`)).json<
      Array<{ id: number }>
    >();
    expect(list).toHaveLength(1);
    // out of scope: another office's agent gets 404
    expect(
      (await call('GET', `/api/salesteamassistants/${id}/assistants`, undefined, agentC.email)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/salesteamassistants/${id}/assistant/${list[0].id}`)).statusCode).toBe(
      204,
    );
    expect((await call('DELETE', `/api/salesteamassistants/${id}/assistant/${list[0].id}`)).statusCode).toBe(
      404,
    );
  });
});

describe('testimonials and the team site (sandbox)', () => {
  it('saves the list through the sandbox, which keeps what it was sent', async () => {
    const id = (await createSalesTeam(t.database.db, { officeId: officeA, agentIds: [agentA.agentId] })).id;
    const list = [
      { author: 'Ann Buyer', text: 'They found us the house.' },
      { author: 'Bo Seller', text: 'Sold in a week.' },
    ];
    const res = await call(
      'POST',
      `/api/SalesTeamTestimonial/${id}/testimonials`,
      { testimonialList: list },
      agentA.email,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      testimonialList: list,
      siteMode: 'sandbox',
      message: MSG.salesTeamTestimonialsSaved,
    });
    const [sent] = rowsOf<{ testimonial_list: unknown; last_modified_user_id: number }>(
      await t.database.db.execute(
        sql`select testimonial_list, last_modified_user_id from agent_sites_sandbox where entity_type = 5 and entity_identifier = ${id}`,
      ),
    );
    expect(sent.testimonial_list).toEqual(list);
    expect(
      (await call('GET', `/api/SalesTeamTestimonial/${id}/testimonials`)).json().testimonialList,
    ).toEqual(list);
    const status = await call('GET', `/api/salesTeam/${id}/agentsite/status`);
    expect(status.json()).toMatchObject({ mode: 'sandbox', status: 'Sandbox site, updated' });
    const bad = await call('POST', `/api/SalesTeamTestimonial/${id}/testimonials`, {
      testimonialList: [{ author: '', text: 'x' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.required(['Author']));
    expect(
      (await call('GET', `/api/SalesTeamTestimonial/${otherTeam}/testimonials`, undefined, agentA.email))
        .statusCode,
    ).toBe(404);
  });
});

describe('testimonials through the real agent-sites service', () => {
  it('posts the list to siteoptions/salesteam, and answers 503 without storing when it refuses', async () => {
    const cms = jsonService('');
    const { seen } = cms;
    cms.answer = () => ({ status: 200, body: {} });
    await cms.start();
    const real = await createTestApp({ env: { AGENT_SITES_URL: cms.url } });
    try {
      const office = await createOffice(real.database.db);
      const id = (await createSalesTeam(real.database.db, { officeId: office.id })).id;
      const list = [{ author: 'Cy Client', text: 'Wonderful.' }];
      const url = `/api/SalesTeamTestimonial/${id}/testimonials`;
      const ok = await real.call({ method: 'POST', url, as: admin, body: { testimonialList: list } });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().siteMode).toBe('real');
      expect(seen[0]).toMatchObject({
        url: '/api/siteoptions/salesteam',
        body: { entityIdentifier: id, entityType: 5, testimonialList: list },
      });
      cms.answer = () => ({ status: 500, body: {} });
      const refused = await real.call({ method: 'POST', url, as: admin, body: { testimonialList: [] } });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe(MSG.salesTeamTestimonialsError);
      // the list the site has is still the one shown
      expect((await real.call({ method: 'GET', url, as: admin })).json().testimonialList).toEqual(list);
      const site = await real.call({
        method: 'GET',
        url: `/api/salesTeam/${id}/agentsite/status`,
        as: admin,
      });
      expect(site.statusCode).toBe(503);
      expect(site.json().message).toBe(MSG.salesTeamSiteStatusError);
    } finally {
      await real.close();
      await cms.stop();
    }
  }, 120_000);
});
