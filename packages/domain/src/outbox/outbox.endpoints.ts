import { z } from 'zod';
import { defineEndpoints } from '../contract';
import { PagingQuery, Timestamp } from '../http';

/** The e-mail the product sent (or, in the embedded sandbox, kept instead of sending). */

export const OutboxQuery = PagingQuery.extend({
  /** Only the messages to this address (case-insensitive). */
  to: z.string().trim().toLowerCase().max(255).optional(),
});

export const OutboxMessage = z
  .object({
    id: z.int(),
    toAddress: z.string(),
    subject: z.string(),
    body: z.string(),
    sentVia: z.string(),
    createdDate: Timestamp,
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessage = z.infer<typeof OutboxMessage>;

export const outboxEndpoints = defineEndpoints({
  getOutbox: {
    method: 'GET',
    path: '/api/admin/outbox',
    summary: 'The e-mail sent, newest first, optionally to one recipient',
    tags: ['admin'],
    allow: ['systemAdmin'],
    query: OutboxQuery,
    response: z.object({
      currentPage: z.int(),
      pageSize: z.int(),
      totalRecords: z.int(),
      results: z.array(OutboxMessage),
    }),
  },
});
