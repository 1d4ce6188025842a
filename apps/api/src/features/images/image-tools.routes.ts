import { imageToolEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { actorOf } from '../../plugins/access';
import type { ImageDeps } from './images.service';
import {
  chooseFeaturedImage,
  cropImage,
  imageTypes,
  moveImages,
  saveTags,
  tagCatalogue,
  usedTags,
} from './image-tools.service';

/** The image manager's tools: type info, tags, crop, moving images and the hero images. */
export const imageToolsRoutes: FeatureRoutes = async (app, { database: { db }, storage, config, jobs }) => {
  const deps: ImageDeps = { db, storage, jobs, uploadTmpDir: config.files.uploadTmpDir };
  registerEndpoints(app, E, {
    imageTypes: (req) => imageTypes(deps, actorOf(req), req.params.entityType, req.params.id),
    imageTagCatalogue: (req) => tagCatalogue(deps, req.params.kind),
    usedImageTags: (req) => usedTags(deps, actorOf(req), req.params),
    saveImageTags: (req) => saveTags(deps, actorOf(req), req.params, req.body.ids),
    cropImage: (req) => cropImage(deps, actorOf(req), req.params.id, req.body),
    moveImages: (req) => moveImages(deps, actorOf(req), req.query.entityType, req.params.id, req.body),
    chooseFeaturedImage: (req) => chooseFeaturedImage(deps, actorOf(req), req.params, req.body),
  });
};
