/** What the syndication feature offers the app: its routes (a listing's data consumers). */
export { syndicationRoutes } from './syndication.routes';
