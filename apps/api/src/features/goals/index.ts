/** What the goals feature offers the app: its routes. */
export { goalsRoutes } from './goals.routes';
