/**
 * What the marketing feature offers the app: its routes (marketing items, views on web), adding an
 * item inside a listing write, counting a visit of the showcase page, and the items the client
 * report shows.
 */
export { marketingRoutes } from './marketing.routes';
export { viewsOnWebRoutes } from './views-on-web.routes';
export { otherMarketingRoutes } from './other-marketing.routes';
export { addMarketingItemIn, EMPTY_MARKETING_FIELDS } from './marketing.service';
export { countShowcaseView, viewsOnWebOf } from './views-on-web.service';
export { findMarketingItems } from './marketing.repo';
