import { z } from 'zod';
import { defineEndpoints, NoContent } from '../contract';
import { LIMITS } from '../constants';

/** Liveness, readiness and the web's log entries. */

const tags = ['platform'] as const;

/** A log entry of the web: its sentence and whatever detail helps (an error, a status). */
export const LogEntrySchema = z.object({ message: z.string().max(4000), error: z.unknown().optional() });
export type LogEntry = z.input<typeof LogEntrySchema>;

const Readiness = z.object({ status: z.literal('ready'), database: z.string() });
const Unavailable = z.object({ status: z.literal('unavailable'), database: z.string() });

/**
 * The log routes are public, so a failure before sign-in is logged too; their body is small
 * (413 beyond) and they count against the 'logs' request budget.
 */
const logEndpoint = (level: 'debug' | 'error') =>
  ({
    method: 'POST',
    path: `/api/log/${level}`,
    summary: `Record a ${level} entry of the web application in the server log`,
    tags,
    allow: 'public',
    body: LogEntrySchema,
    response: NoContent,
    bodyLimit: LIMITS.logBodyMaxBytes,
  }) as const;

export const platformEndpoints = defineEndpoints({
  getHealth: {
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness: the process answers',
    tags,
    allow: 'public',
    response: z.object({ status: z.literal('ok') }),
  },
  getReadiness: {
    method: 'GET',
    path: '/api/ready',
    summary: 'Readiness: the database answers (503 while it does not)',
    tags,
    allow: 'public',
    response: Readiness,
    answers: { 503: Unavailable },
  },
  logDebug: logEndpoint('debug'),
  logError: logEndpoint('error'),
});
