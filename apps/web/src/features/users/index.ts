/** The users feature's public face: the password dialogs the sign-in administration opens. */
export { SetPasswordDialog } from './set-password-dialog';
export { SendResetLinkDialog } from './send-reset-link-dialog';
export type { PasswordTarget } from './users-api';
