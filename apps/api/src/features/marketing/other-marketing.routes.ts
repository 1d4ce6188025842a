import { otherMarketingEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { actorOf } from '../../plugins/access';
import {
  deleteMarketingDetails,
  exportMarketingSearch,
  getListingAgents,
  getListingMarketing,
  saveAdditionalMarketing,
  searchMarketing,
} from './other-marketing.service';
import { sendDownload } from '../files';

/** Other marketing: the search over listings in scope, additional marketing entries, the export. */
export const otherMarketingRoutes: FeatureRoutes = (app, { database: { db }, storage }) => {
  registerEndpoints(app, E, {
    searchMarketing: (req) => searchMarketing(db, actorOf(req), req.body),
    exportMarketingSearch: async (req, reply) =>
      sendDownload(reply, await exportMarketingSearch(db, actorOf(req), req.body)),
    getListingMarketing: (req) => getListingMarketing(db, actorOf(req), req.params.id),
    getMarketingListingAgents: (req) => getListingAgents(db, actorOf(req), req.params.id),
    saveAdditionalMarketing: (req) => saveAdditionalMarketing(db, actorOf(req), req.body),
    deleteMarketingDetails: (req) => deleteMarketingDetails({ db, storage }, actorOf(req), req.params.id),
  });
};
