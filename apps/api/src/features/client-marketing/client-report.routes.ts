import type { FastifyReply } from 'fastify';
import { clientReportEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { notFound } from '../../lib/http-error';
import { actorOf } from '../../plugins/access';
import { asciiName, sendStoredFile } from '../files';
import { findMainPhotoFile } from '../showcase-page';
import { findMarketingFileOfListing } from './client-report.repo';
import {
  buildReportPdf,
  composeReport,
  getClientReport,
  getClientReportPdf,
  type ReportDeps,
} from './client-report.service';
import { reportLinkSecret, verifyReportToken } from './report-link.service';

const sendPdf = (reply: FastifyReply, pdf: Buffer, fileName: string) =>
  reply
    .type('application/pdf')
    .header('Cache-Control', 'private, no-store')
    .header('Content-Disposition', `inline; filename="${asciiName(fileName)}"`)
    .send(pdf);

/**
 * The seller's report: through its signed link (no sign-in; counted against the address's read
 * budget like every public route; a wrong, altered or revoked token is a 404), and for signed-in
 * users who see the listing. Never kept by a shared cache: a revoked link must stop at once.
 */
export const clientReportRoutes: FeatureRoutes = (app, { config, database: { db }, keys, storage }) => {
  const secret = reportLinkSecret(config, keys);
  const deps: ReportDeps = {
    db,
    storage,
    brand: config.brand,
    publicUrl: config.publicUrl,
    timeZone: config.brokerageTimeZone,
  };
  const byLink = async (listingId: number, token: string | undefined) => {
    if (!(await verifyReportToken(db, secret, listingId, token))) throw notFound();
    return token!;
  };

  registerEndpoints(app, E, {
    getPublicReport: async (req, reply) => {
      const token = await byLink(req.params.listingId, req.query.token);
      const report = await composeReport(deps, req.params.listingId, { kind: 'link', token });
      if (!report) throw notFound();
      reply.header('Cache-Control', 'private, no-store');
      return report;
    },
    getPublicReportPdf: async (req, reply) => {
      await byLink(req.params.listingId, req.query.token);
      const built = await buildReportPdf(deps, req.params.listingId);
      if (!built) throw notFound();
      return sendPdf(reply, built.pdf, built.fileName);
    },
    getPublicReportPhoto: async (req, reply) => {
      const { listingId, imageId, size } = req.params;
      await byLink(listingId, req.query.token);
      const file = await findMainPhotoFile(db, listingId, imageId, size);
      if (!file) throw notFound();
      return sendStoredFile(req, reply, storage, file);
    },
    getPublicReportFile: async (req, reply) => {
      const { listingId, fileId } = req.params;
      await byLink(listingId, req.query.token);
      const file = await findMarketingFileOfListing(db, listingId, fileId);
      if (!file) throw notFound();
      return sendStoredFile(req, reply, storage, file);
    },
    getClientReport: (req) => getClientReport(deps, actorOf(req), req.params.listingId),
    getClientReportPdf: async (req, reply) => {
      const built = await getClientReportPdf(deps, actorOf(req), req.params.listingId);
      return sendPdf(reply, built.pdf, built.fileName);
    },
  });
};
