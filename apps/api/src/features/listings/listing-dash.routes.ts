import { listingDashEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { actorOf } from '../../plugins/access';
import { createBackOffice } from '../../adapters/back-office/back-office';
import {
  DASH_SEND_JOB,
  getDashListing,
  runDashSend,
  sendToDash,
  type DashSendData,
} from './listing-dash.service';

/** Send to Dash: the request, the job that sends the listing, and its status in the dash system. */
export const listingDashRoutes: FeatureRoutes = async (app, { config, database: { db }, jobs }) => {
  const backOffice = createBackOffice({ url: config.backOfficeUrl });
  const deps = { db, jobs, backOffice };
  // a failed sending is recorded, not retried: the user sends again
  await jobs.registerJob<DashSendData>(DASH_SEND_JOB, (data) => runDashSend(deps, data), { retryLimit: 0 });

  registerEndpoints(app, E, {
    sendListingToDash: (req) => sendToDash(deps, actorOf(req), req.params.id),
    getDashListing: (req) => getDashListing(db, actorOf(req), req.params.id),
  });
};
