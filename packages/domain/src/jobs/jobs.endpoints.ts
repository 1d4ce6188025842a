import { z } from 'zod';
import { defineEndpoints, NoContent } from '../contract';

/** Background jobs, for system administrators: what ran, what waits, what failed and why. */

export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** A job that failed after its last retry stays 'failed': the dead-letter state, retried by hand. */
export const JOB_STATE_LABELS: Record<JobState, string> = {
  created: 'Waiting',
  retry: 'Waiting to retry',
  active: 'Running',
  completed: 'Completed',
  cancelled: 'Cancelled',
  failed: 'Dead letter',
};

export const JobSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    state: z.enum(JOB_STATES),
    retryCount: z.number().int(),
    retryLimit: z.number().int(),
    createdOn: z.string(),
    startedOn: z.string().nullable(),
    completedOn: z.string().nullable(),
    /** The last error of a failed or retried run. */
    error: z.string().nullable(),
  })
  .meta({ id: 'Job' });
export type Job = z.infer<typeof JobSchema>;

export const JobsPageSchema = z.object({
  /** How many jobs are in each state. */
  counts: z.object(
    Object.fromEntries(JOB_STATES.map((state) => [state, z.number().int()])) as Record<
      (typeof JOB_STATES)[number],
      z.ZodNumber
    >,
  ),
  jobs: z.array(JobSchema),
});

const tags = ['jobs'] as const;

export const jobEndpoints = defineEndpoints({
  listJobs: {
    method: 'GET',
    path: '/api/admin/jobs',
    summary: 'Jobs by state, newest first, with the count of each state',
    tags,
    allow: ['systemAdmin'],
    query: z.object({
      state: z.enum(JOB_STATES).optional(),
      pageSize: z.coerce.number().int().min(1).max(500).default(100),
    }),
    response: JobsPageSchema,
  },
  retryJob: {
    method: 'POST',
    path: '/api/admin/jobs/:id/retry',
    summary: 'Run a failed (dead-letter) job again',
    tags,
    allow: ['systemAdmin'],
    params: z.object({ id: z.uuid() }),
    response: NoContent,
    refusals: [404, 409],
  },
});
