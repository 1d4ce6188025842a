import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createAgent, createAgentUser, createListing, createOffice } from '../../db/factories';
import { DOMAIN_SWEEP_JOB, sweepShowcaseDomains } from './showcase-sweep.service';
import { findListingDomain, moveDomainStatus } from './showcase.repo';

const DAY = 86_400_000;
let t: TestApp;
let editor: string;
let listingId: number;
let otherListingId: number;
const lead = `lead-${Date.now()}@sweep.example`;
const second = `second-${Date.now()}@sweep.example`;
const saleSide = `sale-${Date.now()}@sweep.example`;
const otherAgent = `other-${Date.now()}@sweep.example`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const office = await createOffice(db, { salesRegionId: 1 });
  const a = await createAgentUser(db, office.id);
  editor = a.user.email;
  const withMail = (brandEmail: string) => createAgent(db, { officeId: office.id, brandEmail });
  const l1 = await withMail(lead);
  const l2 = await withMail(second);
  const s1 = await withMail(saleSide);
  const o1 = await withMail(otherAgent);
  const mailless = await createAgent(db, { officeId: office.id, brandEmail: null });
  const listing = (address1: string, agents: Array<{ agentId: number; sideTypeId: 1 | 2 }>) =>
    createListing(db, {
      officeId: office.id,
      listingStatusId: 1,
      address1,
      city: 'Springfield',
      state: 'NY',
      zip: '11963',
      agents,
    });
  listingId = (
    await listing('40 Ocean Road', [
      { agentId: l1.id, sideTypeId: 1 },
      { agentId: a.agent.id, sideTypeId: 1 }, // no brand e-mail: written to at its user's e-mail
      { agentId: mailless.id, sideTypeId: 1 }, // no e-mail at all: not written to
      { agentId: l2.id, sideTypeId: 1 },
      { agentId: s1.id, sideTypeId: 2 }, // sale side: not written to
    ])
  ).id;
  otherListingId = (
    await listing('41 Ocean Road', [
      { agentId: o1.id, sideTypeId: 1 },
      { agentId: a.agent.id, sideTypeId: 2 }, // sale side: edits the listing, is not written to
    ])
  ).id;
  for (const [id, domain] of [
    [listingId, `ocean-road-${Date.now()}.com`],
    [otherListingId, `ocean-road-41-${Date.now()}.com`],
  ] as const) {
    const res = await t.call({
      method: 'POST',
      url: '/api/domain/purchase',
      as: editor,
      body: { domain, entityId: id },
    });
    expect(res.statusCode).toBe(200);
    const published = await t.call({
      method: 'PUT',
      url: `/api/showcaseSite/${id}`,
      as: editor,
      body: { publish: true },
    });
    expect(published.statusCode).toBe(204);
  }
}, 120_000);
afterAll(() => t?.close());

const longDate = (d: Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(d);
const sweep = (now: Date) => sweepShowcaseDomains({ db: t.database.db, mailer: t.ctx.mailer }, now);

async function domainOf(id: number) {
  const [row] = rowsOf<{ status: number; expiration: string; warned: string | null; publish: boolean }>(
    await t.database.db.execute(
      sql`select d.status, d.expiration_date::text as expiration, d.expiry_warned_for::text as warned, s.publish
          from domains d join showcase_sites s on s.listing_id = d.entity_id where d.entity_id = ${id}`,
    ),
  );
  return { ...row, expiration: new Date(row.expiration) };
}

async function mailsAbout(domainUrlPart: string) {
  return rowsOf<{ to: string; subject: string; body: string }>(
    await t.database.db.execute(
      sql`select to_address as to, subject, body from mail_outbox where subject like ${`%${domainUrlPart}%`} order by id`,
    ),
  );
}

const domainName = async (id: number) =>
  rowsOf<{ domain_url: string }>(
    await t.database.db.execute(sql`select domain_url from domains where entity_id = ${id}`),
  )[0].domain_url;

describe('the showcase domain sweep', () => {
  // the other listing's domain expires 200 days after this one's, so each test moves only its own
  beforeAll(async () => {
    await t.database.db.execute(
      sql`update domains set expiration_date = expiration_date + interval '200 days',
          renew_deadline = renew_deadline + interval '200 days',
          redeem_deadline = redeem_deadline + interval '200 days' where entity_id = ${otherListingId}`,
    );
  });

  it('is a job of the queue', () => expect(t.ctx.jobs.registeredNames()).toContain(DOMAIN_SWEEP_JOB));

  it('warns the list agents once, 30 days before the expiration, at their brand or user e-mail', async () => {
    const { expiration } = await domainOf(listingId);
    const name = await domainName(listingId);
    const at = (ms: number) => new Date(expiration.getTime() + ms);

    await sweep(at(-30 * DAY - 1));
    expect(await mailsAbout(name)).toHaveLength(0);
    expect((await domainOf(listingId)).warned).toBeNull();

    expect((await sweep(at(-30 * DAY))).warned).toBeGreaterThanOrEqual(1);
    const mails = await mailsAbout(name);
    expect(mails.map((m) => m.to).sort()).toEqual([lead, editor, second].sort());
    expect(mails[0].subject).toBe(
      `Your showcase domain ${name} for 40 Ocean Road expires on ${longDate(expiration)}`,
    );
    expect(mails[0].body).toContain(`/eng/listing/${listingId}`);
    expect(mails[0].body).toContain('choose Renew');
    expect((await domainOf(listingId)).warned).not.toBeNull();

    // re-runs, the same day and later, never send again
    await sweep(at(-30 * DAY));
    await sweep(at(-DAY));
    expect(await mailsAbout(name)).toHaveLength(3);
    expect(await mailsAbout(await domainName(otherListingId))).toHaveLength(0);
  });

  it('moves the domain to EXPIRED at expiration and INACTIVE (unpublished) at the redeem deadline', async () => {
    const { expiration } = await domainOf(listingId);
    const at = (ms: number) => new Date(expiration.getTime() + ms);

    await sweep(at(-1));
    expect((await domainOf(listingId)).status).toBe(1);
    await sweep(at(0));
    expect((await domainOf(listingId)).status).toBe(2);
    await sweep(at(DAY));
    expect((await domainOf(listingId)).status).toBe(2);

    await sweep(at(30 * DAY - 1));
    expect(await domainOf(listingId)).toMatchObject({ status: 2, publish: true });
    await sweep(at(30 * DAY));
    expect(await domainOf(listingId)).toMatchObject({ status: 3, publish: false });
    await sweep(at(31 * DAY));
    expect((await domainOf(otherListingId)).status).toBe(1);

    const audits = rowsOf<{ action: string }>(
      await t.database.db.execute(
        sql`select action from audits where entity_type = 'listing' and entity_id = ${listingId}
            and action in ('showcase.expire', 'showcase.deactivate') order by id`,
      ),
    );
    expect(audits.map((a) => a.action)).toEqual(['showcase.expire', 'showcase.deactivate']);
  });

  it('a renewal re-arms the warning for the new expiration', async () => {
    const name = await domainName(otherListingId);
    const before = await domainOf(otherListingId);
    await sweep(new Date(before.expiration.getTime() - 10 * DAY));
    expect(await mailsAbout(name)).toHaveLength(1);

    const res = await t.call({
      method: 'POST',
      url: '/api/domain/renew',
      as: editor,
      body: { entityId: otherListingId },
    });
    expect(res.statusCode).toBe(200);
    const after = await domainOf(otherListingId);
    expect(after.expiration.getTime()).toBeGreaterThan(before.expiration.getTime());
    // a sweep that read the domain before the renewal does not expire it
    const row = (await findListingDomain(t.database.db, otherListingId))!;
    const stale = { status: 1, expirationDate: before.expiration.toISOString() };
    expect(await moveDomainStatus(t.database.db, row.id, stale, 2)).toBe(false);
    expect((await domainOf(otherListingId)).status).toBe(1);
    await sweep(new Date(after.expiration.getTime() - 40 * DAY));
    expect(await mailsAbout(name)).toHaveLength(1);
    await sweep(new Date(after.expiration.getTime() - 10 * DAY));
    const mails = await mailsAbout(name);
    expect(mails.map((m) => m.to)).toEqual([otherAgent, otherAgent]);
    expect(mails[1].subject).toContain(longDate(after.expiration));
  });
});
