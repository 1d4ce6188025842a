import { MSG, PasswordResetFormSchema, ROLE_CATALOGUE } from '@atrium/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../app-context';
import { createEmbeddedProvider } from './embedded-provider';
import { sweepOidcStore } from './oidc-store.adapter';
import { findAccountClaims, listSignInUsers } from './oidc-accounts.repo';
import { touchLastLogin } from './sign-in.repo';
import {
  checkPassword,
  isResetLinkOpen,
  resetLinkPath,
  resetPasswordWithLink,
  signInMode,
  type SignInDeps,
} from './sign-in.service';
import {
  errorPage,
  passwordSignInPage,
  SIGN_OUT_SCRIPT,
  SIGN_OUT_SCRIPT_PATH,
  resetPasswordPage,
  resetResultPage,
  signInPage,
} from './embedded-provider.views';

const PERMISSION_NAMES: ReadonlySet<string> = new Set(
  ROLE_CATALOGUE.filter((r) => r.grouping === 'permission').map((r) => r.value),
);
const SIGN_IN_PAGE_SIZE = 25;

type FormBody = Record<string, string | undefined> | undefined;

/**
 * Mounts the embedded OpenID Connect provider at /oidc: the provider's own endpoints (discovery,
 * authorize, token, JWKS, end session...), the product's sign-in page for its interactions (one
 * click in demo mode, e-mail and password otherwise) and the page of the password reset links.
 */
export async function mountEmbeddedProvider(app: App, ctx: AppContext, deps: SignInDeps) {
  const { config, database } = ctx;
  const provider = await createEmbeddedProvider(ctx);
  const handle = provider.callback();

  // The sign-out page's script (the page itself comes from the provider, under the same CSP).
  app.get(SIGN_OUT_SCRIPT_PATH, { schema: { hide: true } }, (_req, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/javascript; charset=utf-8')
      .send(SIGN_OUT_SCRIPT),
  );

  // The provider reads its own request bodies: no Fastify body parsing under /oidc.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.all('/oidc/*', { schema: { hide: true } }, (req, reply) => {
      reply.hijack();
      const raw = req.raw as typeof req.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '/').replace(/^\/oidc/i, '') || '/';
      handle(raw, reply.raw);
    });
  });

  // The sign-in page of the interactions (login; consent is granted for the product itself).
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const page = (reply: FastifyReply, html: string, status = 200) =>
      reply.status(status).header('Cache-Control', 'no-store').type('text/html').send(html);
    const failed = (reply: FastifyReply) =>
      page(reply, errorPage(MSG.signInRequestExpired, config.publicUrl, config.brandColor), 400);
    const brand = config.brandColor;
    const details = async (req: FastifyRequest, reply: FastifyReply) => {
      try {
        return await provider.interactionDetails(req.raw, reply.raw);
      } catch {
        return null;
      }
    };

    scope.get('/oidc/interaction/:uid', { schema: { hide: true } }, async (req, reply) => {
      const interaction = await details(req, reply);
      if (!interaction) return failed(reply);
      if (interaction.prompt.name === 'consent') {
        reply.hijack();
        const grant = new provider.Grant({
          clientId: String(interaction.params.client_id),
          accountId: String(interaction.session?.accountId),
        });
        const missing = interaction.prompt.details as {
          missingOIDCScope?: string[];
          missingOIDCClaims?: string[];
          missingResourceScopes?: Record<string, string[]>;
        };
        if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
        if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
        for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {}))
          grant.addResourceScope(indicator, scopes.join(' '));
        const grantId = await grant.save();
        return provider.interactionFinished(
          req.raw,
          reply.raw,
          { consent: { grantId } },
          {
            mergeWithLastSubmission: true,
          },
        );
      }
      if ((await signInMode(database.db, config)) !== 'demo')
        return page(reply, passwordSignInPage({ uid: interaction.uid, email: '', error: null, brand }));
      const text = String((req.query as { q?: string }).q ?? '').slice(0, 100);
      const { users, total } = await listSignInUsers(database.db, { text, limit: SIGN_IN_PAGE_SIZE });
      return page(
        reply,
        signInPage({ uid: interaction.uid, users, total, text, permissionNames: PERMISSION_NAMES, brand }),
      );
    });

    scope.post('/oidc/interaction/:uid/login', { schema: { hide: true } }, async (req, reply) => {
      const interaction = await details(req, reply);
      if (!interaction) return failed(reply);
      const body = req.body as FormBody;
      const email = String(body?.email ?? '').slice(0, 255);
      let accountId: number;
      let amr: string;
      if ((await signInMode(database.db, config)) === 'demo') {
        // Demo mode: the e-mail of the chosen demo user is enough.
        const account = email ? await findAccountClaims(database.db, { email }) : null;
        if (!account) return reply.redirect(`/oidc/interaction/${interaction.uid}`, 303);
        accountId = Number(account.sub);
        amr = 'demo';
        await touchLastLogin(database.db, accountId);
      } else {
        const check = await checkPassword(deps, { email, password: String(body?.password ?? '') }, req.ip);
        if (!check.ok) {
          if (check.retryAfterSeconds) reply.header('Retry-After', check.retryAfterSeconds);
          return page(
            reply,
            passwordSignInPage({ uid: interaction.uid, email, error: check.message, brand }),
            check.status,
          );
        }
        accountId = check.userId;
        amr = 'pwd';
      }
      reply.hijack();
      await provider.interactionFinished(
        req.raw,
        reply.raw,
        { login: { accountId: String(accountId), amr: [amr] } },
        { mergeWithLastSubmission: false },
      );
    });

    scope.post('/oidc/interaction/:uid/abort', { schema: { hide: true } }, async (req, reply) => {
      const interaction = await details(req, reply);
      if (!interaction) return failed(reply);
      reply.hijack();
      await provider.interactionFinished(
        req.raw,
        reply.raw,
        { error: 'access_denied', error_description: 'Sign-in was cancelled.' },
        { mergeWithLastSubmission: false },
      );
    });

    // The page of an e-mailed reset link: the user chooses a password; the link works once.
    const resultPage = (reply: FastifyReply, isDone: boolean) =>
      page(reply, resetResultPage({ isDone, publicUrl: config.publicUrl, brand }), isDone ? 200 : 400);

    scope.get(resetLinkPath, { schema: { hide: true } }, async (req, reply) => {
      const token = String((req.query as { token?: string }).token ?? '').slice(0, 200);
      if (!token || !(await isResetLinkOpen(database.db, token))) return resultPage(reply, false);
      return page(reply, resetPasswordPage({ token, error: null, brand }));
    });

    scope.post(resetLinkPath, { schema: { hide: true } }, async (req, reply) => {
      const body = req.body as FormBody;
      const token = String(body?.token ?? '').slice(0, 200);
      const parsed = PasswordResetFormSchema.safeParse({
        token,
        password: String(body?.password ?? ''),
        confirmPassword: String(body?.confirmPassword ?? ''),
      });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        if (issue.path[0] === 'token' || !(await isResetLinkOpen(database.db, token)))
          return resultPage(reply, false);
        return page(reply, resetPasswordPage({ token, error: issue.message, brand }), 400);
      }
      return resultPage(reply, await resetPasswordWithLink(deps, parsed.data));
    });
  });

  const sweep = setInterval(() => void sweepOidcStore(database.db).catch(() => {}), 15 * 60_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  return provider;
}
