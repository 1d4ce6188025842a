import { etagFor, photoCreditEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { expectedVersion, savedVersion } from '../../lib/versioned-reply';
import { actorOf } from '../../plugins/access';
import { getPhotoCredit, savePhotoCredit, toggleSuppressPhotoImport } from './photo-credit.service';

/** The photo credit of a listing's photos and the suppression of its MLS photo import. */
export const photoCreditRoutes: FeatureRoutes = (app, { database: { db } }) => {
  registerEndpoints(app, E, {
    getPhotoCredit: async (req, reply) => {
      const { version, ...credit } = await getPhotoCredit(db, actorOf(req), req.params.id);
      reply.header('ETag', etagFor(version));
      return credit;
    },
    savePhotoCredit: async (req, reply) =>
      savedVersion(
        reply,
        await savePhotoCredit(db, actorOf(req), req.params.id, req.body, expectedVersion(req)),
      ),
    toggleSuppressPhotoImport: async (req, reply) =>
      savedVersion(
        reply,
        await toggleSuppressPhotoImport(
          db,
          actorOf(req),
          req.params.id,
          req.body.toggleStatus,
          expectedVersion(req),
        ),
      ),
  });
};
