/** What the showcase page feature offers the app: the public single-property page and its photos. */
export { showcasePageRoutes } from './showcase-page.routes';
export { listingIdForHost, loadShowcaseSettings } from './showcase-page.service';
export { findMainPhotoFile, findRentalTerm, listListSideAgents } from './showcase-page.repo';
