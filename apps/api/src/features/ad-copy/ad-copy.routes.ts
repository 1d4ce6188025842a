import { adCopyEndpoints as E, etagFor } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { expectedVersion, savedVersion } from '../../lib/versioned-reply';
import { actorOf } from '../../plugins/access';
import { createAiText } from '../../adapters/ai-text/ai-text';
import {
  createAdCopy,
  draftAdCopy,
  getAdCopyLookups,
  getListingAdCopies,
  saveAdCopy,
  toggleSuppressAdCopyImport,
} from './ad-copy.service';

/** Ad copy: the texts per size and language, the import flag and AI drafts. */
export const adCopyRoutes: FeatureRoutes = (app, { config, database: { db } }) => {
  const ai = createAiText(config.ai);
  registerEndpoints(app, E, {
    getListingAdCopies: (req) => getListingAdCopies(db, actorOf(req), req.params.id),
    getAdCopyLookups: () => getAdCopyLookups(db),
    updateAdCopy: async (req, reply) => {
      const { saved, version } = await saveAdCopy(
        db,
        actorOf(req),
        req.params.id,
        req.body,
        expectedVersion(req),
      );
      reply.header('ETag', etagFor(version));
      return saved;
    },
    createAdCopy: async (req, reply) => {
      const { saved, version } = await createAdCopy(db, actorOf(req), req.body, expectedVersion(req));
      reply.header('ETag', etagFor(version));
      return saved;
    },
    toggleSuppressAdCopyImport: async (req, reply) =>
      savedVersion(
        reply,
        await toggleSuppressAdCopyImport(
          db,
          actorOf(req),
          req.params.id,
          req.body.toggleStatus,
          expectedVersion(req),
        ),
      ),
    draftAdCopy: (req) => draftAdCopy(db, ai, actorOf(req), req.body.listingId, req.body.prompt ?? null),
  });
};
