import { JOB_STATES, jobEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { HttpError, notFound } from '../../lib/http-error';
import { countJobs, findJob, listJobs } from './jobs.repo';

/** The job queue seen by system administrators: states, errors, and a retry of dead letters. */
export const jobsRoutes: FeatureRoutes = (app, { database, jobs }) => {
  registerEndpoints(app, E, {
    listJobs: async (req) => {
      const [counts, list] = await Promise.all([
        countJobs(database),
        listJobs(database, req.query.state, req.query.pageSize),
      ]);
      return {
        counts: Object.fromEntries(JOB_STATES.map((s) => [s, counts[s] ?? 0])) as Record<
          (typeof JOB_STATES)[number],
          number
        >,
        jobs: list,
      };
    },
    retryJob: async (req, reply) => {
      const job = await findJob(database, req.params.id);
      if (!job) throw notFound();
      if (job.state !== 'failed') throw new HttpError(409, 'Only a failed job can be retried.');
      await jobs.retry(job.name, req.params.id);
      return reply.status(204).send();
    },
  });
};
