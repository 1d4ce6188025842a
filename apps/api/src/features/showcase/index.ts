/**
 * What the showcase feature offers the app: its routes (domains, site settings, access codes); the
 * public page reads findShowcaseSite and opens private sites through the private-site service.
 */
export { showcaseRoutes } from './showcase.routes';
export { privateSiteRoutes } from './private-site.routes';
export { findShowcaseSite, findListingDomain, findDomainByName, findHeroVideo } from './showcase.repo';
export { hasPrivateAccess, loginWithCode, requestPrivateAccess } from './private-site.service';
export {
  ACCESS_COOKIE_SECONDS,
  accessCookieName,
  accessCookieValue,
  cookieFrom,
  readAccessCookie,
  showcaseSecret,
} from './private-site-signing';
