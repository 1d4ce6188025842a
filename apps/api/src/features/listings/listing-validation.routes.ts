import { IdParams } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { actorOf } from '../../plugins/access';
import { createBackOffice } from '../../adapters/back-office/back-office';
import {
  backOfficeValidation,
  listingFlags,
  qcStatus,
  validateListingById,
} from './listing-validation.service';

const tags = ['listing validation'];

/** Data completeness: validate, syndication flags, QC status and the back-office validation record. */
export const listingValidationRoutes: FeatureRoutes = (app, { config, database: { db } }) => {
  const backOffice = createBackOffice({ url: config.backOfficeUrl });

  app.get(
    '/api/listing/:id/validate',
    { config: { allow: 'signedIn' }, schema: { tags, params: IdParams } },
    (req) => validateListingById(db, actorOf(req), req.params.id),
  );
  app.get(
    '/api/ListingSyndication/:id/flags',
    { config: { allow: 'signedIn' }, schema: { tags, params: IdParams } },
    (req) => listingFlags(db, actorOf(req), req.params.id),
  );
  app.get(
    '/api/listing/:id/qcstatus',
    { config: { allow: 'signedIn' }, schema: { tags, params: IdParams } },
    (req) => qcStatus(db, backOffice, actorOf(req), req.params.id),
  );
  app.get(
    '/api/listing/:id/backofficevalidation',
    { config: { allow: 'signedIn' }, schema: { tags, params: IdParams } },
    (req) => backOfficeValidation(db, backOffice, actorOf(req), req.params.id),
  );
};
