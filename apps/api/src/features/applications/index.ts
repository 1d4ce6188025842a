/** What the applications feature offers the app: its routes. */
export { applicationRoutes } from './applications.routes';
