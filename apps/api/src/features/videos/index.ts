/** What the videos feature offers the app: its routes (the video slots of a record and their processing job), and a video row as the API shows it (its public playback addresses). */
export { videosRoutes } from './videos.routes';
export { toVideo } from './videos.service';
