import { MSG, VIDEO_STATUS, VIDEO_TYPE, videoEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { actorOf } from '../../plugins/access';
import { createVideoHost } from '../../adapters/video-host/video-host';
import { processVideo, VIDEO_JOB_RETRIES } from './video-processing';
import { sendVideoObject } from './video-reply';
import { registerPeopleVideoOwners } from './people-videos';
import { updateVideo as updateVideoRow } from './videos.repo';
import {
  deleteVideo,
  hostCallback,
  listVideos,
  updateVideo,
  uploadVideo,
  requeueStalledVideos,
  VIDEO_JOB,
  VIDEO_SWEEP_JOB,
  videoOriginal,
  videoPlayback,
  type VideoDeps,
} from './videos.service';

/** The video slots of a record (listing, agent, sales team), their files and the sandbox's processing job. */
export const videosRoutes: FeatureRoutes = async (app, { database: { db }, storage, config, jobs }) => {
  registerPeopleVideoOwners();
  const deps: VideoDeps = {
    db,
    storage,
    jobs,
    host: createVideoHost(config.videoHost),
    uploadTmpDir: config.files.uploadTmpDir,
    publicUrl: config.publicUrl,
  };
  await jobs.registerJob<{ videoId: number }>(
    VIDEO_JOB,
    async (data, job) => {
      try {
        await processVideo(deps, data.videoId, job);
      } catch (err) {
        // the last attempt leaves the video Failed rather than In Progress for good
        if (job.retryCount >= VIDEO_JOB_RETRIES)
          await updateVideoRow(db, data.videoId, {
            status: VIDEO_STATUS.failed,
            failureReason: MSG.videoUnreadable,
          });
        throw err;
      }
    },
    { retryLimit: VIDEO_JOB_RETRIES, retryDelay: 10, expireInSeconds: 60 * 60, concurrency: 1 },
  );
  await jobs.registerJob(VIDEO_SWEEP_JOB, async () => {
    await requeueStalledVideos(deps);
  });
  await jobs.schedule(VIDEO_SWEEP_JOB, '*/10 * * * *');
  registerEndpoints(app, E, {
    listVideos: (req) => listVideos(deps, actorOf(req), req.params.entityType, req.params.entityId),
    uploadListingVideo: async (req, reply) => {
      const slot = { entityType: 'listing' as const, entityId: req.params.id, ...req.query };
      return reply.status(201).send(await uploadVideo(deps, actorOf(req), slot, req));
    },
    uploadAgentVideo: async (req, reply) => {
      const slot = {
        entityType: 'agent' as const,
        entityId: req.params.id,
        videoTypeId: req.params.type,
        displayOrder: req.query.displayOrder,
      };
      return reply.status(201).send(await uploadVideo(deps, actorOf(req), slot, req));
    },
    uploadDevelopmentVideo: async (req, reply) => {
      const slot = {
        entityType: 'development' as const,
        entityId: req.params.id,
        videoTypeId: VIDEO_TYPE.building,
        displayOrder: req.query.displayOrder,
      };
      return reply.status(201).send(await uploadVideo(deps, actorOf(req), slot, req));
    },
    uploadSalesTeamVideo: async (req, reply) => {
      const slot = {
        entityType: 'salesTeam' as const,
        entityId: req.params.id,
        videoTypeId: VIDEO_TYPE.team,
        displayOrder: req.query.displayOrder,
      };
      return reply.status(201).send(await uploadVideo(deps, actorOf(req), slot, req));
    },
    updateVideo: async (req, reply) => {
      await updateVideo(deps, actorOf(req), req.params.id, req.body);
      return reply.status(204).send();
    },
    deleteVideo: async (req, reply) => {
      await deleteVideo(deps, actorOf(req), req.params.id);
      return reply.status(204).send();
    },
    downloadVideo: async (req, reply) =>
      sendVideoObject(
        req,
        reply,
        storage,
        await videoOriginal(deps, actorOf(req), req.params.id),
        'attachment',
      ),
    playVideo: async (req, reply) =>
      sendVideoObject(
        req,
        reply,
        storage,
        await videoPlayback(deps, req.params.id, req.query.key, 'web'),
        'inline',
      ),
    videoPoster: async (req, reply) =>
      sendVideoObject(
        req,
        reply,
        storage,
        await videoPlayback(deps, req.params.id, req.query.key, 'poster'),
        'inline',
      ),
    videoHostCallback: async (req, reply) => {
      await hostCallback(deps, req.params.token, req.body);
      return reply.status(204).send();
    },
  });
};
