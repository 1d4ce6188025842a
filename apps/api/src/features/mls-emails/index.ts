/** What the MLS e-mails feature offers the app: its routes. */
export { mlsEmailsRoutes } from './mls-emails.routes';
