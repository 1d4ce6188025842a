import { z } from 'zod';

/**
 * Videos of a record: listings, agents (video type 5), sales teams (video type 6) and
 * developments (video type 7) share the same table, calls and slots.
 */
export const VIDEO_ENTITY_TYPES = ['listing', 'agent', 'salesTeam', 'development'] as const;
export type VideoEntityType = (typeof VIDEO_ENTITY_TYPES)[number];
/** The numeric entity type of a video record (not shown in the spec: chosen, 1 listing, 2 agent, 3 sales team, 4 development). */
export const VIDEO_ENTITY_TYPE_IDS = {
  listing: 1,
  agent: 2,
  salesTeam: 3,
  development: 4,
} as const satisfies Record<VideoEntityType, number>;

/** Video types: 1 property video, 2 fifteen-second video, 3 showcase hero video, 4 additional (orders 1 to 3), 5 agent, 6 team, 7 building. */
export const VIDEO_TYPE = {
  property: 1,
  fifteenSecond: 2,
  showcaseHero: 3,
  additional: 4,
  agent: 5,
  team: 6,
  building: 7,
} as const;
export const VIDEO_TYPE_IDS = [1, 2, 3, 4, 5, 6, 7] as const;
export type VideoTypeId = (typeof VIDEO_TYPE_IDS)[number];

/** Status: 1 Started, 2 In Progress (processing), 3 Completed, 4 (or any other) Failed. */
export const VIDEO_STATUS = { started: 1, inProgress: 2, completed: 3, failed: 4 } as const;
export const VIDEO_STATUS_TEXT = { 1: 'Started', 2: 'In Progress', 3: 'Completed', 4: 'Failed' } as const;

/** Default wait before a deleted slot takes a new upload (ms), counted down in 10-second steps. */
export const VIDEO_REUPLOAD_INTERVAL_MS = 180_000;
export const VIDEO_REUPLOAD_STEP_MS = 10_000;
/** While any video is processing the list is read again this often. */
export const VIDEO_POLL_MS = 20_000;
/** The largest video file accepted (not shown in the spec: chosen). */
export const VIDEO_MAX_BYTES = 2 * 1024 * 1024 * 1024;

export const VideoId = z.number().int().positive();

export const VideoSchema = z
  .object({
    id: VideoId,
    entityType: z.enum(VIDEO_ENTITY_TYPES),
    entityTypeId: z.number().int(),
    entityId: z.number().int(),
    /** The video host's id of the video (the sandbox's own id in the embedded mode). */
    videoId: z.string().nullable(),
    videoTypeId: z.number().int(),
    displayOrder: z.number().int(),
    /** The reference the host keeps for it (atrium-video-<id>). */
    reference: z.string(),
    status: z.number().int(),
    /** Why processing failed (a guideline or a host error), null otherwise. */
    failureReason: z.string().nullable(),
    caption: z.string().nullable(),
    title: z.string().nullable(),
    description: z.string().nullable(),
    reuploadInterval: z.number().int(),
    isCancelled: z.boolean(),
    fileName: z.string(),
    /** The playable web rendition (a path of this API, or the host's URL); null until Completed. */
    url: z.string().nullable(),
    posterUrl: z.string().nullable(),
    /** The original file as uploaded; null when the host keeps it. */
    downloadUrl: z.string().nullable(),
    /** What the probe read: null until probed. */
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    durationSeconds: z.number().nullable(),
    createdDate: z.string(),
  })
  .meta({ id: 'Video' });
export type Video = z.infer<typeof VideoSchema>;

const text = (max: number) => z.string().trim().max(max).nullable();

/** The fields a person may change on a video. */
export const VideoUpdateSchema = z
  .strictObject({
    caption: text(250).optional(),
    title: text(200).optional(),
    description: text(2000).optional(),
    reuploadInterval: z.number().int().min(0).max(3_600_000).optional(),
  })
  .meta({ id: 'VideoUpdate' });
export type VideoUpdate = z.infer<typeof VideoUpdateSchema>;
