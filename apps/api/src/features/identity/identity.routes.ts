import { z } from 'zod';
import { IdFromText, LIMITS, ROLE_CATALOGUE } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
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

const MasqueradeSearchBody = z.object({ text: z.string().max(100).optional().default('') });
const MasqueradeBody = z.object({ userId: IdFromText });
const MASQUERADERS = ['systemAdmin', 'masquerade'] as const;

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

  /**
   * What the web needs to sign in: the provider, the client, the session limits, and how staff
   * sign in ('demo' one click, 'password', or 'external'), which the shell announces.
   */
  app.get('/api/auth/config', { config: { allow: 'public' }, schema: { tags: ['identity'] } }, async () => ({
    issuer: config.oidc.issuer ?? embeddedIssuer(config),
    clientId: config.oidc.clientId,
    scopes: config.oidc.scopes,
    redirectUri: `${config.publicUrl}/auth`,
    postLogoutRedirectUri: `${config.publicUrl}/eng/home`,
    isEmbedded: !config.oidc.issuer,
    signInMode: await signInMode(db, config),
    sessionTimeoutMs: LIMITS.sessionTimeoutMs,
    masqueradeTimeoutMs: LIMITS.masqueradeTimeoutMs,
  }));

  /** The user of spec/000 section 3.2; while masquerading, the target with the original's names. */
  app.post('/api/user/authorize', { config: { allow: 'signedIn' }, schema: { tags: ['identity'] } }, (req) =>
    authorizedUser(db, actorOf(req)),
  );

  app.get('/api/roles', { config: { allow: 'signedIn' }, schema: { tags: ['identity'] } }, async () =>
    ROLE_CATALOGUE.map((r) => ({ key: r.key, value: r.value, grouping: r.grouping })),
  );

  app.post(
    '/api/user/masqueradesearch',
    { config: { allow: MASQUERADERS }, schema: { tags: ['identity'], body: MasqueradeSearchBody } },
    (req) => searchUsersToMasquerade(db, actorOf(req), req.body.text),
  );

  app.post(
    '/api/user/masquerade',
    { config: { allow: MASQUERADERS }, schema: { tags: ['identity'], body: MasqueradeBody } },
    (req) => startMasquerade(db, actorOf(req), req.body.userId),
  );

  app.post(
    '/api/user/masquerade/end',
    { config: { allow: 'signedIn' }, schema: { tags: ['identity'] } },
    (req) => endMasquerade(db, actorOf(req)),
  );
};
