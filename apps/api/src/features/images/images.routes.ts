import { imageEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { actorOf } from '../../plugins/access';
import { registerPeopleImages } from './people-images';
import {
  countImages,
  deleteImages,
  listImages,
  makeRenditions,
  RENDITION_JOB,
  RENDITION_SWEEP_JOB,
  requeueStalledRenditions,
  reorderImages,
  saveCaption,
  saveImage,
  type ImageDeps,
} from './images.service';

/** The shared image calls of any registered record type, and the job that makes renditions. */
export const imagesRoutes: FeatureRoutes = async (app, { database: { db }, storage, config, jobs }) => {
  const deps: ImageDeps = { db, storage, jobs, uploadTmpDir: config.files.uploadTmpDir };
  registerPeopleImages();
  await jobs.registerJob<{ imageId: string }>(RENDITION_JOB, (data) => makeRenditions(deps, data.imageId), {
    retryLimit: 3,
    retryDelay: 5,
    expireInSeconds: 10 * 60,
    concurrency: 2,
  });
  await jobs.registerJob(RENDITION_SWEEP_JOB, async () => {
    await requeueStalledRenditions(deps);
  });
  await jobs.schedule(RENDITION_SWEEP_JOB, '*/10 * * * *');
  registerEndpoints(app, E, {
    listImages: (req) => listImages(deps, actorOf(req), { ...req.query, entityId: req.params.entityId }),
    saveImage: async (req, reply) =>
      reply.status(201).send(await saveImage(deps, actorOf(req), req.query, req)),
    deleteImages: async (req, reply) => {
      await deleteImages(deps, actorOf(req), req.body.ids);
      return reply.status(204).send();
    },
    reorderImages: async (req, reply) => {
      await reorderImages(deps, actorOf(req), req.query.entityType, req.params.id, req.body);
      return reply.status(204).send();
    },
    countImages: (req) => countImages(deps, actorOf(req), req.query.entityType, req.params.id),
    saveImageCaption: async (req, reply) => {
      await saveCaption(deps, actorOf(req), req.params.id, req.body);
      return reply.status(204).send();
    },
  });
};
