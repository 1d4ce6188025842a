import { signInEndpoints as E } from '@atrium/domain';
import type { App } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { actorOf } from '../../plugins/access';
import * as signIn from './sign-in.service';

/**
 * Passwords of the built-in identity provider, for system administrators: the users with whether
 * each has a password, setting one, and e-mailing a single-use link to choose one. Registered
 * only with the built-in provider; with an external one (OIDC_ISSUER) passwords live there.
 */
export function signInAdminRoutes(app: App, deps: signIn.SignInDeps) {
  registerEndpoints(app, E, {
    searchSignInUsers: (req) => signIn.searchSignInUsers(deps.db, req.body),
    setUserPassword: async (req, reply) => {
      await signIn.setUserPassword(deps, actorOf(req), req.params.id, req.body.password);
      return reply.status(204).send();
    },
    sendPasswordResetLink: (req) => signIn.sendResetLink(deps, actorOf(req), req.params.id),
  });
}
