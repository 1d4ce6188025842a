import { viewsOnWebEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { actorOf } from '../../plugins/access';
import {
  addViewsSite,
  deleteViewsSite,
  getViewsOnWeb,
  updateViewsSite,
  uploadViewsSiteLogo,
  type ViewsOnWebDeps,
} from './views-on-web.service';

/** Views on web of a listing: its sites, their counts and the graph; add, change, delete, logo. */
export const viewsOnWebRoutes: FeatureRoutes = (app, { database: { db }, storage, config }) => {
  const deps: ViewsOnWebDeps = {
    db,
    storage,
    publicUrl: config.publicUrl,
    uploadTmpDir: config.files.uploadTmpDir,
  };
  registerEndpoints(app, E, {
    getViewsOnWeb: (req) => getViewsOnWeb(deps, actorOf(req), req.params.id),
    addViewsSite: (req) => addViewsSite(deps, actorOf(req), req.body.listingId, req.body),
    updateViewsSite: (req) => updateViewsSite(deps, actorOf(req), req.params.id, req.body),
    deleteViewsSite: async (req, reply) => {
      await deleteViewsSite(deps, actorOf(req), req.params.id);
      return reply.status(204).send();
    },
    uploadViewsSiteLogo: (req) => uploadViewsSiteLogo(deps, actorOf(req), req.params.id, req),
  });
};
