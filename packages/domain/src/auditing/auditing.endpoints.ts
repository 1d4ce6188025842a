import { z } from 'zod';
import { defineEndpoints } from '../contract';
import { IdFromText, PagingQuery, Timestamp } from '../http';

/** The change history of a record: who changed what, when, and for whom when masquerading. */

export const AuditParams = z.object({ type: z.string().min(1).max(50), id: IdFromText });

/** One change of a record: the fields with their old and new values. */
export const AuditEntry = z
  .object({
    id: z.int(),
    action: z.string(),
    changedAt: Timestamp,
    changes: z.array(z.object({ field: z.string(), oldValue: z.unknown(), newValue: z.unknown() })),
    userId: z.int().nullable(),
    userName: z.string().nullable(),
    /** The user who acted while masquerading as userId. */
    realUserId: z.int().nullable(),
    realUserName: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPage = z
  .object({
    currentPage: z.int(),
    pageSize: z.int(),
    totalRecords: z.int(),
    results: z.array(AuditEntry),
  })
  .meta({ id: 'AuditPage' });

export const auditingEndpoints = defineEndpoints({
  getAudits: {
    method: 'GET',
    path: '/api/auditing/:type/:id/audits',
    summary:
      'The change history of a record, newest first (a listing in scope; other types for system administrators)',
    tags: ['auditing'],
    allow: 'signedIn',
    params: AuditParams,
    query: PagingQuery,
    response: AuditPage,
    refusals: [404],
  },
});
