/** What the spots feature offers the app. */
export { spotsRoutes } from './spots.routes';
