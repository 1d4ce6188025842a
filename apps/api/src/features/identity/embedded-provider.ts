import { createHash } from 'node:crypto';
import type { KoaContext } from 'oidc-provider';
import type { AppContext } from '../../app-context';
import { embeddedIssuer } from './tokens';
import { createOidcStoreAdapter } from './oidc-store.adapter';
import { findAccountClaims } from './oidc-accounts.repo';
import { errorPage, logoutPage, signedOutPage } from './embedded-provider.views';

/** The OpenID scopes the embedded provider knows: the standard ones and the product's own. */
export const EMBEDDED_SCOPES = ['openid', 'offline_access', 'profile', 'email', 'groups', 'metro', 'office'];

const HOUR = 3600;
/** Explicit lifetimes of everything the provider stores (seconds). */
const TTL = {
  AccessToken: HOUR,
  AuthorizationCode: 60,
  IdToken: HOUR,
  RefreshToken: 12 * HOUR,
  Interaction: HOUR,
  Session: 12 * HOUR,
  Grant: 12 * HOUR,
};

/** The resource indicator of this API; its access tokens carry the configured audience. */
export function apiResource(config: AppContext['config']) {
  return `${config.publicUrl}/api`;
}

/**
 * The built-in demo identity provider: a real OpenID Connect provider (oidc-provider) at
 * `${PUBLIC_URL}/oidc`, signing with the product's own keys, storing in the database, with the
 * product's own sign-in page. Loaded only when no external OIDC_ISSUER is configured.
 */
export async function createEmbeddedProvider({ config, database: { db }, keys }: AppContext) {
  const { default: Provider, errors } = await import('oidc-provider');
  const clientId = config.oidc.clientId;
  const resource = apiResource(config);
  const origin = new URL(config.publicUrl).origin;
  const cookieKey = createHash('sha256')
    .update(`atrium-oidc-cookies:${String(keys.privateJwks.keys[0].d)}`)
    .digest('base64url');

  const provider = new Provider(embeddedIssuer(config), {
    adapter: createOidcStoreAdapter(db),
    clients: [
      {
        client_id: clientId,
        client_name: 'Atrium',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${config.publicUrl}/auth`],
        post_logout_redirect_uris: [`${config.publicUrl}/eng/home`],
      },
    ],
    jwks: keys.privateJwks,
    cookies: { keys: [cookieKey] },
    scopes: EMBEDDED_SCOPES,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
      groups: ['groups'],
      metro: ['metro'],
      office: ['office'],
    },
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: TTL,
    rotateRefreshToken: false,
    // Refresh tokens let the web renew silently; they end with the provider session (sign-out).
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(t: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    clientBasedCORS: (_ctx: unknown, requestOrigin: string) => requestOrigin === origin,
    findAccount: async (_ctx: unknown, sub: string) => {
      const claims = Number.isInteger(Number(sub)) ? await findAccountClaims(db, { id: Number(sub) }) : null;
      if (!claims) return undefined;
      return { accountId: sub, claims: async () => claims };
    },
    // The API finds the user by the e-mail claim of the access token.
    extraTokenClaims: async (_ctx: unknown, token: { accountId?: string }) => {
      if (!token.accountId) return undefined;
      const claims = await findAccountClaims(db, { id: Number(token.accountId) });
      return claims ? { email: claims.email } : undefined;
    },
    // Atrium is the provider's own first-party client: consent is granted without asking.
    loadExistingGrant: async (ctx: KoaContext) => {
      const { client, session, params } = ctx.oidc;
      const grantId = ctx.oidc.result?.consent?.grantId || session?.grantIdFor(client!.clientId);
      const existing = grantId ? await provider.Grant.find(grantId) : undefined;
      if (client?.clientId !== clientId || !session?.accountId) return existing;
      const grant =
        existing && existing.accountId === session.accountId
          ? existing
          : new provider.Grant({ clientId, accountId: session.accountId });
      const requested = String(params?.scope ?? 'openid')
        .split(' ')
        .filter((s) => EMBEDDED_SCOPES.includes(s));
      grant.addOIDCScope(requested.join(' '));
      grant.addResourceScope(resource, requested.filter((s) => s !== 'offline_access').join(' '));
      await grant.save();
      return grant;
    },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/oidc/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContext, form: string) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form, config.brandColor);
        },
        postLogoutSuccessSource: async (ctx: KoaContext) => {
          ctx.type = 'html';
          ctx.body = signedOutPage(config.publicUrl, config.brandColor);
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => resource,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx: unknown, indicator: string) => {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return {
            scope: EMBEDDED_SCOPES.filter((s) => s !== 'offline_access').join(' '),
            audience: config.oidc.audience,
            accessTokenTTL: TTL.AccessToken,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    renderError: async (ctx: KoaContext, out: { error?: string; error_description?: string }) => {
      ctx.type = 'html';
      ctx.body = errorPage(
        out.error_description ?? out.error ?? 'Unknown error',
        config.publicUrl,
        config.brandColor,
      );
    },
  });
  provider.proxy = true;
  return provider;
}
