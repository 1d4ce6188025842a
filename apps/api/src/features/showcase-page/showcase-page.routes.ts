import type { FastifyReply, FastifyRequest } from 'fastify';
import { showcasePageEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { notFound } from '../../lib/http-error';
import {
  listingIdForHost,
  loadShowcasePage,
  showcasePhotoFile,
  type ShowcasePageDeps,
} from './showcase-page.service';
import { renderShowcasePage, renderUnavailablePage } from './showcase-page.render';

/**
 * The public showcase page: GET /site/{listingId} (HTML, no sign-in, counted against the
 * address's read budget like the public /api routes), the same page at '/' on a listing's
 * purchased domain (listingIdForHost), and the public photo renditions it shows.
 */
export const showcasePageRoutes: FeatureRoutes = (app, { database: { db }, storage, config }) => {
  const deps: ShowcasePageDeps = { db, storage, brand: config.brand, publicUrl: config.publicUrl };

  const answer = async (reply: FastifyReply, listingId: number) => {
    const page = await loadShowcasePage(deps, listingId);
    const rendered =
      page.kind === 'page'
        ? renderShowcasePage(page.data, config.publicUrl)
        : renderUnavailablePage(config.brand, config.publicUrl);
    return reply
      .status(page.kind === 'page' ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', rendered.csp)
      .header(
        'Cache-Control',
        page.kind === 'page' ? 'public, max-age=60, stale-while-revalidate=300' : 'no-store',
      )
      .send(rendered.html);
  };

  app.get(
    '/site/:listingId',
    { schema: { hide: true }, config: { rateLimitKind: 'reads' } },
    async (req: FastifyRequest<{ Params: { listingId: string } }>, reply) => {
      const id = /^[1-9][0-9]{0,9}$/.test(req.params.listingId) ? Number(req.params.listingId) : NaN;
      return answer(reply, Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : 0);
    },
  );

  // A purchased domain: '/' on its host answers its listing's page; any other host goes on to the web app.
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' || req.url.split('?')[0] !== '/') return;
    const listingId = await listingIdForHost(db, req.hostname);
    if (listingId != null) await answer(reply, listingId);
  });

  registerEndpoints(app, E, {
    showcasePhoto: async (req, reply) => {
      const { listingId, imageId, size } = req.params;
      const file = await showcasePhotoFile(deps, listingId, imageId, size);
      if (!file) throw notFound();
      if (storage.signedUrl) {
        const url = await storage.signedUrl(file.storageKey, {
          fileName: file.fileName,
          contentType: file.contentType,
        });
        return reply.header('Cache-Control', 'public, max-age=60').redirect(url, 302);
      }
      const etag = `"${file.sha256}"`;
      reply.header('Cache-Control', 'public, max-age=300').header('ETag', etag);
      if (req.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply
        .type(file.contentType)
        .header('Content-Length', file.sizeBytes)
        .send(await storage.get(file.storageKey));
    },
  });
};
