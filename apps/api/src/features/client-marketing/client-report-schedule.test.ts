import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eq, sql } from 'drizzle-orm';
import { MSG, type ReportSendAudit, type ScheduledReport } from '@atrium/domain';
import { rowsOf } from '../../db/client';
import { clientReportSendAudits, mailAttachments, mailOutbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createAgentUser, createListing, createOffice, createUser } from '../../db/factories';
import {
  SEND_DUE_REPORTS_JOB,
  SEND_REPORT_NOW_JOB,
  sendDueReports,
  type ScheduleDeps,
} from './client-report-schedule.service';
import { reportLinkSecret, verifyReportToken } from './report-link.service';

let t: TestApp;
let listingId: number;
let otherListingId: number;
let editor: string;
let outsider: string;
let viewer: string;

async function makeListing(app: TestApp) {
  const db = app.database.db;
  const office = await createOffice(db);
  const a = await createAgentUser(db, office.id);
  const listing = await createListing(db, {
    officeId: office.id,
    agents: [{ agentId: a.agent.id, sideTypeId: 1 }],
    address1: '12 Dune Road',
    city: 'Southampton',
  });
  return { office, agent: a, listingId: listing.id };
}

beforeAll(async () => {
  t = await createTestApp();
  const made = await makeListing(t);
  listingId = made.listingId;
  editor = made.agent.user.email;
  viewer = (await createUser(t.database.db, { roles: ['agent'], officeIds: [made.office.id] })).email;
  const other = await makeListing(t);
  otherListingId = other.listingId;
  outsider = other.agent.user.email;
}, 60_000);
afterAll(() => t?.close());

const call = (method: string, url: string, body?: unknown, as = editor) => t.call({ method, url, body, as });
const report = (over: Record<string, unknown> = {}) => ({
  listingId,
  recipients: 'ann@seller.example, bo@seller.example',
  recipientNames: 'Ann & Bo',
  fromAddress: 'jane@meridian.example',
  fromName: 'Jane Agent',
  subject: 'Your weekly marketing report',
  body: 'Two showings <b>this</b> week',
  schedule: 1,
  ...over,
});
const deps = (): ScheduleDeps => ({
  db: t.database.db,
  storage: t.ctx.storage,
  brand: t.ctx.config.brand,
  mailer: t.ctx.mailer,
  jobs: t.ctx.jobs,
  secret: reportLinkSecret(t.ctx.config, t.ctx.keys),
  publicUrl: t.ctx.config.publicUrl,
  timeZone: 'America/New_York',
});
const audits = async (id = listingId) =>
  t.database.db.select().from(clientReportSendAudits).where(eq(clientReportSendAudits.listingId, id));
const outbox = async (id: number) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
async function until(probe: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('report schedules', () => {
  it('saves, lists, changes and deletes a schedule with the spec sentences, audited on the listing', async () => {
    const add = await call('POST', '/api/ClientMarketingSchedule', report());
    expect(add.statusCode).toBe(200);
    const saved = add.json<{ message: string; schedule: ScheduledReport }>();
    expect(saved.message).toBe(MSG.reportScheduleSaved);
    expect(saved.schedule).toMatchObject({
      listingId,
      recipients: 'ann@seller.example, bo@seller.example',
      recipientNames: 'Ann  Bo', // ampersand stripped
      body: 'Two showings <b>this</b> week', // kept as typed; escaped when the e-mail is rendered
      schedule: 1,
    });
    expect(saved.schedule.nextSendDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const list = await call('GET', `/api/ClientMarketingSchedule/${listingId}`);
    expect(list.json<ScheduledReport[]>().map((s) => s.id)).toContain(saved.schedule.id);

    const { listingId: _l, ...fields } = report({ schedule: 3, subject: 'Monthly' });
    const put = await call('PUT', `/api/ClientMarketingSchedule/${saved.schedule.id}`, fields);
    expect(put.statusCode).toBe(204);
    const after = (await call('GET', `/api/ClientMarketingSchedule/${listingId}`))
      .json<ScheduledReport[]>()
      .find((s) => s.id === saved.schedule.id)!;
    expect(after).toMatchObject({ schedule: 3, subject: 'Monthly' });

    expect((await call('DELETE', `/api/ClientMarketingSchedule/${saved.schedule.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/ClientMarketingSchedule/${listingId}`)).json()).not.toContainEqual(
      expect.objectContaining({ id: saved.schedule.id }),
    );
    const actions = (
      await rowsOf<{ action: string }>(
        await t.database.db.execute(
          sql`select action from audits where entity_type = 'listing' and entity_id = ${listingId} order by id`,
        ),
      )
    ).map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining(['reportSchedules.add', 'reportSchedules.update', 'reportSchedules.delete']),
    );
  });

  it.each([
    [
      'an invalid recipient',
      { recipients: 'ann@seller.example, not-an-address' },
      MSG.reportRecipientInvalid(['not-an-address']),
    ],
    ['no recipient', { recipients: '' }, MSG.reportRecipientRequired],
    ['no from name', { fromName: ' ' }, MSG.reportFromNameRequired],
    ['an invalid from address', { fromAddress: 'jane' }, MSG.reportFromAddressInvalid],
    ['a subject of 256', { subject: 's'.repeat(256) }, MSG.maxLength('Subject', 255)],
    ['a message of 1001', { body: 'b'.repeat(1001) }, MSG.maxLength('Custom message', 1000)],
    ['names of 4001', { recipientNames: 'n'.repeat(4001) }, MSG.maxLength('Recipient names', 4000)],
  ])('refuses %s with its sentence and saves nothing', async (_label, over, message) => {
    const before = (await call('GET', `/api/ClientMarketingSchedule/${listingId}`)).json<unknown[]>().length;
    const res = await call('POST', '/api/ClientMarketingSchedule', report(over));
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(JSON.stringify(message).slice(1, -1));
    expect((await call('GET', `/api/ClientMarketingSchedule/${listingId}`)).json<unknown[]>()).toHaveLength(
      before,
    );
  });

  it('refuses unknown fields, and Send Now on a saved schedule', async () => {
    expect((await call('POST', '/api/ClientMarketingSchedule', report({ extra: 1 }))).statusCode).toBe(400);
    const saved = (await call('POST', '/api/ClientMarketingSchedule', report())).json<{
      schedule: ScheduledReport;
    }>();
    const { listingId: _l, ...fields } = report({ schedule: 0 });
    const put = await call('PUT', `/api/ClientMarketingSchedule/${saved.schedule.id}`, fields);
    expect(put.statusCode).toBe(400);
    expect(JSON.stringify(put.json())).toContain(MSG.reportSendNowNotSavable);
  });

  it('keeps schedules in the listing scope: 404 outside it, 403 without Listing Edit', async () => {
    const saved = (await call('POST', '/api/ClientMarketingSchedule', report())).json<{
      schedule: ScheduledReport;
    }>();
    const { listingId: _l, ...fields } = report();
    expect(
      (await call('GET', `/api/ClientMarketingSchedule/${listingId}`, undefined, outsider)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/ClientReportSendAudit/${listingId}`, undefined, outsider)).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/ClientMarketingSchedule', report(), outsider)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/ClientMarketingSchedule/${saved.schedule.id}`, fields, outsider)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/ClientMarketingSchedule/${saved.schedule.id}`, undefined, outsider))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', '/api/ClientMarketingSchedule/2147483000')).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/ClientMarketingSchedule/${listingId}`, undefined, viewer)).statusCode,
    ).toBe(200);
    expect((await call('POST', '/api/ClientMarketingSchedule', report(), viewer)).statusCode).toBe(403);
    expect(
      (await call('GET', `/api/ClientMarketingSchedule/${listingId}/reportLink`, undefined, viewer))
        .statusCode,
    ).toBe(403);
  });
});

describe('sending', () => {
  it('runs the sending every hour from the job queue (one run per tick whatever the instances)', async () => {
    expect(t.ctx.jobs.registeredNames()).toEqual(
      expect.arrayContaining([SEND_REPORT_NOW_JOB, SEND_DUE_REPORTS_JOB]),
    );
    const rows = await rowsOf<{ cron: string; timezone: string }>(
      await t.database.db.execute(
        sql`select cron, timezone from pgboss.schedule where name = ${SEND_DUE_REPORTS_JOB}`,
      ),
    );
    expect(rows).toEqual([{ cron: '0 * * * *', timezone: 'UTC' }]);
  });

  it('Send Now answers at once and a job puts the report with its link in the outbox and the send audit', async () => {
    const res = await call(
      'POST',
      '/api/ClientMarketingSchedule',
      report({ schedule: 0, recipients: 'now@seller.example' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: MSG.reportSendNowQueued,
      schedule: { id: null, schedule: 0 },
    });
    await until(async () =>
      (await audits()).some((a) => a.recipients === 'now@seller.example' && a.outboxId),
    );
    const row = (await audits()).find((a) => a.recipients === 'now@seller.example')!;
    const mail = await outbox(row.outboxId!);
    const link = (await call('GET', `/api/ClientMarketingSchedule/${listingId}/reportLink`)).json<{
      url: string;
    }>().url;
    expect(mail).toMatchObject({
      toAddress: 'now@seller.example',
      subject: 'Your weekly marketing report',
      fromName: 'Jane Agent',
      replyTo: 'jane@meridian.example',
    });
    expect(mail.body).toContain(link);
    expect(mail.html).toContain(link.replace(/&/g, '&#38;'));
    expect(mail.html).toContain('Two showings &#60;b&#62;this&#60;/b&#62; week'); // angle brackets escaped
    expect(mail.html).not.toContain('<b>this</b>');
    expect(mail.body).toContain('12 Dune Road, Southampton');

    const sent = (await call('GET', `/api/ClientReportSendAudit/${listingId}`)).json<ReportSendAudit[]>();
    expect(sent[0]).toMatchObject({
      recipients: 'now@seller.example',
      recipientNames: 'Ann  Bo',
      schedule: 0,
    });
    expect(new Date(sent[0].sendDate).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // the PDF it carried is kept, for those who see the listing only
    expect(sent[0].pdfFileId).toEqual(expect.any(String));
    const [attachment] = await t.database.db
      .select()
      .from(mailAttachments)
      .where(eq(mailAttachments.outboxId, row.outboxId!));
    expect(attachment).toMatchObject({ contentType: 'application/pdf' });
    expect(attachment.fileName).toMatch(
      new RegExp(`^marketing-report-${listingId}-\\d{4}-\\d{2}-\\d{2}\\.pdf$`),
    );
    const pdf = await call('GET', `/api/files/${sent[0].pdfFileId}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals(attachment.content)).toBe(true);
    expect((await call('GET', `/api/files/${sent[0].pdfFileId}`, undefined, outsider)).statusCode).toBe(404);
  });

  it('the sending run sends a due schedule once for its day, and nothing before the send hour or on other days', async () => {
    const { listingId: id } = await makeListing(t);
    const as = (await createUser(t.database.db, { roles: ['systemAdmin'] })).email;
    const monday = (
      await call('POST', '/api/ClientMarketingSchedule', report({ listingId: id, schedule: 1 }), as)
    ).json<{
      schedule: ScheduledReport;
    }>().schedule;
    await call(
      'POST',
      '/api/ClientMarketingSchedule',
      report({ listingId: id, schedule: 4, recipients: 'fri@x.example' }),
      as,
    );
    const mine = async () => (await audits(id)).filter((a) => a.scheduleId != null);

    // Monday 23 November 2026, 07:30 in New York: before the send hour
    expect(await sendDueReports(deps(), new Date('2026-11-23T12:30:00Z'))).toBe(0);
    // Sunday 23:30 in New York although Monday in UTC
    expect(await sendDueReports(deps(), new Date('2026-11-23T04:30:00Z'))).toBe(0);
    expect(await mine()).toHaveLength(0);
    // Monday 09:00: the weekly Monday report goes, once, whatever the number of runs that day
    await sendDueReports(deps(), new Date('2026-11-23T14:00:00Z'));
    await sendDueReports(deps(), new Date('2026-11-23T15:00:00Z'));
    await Promise.all([
      sendDueReports(deps(), new Date('2026-11-23T16:00:00Z')),
      sendDueReports(deps(), new Date('2026-11-23T16:00:00Z')),
    ]);
    const sent = await mine();
    expect(sent.map((a) => [a.scheduleId, a.sendKey])).toEqual([[monday.id, `${monday.id}:2026-11-23`]]);
    expect((await outbox(sent[0].outboxId!)).toAddress).toBe('ann@seller.example, bo@seller.example');
    // the next Monday sends again
    await sendDueReports(deps(), new Date('2026-11-30T13:00:00Z'));
    expect((await mine()).map((a) => a.sendKey)).toEqual([
      `${monday.id}:2026-11-23`,
      `${monday.id}:2026-11-30`,
    ]);
  });
});

describe('the report link', () => {
  it('is made on first ask, verifies, and stops working once revoked', async () => {
    const secret = reportLinkSecret(t.ctx.config, t.ctx.keys);
    const first = await call('GET', `/api/ClientMarketingSchedule/${listingId}/reportLink`);
    expect(first.statusCode).toBe(200);
    const { token, url } = first.json<{ token: string; url: string }>();
    expect(url).toBe(`${t.ctx.config.publicUrl}/ListingMarketingReport/${listingId}?token=${token}`);
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect((await call('GET', `/api/ClientMarketingSchedule/${listingId}/reportLink`)).json()).toMatchObject({
      token,
    });
    const db = t.database.db;
    expect(await verifyReportToken(db, secret, listingId, token)).toBe(true);
    expect(await verifyReportToken(db, secret, otherListingId, token)).toBe(false);
    expect(
      await verifyReportToken(db, secret, listingId, `${token[0] === 'A' ? 'B' : 'A'}${token.slice(1)}`),
    ).toBe(false);
    expect(await verifyReportToken(db, secret, listingId, '')).toBe(false);
    expect(await verifyReportToken(db, 'another secret', listingId, token)).toBe(false);

    expect(
      (await call('DELETE', `/api/ClientMarketingSchedule/${listingId}/reportLink`, undefined, outsider))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/ClientMarketingSchedule/${listingId}/reportLink`)).statusCode).toBe(
      204,
    );
    expect(await verifyReportToken(db, secret, listingId, token)).toBe(false);
    const next = (await call('GET', `/api/ClientMarketingSchedule/${listingId}/reportLink`)).json<{
      token: string;
    }>().token;
    expect(next).not.toBe(token);
    expect(await verifyReportToken(db, secret, listingId, next)).toBe(true);
  });
});

describe('a scheduled report through SMTP', () => {
  let smtp: SMTPServer;
  let app: TestApp;
  const received: Array<{ to: string[]; raw: string }> = [];
  beforeAll(async () => {
    smtp = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, cb) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString(),
          });
          cb();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    app = await createTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
        MAIL_FROM: 'Meridian <no-reply@meridian.example>',
        JOB_POLL_SECONDS: '0.5',
      },
    });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('is received with the agent as sender name, replies to the agent, and links to the live report', async () => {
    const { listingId: id } = await makeListing(app);
    const as = (await createUser(app.database.db, { roles: ['systemAdmin'] })).email;
    await app.call({
      method: 'POST',
      url: '/api/ClientMarketingSchedule',
      as,
      body: report({ listingId: id, schedule: 2 }),
    });
    const sent = await sendDueReports(
      {
        db: app.database.db,
        storage: app.ctx.storage,
        brand: app.ctx.config.brand,
        mailer: app.ctx.mailer,
        jobs: app.ctx.jobs,
        secret: reportLinkSecret(app.ctx.config, app.ctx.keys),
        publicUrl: app.ctx.config.publicUrl,
        timeZone: 'America/New_York',
      },
      new Date('2026-12-16T14:00:00Z'), // the 16th, 09:00 in New York
    );
    expect(sent).toBe(1);
    await until(async () => received.length > 0);
    const mail = received[0];
    expect(mail.to.sort()).toEqual(['ann@seller.example', 'bo@seller.example']);
    expect(mail.raw).toMatch(/^From: Jane Agent <no-reply@meridian\.example>/m);
    expect(mail.raw).toMatch(/^Reply-To: jane@meridian\.example/m);
    expect(mail.raw).toMatch(/^Subject: Your weekly marketing report/m);
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain(`/ListingMarketingReport/${id}?token=`);
    // the report's PDF is attached, byte for byte the copy kept with the send audit
    const part = /Content-Type: application\/pdf[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail.raw);
    expect(part).not.toBeNull();
    const attached = Buffer.from(part![1].replace(/\s/g, ''), 'base64');
    expect(attached.subarray(0, 5).toString()).toBe('%PDF-');
    const [audit] = await app.database.db
      .select()
      .from(clientReportSendAudits)
      .where(eq(clientReportSendAudits.listingId, id));
    const kept = await app.call({ method: 'GET', url: `/api/files/${audit.pdfFileId}`, as });
    expect(kept.statusCode).toBe(200);
    expect(kept.rawPayload.equals(attached)).toBe(true);
  });
});
