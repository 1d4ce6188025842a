import { IdParams, SetUserPasswordSchema, UserSearchSchema } from '@atrium/domain';
import type { App } from '../../app-context';
import { actorOf } from '../../plugins/access';
import * as signIn from './sign-in.service';

const SA = ['systemAdmin'] as const;
const tags = ['identity'];

/**
 * Passwords of the built-in identity provider, for system administrators: the users with whether
 * each has a password, setting one, and e-mailing a single-use link to choose one. Registered
 * only with the built-in provider; with an external one (OIDC_ISSUER) passwords live there.
 */
export function signInAdminRoutes(app: App, deps: signIn.SignInDeps) {
  app.post(
    '/api/admin/sign-in/users',
    { config: { allow: SA }, schema: { tags, body: UserSearchSchema } },
    async (req) => signIn.searchSignInUsers(deps.db, req.body),
  );

  app.put(
    '/api/user/:id/password',
    { config: { allow: SA }, schema: { tags, params: IdParams, body: SetUserPasswordSchema } },
    async (req, reply) => {
      await signIn.setUserPassword(deps, actorOf(req), req.params.id, req.body.password);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/user/:id/password/reset',
    { config: { allow: SA }, schema: { tags, params: IdParams } },
    async (req) => signIn.sendResetLink(deps, actorOf(req), req.params.id),
  );
}
