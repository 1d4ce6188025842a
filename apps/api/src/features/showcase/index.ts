/** What the showcase feature offers the app: its routes (domains and site settings); the public page reads findShowcaseSite. */
export { showcaseRoutes } from './showcase.routes';
export { findShowcaseSite, findListingDomain, findDomainByName } from './showcase.repo';
