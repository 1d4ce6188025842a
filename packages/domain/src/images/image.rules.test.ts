import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import {
  COLOUR_RULE,
  hasColour,
  imageRefusal,
  isInRatio,
  isLowResolution,
  meetsSize,
  MIN_IMAGE_SIZE,
} from './image.rules';
import { IMAGE_TYPES } from './images.schema';

const photo = IMAGE_TYPES.listing.mainPhoto;
const floorPlan = IMAGE_TYPES.listing.floorPlan;

describe('image rules', () => {
  it.each([
    [1800, 1200, true],
    [1799, 1200, false],
    [1800, 1199, false],
    [1200, 1800, true],
    [1200, 1799, false],
    [1199, 1800, false],
    [4000, 1000, false],
  ])('%ix%i meets the minimum size: %s', (w, h, ok) => expect(meetsSize(w, h, MIN_IMAGE_SIZE)).toBe(ok));

  it.each([
    [1480, 1000, true],
    [1479, 1000, false],
    [1530, 1000, true],
    [1531, 1000, false],
    [640, 1000, true],
    [639, 1000, false],
    [690, 1000, true],
    [691, 1000, false],
    [1000, 1000, false],
    [3600, 2400, true],
    [2400, 3600, true],
  ])('%ix%i is 3x2 or 2x3: %s', (w, h, ok) => expect(isInRatio(w, h)).toBe(ok));

  it.each([
    [1800, 1200, null],
    [1200, 1800, null],
    [3600, 2400, null],
    [1799, 1199, MSG.photoBelowMinimumResolution],
    [1500, 1000, MSG.photoBelowMinimumResolution],
    [1800, 1800, MSG.imageNotInRatio],
    [2400, 1200, MSG.imageNotInRatio],
    [1200, 2400, MSG.imageNotInRatio],
  ])('a main photo of %ix%i is refused with %s', (w, h, message) =>
    expect(imageRefusal(w, h, photo)).toBe(message),
  );

  it.each([
    [1800, 1800, null],
    [2400, 1200, null],
    [1000, 1000, MSG.photoBelowMinimumResolution],
  ])('a floor plan of %ix%i (no ratio rule) is refused with %s', (w, h, message) =>
    expect(imageRefusal(w, h, floorPlan)).toBe(message),
  );

  it.each([
    [1799, 1200, true],
    [1200, 1799, true],
    [1500, 1000, true],
    [1800, 1200, false],
    [1200, 1800, false],
    [3600, 2400, false],
  ])('%ix%i is low resolution: %s', (w, h, low) => expect(isLowResolution(w, h)).toBe(low));

  /** 1000 pixels: `coloured` of them with channels `chroma` apart, the rest grey. */
  const pixels = (coloured: number, chroma: number, channels: 3 | 4 = 3) =>
    Array.from({ length: 1000 }, (_, i) =>
      (i < coloured ? [120, 120 + chroma, 120] : [120, 120, 120]).concat(channels === 4 ? [255] : []),
    ).flat();

  it.each([
    ['all grey', pixels(0, 0), 3, false],
    ['JPEG noise only (chroma just under the rule)', pixels(1000, COLOUR_RULE.minChroma - 1), 3, false],
    ['every pixel at the chroma rule', pixels(1000, COLOUR_RULE.minChroma), 3, true],
    ['4 of 1000 coloured (under 0.5 %)', pixels(4, 80), 3, false],
    ['5 of 1000 coloured (0.5 %)', pixels(5, 80), 3, true],
    ['a sepia tone', pixels(1000, 30), 3, true],
    ['with an alpha channel', pixels(500, 40, 4), 4, true],
    ['grey with an alpha channel', pixels(0, 0, 4), 4, false],
    ['no pixels', [], 3, false],
  ] as const)('%s has colour: %s', (_name, data, channels, expected) =>
    expect(hasColour(data, channels)).toBe(expected),
  );

  it('keeps the messages word for word', () => {
    expect(MSG.photoBelowMinimumResolution).toBe('Photo does not meet minimum resolution requirement');
    expect(MSG.imageNotInRatio).toBe('This image is not in 3x2 (or 2x3) aspect ratio.');
    expect(MSG.photoNotInColour).toBe('Photo must be in colour: black-and-white photos are not accepted');
  });
});
