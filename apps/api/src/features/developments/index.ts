/** What the developments feature offers the app. */
export { developmentsRoutes } from './developments.routes';
