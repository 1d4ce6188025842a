/** What the sales teams feature offers the app. */
export { salesTeamsRoutes } from './sales-teams.routes';
