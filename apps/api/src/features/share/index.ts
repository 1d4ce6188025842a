/** What the share feature offers the app: its routes (sharing images by e-mail, the public link). */
export { shareRoutes } from './share.routes';
