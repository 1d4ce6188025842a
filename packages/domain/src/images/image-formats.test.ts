import { describe, expect, it } from 'vitest';
import { imageFileKinds, isPdfImage } from './image-formats';
import { IMAGE_TYPE_NAMES, type ImageType } from './images.schema';

describe('imageFileKinds', () => {
  it.each<[ImageType, string[]]>([
    ['mainPhoto', ['jpeg', 'png']],
    ['floorPlan', ['jpeg', 'png', 'pdf']],
    ['photographer', ['jpeg', 'png']],
    ['hero', ['jpeg', 'png']],
  ])('%s takes %j', (imageType, kinds) => {
    expect(imageFileKinds(imageType)).toEqual(kinds);
  });

  it('lets only floor plans be PDFs', () => {
    expect(IMAGE_TYPE_NAMES.filter((t) => imageFileKinds(t).includes('pdf'))).toEqual(['floorPlan']);
  });
});

describe('isPdfImage', () => {
  it.each([
    ['application/pdf', true],
    ['image/jpeg', false],
    ['image/png', false],
  ])('%s → %s', (mimeType, expected) => {
    expect(isPdfImage({ mimeType })).toBe(expected);
  });
});
