import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, type PrivateSiteUser, type ShowcaseSite } from '@atrium/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createAgent, createListing, createOffice, createUser } from '../../db/factories';
import { rowsOf } from '../../db/client';

/**
 * Private showcase sites: the access codes (rules, messages, status windows, expiry), the access
 * page (codes, logins, the cookie), requests for access e-mailed by preference, and the signed
 * approval link. The 'access' budget is small here: each public call speaks from its own address
 * unless the test is about the budget.
 */
let t: TestApp;
let listingId: number;
let editor: string;
let outsider: string;
const LEAD = 'lead.agent@meridian.example';
let secondEmail: string;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'on', RATE_LIMIT_ACCESS: '4,4' } });
  const db = t.database.db;
  const office = await createOffice(db);
  const other = await createOffice(db);
  const lead = await createAgent(db, { officeId: office.id, brandEmail: LEAD });
  // no brand e-mail: the e-mail of the user who holds the agent
  const second = await createAgent(db, { officeId: office.id, brandEmail: null });
  secondEmail = (await createUser(db, { roles: ['agent'], officeIds: [office.id], agentIds: [second.id] }))
    .email;
  editor = (
    await createUser(db, { roles: ['agent', 'listingEdit'], officeIds: [office.id], agentIds: [lead.id] })
  ).email;
  outsider = (await createUser(db, { roles: ['agent', 'listingEdit'], officeIds: [other.id] })).email;
  listingId = (
    await createListing(db, {
      officeId: office.id,
      publish: true,
      address1: '4 Quiet Lane',
      city: 'Southampton',
      state: 'NY',
      zip: '11968',
      agents: [
        { agentId: lead.id, sideTypeId: 1 },
        { agentId: second.id, sideTypeId: 1 },
      ],
    })
  ).id;
  const bought = await call('POST', '/api/domain/purchase', {
    domain: '4quietlane.com',
    entityId: listingId,
  });
  expect(bought.statusCode, bought.body).toBe(200);
  expect((await call('PUT', `/api/showcaseSite/${listingId}`, { publish: true })).statusCode).toBe(204);
}, 120_000);
afterAll(() => t?.close());

const call = (method: string, url: string, body?: unknown, as = editor) => t.call({ method, url, body, as });

let nextAddress = 1;
const freshAddress = () => `10.7.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
const publicCall = (
  method: 'GET' | 'POST',
  url: string,
  opts: { form?: Record<string, string>; json?: object; cookie?: string; from?: string } = {},
) =>
  t.app.inject({
    method,
    url,
    remoteAddress: opts.from ?? freshAddress(),
    headers: {
      ...(opts.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    ...(opts.form ? { payload: new URLSearchParams(opts.form).toString() } : {}),
    ...(opts.json ? { payload: opts.json } : {}),
  });

const site = async () => (await call('GET', `/api/showCaseSite/${listingId}`)).json() as ShowcaseSite;
async function saveSettings(change: Partial<ShowcaseSite>) {
  const s = { ...(await site()), ...change };
  const res = await call('PUT', '/api/showCaseSite', {
    listingId,
    headerOptions: s.headerOptions,
    showPrice: s.showPrice,
    titleOption: s.titleOption,
    customTabs: [],
    ...(change.privateSite !== undefined ? { privateSite: change.privateSite } : {}),
    ...(change.privateListingAccessEmailOption !== undefined
      ? { privateListingAccessEmailOption: change.privateListingAccessEmailOption }
      : {}),
  });
  expect(res.statusCode, res.body).toBe(204);
}
const users = async () =>
  (await call('GET', `/api/PrivateListing/${listingId}/users`)).json() as PrivateSiteUser[];
const addUser = (body: Record<string, unknown>) =>
  call('POST', '/api/PrivateListing/user', { listingId, customDate: false, ...body });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function mailsTo(to: string) {
  return rowsOf<{ subject: string; body: string }>(
    await t.database.db.execute(
      sql`select subject, body from mail_outbox where to_address = ${to} order by id`,
    ),
  );
}

describe('private settings', () => {
  it('saves the private switches with the settings; omitted means unchanged', async () => {
    await saveSettings({ privateSite: true, privateListingAccessEmailOption: 2 });
    expect(await site()).toMatchObject({
      privateSite: true,
      privateListingAccessEmailOption: 2,
      autoGenerateCode: false,
    });
    await saveSettings({});
    expect(await site()).toMatchObject({ privateSite: true, privateListingAccessEmailOption: 2 });
    const bad = await call('PUT', '/api/showCaseSite', {
      listingId,
      headerOptions: 1,
      showPrice: true,
      titleOption: 1,
      customTabs: [],
      privateListingAccessEmailOption: 3,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('access codes', () => {
  it.each([
    ['no name', { name: ' ', accessCode: 'Abc123$@#!' }, MSG.privateUserRequired],
    ['no code', { name: 'Ada', accessCode: '' }, MSG.privateUserRequired],
    [
      'custom dates without end',
      { name: 'Ada', accessCode: 'Abc123$@#!', customDate: true, startDate: day(0) },
      MSG.privateUserRequired,
    ],
    [
      'end before start',
      { name: 'Ada', accessCode: 'Abc123$@#!', customDate: true, startDate: day(2), endDate: day(1) },
      MSG.privateUserEndBeforeStart,
    ],
  ])('refuses %s with its message', async (_, body, message) => {
    const res = await addUser(body);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
  });

  it('refuses a code over 10 characters, an unknown field, a duplicate code and an outsider', async () => {
    expect((await addUser({ name: 'Ada', accessCode: 'ABCDEFGHIJK' })).statusCode).toBe(400);
    expect((await addUser({ name: 'Ada', accessCode: 'ABCDEFGHIJ', approved: true })).statusCode).toBe(400);
    expect((await addUser({ name: 'Ada', accessCode: 'DUPLICATE1' })).statusCode).toBe(200);
    const again = await addUser({ name: 'Bea', accessCode: 'DUPLICATE1' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.privateUserCodeTaken);
    const res = await t.call({
      method: 'POST',
      url: '/api/PrivateListing/user',
      as: outsider,
      body: { listingId, name: 'Eve', accessCode: 'OUTSIDER01', customDate: false },
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await t.call({ method: 'GET', url: `/api/PrivateListing/${listingId}/users`, as: outsider }))
        .statusCode,
    ).toBe(404);
  });

  it('saves with the message and shows each status window', async () => {
    const cases = [
      ['ALWAYS0001', {}, 'Active', true],
      ['WINDOW0001', { customDate: true, startDate: day(-1), endDate: day(1) }, 'Active', true],
      ['TODAYONLY1', { customDate: true, startDate: day(0), endDate: day(0) }, 'Active', true],
      ['LATER00001', { customDate: true, startDate: day(1), endDate: day(5) }, 'Inactive', true],
      ['PAST000001', { customDate: true, startDate: day(-5), endDate: day(-1) }, 'Expired', false],
    ] as const;
    for (const [code, dates, status, canEdit] of cases) {
      const res = await addUser({
        name: `Client ${code}`,
        accessCode: code,
        email: 'client@example.com',
        ...dates,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(MSG.privateUserSaved);
      expect(res.json().user, code).toMatchObject({ status, canEdit, approved: true, totalLogins: 0 });
    }
    const window = (await users()).find((u) => u.accessCode === 'WINDOW0001')!;
    expect(window.startDate).toBe(`${day(-1)}T00:00:00.000Z`);
    expect(window.endDate).toBe(`${day(1)}T23:59:59.000Z`);
  });

  it('edits a code, refuses to edit an expired one, and expires with the end date yesterday', async () => {
    const all = await users();
    const later = all.find((u) => u.accessCode === 'LATER00001')!;
    const edit = (u: PrivateSiteUser, change: Record<string, unknown>) =>
      call('PUT', '/api/PrivateListing/user', {
        listingId,
        id: u.id,
        name: u.name,
        accessCode: u.accessCode,
        email: u.email,
        phone: u.phone,
        customDate: u.customDate,
        startDate: u.startDate?.slice(0, 10) ?? null,
        endDate: u.endDate?.slice(0, 10) ?? null,
        ...change,
      });
    let res = await edit(later, { name: 'Later Client', startDate: day(0) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: MSG.privateUserSaved,
      user: { name: 'Later Client', status: 'Active' },
    });
    res = await edit(later, { expire: true });
    expect(res.json().user).toMatchObject({
      status: 'Expired',
      canEdit: false,
      customDate: true,
      endDate: `${day(-1)}T23:59:59.000Z`,
    });
    const past = all.find((u) => u.accessCode === 'PAST000001')!;
    res = await edit(past, { name: 'Changed' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.privateUserNotEditable);
    res = await edit(later, { accessCode: 'ALWAYS0001', expire: false });
    expect(res.statusCode).toBe(400);
    const history = await t.database.db.execute(
      sql`select action from audits where entity_id = ${listingId} and action like 'showcase.privateUser.%'`,
    );
    expect(JSON.stringify(history)).toContain('showcase.privateUser.expire');
  });
});

describe('the private page', () => {
  const enter = (code: string, from?: string) =>
    publicCall('POST', `/site/${listingId}/access`, { form: { intent: 'code', from: 'site', code }, from });

  it('answers the access page without the listing, never cached by shared caches', async () => {
    const res = await publicCall('GET', `/site/${listingId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('Private Residence');
    expect(res.body).toContain(`action="/site/${listingId}/access"`);
    expect(res.body).not.toContain('Quiet Lane');
    expect(res.body).not.toContain('<script');
  });

  it('answers the access page on the listing domain, returning there after the code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { host: '4quietlane.com' } });
    expect(res.body).toContain('Private Residence');
    expect(res.body).toMatch(/name="from"\s+value="domain"/);
    const ok = await publicCall('POST', `/site/${listingId}/access`, {
      form: { intent: 'code', from: 'domain', code: 'WINDOW0001' },
    });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/');
  });

  it('opens with an active code, records each login, and refuses other codes alike', async () => {
    for (const code of ['NOSUCHCODE', 'LATER00001', 'PAST000001', 'always0001']) {
      const res = await enter(code);
      expect(res.statusCode, code).toBe(401);
      expect(res.body).toContain(MSG.privateAccessWrongCode.replace(/'/g, '&#39;').split('.')[0]);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const ok = await enter('ALWAYS0001');
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe(`/site/${listingId}`);
    const setCookie = String(ok.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const cookie = setCookie.split(';')[0];
    const page = await publicCall('GET', `/site/${listingId}`, { cookie });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('4 Quiet Lane');
    expect(page.headers['cache-control']).toBe('private, no-store');
    await enter('ALWAYS0001');
    const user = (await users()).find((u) => u.accessCode === 'ALWAYS0001')!;
    expect(user.totalLogins).toBe(2);
    expect(user.privateSiteUserAudits).toHaveLength(2);

    // an altered cookie, another site's cookie name, or a code expired since: the access page again
    const [name, value] = cookie.split('=');
    const tampered = `${name}=${value.replace(/^\d+/, String(user.id + 1))}`;
    expect((await publicCall('GET', `/site/${listingId}`, { cookie: tampered })).body).toContain(
      'Private Residence',
    );
    await call('PUT', '/api/PrivateListing/user', {
      listingId,
      id: user.id,
      name: user.name,
      accessCode: user.accessCode,
      customDate: false,
      expire: true,
    });
    expect((await publicCall('GET', `/site/${listingId}`, { cookie })).body).toContain('Private Residence');
  });

  it('counts code guesses against the access budget', async () => {
    const from = freshAddress();
    for (let i = 0; i < 4; i++) expect((await enter(`GUESS0000${i}`, from)).statusCode).toBe(401);
    expect((await enter('GUESS00009', from)).statusCode).toBe(429);
  });
});

describe('requests for access and the approval link', () => {
  const request = (name: string, email: string) =>
    publicCall('POST', `/site/${listingId}/access`, {
      form: { intent: 'request', from: 'site', name, email, phone: '631 555 0199' },
    });

  it('refuses an incomplete request and keeps what was typed', async () => {
    const res = await request('Zoe', 'not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(MSG.privateAccessRequestIncomplete);
    expect(res.body).toContain('value="Zoe"');
  });

  it.each([
    [0, [] as string[]],
    [1, [LEAD]],
    [2, [LEAD, 'second']],
  ])('e-mail preference %i: a pending user, and the agents e-mailed', async (option, expected) => {
    await saveSettings({ privateListingAccessEmailOption: option });
    const recipients = expected.map((e) => (e === 'second' ? secondEmail : e));
    const before = await Promise.all([LEAD, secondEmail].map(async (e) => (await mailsTo(e)).length));
    const visitor = `visitor${option}@example.com`;
    const res = await request(`Visitor ${option}`, visitor);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(MSG.privateAccessRequested);
    const pending = (await users()).find((u) => u.email === visitor)!;
    expect(pending).toMatchObject({ status: 'Pending Approval', approved: false });
    expect(pending.accessCode).toHaveLength(10);
    const after = await Promise.all([LEAD, secondEmail].map(async (e) => (await mailsTo(e)).length));
    expect(after[0] - before[0]).toBe(recipients.includes(LEAD) ? 1 : 0);
    expect(after[1] - before[1]).toBe(recipients.includes(secondEmail) ? 1 : 0);
  });

  it('approves through the signed link once; an altered link is refused; a replay changes nothing', async () => {
    const mail = (await mailsTo(LEAD)).at(-1)!;
    const link = mail.body.match(/https?:\/\/\S+\/showcase\/approveAccessCode\?\S+/)![0];
    const query = Object.fromEntries(new URL(link).searchParams);
    expect(Object.keys(query).sort()).toEqual(
      ['accessCode', 'agentEmail', 'email', 'listingTitle', 'siteUrl', 'signature', 'userName'].sort(),
    );
    expect(query).toMatchObject({ email: 'visitor2@example.com', agentEmail: LEAD, userName: 'Visitor 2' });
    const approve = (body: Record<string, string>) =>
      publicCall('POST', '/api/privatelisting/approveAccessCode', { json: body });

    for (const key of Object.keys(query)) {
      const altered = {
        ...query,
        [key]: `${query[key].slice(0, -1)}${query[key].endsWith('x') ? 'y' : 'x'}`,
      };
      const res = await approve(altered);
      expect(res.statusCode, key).toBe(400);
      expect(res.json().message).toBe(MSG.accessNotApproved);
    }
    const { signature: _, ...unsigned } = query;
    expect((await approve(unsigned as Record<string, string>)).statusCode).toBe(400);
    expect((await users()).find((u) => u.email === 'visitor2@example.com')!.status).toBe('Pending Approval');

    const ok = await approve(query);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe(MSG.accessApproved);
    const approved = (await users()).find((u) => u.email === 'visitor2@example.com')!;
    expect(approved.status).toBe('Active');
    const granted = await mailsTo('visitor2@example.com');
    expect(granted).toHaveLength(1);
    expect(granted[0].body).toContain(approved.accessCode);
    expect(granted[0].body).toContain(`/site/${listingId}`);

    const replay = await approve(query);
    expect(replay.statusCode).toBe(200);
    expect(await mailsTo('visitor2@example.com')).toHaveLength(1);
  });

  it('counts approval attempts against the access budget', async () => {
    const from = freshAddress();
    const body = {
      email: 'a@b.c',
      accessCode: 'X',
      listingTitle: 'T',
      userName: 'U',
      siteUrl: 'http://x/site/1',
      agentEmail: 'a@b.c',
      signature: 'guess',
    };
    for (let i = 0; i < 4; i++)
      expect(
        (await publicCall('POST', '/api/privatelisting/approveAccessCode', { json: body, from })).statusCode,
      ).toBe(400);
    const limited = await publicCall('POST', '/api/privatelisting/approveAccessCode', { json: body, from });
    expect(limited.statusCode).toBe(429);
  });
});
