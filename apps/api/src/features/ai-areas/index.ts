/** What the AI areas feature offers the app: its routes. */
export { aiAreasRoutes } from './ai-areas.routes';
