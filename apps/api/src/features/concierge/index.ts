/** What the concierge feature offers the app: its routes. */
export { conciergeRoutes } from './concierge.routes';
