import { listingValidationEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { actorOf } from '../../plugins/access';
import { createBackOffice } from '../../adapters/back-office/back-office';
import {
  backOfficeValidation,
  listingFlags,
  qcStatus,
  validateListingById,
} from './listing-validation.service';

/** Data completeness: validate, syndication flags, QC status and the back-office validation record. */
export const listingValidationRoutes: FeatureRoutes = (app, { config, database: { db } }) => {
  const backOffice = createBackOffice({ url: config.backOfficeUrl });

  registerEndpoints(app, E, {
    validateListing: (req) => validateListingById(db, actorOf(req), req.params.id),
    getListingFlags: (req) => listingFlags(db, actorOf(req), req.params.id),
    getQcStatus: (req) => qcStatus(db, backOffice, actorOf(req), req.params.id),
    getBackOfficeValidation: (req) => backOfficeValidation(db, backOffice, actorOf(req), req.params.id),
  });
};
