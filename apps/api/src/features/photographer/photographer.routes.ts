import { MSG, photographerEndpoints as E } from '@atrium/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { HttpError } from '../../lib/http-error';
import { createLoginThrottle, RESET_REQUEST_LIMITS } from '../../lib/login-throttle';
import { createPhotographerTokens } from './photographer-token';
import * as photographer from './photographer.service';
import { photographerUploads } from './photographer-upload.service';
import { sendStoredFile } from '../files';

/**
 * The photographer area (spec/000 section 2.1, spec/002 section 2.15). Its routes are 'public' to
 * the staff access layer; the photographer's own session token (another audience) is checked
 * here, and a staff token is never accepted.
 */
export const photographerRoutes: FeatureRoutes = (
  app,
  { config, database: { db }, keys, mailer, storage, jobs },
) => {
  const deps: photographer.PhotographerDeps = {
    db,
    mailer,
    tokens: createPhotographerTokens(config, keys),
    throttle: createLoginThrottle(),
    mailThrottle: createLoginThrottle(RESET_REQUEST_LIMITS),
    publicUrl: config.publicUrl,
    brand: config.brand,
  };
  const uploads = photographerUploads({ db, storage, jobs, uploadTmpDir: config.files.uploadTmpDir });

  registerEndpoints(app, E, {
    registerPhotographer: (req, reply) =>
      withRetryAfter(reply, () => photographer.register(deps, req.body, req.ip)),
    loginPhotographer: (req, reply) =>
      withRetryAfter(reply, () => photographer.login(deps, req.body, req.ip)),
    forgotPhotographerPassword: (req, reply) =>
      withRetryAfter(reply, () => photographer.forgotPassword(deps, req.body, req.ip)),
    resetPhotographerPassword: (req) => photographer.resetPassword(deps, req.body),
    getInvitedListings: async (req) =>
      photographer.invitedListings(deps, (await signedInPhotographer(req)).accountId),
    uploadPhotographerImage: async (req, reply) => {
      const me = await signedInPhotographer(req);
      const image = await uploads.upload(me.accountId, req.params.listingId, req);
      return reply.status(201).send(image);
    },
    listPhotographerImages: async (req) =>
      uploads.images((await signedInPhotographer(req)).accountId, req.params.listingId),
    getPhotographerImageCount: async (req) => uploads.imageCount((await signedInPhotographer(req)).accountId),
    downloadPhotographerFile: async (req, reply) => {
      const me = await signedInPhotographer(req);
      return sendStoredFile(req, reply, storage, await uploads.file(me.accountId, req.params.id));
    },
  });

  /** A refusal for too many attempts tells the client when to try again. */
  async function withRetryAfter<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (err instanceof photographer.TooManyAttempts) reply.header('Retry-After', err.retryAfterSeconds);
      throw err;
    }
  }

  async function signedInPhotographer(req: FastifyRequest) {
    const header = req.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
    const claims = token ? await deps.tokens.verify(token) : null;
    if (!claims) throw new HttpError(401, MSG.photographerSignInRequired);
    return claims;
  }
};
