import { clientMarketingEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { actorOf } from '../../plugins/access';
import {
  getReportHeader,
  getReportListingImages,
  getReportPanel,
  getReportSections,
  saveReportIntroduction,
  saveReportSortOrder,
  selectReportMedia,
  toggleReportSection,
} from './client-marketing.service';

/** The client marketing report builder of a listing. */
export const clientMarketingRoutes: FeatureRoutes = (app, { database: { db } }) => {
  registerEndpoints(app, E, {
    getReportSections: (req) => getReportSections(db, actorOf(req), req.params.listingId),
    getReportHeader: (req) => getReportHeader(db, actorOf(req), req.params.listingId),
    getReportListingImages: (req) => getReportListingImages(db, actorOf(req), req.params.listingId),
    getReportPanel: (req) => getReportPanel(db, actorOf(req), req.params.listingId, req.params.section),
    toggleReportSection: async (req, reply) => {
      await toggleReportSection(db, actorOf(req), req.params.id, req.body.displaySection);
      return reply.status(204).send();
    },
    saveReportSortOrder: (req) => saveReportSortOrder(db, actorOf(req), req.body),
    saveReportIntroduction: async (req, reply) => {
      await saveReportIntroduction(db, actorOf(req), req.params.id, req.body.remark);
      return reply.status(204).send();
    },
    selectReportMedia: async (req, reply) => {
      await selectReportMedia(db, actorOf(req), req.params.listingNumber, req.body);
      return reply.status(204).send();
    },
  });
};
