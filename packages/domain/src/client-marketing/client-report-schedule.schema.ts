import { z } from 'zod';
import { Id } from '../http';
import { MSG } from '../messages';
import {
  EMAIL_MAX,
  invalidRecipients,
  isValidReportEmail,
  REPORT_SCHEDULE_IDS,
  splitRecipients,
  stripAmpersands,
} from './client-report-schedule.rules';

/** The scheduled client marketing report: the form, the API bodies and the answers. */

export const REPORT_LIMITS = {
  recipientNamesMax: 4000,
  emailMax: EMAIL_MAX,
  subjectMax: 255,
  bodyMax: 1000,
  fromNameMax: 255, // chosen: the spec gives none
} as const;

const tooLong = (label: string, max: number) => ({ error: MSG.maxLength(label, max) });

/** A comma list of addresses: each valid and at most 255 characters, at least one; kept as 'a, b'. */
const Recipients = z.string({ error: MSG.reportRecipientRequired }).transform((text, ctx) => {
  const list = splitRecipients(text);
  if (list.length === 0) {
    ctx.addIssue({ code: 'custom', message: MSG.reportRecipientRequired });
    return z.NEVER;
  }
  const bad = invalidRecipients(list);
  if (bad.length) {
    ctx.addIssue({ code: 'custom', message: MSG.reportRecipientInvalid(bad) });
    return z.NEVER;
  }
  return list.join(', ');
});

const optionalText = (label: string, max: number) =>
  z
    .string()
    .max(max, tooLong(label, max))
    .nullable()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : null));

const fields = {
  recipients: Recipients,
  /** Ampersands are stripped; the limit applies to what is kept. */
  recipientNames: z
    .string()
    .nullable()
    .optional()
    .transform((v, ctx) => {
      const text = stripAmpersands(v ?? '').trim();
      if (text.length > REPORT_LIMITS.recipientNamesMax) {
        ctx.addIssue({
          code: 'custom',
          message: MSG.maxLength('Recipient names', REPORT_LIMITS.recipientNamesMax),
        });
        return z.NEVER;
      }
      return text || null;
    }),
  fromAddress: z
    .string({ error: MSG.reportFromAddressInvalid })
    .trim()
    .max(REPORT_LIMITS.emailMax, tooLong('From e-mail', REPORT_LIMITS.emailMax))
    .refine(isValidReportEmail, { error: MSG.reportFromAddressInvalid }),
  fromName: z
    .string({ error: MSG.reportFromNameRequired })
    .trim()
    .min(1, { error: MSG.reportFromNameRequired })
    .max(REPORT_LIMITS.fromNameMax, tooLong('From name', REPORT_LIMITS.fromNameMax)),
  subject: optionalText('Subject', REPORT_LIMITS.subjectMax),
  /** Kept as typed; the e-mail escapes it (angle brackets included) when it is rendered. */
  body: optionalText('Custom message', REPORT_LIMITS.bodyMax),
  schedule: z.union(
    REPORT_SCHEDULE_IDS.map((id) => z.literal(id)),
    {
      error: 'Choose a schedule', // chosen
    },
  ),
};

/** The form: everything but the listing. */
export const ReportScheduleFormSchema = z.strictObject(fields);
export type ReportScheduleInput = z.input<typeof ReportScheduleFormSchema>;
export type ReportScheduleBody = z.output<typeof ReportScheduleFormSchema>;

/** POST ClientMarketingSchedule: a new schedule to save, or a report to send now (schedule 0). */
export const ReportScheduleCreateSchema = z.strictObject({ listingId: Id, ...fields });
export type ReportScheduleCreateBody = z.output<typeof ReportScheduleCreateSchema>;

/** PUT ClientMarketingSchedule/{id}: a saved schedule's new values (never Send Now). */
export const ReportScheduleUpdateSchema = ReportScheduleFormSchema.refine((v) => v.schedule > 0, {
  path: ['schedule'],
  error: MSG.reportSendNowNotSavable,
});

export const ScheduledReport = z
  .object({
    id: z.int(),
    listingId: z.int(),
    recipients: z.string(),
    recipientNames: z.string().nullable(),
    fromAddress: z.string(),
    fromName: z.string(),
    subject: z.string().nullable(),
    body: z.string().nullable(),
    schedule: z.int(),
    createdBy: z.int().nullable(),
    /** The next day it sends (YYYY-MM-DD, the brokerage's calendar). */
    nextSendDate: z.string().nullable(),
  })
  .meta({ id: 'ScheduledReport' });
export type ScheduledReport = z.infer<typeof ScheduledReport>;

/** The answer of POST: the spec's sentence and the schedule (id null for a report sent now). */
export const ReportScheduleSaved = z.object({
  message: z.string(),
  schedule: ScheduledReport.extend({ id: z.int().nullable() }),
});

/** One report e-mail sent (ClientReportSendAudit). */
export const ReportSendAudit = z
  .object({
    id: z.int(),
    listingId: z.int(),
    scheduleId: z.int().nullable(),
    schedule: z.int(),
    recipientNames: z.string().nullable(),
    recipients: z.string(),
    subject: z.string().nullable(),
    sendDate: z.string(),
    /** The PDF the e-mail carried, kept as sent (read through GET files/{id}); null for older sends. */
    pdfFileId: z.string().nullable(),
  })
  .meta({ id: 'ReportSendAudit' });
export type ReportSendAudit = z.infer<typeof ReportSendAudit>;

/** The live report's address with the listing's signed token. */
export const ReportLink = z.object({ url: z.string(), token: z.string() }).meta({ id: 'ReportLink' });
export type ReportLink = z.infer<typeof ReportLink>;
