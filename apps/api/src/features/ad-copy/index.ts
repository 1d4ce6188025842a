/** What the ad copy feature offers the app: its routes (ad copy, its import flag, the title, AI drafts). */
export { adCopyRoutes } from './ad-copy.routes';
export { sanitizeAdCopyBody } from './ad-copy.service';
