import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIMITS, UPLOAD_MAX_BYTES } from '@atrium/domain';
import type { Config } from './config';
import type { Database } from './db/client';
import type { App, AppContext } from './app-context';
import { registerErrorHandling } from './plugins/errors';
import { refusingUnknownFields } from './plugins/unknown-fields';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { registerAccessControl, type ActorResolver } from './plugins/access';
import { registerRequestChecks } from './plugins/request-checks';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerRateLimits } from './plugins/rate-limits';
import { loadSigningKeys } from './features/identity/signing-keys';
import { createTokenVerifier } from './features/identity/tokens';
import { createActorResolver } from './features/identity/actor.service';
import { featureRoutes } from './features';
import { transformObjectWithoutUnused } from './lib/openapi';
import { createStorage } from './adapters/storage/storage';
import { createJobQueue } from './features/jobs/job-queue';
import { createMailer } from './adapters/mail/mail';

export type BuildOptions = {
  config: Config;
  database: Database;
  logger?: boolean | object;
  resolveActor?: ActorResolver;
};

/** Builds the whole product: API under /api, docs at /api/docs, and the built web app. */
export async function buildApp({
  config,
  database,
  logger,
}: BuildOptions): Promise<{ app: App; ctx: AppContext }> {
  const fastify = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      serializers: {
        req: (req: { method: string; url: string; host?: string; ip?: string }) => ({
          method: req.method,
          url: redactTokens(req.url),
          host: req.host,
          remoteAddress: req.ip,
        }),
      },
    },
    bodyLimit: LIMITS.jsonBodyMaxBytes,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    genReqId: () => crypto.randomUUID(),
    trustProxy: config.trustProxy,
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>() as App;
  app.setValidatorCompiler(refusingUnknownFields(validatorCompiler));
  app.setSerializerCompiler(responseSerializerCompiler(!config.isProduction));

  const keys = await loadSigningKeys(config.dataDir);
  const storage = createStorage(config.files);
  const jobs = createJobQueue(database, config.jobs);
  const mailer = await createMailer(config.mail, database.db, jobs, config);
  const ctx: AppContext = { config, database, keys, storage, jobs, mailer };
  // the features register their jobs with their routes; the queue runs once the app is ready
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', async () => {
    await jobs.stop();
    mailer.close();
    storage.close();
  });

  registerSecurityHeaders(app, config);
  registerErrorHandling(app);
  await registerRateLimits(app, config.rateLimits);
  registerAccessControl(app, await createTokenVerifier(config, keys), createActorResolver(database.db));
  registerRequestChecks(app);
  // multipart bodies are only read by the upload path (features/files/upload.ts), as streams
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0 } });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Atrium API',
        version: '0.1.0',
        description: 'Back office of the brokerage network',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: config.publicUrl }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: transformObjectWithoutUnused,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  for (const routes of featureRoutes) await routes(app, ctx);

  serveWebApp(app, config.webDist);
  return { app, ctx };
}

/** Reset links carry a one-time token in the query: the request log never shows it. */
export const redactTokens = (url: string) => url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');

/** The built web app on the same port; unknown non-API paths get index.html (client routing). */
function serveWebApp(app: App, webDist: string) {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) return;
  app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    maxAge: '1h',
    immutable: true,
    preCompressed: true, // the web build writes .br and .gz beside each asset
  });
  app.get('/*', { schema: { hide: true } }, (req, reply) => {
    const url = req.url.split('?')[0];
    if (url.startsWith('/api/') || url === '/api')
      return reply.status(404).send({ message: 'Not found', errors: [] });
    const file = path.join(webDist, url);
    if (url !== '/' && file.startsWith(webDist) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(url.slice(1));
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html').send(fs.readFileSync(index));
  });
}
