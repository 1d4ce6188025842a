import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { imageRefusal, isInRatio, isLowResolution, meetsSize, MIN_IMAGE_SIZE } from './image.rules';
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
    [1800, 1200, true],
    [3599, 2400, true],
    [3600, 2400, false],
    [2400, 3600, false],
  ])('%ix%i is low resolution: %s', (w, h, low) => expect(isLowResolution(w, h)).toBe(low));

  it('keeps the messages word for word', () => {
    expect(MSG.photoBelowMinimumResolution).toBe('Photo does not meet minimum resolution requirement');
    expect(MSG.imageNotInRatio).toBe('This image is not in 3x2 (or 2x3) aspect ratio.');
  });
});
