import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type DesignTemplate, type DesignVaultListing } from '@atrium/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  createAgentUser,
  createDesignTemplate,
  createListing,
  createOffice,
  createUser,
} from '../../db/factories';

/** Design vault through HTTP: who manages an office's templates, the per-office switch, the listing lookup, the sandbox tool. */

let t: TestApp;
let officeA: number;
let officeB: number;
let templateId: number;
let otherTemplateId: number;
let listingA: number;
let bmA: string;
let mcA: string;
let bmB: string;
let staffA: string;
let staffEditA: string;
let agentOnListing: string;
let agentOther: string;
let agentElsewhere: string;
const ADMIN = 'admin@meridian.example';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  officeA = (await createOffice(db)).id;
  officeB = (await createOffice(db)).id;
  templateId = (await createDesignTemplate(db, { name: 'Test Brochure', pageCount: 3 })).id;
  otherTemplateId = (await createDesignTemplate(db, { name: 'Test Postcard', category: 'Postcard' })).id;
  bmA = (await createUser(db, { roles: ['branchManager'], officeIds: [officeA] })).email;
  mcA = (await createUser(db, { roles: ['marketingCoordinator'], officeIds: [officeA] })).email;
  bmB = (await createUser(db, { roles: ['branchManager'], officeIds: [officeB] })).email;
  staffA = (await createUser(db, { roles: ['staff'], officeIds: [officeA] })).email;
  staffEditA = (await createUser(db, { roles: ['staff', 'listingEdit'], officeIds: [officeA] })).email;
  const onListing = await createAgentUser(db, officeA);
  agentOnListing = onListing.user.email;
  // an agent of the office, not on the listing, without Listing Edit
  const other = await createAgentUser(db, officeA);
  agentOther = (await createUser(db, { roles: ['agent'], officeIds: [officeA], agentIds: [other.agent.id] }))
    .email;
  agentElsewhere = (await createAgentUser(db, officeB)).user.email;
  listingA = (
    await createListing(db, {
      officeId: officeA,
      address1: '12 Harbor Lane',
      city: 'Greenport',
      state: 'NY',
      zip: '11944',
      currentPrice: 2450000,
      agents: [{ agentId: onListing.agent.id, sideTypeId: 1 }],
    })
  ).id;
}, 60_000);
afterAll(() => t?.close());

const call = (method: string, url: string, as?: string) => t.call({ method, url, as });
const officeTemplates = async (officeId: number, as: string) => {
  const res = await call('GET', `/api/designvault/templates?officeId=${officeId}`, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DesignTemplate[];
};
const toggle = (officeId: number, id: number, flag: string, as: string) =>
  call('PUT', `/api/designvault/${officeId}/${id}/toggleenable/${flag}`, as);
const gallery = async (as: string) => {
  const res = await call('GET', `/api/designvault/templates?listingId=${listingA}`, as);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as DesignTemplate[]).map((x) => x.id);
};

describe('office templates', () => {
  it('lists every template, enabled by default, with the demo previews', async () => {
    const list = await officeTemplates(officeA, ADMIN);
    expect(list.find((x) => x.id === templateId)).toMatchObject({
      name: 'Test Brochure',
      category: 'Brochure',
      pageCount: 3,
      isEnabled: true,
      previewFileIds: [],
    });
    const seeded = list.find((x) => x.name === 'Signature Brochure');
    expect(seeded?.previewFileIds).toHaveLength(seeded!.pageCount);
    const preview = await call('GET', `/api/files/${seeded!.previewFileIds[0]}`, agentOther);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toContain('image/png');
  });

  it('lets SA and the BM or MC of the office in, and no one else', async () => {
    for (const as of [ADMIN, bmA, mcA])
      expect((await call('GET', `/api/designvault/templates?officeId=${officeA}`, as)).statusCode).toBe(200);
    for (const as of [bmB, staffA, agentOnListing])
      expect((await call('GET', `/api/designvault/templates?officeId=${officeA}`, as)).statusCode).toBe(403);
    expect((await call('GET', `/api/designvault/templates?officeId=${officeA}`)).statusCode).toBe(401);
    expect((await toggle(officeA, templateId, 'false', bmB)).statusCode).toBe(403);
    expect((await toggle(officeA, templateId, 'false', staffA)).statusCode).toBe(403);
    expect((await toggle(officeA, templateId, 'false', agentOnListing)).statusCode).toBe(403);
  });

  it('refuses a bad query or flag with 400 and unknown offices or templates with 404', async () => {
    expect((await call('GET', '/api/designvault/templates', ADMIN)).statusCode).toBe(400);
    expect((await call('GET', '/api/designvault/templates?officeId=abc', ADMIN)).statusCode).toBe(400);
    expect((await call('GET', '/api/designvault/templates?officeId=99999999', ADMIN)).statusCode).toBe(404);
    const bad = await toggle(officeA, templateId, 'maybe', ADMIN);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('true or false');
    expect((await toggle(officeA, 99999999, 'false', ADMIN)).statusCode).toBe(404);
    expect((await toggle(99999999, templateId, 'false', ADMIN)).statusCode).toBe(404);
  });

  it('switches a template for one office only, and the listing gallery follows', async () => {
    expect(await gallery(agentOnListing)).toContain(templateId);
    const res = await toggle(officeA, templateId, 'false', bmA);
    expect(res.statusCode, res.body).toBe(204);
    expect((await officeTemplates(officeA, bmA)).find((x) => x.id === templateId)?.isEnabled).toBe(false);
    expect((await officeTemplates(officeA, bmA)).find((x) => x.id === otherTemplateId)?.isEnabled).toBe(true);
    expect((await officeTemplates(officeB, bmB)).find((x) => x.id === templateId)?.isEnabled).toBe(true);
    const shown = await gallery(agentOnListing);
    expect(shown).not.toContain(templateId);
    expect(shown).toContain(otherTemplateId);
    expect((await toggle(officeA, templateId, 'TRUE', mcA)).statusCode).toBe(204);
    expect(await gallery(agentOnListing)).toContain(templateId);
  });

  it('answers the gallery only to those who may see the listing', async () => {
    expect(
      (await call('GET', `/api/designvault/templates?listingId=${listingA}`, agentElsewhere)).statusCode,
    ).toBe(404);
  });
});

describe('the listing for the design tool', () => {
  const lookup = (as: string, id = listingA) => call('GET', `/api/DesignVault/${id}`, as);

  it("answers the listing's address, price, agents and the sandbox link to its agent", async () => {
    const res = await lookup(agentOnListing);
    expect(res.statusCode, res.body).toBe(200);
    const l = res.json() as DesignVaultListing;
    expect(l).toMatchObject({
      id: listingA,
      address1: '12 Harbor Lane',
      city: 'Greenport',
      price: 2450000,
      officeId: officeA,
      canOpenDesignTool: true,
      designTool: { isSandbox: true, name: t.ctx.config.designTool.name },
    });
    expect(l.agents).toHaveLength(1);
    expect(l.designTool.url).toMatch(/^\/api\/designvault\/sandbox\/\{templateId\}\/\d+\?token=/);
  });

  it('gives the link to editors and SA, not to an agent outside the listing', async () => {
    for (const as of [staffEditA, ADMIN])
      expect(((await lookup(as)).json() as DesignVaultListing).canOpenDesignTool).toBe(true);
    const other = (await lookup(agentOther)).json() as DesignVaultListing;
    expect(other.canOpenDesignTool).toBe(false);
    expect(other.designTool.url).toBeNull();
  });

  it('answers the not-in-system message for an unknown listing or one outside the scope', async () => {
    for (const res of [await lookup(ADMIN, 99999999), await lookup(agentElsewhere)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MSG.designVaultNotInSystem(t.ctx.config.designTool.name));
    }
  });

  it('opens the sandbox page of an enabled template with a valid token only', async () => {
    const l = (await lookup(agentOnListing)).json() as DesignVaultListing;
    const url = l.designTool.url!.replace('{templateId}', String(templateId));
    const page = await call('GET', url);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('12 Harbor Lane');
    expect(page.body).toContain('$2,450,000');
    expect(page.body).toContain('Test Brochure');
    expect((await call('GET', url.replace(/token=[^&]+/, 'token=1.abc'))).statusCode).toBe(404);
    expect((await call('GET', url.replace(`/${listingA}?`, `/${listingA + 1}?`))).statusCode).toBe(404);
    // a template the office switched off is not offered by the tool either
    await toggle(officeA, otherTemplateId, 'false', ADMIN);
    expect((await call('GET', url.replace(`/${templateId}/`, `/${otherTemplateId}/`))).statusCode).toBe(404);
    await toggle(officeA, otherTemplateId, 'true', ADMIN);
  });
});
