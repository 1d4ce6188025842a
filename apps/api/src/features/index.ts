import type { FeatureRoutes } from '../app-context';
import { platformRoutes } from './platform/platform.routes';
import { auditingRoutes } from './auditing/auditing.routes';
import { listingsRoutes } from './listings/listings.routes';
import { identityRoutes } from './identity/identity.routes';

/** Every feature's routes, registered in this order. */
export const featureRoutes: FeatureRoutes[] = [
  platformRoutes,
  identityRoutes,
  auditingRoutes,
  listingsRoutes,
];
