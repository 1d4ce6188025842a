import { z } from 'zod';
import { defineEndpoints, FileDownload } from '../contract';
import { IdFromText, PagingQuery } from '../http';
import { PhotographerEmail } from '../photographer/photographer.schema';

/** The e-mail the product sent (or kept, without SMTP_URL), as each recipient sees it. */

export const OUTBOX_STATUSES = ['kept', 'queued', 'sent', 'failed'] as const;

export const OUTBOX_STATUS_LABELS: Record<(typeof OUTBOX_STATUSES)[number], string> = {
  kept: 'Kept (no mail server)',
  queued: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

export const OutboxMessageSchema = z
  .object({
    id: z.number().int(),
    toAddress: z.string(),
    subject: z.string(),
    /** The text version. */
    body: z.string(),
    html: z.string().nullable(),
    sentVia: z.string(),
    status: z.enum(OUTBOX_STATUSES),
    error: z.string().nullable(),
    sentAt: z.string().nullable(),
    createdDate: z.string(),
    attachments: z.array(
      z.object({
        id: z.number().int(),
        fileName: z.string(),
        contentType: z.string(),
        sizeBytes: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

const tags = ['outbox'] as const;

export const outboxEndpoints = defineEndpoints({
  listOutbox: {
    method: 'GET',
    path: '/api/admin/outbox',
    summary: 'Outgoing e-mail, newest first; `to` filters by recipient',
    tags,
    allow: ['systemAdmin'],
    query: PagingQuery.extend({ to: z.string().trim().toLowerCase().max(255).optional() }),
    response: z.object({
      currentPage: z.number().int(),
      pageSize: z.number().int(),
      totalRecords: z.number().int(),
      results: z.array(OutboxMessageSchema),
    }),
  },
  sendTestMail: {
    method: 'POST',
    path: '/api/admin/outbox/test',
    summary: 'Send a test e-mail with an attachment, to check the mail settings end to end',
    tags,
    allow: ['systemAdmin'],
    body: z.object({ to: PhotographerEmail }),
    response: z.object({ id: z.number().int(), message: z.string() }),
    status: 201,
  },
  getOutboxAttachment: {
    method: 'GET',
    path: '/api/admin/outbox/:id/attachments/:attachmentId',
    summary: 'An attachment of an outgoing e-mail, as a download',
    tags,
    allow: ['systemAdmin'],
    params: z.object({ id: IdFromText, attachmentId: IdFromText }),
    response: FileDownload,
    refusals: [404],
  },
});
