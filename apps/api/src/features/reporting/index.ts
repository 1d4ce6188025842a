export { reportingRoutes } from './reporting.routes';
