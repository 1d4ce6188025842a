import { MSG } from '../messages';
import {
  VIDEO_REUPLOAD_STEP_MS,
  VIDEO_STATUS,
  VIDEO_TYPE,
  type Video,
  type VideoEntityType,
} from './video.schema';

/** A slot of the Videos section: a video type and its display order. */
export type VideoSlot = { videoTypeId: number; displayOrder: number; label: string };

/** The slots of a listing, in the order the section shows them. */
export const LISTING_VIDEO_SLOTS: readonly VideoSlot[] = [
  { videoTypeId: VIDEO_TYPE.property, displayOrder: 1, label: 'Property Video' },
  { videoTypeId: VIDEO_TYPE.fifteenSecond, displayOrder: 1, label: '15 Second Video' },
  { videoTypeId: VIDEO_TYPE.showcaseHero, displayOrder: 1, label: 'Showcase Hero Video' },
  { videoTypeId: VIDEO_TYPE.additional, displayOrder: 1, label: 'Additional Showcase Video 1' },
  { videoTypeId: VIDEO_TYPE.additional, displayOrder: 2, label: 'Additional Showcase Video 2' },
  { videoTypeId: VIDEO_TYPE.additional, displayOrder: 3, label: 'Additional Showcase Video 3' },
];

/** The one slot of an agent: the agent video (type 5). */
export const AGENT_VIDEO_SLOTS: readonly VideoSlot[] = [
  { videoTypeId: VIDEO_TYPE.agent, displayOrder: 1, label: 'Agent Video' },
];

/** The one slot of a sales team: the team video (type 6). */
export const SALES_TEAM_VIDEO_SLOTS: readonly VideoSlot[] = [
  { videoTypeId: VIDEO_TYPE.team, displayOrder: 1, label: 'Team Video' },
];

/** The one slot of a development: the building video (type 7). */
export const DEVELOPMENT_VIDEO_SLOTS: readonly VideoSlot[] = [
  { videoTypeId: VIDEO_TYPE.building, displayOrder: 1, label: 'Development Video' },
];

/** The slots of each entity type that has videos. */
export const VIDEO_SLOTS_OF: Record<VideoEntityType, readonly VideoSlot[]> = {
  listing: LISTING_VIDEO_SLOTS,
  agent: AGENT_VIDEO_SLOTS,
  salesTeam: SALES_TEAM_VIDEO_SLOTS,
  development: DEVELOPMENT_VIDEO_SLOTS,
};

/** How many display orders a video type has: three additional videos, one of every other type. */
export const slotCount = (videoTypeId: number) => (videoTypeId === VIDEO_TYPE.additional ? 3 : 1);

/** The slot of a type and display order, or null when that type has no such order. */
export function slotFor(videoTypeId: number, displayOrder: number): VideoSlot | null {
  if (videoTypeId < 1 || videoTypeId > 7 || !Number.isInteger(videoTypeId)) return null;
  if (!Number.isInteger(displayOrder) || displayOrder < 1 || displayOrder > slotCount(videoTypeId))
    return null;
  return (
    LISTING_VIDEO_SLOTS.find((s) => s.videoTypeId === videoTypeId && s.displayOrder === displayOrder) ?? {
      videoTypeId,
      displayOrder,
      label: 'Video',
    }
  );
}

export const isVideoProcessing = (status: number) =>
  status === VIDEO_STATUS.started || status === VIDEO_STATUS.inProgress;
export const isVideoFailed = (status: number) =>
  status !== VIDEO_STATUS.started && status !== VIDEO_STATUS.inProgress && status !== VIDEO_STATUS.completed;
/** The list is read again (every 20 s) while any video is still processing. */
export const shouldPollVideos = (videos: ReadonlyArray<Pick<Video, 'status'>>) =>
  videos.some((v) => isVideoProcessing(v.status));

type Existing = Pick<Video, 'videoTypeId' | 'displayOrder' | 'status'>;

/**
 * Why an upload into a slot is refused before anything is sent, or null: an unknown slot (an
 * agent takes only its type 5 video, a sales team only its type 6), a second showcase hero
 * video, a 15-second video without a property video (one that has not failed), or a slot that
 * already holds a video.
 */
export function videoUploadRefusal(
  existing: readonly Existing[],
  target: { videoTypeId: number; displayOrder: number },
  entityType: VideoEntityType = 'listing',
): string | null {
  if (!slotFor(target.videoTypeId, target.displayOrder)) return MSG.videoSlotUnknown;
  if (
    entityType !== 'listing' &&
    !VIDEO_SLOTS_OF[entityType].some(
      (s) => s.videoTypeId === target.videoTypeId && s.displayOrder === target.displayOrder,
    )
  )
    return MSG.videoSlotUnknown;
  if (
    target.videoTypeId === VIDEO_TYPE.showcaseHero &&
    existing.some((v) => v.videoTypeId === VIDEO_TYPE.showcaseHero)
  )
    return MSG.showcaseHeroVideoExists;
  if (
    target.videoTypeId === VIDEO_TYPE.fifteenSecond &&
    !existing.some((v) => v.videoTypeId === VIDEO_TYPE.property && !isVideoFailed(v.status))
  )
    return MSG.propertyVideoFirst;
  if (existing.some((v) => v.videoTypeId === target.videoTypeId && v.displayOrder === target.displayOrder))
    return MSG.videoSlotTaken;
  return null;
}

/** What the probe read from a file. */
export type ProbedVideo = { width: number; height: number; durationSeconds: number };

export const VIDEO_MIN_SHORT_SIDE = 720;
export const VIDEO_ASPECT = 16 / 9;
/** 1280x720, 1920x1080 and 3840x2160 pass; 1280x718 (encoder padding) too; 4:3 does not. */
export const VIDEO_ASPECT_TOLERANCE = 0.01;
export const FIFTEEN_SECONDS = 15;
export const FIFTEEN_SECONDS_TOLERANCE = 0.5;

/**
 * The guidelines checked on the probed file, first broken one's message or null: at least 720p
 * (the short side at least 720 pixels, so a portrait 720x1280 passes this check), landscape 16:9
 * within 1% (a portrait video fails here), and the 15-second video 15 s within half a second.
 */
export function videoGuidelineRefusal(videoTypeId: number, probe: ProbedVideo): string | null {
  const { width, height, durationSeconds } = probe;
  if (!(width > 0 && height > 0)) return MSG.videoUnreadable;
  if (Math.min(width, height) < VIDEO_MIN_SHORT_SIDE) return MSG.videoBelow720p;
  if (Math.abs(width / height / VIDEO_ASPECT - 1) > VIDEO_ASPECT_TOLERANCE) return MSG.videoNot16by9;
  if (
    videoTypeId === VIDEO_TYPE.fifteenSecond &&
    !(Math.abs(durationSeconds - FIFTEEN_SECONDS) <= FIFTEEN_SECONDS_TOLERANCE)
  )
    return MSG.videoNotFifteenSeconds;
  return null;
}

/** The videos a delete removes: the property video takes the 15-second video with it. */
export function videosDeletedWith<T extends Pick<Video, 'id' | 'videoTypeId'>>(
  video: T,
  all: readonly T[],
): T[] {
  if (video.videoTypeId !== VIDEO_TYPE.property) return [video];
  return [video, ...all.filter((v) => v.videoTypeId === VIDEO_TYPE.fifteenSecond && v.id !== video.id)];
}

/**
 * Seconds still to wait before a deleted slot takes a new upload, in 10-second steps: 180 right
 * after the delete (default interval), 170 once 10 s have passed, 0 when the interval is over.
 */
export function reuploadWaitSeconds(reuploadIntervalMs: number, elapsedMs: number): number {
  const left = reuploadIntervalMs - Math.max(0, elapsedMs);
  if (left <= 0) return 0;
  return Math.ceil(left / VIDEO_REUPLOAD_STEP_MS) * (VIDEO_REUPLOAD_STEP_MS / 1000);
}
