/** What the imports feature offers the app: its routes. */
export { importsRoutes } from './imports.routes';
