import { index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { users } from './users';
import { mailOutbox } from './platform';
import { files } from './files';
import { createdAt, instant, instantNow } from './common';

/**
 * A listing's saved client marketing report e-mails: to whom, from whom, what they say and on
 * which schedule (1 Weekly Monday, 2 Semi-Monthly 2nd and 16th, 3 Monthly 2nd, 4 Weekly Friday).
 */
export const clientReportSchedules = pgTable(
  'client_report_schedules',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    recipients: text('recipients').notNull(),
    recipientNames: text('recipient_names'),
    fromAddress: text('from_address').notNull(),
    fromName: text('from_name').notNull(),
    subject: text('subject'),
    body: text('body'),
    schedule: integer('schedule').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: instantNow('updated_at'),
  },
  (t) => [
    index('client_report_schedules_listing_idx').on(t.listingId),
    index('client_report_schedules_due_idx').on(t.schedule),
  ],
);

/**
 * Every report e-mail sent. `sendKey` makes a sending happen once: '{scheduleId}:{local day}'
 * for a saved schedule, 'now:{job id}' for Send Now; it is claimed in the transaction that writes
 * the outbox message, so two processes cannot both send.
 */
export const clientReportSendAudits = pgTable(
  'client_report_send_audits',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    scheduleId: integer('schedule_id').references(() => clientReportSchedules.id, { onDelete: 'set null' }),
    schedule: integer('schedule').notNull(),
    sendKey: text('send_key').notNull(),
    recipientNames: text('recipient_names'),
    recipients: text('recipients').notNull(),
    subject: text('subject'),
    outboxId: integer('outbox_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    /** The PDF the e-mail carried, kept as it was sent. */
    pdfFileId: uuid('pdf_file_id').references(() => files.id, { onDelete: 'set null' }),
    sendDate: instantNow('send_date'),
  },
  (t) => [
    uniqueIndex('client_report_send_audits_key_idx').on(t.sendKey),
    index('client_report_send_audits_listing_idx').on(t.listingId, t.sendDate),
  ],
);

/** The secret part of a listing's report link: a new nonce revokes every link given so far. */
export const reportLinks = pgTable('report_links', {
  listingId: integer('listing_id')
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  nonce: text('nonce').notNull(),
  createdAt: createdAt(),
  revokedAt: instant('revoked_at'),
});
