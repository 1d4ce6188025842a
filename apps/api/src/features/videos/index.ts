/** What the videos feature offers the app: its routes (the video slots of a record and their processing job). */
export { videosRoutes } from './videos.routes';
