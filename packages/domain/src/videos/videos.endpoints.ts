import { z } from 'zod';
import { defineEndpoints, FileDownload, NoContent } from '../contract';
import { IdFromText, IdParams } from '../http';
import { VIDEO_ENTITY_TYPES, VIDEO_MAX_BYTES, VideoSchema, VideoUpdateSchema } from './video.schema';

/**
 * The video calls. The spec gives POST listing/{id}/videos for a listing's upload; its paths for
 * the list, update, delete and download name the vendor (brightcove/...) or are not shown, so
 * they are the vendor-neutral /api/video/... paths below, shared by every entity type.
 */

const tags = ['videos'] as const;
/**
 * The key a poster or rendition address carries (a <video> element cannot send the session's
 * token): handed out by the list, to those who may see the record.
 */
const PlaybackQuery = z.strictObject({ key: z.string().min(16).max(100) });
const SmallInt = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.number().int().min(1).max(7),
);

export const videoEndpoints = defineEndpoints({
  listVideos: {
    method: 'GET',
    path: '/api/video/:entityType/:entityId',
    summary: 'The videos of a record (every slot that holds one), with their status',
    tags,
    allow: 'signedIn',
    params: z.object({ entityType: z.enum(VIDEO_ENTITY_TYPES), entityId: IdFromText }),
    response: z.array(VideoSchema),
    refusals: [404],
  },
  uploadListingVideo: {
    method: 'POST',
    path: '/api/listing/:id/videos',
    summary:
      'Upload a video into a slot of a listing (multipart, field "file", streamed): refused at once when the slot rule forbids it; probed, checked against the guidelines and given a poster and a web rendition in the background (status Started, In Progress, Completed or Failed)',
    tags,
    allow: 'signedIn',
    params: IdParams,
    query: z.strictObject({ videoTypeId: SmallInt, displayOrder: SmallInt.default(1) }),
    multipart: true,
    bodyLimit: VIDEO_MAX_BYTES,
    response: VideoSchema,
    status: 201,
    refusals: [400, 404, 409, 413, 415],
  },
  uploadAgentVideo: {
    method: 'POST',
    path: '/api/agent/:id/:type/videos',
    summary:
      'Upload a video into an agent\'s slot (type is the video type: 5, the agent video; any other is refused with the unknown-slot sentence); multipart, field "file", processed like a listing\'s',
    tags,
    allow: 'signedIn',
    params: z.object({ id: IdFromText, type: SmallInt }),
    query: z.strictObject({ displayOrder: SmallInt.default(1) }),
    multipart: true,
    bodyLimit: VIDEO_MAX_BYTES,
    response: VideoSchema,
    status: 201,
    refusals: [400, 404, 409, 413, 415],
  },
  uploadDevelopmentVideo: {
    method: 'POST',
    path: '/api/building/:id/videos',
    summary:
      'Upload a development\'s video (video type 7, its one slot); multipart, field "file", processed like a listing\'s',
    tags,
    allow: 'signedIn',
    params: IdParams,
    query: z.strictObject({ displayOrder: SmallInt.default(1) }),
    multipart: true,
    bodyLimit: VIDEO_MAX_BYTES,
    response: VideoSchema,
    status: 201,
    refusals: [400, 404, 409, 413, 415],
  },
  uploadSalesTeamVideo: {
    method: 'POST',
    path: '/api/SalesTeam/:id/videos',
    summary:
      'Upload a sales team\'s video (video type 6, its one slot); multipart, field "file", processed like a listing\'s',
    tags,
    allow: 'signedIn',
    params: IdParams,
    query: z.strictObject({ displayOrder: SmallInt.default(1) }),
    multipart: true,
    bodyLimit: VIDEO_MAX_BYTES,
    response: VideoSchema,
    status: 201,
    refusals: [400, 404, 409, 413, 415],
  },
  updateVideo: {
    method: 'PUT',
    path: '/api/video/:id',
    summary: "A video's caption, title, description and re-upload interval",
    tags,
    allow: 'signedIn',
    params: IdParams,
    body: VideoUpdateSchema,
    response: NoContent,
    refusals: [404],
  },
  deleteVideo: {
    method: 'DELETE',
    path: '/api/video/:id',
    summary:
      "Delete a video (its files and its host copy); a property video takes the record's 15-second video with it",
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: NoContent,
    refusals: [404],
  },
  downloadVideo: {
    method: 'GET',
    path: '/api/video/:id/download',
    summary: 'The original file of a video, as an attachment',
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: FileDownload,
    refusals: [404],
  },
  playVideo: {
    method: 'GET',
    path: '/api/video/:id/rendition',
    summary:
      'The web rendition of a completed video (H.264 MP4), by the address the list hands out (no sign-in); answers byte ranges (206) for seeking',
    tags,
    allow: 'public',
    params: IdParams,
    query: PlaybackQuery,
    response: FileDownload,
    refusals: [404],
  },
  videoPoster: {
    method: 'GET',
    path: '/api/video/:id/poster',
    summary: 'The poster frame of a completed video (JPEG), by the address the list hands out (no sign-in)',
    tags,
    allow: 'public',
    params: IdParams,
    query: PlaybackQuery,
    response: FileDownload,
    refusals: [404],
  },
  videoHostCallback: {
    method: 'POST',
    path: '/api/video/callback/:token',
    summary:
      "The video host's notification that an ingest ended (no sign-in: the token in the path is the one the ingest request was sent with)",
    tags,
    allow: 'public',
    params: z.object({ token: z.string().min(10).max(200) }),
    // the host's notification carries fields of its own besides these
    body: z.looseObject({
      entity: z.string().max(100).optional(),
      entityType: z.string().max(100).optional(),
      action: z.string().max(100).optional(),
      status: z.string().max(100).optional(),
      errorMessage: z.string().max(2000).optional(),
    }),
    response: NoContent,
    refusals: [404],
  },
});
