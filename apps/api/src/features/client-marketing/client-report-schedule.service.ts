import {
  MSG,
  nextSendDate,
  schedulesDueOn,
  sendingDay,
  SEND_NOW,
  type Actor,
  type ReportScheduleBody,
  type ReportScheduleCreateBody,
  type ScheduledReport,
} from '@atrium/domain';
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import type { Mailer } from '../../adapters/mail/mail';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { insertFile, objectKey } from '../files';
import { requireEditableListing, requireVisibleListing, writeListing } from '../listings';
import {
  claimSend,
  deleteScheduleRow,
  findListingAddress,
  findSchedule,
  findSchedules,
  findSchedulesOfKinds,
  findSendAudits,
  insertSchedule,
  setSendOutbox,
  updateScheduleRow,
  type ScheduleRow,
} from './client-report-schedule.repo';
import { buildReportPdf, type ReportDeps } from './client-report.service';
import { reportTokenFor, reportUrl } from './report-link.service';

/** The job that sends one report now, and the hourly run that sends the saved schedules due today. */
export const SEND_REPORT_NOW_JOB = 'client-report-send-now';
export const SEND_DUE_REPORTS_JOB = 'client-report-send-due';
/** Every hour on the hour (UTC): the run sends what is due from the send hour of the local day. */
export const SEND_DUE_REPORTS_CRON = '0 * * * *';

export type ScheduleDeps = ReportDeps & {
  mailer: Mailer;
  jobs: AppContext['jobs'];
  secret: string;
};

const withNext = (row: ScheduleRow, timeZone: string, now: Date): ScheduledReport => ({
  ...row,
  nextSendDate: nextSendDate(row.schedule, now, timeZone)?.localDate ?? null,
});

export async function getSchedules(deps: ScheduleDeps, actor: Actor, listingId: number) {
  await requireVisibleListing(deps.db, actor, listingId);
  const now = deps.now?.() ?? new Date();
  return (await findSchedules(deps.db, listingId)).map((r) => withNext(r, deps.timeZone, now));
}

export async function getSendAudit(db: Db, actor: Actor, listingId: number) {
  await requireVisibleListing(db, actor, listingId);
  return findSendAudits(db, listingId);
}

/** What the Send Now job carries: the report as the form had it. */
export type SendNowData = Omit<ReportScheduleCreateBody, 'schedule'> & { createdBy: number };

const audited = (id: number | string, oldValue: unknown, newValue: unknown) => [
  { field: `reportSchedule.${id}`, oldValue, newValue },
];

/**
 * POST ClientMarketingSchedule: Send Now queues the report's sending and answers at once; any
 * other schedule is saved on the listing (Listing Edit, audited).
 */
export async function addSchedule(deps: ScheduleDeps, actor: Actor, body: ReportScheduleCreateBody) {
  const { listingId, ...fields } = body;
  const now = deps.now?.() ?? new Date();
  if (body.schedule === SEND_NOW) {
    await requireEditableListing(deps.db, actor, listingId);
    const { schedule: _ignored, ...report } = body;
    await deps.jobs.enqueue<SendNowData>(SEND_REPORT_NOW_JOB, { ...report, createdBy: actor.userId });
    return {
      message: MSG.reportSendNowQueued,
      schedule: { id: null, ...body, createdBy: actor.userId, nextSendDate: null },
    };
  }
  const { result: id } = await writeListing(
    deps.db,
    actor,
    listingId,
    { expectedVersion: null },
    async (tx) => {
      const newId = await insertSchedule(tx, listingId, fields, actor.userId);
      return { action: 'reportSchedules.add', related: audited(newId, null, fields), result: newId };
    },
  );
  return {
    message: MSG.reportScheduleSaved,
    schedule: withNext((await findSchedule(deps.db, id))!, deps.timeZone, now),
  };
}

async function existing(db: Db, id: number) {
  const row = await findSchedule(db, id);
  if (!row) throw notFound();
  return row;
}

export async function updateSchedule(db: Db, actor: Actor, id: number, body: ReportScheduleBody) {
  const before = await existing(db, id);
  await writeListing(db, actor, before.listingId, { expectedVersion: null }, async (tx) => {
    await updateScheduleRow(tx, id, body);
    return { action: 'reportSchedules.update', related: audited(id, before, body) };
  });
}

export async function deleteSchedule(db: Db, actor: Actor, id: number) {
  const before = await existing(db, id);
  await writeListing(db, actor, before.listingId, { expectedVersion: null }, async (tx) => {
    await deleteScheduleRow(tx, id);
    return { action: 'reportSchedules.delete', related: audited(id, before, null) };
  });
}

type Report = Pick<
  ScheduleRow,
  'listingId' | 'recipients' | 'recipientNames' | 'fromAddress' | 'fromName' | 'subject' | 'body'
>;

/** Where the PDF a report e-mail carried is kept: a file of its send audit row. */
const SENT_PDF = { entityType: 'clientReportSend', place: 'reportPdf' } as const;

/**
 * Sends one report once: the report's PDF is made and stored first; then in one transaction the
 * send audit row is claimed under its key, the PDF's file row written under it (so the sent copy
 * never changes) and the outbox message recorded with the PDF attached. A key already claimed
 * (another run, another process) sends nothing and the stored PDF is removed again. Answers the
 * outbox id, or null when it was already sent.
 */
export async function sendReport(
  deps: Omit<ScheduleDeps, 'jobs'>,
  sendKey: string,
  scheduleId: number | null,
  schedule: number,
  report: Report,
): Promise<number | null> {
  const address = await findListingAddress(deps.db, report.listingId);
  const built = await buildReportPdf(deps, report.listingId);
  if (!built) return null;
  const fileId = randomUUID();
  const storageKey = objectKey(fileId);
  await deps.storage.put(storageKey, Readable.from(built.pdf), {
    contentType: 'application/pdf',
    size: built.pdf.length,
  });
  const outboxId = await deps.db.transaction(async (tx) => {
    const auditId = await claimSend(tx, {
      sendKey,
      listingId: report.listingId,
      scheduleId,
      schedule,
      recipients: report.recipients,
      recipientNames: report.recipientNames,
      subject: report.subject,
    });
    if (auditId == null) return null;
    await insertFile(tx, {
      id: fileId,
      ...SENT_PDF,
      entityId: auditId,
      fileName: built.fileName,
      contentType: 'application/pdf',
      sizeBytes: built.pdf.length,
      sha256: createHash('sha256').update(built.pdf).digest('hex'),
      storageKey,
    });
    const token = await reportTokenFor(tx, deps.secret, report.listingId);
    const mail = deps.mailer.render('clientMarketingReport', {
      fromName: report.fromName,
      fromAddress: report.fromAddress,
      recipientNames: report.recipientNames,
      subject: report.subject,
      message: report.body,
      address,
      reportUrl: reportUrl(deps.publicUrl, report.listingId, token),
    });
    const id = await deps.mailer.recordIn(tx, {
      to: report.recipients,
      ...mail,
      attachments: [{ fileName: built.fileName, contentType: 'application/pdf', content: built.pdf }],
      fromName: report.fromName,
      replyTo: report.fromAddress,
    });
    await setSendOutbox(tx, auditId, id, fileId);
    return id;
  });
  if (outboxId == null) {
    await deps.storage.delete(storageKey);
    return null;
  }
  // queued only once the message is committed, so the sending job always finds it
  await deps.mailer.dispatch(outboxId);
  return outboxId;
}

/** The Send Now job: keyed by the job, so a repeated run of the same job sends nothing more. */
export const sendNow = (deps: ScheduleDeps, data: SendNowData, jobId: string) =>
  sendReport(deps, `now:${jobId}`, null, SEND_NOW, data);

/**
 * The sending run: the saved schedules due on today's date of the brokerage's calendar, from the
 * send hour on, each sent once for that date (key '{schedule id}:{day}'). Answers how many it sent.
 */
export async function sendDueReports(deps: ScheduleDeps, at: Date = deps.now?.() ?? new Date()) {
  const day = sendingDay(at, deps.timeZone);
  if (!day) return 0;
  let sent = 0;
  for (const row of await findSchedulesOfKinds(deps.db, schedulesDueOn(day))) {
    if ((await sendReport(deps, `${row.id}:${day}`, row.id, row.schedule, row)) != null) sent++;
  }
  return sent;
}
