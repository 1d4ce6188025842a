import type { FastifyReply, FastifyRequest } from 'fastify';
import { isCountedVisit, MSG, showcasePageEndpoints as E } from '@atrium/domain';
import { z } from 'zod';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { notFound } from '../../lib/http-error';
import {
  ACCESS_COOKIE_SECONDS,
  accessCookieName,
  accessCookieValue,
  cookieFrom,
  hasPrivateAccess,
  loginWithCode,
  readAccessCookie,
  requestPrivateAccess,
  showcaseSecret,
} from '../showcase';
import { countShowcaseView } from '../marketing';
import {
  listingIdForHost,
  loadShowcasePage,
  showcasePhotoFile,
  type ShowcasePageDeps,
} from './showcase-page.service';
import { renderShowcasePage, renderUnavailablePage, type RenderedPage } from './showcase-page.render';
import { renderPrivateAccessPage, type AccessPageState } from './private-access.render';

const listingIdOf = (text: string) => {
  const id = /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : 0;
};

const AccessForm = z.object({
  intent: z.enum(['code', 'request']),
  from: z.enum(['site', 'domain']).catch('site'),
  code: z.string().trim().max(10).catch(''),
  name: z.string().trim().max(100).catch(''),
  email: z.string().trim().max(254).catch(''),
  phone: z.string().trim().max(30).catch(''),
});

/**
 * The public showcase page: GET /site/{listingId} (HTML, no sign-in, counted against the
 * address's read budget like the public /api routes), the same page at '/' on a listing's
 * purchased domain (listingIdForHost), and the public photo renditions it shows. A private site
 * answers its access page until the visitor enters an active access code (POST
 * /site/{listingId}/access, counted against the small 'access' budget); a signed HttpOnly cookie
 * of that site then opens the page and its photos, never cached by shared caches.
 */
export const showcasePageRoutes: FeatureRoutes = async (
  app,
  { database: { db }, storage, config, mailer, keys },
) => {
  const deps: ShowcasePageDeps = {
    db,
    storage,
    brand: config.brand,
    publicUrl: config.publicUrl,
    brokerageUrl: config.brokerageUrl,
  };
  const secret = showcaseSecret(config, keys);
  const isSecure = config.publicUrl.startsWith('https:');

  const accessOf = (req: FastifyRequest, listingId: number) => async () => {
    const userId = readAccessCookie(
      secret,
      listingId,
      cookieFrom(req.headers.cookie, accessCookieName(listingId)),
      new Date(),
    );
    return userId != null && hasPrivateAccess({ db }, listingId, userId);
  };

  const send = (reply: FastifyReply, status: number, rendered: RenderedPage, cache: string) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', rendered.csp)
      .header('Cache-Control', cache)
      .send(rendered.html);

  const accessPage = (
    reply: FastifyReply,
    status: number,
    listingId: number,
    state: Omit<AccessPageState, 'action'>,
  ) =>
    send(
      reply,
      status,
      renderPrivateAccessPage(config.brand, config.publicUrl, {
        ...state,
        action: `/site/${listingId}/access`,
      }),
      'private, no-store',
    );

  // A lapsed domain answers 410 Gone: the page is gone for search engines and link previews (a
  // renewal or redemption brings it back, and nothing caches the answer), while a person sees a calm
  // page that leads to the brokerage. A page that never was, or is hidden, stays a 404.
  const unavailable = (reply: FastifyReply, kind: 'unavailable' | 'lapsed') =>
    send(
      reply,
      kind === 'lapsed' ? 410 : 404,
      renderUnavailablePage(config.brand, config.brokerageUrl, kind),
      'no-store',
    );

  const answer = async (
    req: FastifyRequest,
    reply: FastifyReply,
    listingId: number,
    from: 'site' | 'domain',
  ) => {
    const page = await loadShowcasePage(deps, listingId, accessOf(req, listingId));
    if (page.kind === 'private') return accessPage(reply, 200, listingId, { from });
    if (page.kind === 'unavailable' || page.kind === 'lapsed') return unavailable(reply, page.kind);
    // a person's visit of the page is a view on web of its showcase website: counted beside the
    // answer (one upsert per listing and day), never waited for; HEAD requests and robots are not
    if (isCountedVisit(req.method, req.headers['user-agent']))
      void countShowcaseView(db, listingId).catch((err: unknown) =>
        req.log.warn({ err, listingId }, 'showcase view not counted'),
      );
    return send(
      reply,
      200,
      renderShowcasePage(page.data, config.publicUrl),
      page.isPrivate ? 'private, no-store' : 'public, max-age=60, stale-while-revalidate=300',
    );
  };

  app.get(
    '/site/:listingId',
    { schema: { hide: true }, config: { rateLimitKind: 'reads' } },
    async (req: FastifyRequest<{ Params: { listingId: string } }>, reply) =>
      answer(req, reply, listingIdOf(req.params.listingId), 'site'),
  );

  // The access forms post plain HTML forms (no script on the page).
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post(
      '/site/:listingId/access',
      { schema: { hide: true }, config: { rateLimitKind: 'access' } },
      async (req: FastifyRequest<{ Params: { listingId: string } }>, reply) => {
        const listingId = listingIdOf(req.params.listingId);
        const form = AccessForm.safeParse(req.body ?? {});
        const page = await loadShowcasePage(deps, listingId);
        if (page.kind === 'unavailable' || page.kind === 'lapsed') return unavailable(reply, page.kind);
        const from = form.success ? form.data.from : 'site';
        const back = from === 'domain' ? '/' : `/site/${listingId}`;
        if (page.kind === 'page' || !form.success)
          return reply.header('Cache-Control', 'no-store').redirect(back, 303);
        const f = form.data;
        if (f.intent === 'code') {
          const user = await loginWithCode({ db }, listingId, f.code);
          if (!user) return accessPage(reply, 401, listingId, { from, error: MSG.privateAccessWrongCode });
          const expiresAt = Math.floor(Date.now() / 1000) + ACCESS_COOKIE_SECONDS;
          const cookie = [
            `${accessCookieName(listingId)}=${accessCookieValue(secret, listingId, user.id, expiresAt)}`,
            'Path=/',
            `Max-Age=${ACCESS_COOKIE_SECONDS}`,
            'HttpOnly',
            'SameSite=Lax',
            ...(isSecure ? ['Secure'] : []),
          ].join('; ');
          return reply.header('Set-Cookie', cookie).header('Cache-Control', 'no-store').redirect(back, 303);
        }
        const request = { name: f.name, email: f.email, phone: f.phone };
        if (!f.name || !z.email().safeParse(f.email).success)
          return accessPage(reply, 400, listingId, {
            from,
            request,
            error: MSG.privateAccessRequestIncomplete,
          });
        const { isCodeSent } = await requestPrivateAccess(
          { db, mailer, publicUrl: config.publicUrl, secret },
          listingId,
          page.listingTitle,
          {
            name: f.name,
            email: f.email,
            phone: f.phone || null,
          },
        );
        return accessPage(reply, 200, listingId, {
          from,
          notice: isCodeSent ? MSG.privateAccessCodeSent : MSG.privateAccessRequested,
        });
      },
    );
  });

  // A purchased domain: '/' on its host answers its listing's page; any other host goes on to the web app.
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' || req.url.split('?')[0] !== '/') return;
    const listingId = await listingIdForHost(db, req.hostname);
    if (listingId != null) await answer(req, reply, listingId, 'domain');
  });

  registerEndpoints(app, E, {
    showcasePhoto: async (req, reply) => {
      const { listingId, imageId, size } = req.params;
      const file = await showcasePhotoFile(deps, listingId, imageId, size, accessOf(req, listingId));
      if (!file) throw notFound();
      const cache = file.isPrivate ? 'private, max-age=300' : 'public, max-age=300';
      if (storage.signedUrl) {
        const url = await storage.signedUrl(file.storageKey, {
          fileName: file.fileName,
          contentType: file.contentType,
        });
        return reply
          .header('Cache-Control', file.isPrivate ? 'private, no-store' : 'public, max-age=60')
          .redirect(url, 302);
      }
      const etag = `"${file.sha256}"`;
      reply.header('Cache-Control', cache).header('ETag', etag);
      if (req.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply
        .type(file.contentType)
        .header('Content-Length', file.sizeBytes)
        .send(await storage.get(file.storageKey));
    },
  });
};
