/** What the showings feature offers the app: its routes, and the rows the client report shows. */
export { showingsRoutes } from './showings.routes';
export { findOpenHouses, findShowings } from './showings.repo';
export { readImportFile, type Sheet } from './showings-import.read';
