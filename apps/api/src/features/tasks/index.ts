/** What the tasks feature offers the app: its routes. */
export { tasksRoutes } from './tasks.routes';
