export { advertisementsRoutes } from './advertisements.routes';
