/** What the press feature offers the app: its routes. */
export { pressRoutes } from './press.routes';
