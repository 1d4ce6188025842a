import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import {
  reuploadWaitSeconds,
  shouldPollVideos,
  slotFor,
  videoGuidelineRefusal,
  videosDeletedWith,
  videoUploadRefusal,
} from './video.rules';
import { VideoUpdateSchema } from './video.schema';

describe('slotFor', () => {
  it.each([
    [1, 1, 'Property Video'],
    [2, 1, '15 Second Video'],
    [3, 1, 'Showcase Hero Video'],
    [4, 1, 'Additional Showcase Video 1'],
    [4, 3, 'Additional Showcase Video 3'],
    [5, 1, 'Video'],
  ])('type %i order %i is %s', (type, order, label) => {
    expect(slotFor(type, order)?.label).toBe(label);
  });
  it.each([
    [1, 2],
    [2, 0],
    [4, 4],
    [0, 1],
    [8, 1],
    [1.5, 1],
  ])('type %s order %s is no slot', (type, order) => {
    expect(slotFor(type, order)).toBeNull();
  });
});

const v = (videoTypeId: number, status = 3, displayOrder = 1) => ({ videoTypeId, displayOrder, status });

describe('videoUploadRefusal', () => {
  it.each([
    ['a property video into an empty record', [], 1, 1, null],
    ['a second showcase hero video', [v(3)], 3, 1, MSG.showcaseHeroVideoExists],
    ['a showcase hero video while one is processing', [v(3, 2)], 3, 1, MSG.showcaseHeroVideoExists],
    ['a 15-second video without a property video', [], 2, 1, MSG.propertyVideoFirst],
    ['a 15-second video beside a failed property video', [v(1, 4)], 2, 1, MSG.propertyVideoFirst],
    ['a 15-second video beside a processing property video', [v(1, 2)], 2, 1, null],
    ['a 15-second video beside a completed property video', [v(1)], 2, 1, null],
    ['a second property video', [v(1)], 1, 1, MSG.videoSlotTaken],
    ['additional video 2 beside additional video 1', [v(4, 3, 1)], 4, 2, null],
    ['additional video 1 again', [v(4, 3, 1)], 4, 1, MSG.videoSlotTaken],
    ['additional video 4', [], 4, 4, MSG.videoSlotUnknown],
  ] as const)('%s', (_name, existing, type, order, expected) => {
    expect(videoUploadRefusal(existing, { videoTypeId: type, displayOrder: order })).toBe(expected);
  });
});

describe('videoGuidelineRefusal', () => {
  it.each([
    ['1280x720 property video', 1, 1280, 720, 40, null],
    ['1920x1080', 1, 1920, 1080, 40, null],
    ['3840x2160', 4, 3840, 2160, 40, null],
    ['1280x718 (encoder padding)', 1, 1280, 718, 40, MSG.videoBelow720p],
    ['1366x768 (within 1%)', 1, 1366, 768, 40, null],
    ['640x480', 1, 640, 480, 40, MSG.videoBelow720p],
    ['1280x960 (4:3)', 1, 1280, 960, 40, MSG.videoNot16by9],
    ['1440x1080 (4:3)', 1, 1440, 1080, 40, MSG.videoNot16by9],
    ['720x1280 portrait: 720p but not landscape 16:9', 1, 720, 1280, 40, MSG.videoNot16by9],
    ['no picture', 1, 0, 0, 40, MSG.videoUnreadable],
    ['15-second video of 15.0 s', 2, 1280, 720, 15, null],
    ['15-second video of 14.5 s', 2, 1280, 720, 14.5, null],
    ['15-second video of 15.5 s', 2, 1280, 720, 15.5, null],
    ['15-second video of 14.4 s', 2, 1280, 720, 14.4, MSG.videoNotFifteenSeconds],
    ['15-second video of 15.6 s', 2, 1280, 720, 15.6, MSG.videoNotFifteenSeconds],
    ['15-second video of unknown length', 2, 1280, 720, Number.NaN, MSG.videoNotFifteenSeconds],
    ['property video of 15.6 s', 1, 1280, 720, 15.6, null],
  ] as const)('%s', (_name, type, width, height, durationSeconds, expected) => {
    expect(videoGuidelineRefusal(type, { width, height, durationSeconds })).toBe(expected);
  });
});

describe('videosDeletedWith', () => {
  const all = [
    { id: 1, videoTypeId: 1 },
    { id: 2, videoTypeId: 2 },
    { id: 3, videoTypeId: 3 },
  ];
  it('takes the 15-second video with the property video', () => {
    expect(videosDeletedWith(all[0], all).map((x) => x.id)).toEqual([1, 2]);
  });
  it.each([1, 2])('deletes only itself otherwise (index %i)', (i) => {
    expect(videosDeletedWith(all[i], all)).toEqual([all[i]]);
  });
});

describe('reuploadWaitSeconds', () => {
  it.each([
    [180_000, 0, 180],
    [180_000, 1, 180],
    [180_000, 9_999, 180],
    [180_000, 10_000, 170],
    [180_000, 170_001, 10],
    [180_000, 180_000, 0],
    [180_000, 500_000, 0],
    [180_000, -5, 180],
    [25_000, 0, 30],
    [0, 0, 0],
  ])('interval %i ms, %i ms elapsed: %i s', (interval, elapsed, expected) => {
    expect(reuploadWaitSeconds(interval, elapsed)).toBe(expected);
  });
});

describe('polling and updates', () => {
  it.each([
    [[], false],
    [[{ status: 3 }, { status: 4 }], false],
    [[{ status: 3 }, { status: 1 }], true],
    [[{ status: 2 }], true],
  ])('%j polls: %s', (videos, expected) => {
    expect(shouldPollVideos(videos)).toBe(expected);
  });
  it('refuses unknown fields in an update', () => {
    expect(VideoUpdateSchema.safeParse({ caption: 'x', url: 'y' }).success).toBe(false);
    expect(VideoUpdateSchema.safeParse({ caption: 'x', reuploadInterval: 60_000 }).success).toBe(true);
  });
});
