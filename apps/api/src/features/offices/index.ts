/** What the offices feature offers the app. */
export { officesRoutes } from './offices.routes';
export { findSettings as findOfficeSettings } from './offices.repo';
