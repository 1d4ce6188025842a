/** What the photographer feature shares with other features: the invitation dialog. */
export { InvitePhotographerDialog } from './invite-photographer-dialog';
