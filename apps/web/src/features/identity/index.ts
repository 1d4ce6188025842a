/** The identity feature's public face for the shell and the router. */
export { RequireSession } from './require-session';
export { MasqueradeBanner } from './masquerade-banner';
export { DemoSignInBanner } from './demo-sign-in-banner';
export { SessionTimeoutDialog } from './session-timeout-dialog';
export { signIn } from './oidc-client';
export { TIMEOUT_OVERRIDE_KEY } from './session-activity';
export { default as AuthCallbackPage } from './auth-callback-page';
export { default as LogoutPage } from './logout-page';
export { useAuthConfig } from './identity-api';
