import { clientReportScheduleEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { actorOf } from '../../plugins/access';
import {
  addSchedule,
  deleteSchedule,
  getSchedules,
  getSendAudit,
  SEND_DUE_REPORTS_CRON,
  SEND_DUE_REPORTS_JOB,
  SEND_REPORT_NOW_JOB,
  sendDueReports,
  sendNow,
  updateSchedule,
  type ScheduleDeps,
  type SendNowData,
} from './client-report-schedule.service';
import { getReportLink, reportLinkSecret, revokeReportLink } from './report-link.service';
import { findSendListingId } from './client-report-schedule.repo';
import { registerFileEntity } from '../files';
import { requireEditableListing, requireVisibleListing } from '../listings';
import { notFound } from '../../lib/http-error';
import type { Db } from '../../db/client';

async function sendListingOf(db: Db, auditId: number) {
  const listingId = await findSendListingId(db, auditId);
  if (listingId == null) throw notFound();
  return listingId;
}

/** The client marketing report scheduler, its sending jobs and the listing's report link. */
export const clientReportScheduleRoutes: FeatureRoutes = async (
  app,
  { config, database: { db }, keys, jobs, mailer, storage },
) => {
  const secret = reportLinkSecret(config, keys);
  const deps: ScheduleDeps = {
    db,
    storage,
    brand: config.brand,
    mailer,
    jobs,
    secret,
    publicUrl: config.publicUrl,
    timeZone: config.brokerageTimeZone,
  };
  // the PDF a report e-mail carried: seen by those who see the listing, never changed
  registerFileEntity('clientReportSend', {
    requireVisible: async (d, actor, auditId) =>
      requireVisibleListing(d, actor, await sendListingOf(d, auditId)),
    requireEditable: async (d, actor, auditId) =>
      requireEditableListing(d, actor, await sendListingOf(d, auditId)),
  });
  const linkDeps = { db, secret, publicUrl: config.publicUrl };

  await jobs.registerJob<SendNowData>(SEND_REPORT_NOW_JOB, async (data, job) => {
    await sendNow(deps, data, job.id);
  });
  await jobs.registerJob(SEND_DUE_REPORTS_JOB, async () => {
    await sendDueReports(deps);
  });
  await jobs.schedule(SEND_DUE_REPORTS_JOB, SEND_DUE_REPORTS_CRON);

  registerEndpoints(app, E, {
    getReportSchedules: (req) => getSchedules(deps, actorOf(req), req.params.id),
    addReportSchedule: (req) => addSchedule(deps, actorOf(req), req.body),
    updateReportSchedule: async (req, reply) => {
      await updateSchedule(db, actorOf(req), req.params.id, req.body);
      return reply.status(204).send();
    },
    deleteReportSchedule: async (req, reply) => {
      await deleteSchedule(db, actorOf(req), req.params.id);
      return reply.status(204).send();
    },
    getReportSendAudit: (req) => getSendAudit(db, actorOf(req), req.params.id),
    getReportLink: (req) => getReportLink(linkDeps, actorOf(req), req.params.id),
    revokeReportLink: async (req, reply) => {
      await revokeReportLink(linkDeps, actorOf(req), req.params.id);
      return reply.status(204).send();
    },
  });
};
