import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG } from '@atrium/domain';
import { useTestApp } from '../../test/test-app';
import { rowsOf } from '../../db/client';
import { createAgentUser, createListing, createOffice, createUser } from '../../db/factories';
import { createPhotographerTokens } from './photographer-token';

const t = useTestApp();

let listingId: number;
let listingNumber: string;
let agent: string; // an agent on the listing (Listing Edit)
let outsider: string; // an agent of another office
let coordinator: string; // a marketing coordinator of the office: may see, may not edit

const invite = (as: string, over: Record<string, unknown> = {}) =>
  t.call({
    method: 'POST',
    url: '/api/photographer/invite',
    as,
    body: {
      toAddress: [`lens.one@studio.example,${listingNumber}`],
      fromAddress: 'agent@meridian.example',
      fromName: 'Someone Else',
      message: 'Please photograph the terrace at golden hour.',
      listingId,
      address: '1 Harbor Way',
      city: 'Sag Harbor',
      state: 'NY',
      zip: '11963',
      ...over,
    },
  });

const invited = (as: string, id = listingId) =>
  t.call({ method: 'GET', url: `/api/image/${id}/photographers`, as });

const mailsTo = async (to: string) =>
  rowsOf<{ subject: string; body: string; html: string }>(
    await t.database.db.execute(
      sql`select subject, body, html from mail_outbox where to_address = ${to} order by id`,
    ),
  );
const inviteRows = async (id = listingId) =>
  rowsOf<{ email: string; invited_by: number | null; message: string }>(
    await t.database.db.execute(
      sql`select email, invited_by, message from photographer_invites where listing_id = ${id} order by id`,
    ),
  );

beforeAll(async () => {
  const db = t.database.db;
  const office = await createOffice(db);
  const other = await createOffice(db);
  const a = await createAgentUser(db, office.id);
  agent = a.user.email;
  outsider = (await createAgentUser(db, other.id)).user.email;
  coordinator = (await createUser(db, { roles: ['marketingCoordinator'], officeIds: [office.id] })).email;
  const listing = await createListing(db, {
    officeId: office.id,
    address1: '1 Harbor Way',
    city: 'Sag Harbor',
    state: 'NY',
    zip: '11963',
    agents: [{ agentId: a.agent.id, sideTypeId: 1 }],
  });
  listingId = listing.id;
  listingNumber = rowsOf<{ n: string }>(
    await db.execute(sql`select listing_number as n from listings where id = ${listingId}`),
  )[0].n;
});

describe('POST photographer/invite', () => {
  it('stores each new address lowercased, e-mails it a link to sign in, and lists it as invited', async () => {
    const res = await invite(agent, {
      toAddress: [`Lens.One@Studio.example,${listingNumber}`, ' pix@Shutter.example '],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([]);
    const rows = await inviteRows();
    expect(rows.map((r) => r.email)).toEqual(['lens.one@studio.example', 'pix@shutter.example']);
    expect(rows[0].message).toBe('Please photograph the terrace at golden hour.');
    expect(rows[0].invited_by).toEqual(expect.any(Number));

    for (const to of ['lens.one@studio.example', 'pix@shutter.example']) {
      const [mail] = await mailsTo(to);
      expect(mail.subject).toContain('1 Harbor Way');
      expect(mail.body).toContain('Please photograph the terrace at golden hour.');
      expect(mail.body).toContain('/photographer/login');
      expect(mail.body).toContain('/photographer/register');
      expect(mail.body).toContain('Sag Harbor, NY 11963');
      // the e-mail names the signed-in user, not the body's fromName
      expect(mail.body).toContain(agent);
      expect(mail.body).not.toContain('Someone Else');
    }

    const list = await invited(agent);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((i: { email: string }) => i.email)).toEqual([
      'lens.one@studio.example',
      'pix@shutter.example',
    ]);
    expect(list.json()[0].invitedDate).toEqual(expect.any(String));
  });

  it('answers the addresses already invited and e-mails only the new ones', async () => {
    const before = (await mailsTo('lens.one@studio.example')).length;
    const res = await invite(agent, {
      toAddress: ['LENS.ONE@studio.example', `fresh@studio.example,${listingNumber}`],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(['lens.one@studio.example']);
    expect(await mailsTo('lens.one@studio.example')).toHaveLength(before);
    expect(await mailsTo('fresh@studio.example')).toHaveLength(1);
    expect((await inviteRows()).map((r) => r.email)).toContain('fresh@studio.example');
  });

  it.each([
    [
      'six addresses',
      { toAddress: ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => `${n}@studio.example`) },
      MSG.inviteAddressesMax(5),
    ],
    ['no address', { toAddress: [] }, MSG.inviteAddressRequired],
    [
      'the same address twice',
      { toAddress: ['twice@studio.example', 'TWICE@studio.example'] },
      MSG.inviteAddressDuplicate('twice@studio.example'),
    ],
    ['an invalid address', { toAddress: ['not-an-address,'] }, MSG.inviteAddressNotValid('not-an-address')],
    ['an empty message', { message: '   ' }, MSG.required(['Message'])],
    ['another listing number', { toAddress: ['nr@studio.example,Z0000001'] }, MSG.inviteListingMismatch],
  ])('refuses %s with a clear sentence and stores nothing', async (_name, over, message) => {
    const before = await inviteRows();
    const res = await invite(agent, over);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await inviteRows()).toEqual(before);
  });

  it('refuses an unknown field', async () => {
    const res = await invite(agent, { toAddress: ['unknown@studio.example'], cc: 'x@y.example' });
    expect(res.statusCode).toBe(400);
    expect((await inviteRows()).map((r) => r.email)).not.toContain('unknown@studio.example');
  });

  it("keeps another office's agent out (404) and one who may not edit (403); nothing is stored", async () => {
    const before = await inviteRows();
    expect((await invite(outsider, { toAddress: ['out@studio.example'] })).statusCode).toBe(404);
    expect((await invited(outsider)).statusCode).toBe(404);
    expect((await invite(coordinator, { toAddress: ['mc@studio.example'] })).statusCode).toBe(403);
    expect(await inviteRows()).toEqual(before);
    expect(await mailsTo('out@studio.example')).toHaveLength(0);
    // a listing that does not exist
    expect((await invite(agent, { listingId: 2_000_000_000 })).statusCode).toBe(404);
    expect((await invited(agent, 2_000_000_000)).statusCode).toBe(404);
  });

  it('lets the invited photographer see the listing once signed in', async () => {
    const email = 'signed.in@studio.example';
    expect((await invite(agent, { toAddress: [email] })).statusCode).toBe(200);
    const [account] = rowsOf<{ id: number }>(
      await t.database.db.execute(
        sql`insert into photographer_accounts (email, first_name, last_name, password_hash)
          values (${email}, 'Sig', 'Ned', 'x') returning id`,
      ),
    );
    const { token } = await createPhotographerTokens(t.ctx.config, t.ctx.keys).sign({
      accountId: account.id,
      email,
    });
    const res = await t.call({
      method: 'GET',
      url: '/api/photographer/listings',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().listings.map((l: { listingId: number }) => l.listingId)).toEqual([listingId]);
  });
});
