import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { imageFileKinds, imageFormatRefusal } from './image-formats';
import { imageRefusal, isLowResolution, PEOPLE_PHOTO_SIZE } from './image.rules';
import { IMAGE_TYPES, imageTypeInfo } from './images.schema';
import { videoUploadRefusal } from '../videos/video.rules';

const agentPhoto = IMAGE_TYPES.agent.photo;
const largePhoto = IMAGE_TYPES.salesTeam.largePhoto;
const officePhoto = IMAGE_TYPES.office.officePhoto;

describe('people photo rules', () => {
  it.each([
    [840, 1120, null],
    [900, 1200, null],
    [1200, 1600, null],
    [839, 1120, MSG.photoBelowMinimumResolution],
    [840, 1119, MSG.photoBelowMinimumResolution],
    [1120, 840, MSG.photoMustBePortrait],
    [1200, 1200, MSG.photoMustBePortrait],
  ])('agent photo %ix%i → %s', (w, h, expected) => {
    expect(imageRefusal(w, h, agentPhoto)).toBe(expected);
    // the sales team's large photo has the same size and orientation rules
    expect(imageRefusal(w, h, largePhoto)).toBe(expected);
  });

  it.each([
    [2000, 1200, null],
    [3000, 1500, null],
    [1999, 1200, MSG.photoBelowMinimumResolution],
    [2000, 1199, MSG.photoBelowMinimumResolution],
    [1200, 2000, MSG.photoMustBeLandscape],
    [2000, 2000, MSG.photoMustBeLandscape],
  ])('office photo %ix%i → %s', (w, h, expected) => {
    expect(imageRefusal(w, h, officePhoto)).toBe(expected);
  });

  it('colour is checked on people photos, not on the office photo; each holds one photo, replaced on upload', () => {
    expect([agentPhoto, largePhoto, officePhoto].map((i) => i.isColourChecked)).toEqual([true, true, false]);
    expect([agentPhoto, largePhoto, officePhoto].every((i) => i.maxPhotos === 1 && i.replacesOnUpload)).toBe(
      true,
    );
  });

  it('file kinds and their refusal: JPG only for agent and office photos, PNG too for the large photo', () => {
    expect(imageFileKinds('photo')).toEqual(['jpeg']);
    expect(imageFileKinds('officePhoto')).toEqual(['jpeg']);
    expect(imageFileKinds('largePhoto')).toEqual(['jpeg', 'png']);
    expect(imageFormatRefusal('photo')).toBe(MSG.fileTypeJpgJpeg);
    expect(imageFormatRefusal('officePhoto')).toBe(MSG.fileTypeJpgJpeg);
    expect(imageFormatRefusal('largePhoto')).toBe(MSG.fileTypeJpgPngJpeg);
    expect(imageFormatRefusal('mainPhoto')).toBe(MSG.fileFormats);
  });

  it('an image type belongs to its own record only', () => {
    expect(imageTypeInfo('agent', 'mainPhoto')).toBeNull();
    expect(imageTypeInfo('listing', 'photo')).toBeNull();
    expect(imageTypeInfo('office', 'largePhoto')).toBeNull();
  });

  it('undersized is measured against the type: 840x1120 is fine for an agent, low for a listing', () => {
    expect(isLowResolution(840, 1120, PEOPLE_PHOTO_SIZE)).toBe(false);
    expect(isLowResolution(839, 1120, PEOPLE_PHOTO_SIZE)).toBe(true);
    expect(isLowResolution(840, 1120)).toBe(true);
  });
});

describe('people video slots', () => {
  it.each([
    ['agent', 5, 1, null],
    ['agent', 5, 2, MSG.videoSlotUnknown],
    ['agent', 6, 1, MSG.videoSlotUnknown],
    ['agent', 1, 1, MSG.videoSlotUnknown],
    ['salesTeam', 6, 1, null],
    ['salesTeam', 5, 1, MSG.videoSlotUnknown],
    ['listing', 1, 1, null],
  ] as const)('%s type %i order %i → %s', (entityType, type, order, expected) => {
    expect(videoUploadRefusal([], { videoTypeId: type, displayOrder: order }, entityType)).toBe(expected);
  });

  it('a taken agent slot is refused', () => {
    const existing = [{ videoTypeId: 5, displayOrder: 1, status: 3 }];
    expect(videoUploadRefusal(existing, { videoTypeId: 5, displayOrder: 1 }, 'agent')).toBe(
      MSG.videoSlotTaken,
    );
  });
});
