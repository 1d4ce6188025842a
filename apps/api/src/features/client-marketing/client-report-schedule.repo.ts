import { desc, eq, inArray } from 'drizzle-orm';
import type { ReportScheduleBody, ReportSendAudit, ScheduledReport } from '@atrium/domain';
import type { DbOrTx } from '../../db/audited-write';
import { clientReportSchedules, clientReportSendAudits, listings } from '../../db/schema';

const scheduleColumns = {
  id: clientReportSchedules.id,
  listingId: clientReportSchedules.listingId,
  recipients: clientReportSchedules.recipients,
  recipientNames: clientReportSchedules.recipientNames,
  fromAddress: clientReportSchedules.fromAddress,
  fromName: clientReportSchedules.fromName,
  subject: clientReportSchedules.subject,
  body: clientReportSchedules.body,
  schedule: clientReportSchedules.schedule,
  createdBy: clientReportSchedules.createdBy,
};
export type ScheduleRow = Omit<ScheduledReport, 'nextSendDate'>;

/** A listing's saved schedules, oldest first (the order they were set up). */
export const findSchedules = (db: DbOrTx, listingId: number): Promise<ScheduleRow[]> =>
  db
    .select(scheduleColumns)
    .from(clientReportSchedules)
    .where(eq(clientReportSchedules.listingId, listingId))
    .orderBy(clientReportSchedules.id);

export async function findSchedule(db: DbOrTx, id: number): Promise<ScheduleRow | undefined> {
  const [row] = await db
    .select(scheduleColumns)
    .from(clientReportSchedules)
    .where(eq(clientReportSchedules.id, id));
  return row;
}

/** The saved schedules of the given kinds, every listing (the sending run). */
export const findSchedulesOfKinds = (db: DbOrTx, kinds: number[]): Promise<ScheduleRow[]> =>
  kinds.length
    ? db
        .select(scheduleColumns)
        .from(clientReportSchedules)
        .where(inArray(clientReportSchedules.schedule, kinds))
        .orderBy(clientReportSchedules.id)
    : Promise.resolve([]);

export async function insertSchedule(
  tx: DbOrTx,
  listingId: number,
  body: ReportScheduleBody,
  createdBy: number,
) {
  const [row] = await tx
    .insert(clientReportSchedules)
    .values({ listingId, ...body, createdBy })
    .returning({ id: clientReportSchedules.id });
  return row.id;
}

export async function updateScheduleRow(tx: DbOrTx, id: number, body: ReportScheduleBody) {
  await tx
    .update(clientReportSchedules)
    .set({ ...body, updatedAt: new Date().toISOString() })
    .where(eq(clientReportSchedules.id, id));
}

export async function deleteScheduleRow(tx: DbOrTx, id: number) {
  await tx.delete(clientReportSchedules).where(eq(clientReportSchedules.id, id));
}

/** The report e-mails sent for a listing, newest first. */
export const findSendAudits = (db: DbOrTx, listingId: number): Promise<ReportSendAudit[]> =>
  db
    .select({
      id: clientReportSendAudits.id,
      listingId: clientReportSendAudits.listingId,
      scheduleId: clientReportSendAudits.scheduleId,
      schedule: clientReportSendAudits.schedule,
      recipientNames: clientReportSendAudits.recipientNames,
      recipients: clientReportSendAudits.recipients,
      subject: clientReportSendAudits.subject,
      sendDate: clientReportSendAudits.sendDate,
      pdfFileId: clientReportSendAudits.pdfFileId,
    })
    .from(clientReportSendAudits)
    .where(eq(clientReportSendAudits.listingId, listingId))
    .orderBy(desc(clientReportSendAudits.sendDate), desc(clientReportSendAudits.id));

/**
 * Claims a sending: the audit row under its unique key, or null when another run (this process
 * or another) already claimed it.
 */
export async function claimSend(
  tx: DbOrTx,
  v: {
    sendKey: string;
    listingId: number;
    scheduleId: number | null;
    schedule: number;
    recipients: string;
    recipientNames: string | null;
    subject: string | null;
  },
): Promise<number | null> {
  const [row] = await tx
    .insert(clientReportSendAudits)
    .values(v)
    .onConflictDoNothing({ target: clientReportSendAudits.sendKey })
    .returning({ id: clientReportSendAudits.id });
  return row?.id ?? null;
}

export async function setSendOutbox(tx: DbOrTx, auditId: number, outboxId: number, pdfFileId: string) {
  await tx
    .update(clientReportSendAudits)
    .set({ outboxId, pdfFileId })
    .where(eq(clientReportSendAudits.id, auditId));
}

/** The listing of a sent report e-mail, or null. */
export async function findSendListingId(db: DbOrTx, auditId: number): Promise<number | null> {
  const [row] = await db
    .select({ listingId: clientReportSendAudits.listingId })
    .from(clientReportSendAudits)
    .where(eq(clientReportSendAudits.id, auditId));
  return row?.listingId ?? null;
}

/** The listing's address as the e-mail names it. */
export async function findListingAddress(db: DbOrTx, listingId: number): Promise<string> {
  const [row] = await db
    .select({
      address1: listings.address1,
      address2: listings.address2,
      city: listings.city,
      title: listings.title,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!row) return `listing ${listingId}`;
  const street = [row.address1, row.address2].filter(Boolean).join(', ');
  return [street, row.city].filter(Boolean).join(', ') || row.title || `listing ${listingId}`;
}
