import { identityEndpoints as E, LIMITS, ROLE_CATALOGUE } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { actorOf } from '../../plugins/access';
import { createLoginThrottle, LOGIN_LIMITS } from '../../lib/login-throttle';
import { embeddedIssuer } from './tokens';
import { mountEmbeddedProvider } from './embedded-provider.routes';
import { signInAdminRoutes } from './sign-in.routes';
import { signInMode, type SignInDeps } from './sign-in.service';
import {
  authorizedUser,
  endMasquerade,
  searchUsersToMasquerade,
  startMasquerade,
} from './masquerade.service';

export { toAuthorizedUser } from './authorized-user';

/** Sign-in configuration and passwords, the authorized user, the role catalogue and masquerade. */
export const identityRoutes: FeatureRoutes = async (app, ctx) => {
  const {
    config,
    database: { db },
  } = ctx;
  // The built-in identity provider and its password administration, unless an external one
  // (OIDC_ISSUER) is configured: then neither /oidc nor any password route exists.
  if (!config.oidc.issuer) {
    const deps: SignInDeps = { db, config, mailer: ctx.mailer, throttle: createLoginThrottle(LOGIN_LIMITS) };
    await mountEmbeddedProvider(app, ctx, deps);
    signInAdminRoutes(app, deps);
  }

  registerEndpoints(app, E, {
    getAuthConfig: async () => ({
      issuer: config.oidc.issuer ?? embeddedIssuer(config),
      clientId: config.oidc.clientId,
      scopes: config.oidc.scopes,
      redirectUri: `${config.publicUrl}/auth`,
      postLogoutRedirectUri: `${config.publicUrl}/eng/home`,
      isEmbedded: !config.oidc.issuer,
      signInMode: await signInMode(db, config),
      sessionTimeoutMs: LIMITS.sessionTimeoutMs,
      masqueradeTimeoutMs: LIMITS.masqueradeTimeoutMs,
    }),
    authorizeUser: (req) => authorizedUser(db, actorOf(req)),
    getRoles: () => ROLE_CATALOGUE.map((r) => ({ key: r.key, value: r.value, grouping: r.grouping })),
    searchMasqueradeUsers: (req) => searchUsersToMasquerade(db, actorOf(req), req.body.text),
    startMasquerade: (req) => startMasquerade(db, actorOf(req), req.body.userId),
    endMasquerade: (req) => endMasquerade(db, actorOf(req)),
  });
};
