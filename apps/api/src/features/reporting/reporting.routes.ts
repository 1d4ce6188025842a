import { reportingEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { actorOf } from '../../plugins/access';
import { findAbcrListings, findExports } from './reporting.repo';
import {
  exportAbcr,
  exportAdvertisingReport,
  exportCitReport,
  exportWebsiteReport,
  getAbcrDetails,
  getAdvertisingReport,
  getCitReport,
  getExport,
  openExportFile,
  REPORT_EXPORT_JOB,
  REPORT_EXPORT_SWEEP_CRON,
  REPORT_EXPORT_SWEEP_JOB,
  runExport,
  startExport,
  sweepOldExports,
  type ReportExportJob,
  type ReportingDeps,
} from './reporting.service';
import { sendDownload } from '../files';

/** Reporting: the agent CIT and advertising reports, ABCR, their exports, and the network exports made by a job. */
export const reportingRoutes: FeatureRoutes = async (app, { database: { db }, storage, jobs }) => {
  const deps: ReportingDeps = { db, storage, jobs };
  // one try more, then failed: the user sees it and asks again
  await jobs.registerJob<ReportExportJob>(REPORT_EXPORT_JOB, (data) => runExport(deps, data), {
    retryLimit: 1,
    retryDelay: 5,
    expireInSeconds: 30 * 60,
  });
  await jobs.registerJob(REPORT_EXPORT_SWEEP_JOB, async () => {
    await sweepOldExports(deps);
  });
  await jobs.schedule(REPORT_EXPORT_SWEEP_JOB, REPORT_EXPORT_SWEEP_CRON);
  registerEndpoints(app, E, {
    getCitReport: (req) => getCitReport(db, actorOf(req), req.params.id, req.query),
    exportCitReport: async (req, reply) =>
      sendDownload(reply, await exportCitReport(db, actorOf(req), req.params.id, req.body)),
    getAdvertisingReport: (req) => getAdvertisingReport(db, actorOf(req), req.params.id, req.body),
    exportAdvertisingReport: async (req, reply) =>
      sendDownload(reply, await exportAdvertisingReport(db, actorOf(req), req.params.id, req.body)),
    exportWebsiteReport: async (req, reply) =>
      sendDownload(reply, await exportWebsiteReport(db, actorOf(req), req.body)),
    exportAgentWebsiteReport: async (req, reply) =>
      sendDownload(reply, await exportWebsiteReport(db, actorOf(req), req.body)),
    getAbcrDetails: (req) => getAbcrDetails(db, actorOf(req), req.body),
    getAbcrListingDetails: (req) => findAbcrListings(db, actorOf(req), req.body),
    exportAbcr: async (req, reply) => sendDownload(reply, await exportAbcr(db, actorOf(req), req.body)),
    startReportExport: async (req, reply) =>
      reply.status(201).send(await startExport(deps, actorOf(req), req.body)),
    listReportExports: (req) => findExports(db, actorOf(req).userId),
    getReportExport: (req) => getExport(db, actorOf(req), req.params.id),
    downloadReportExport: async (req, reply) =>
      sendDownload(reply, await openExportFile(deps, actorOf(req), req.params.id)),
  });
};
