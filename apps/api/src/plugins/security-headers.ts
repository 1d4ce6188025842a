import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The security headers of every answer (API, web app, identity provider pages):
 * - a Content-Security-Policy that runs scripts only from the application's own files (no
 *   inline script) and lets the web connect only to the application and, when OIDC_ISSUER is
 *   set, to that provider (discovery and token calls);
 * - HSTS only over HTTPS: when PUBLIC_URL is https, or the request came over TLS (directly,
 *   or through a trusted proxy's X-Forwarded-Proto); never over plain http, where it would lock
 *   a browser out of a development or intranet address;
 * - Cache-Control: no-store on API answers, which hold one user's data; static assets keep their
 *   long caching.
 *
 * Helmet's middleware is built once here: @fastify/helmet built it again on every request
 * (parsing the policy each time: 2.5 % of the API's time in the authorize benchmark).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const isHttps = new URL(config.publicUrl).protocol === 'https:';
  const identityProvider = config.oidc.issuer ? [new URL(config.oidc.issuer).origin] : [];
  const setHelmetHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // Material UI writes its styles at run time
        styleSrc: ["'self'", "'unsafe-inline'", 'https:'],
        // blob: the web shows stored images from object URLs (files are read with a bearer token)
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", ...identityProvider],
        formAction: ["'self'", 'http:', 'https:'],
        frameAncestors: ["'self'"],
        // blob: the full-screen viewer shows a PDF floor plan in an iframe of its object URL
        // (made by the application's own script); plugins stay off (object-src)
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: isHttps ? [] : null,
      },
    },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (req, reply, done) =>
    setHelmetHeaders(req.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
  // Headers go on the raw response, as helmet's do, so the identity provider's pages (which
  // write the response themselves) carry them too.
  app.addHook('onRequest', async (req, reply) => {
    if (isHttps || req.protocol === 'https') reply.raw.setHeader('Strict-Transport-Security', HSTS);
    if (/^\/api\//i.test(req.url) && !/^\/api\/docs/i.test(req.url))
      reply.raw.setHeader('Cache-Control', 'no-store');
  });
}
