import { MSG } from '../messages';

/** The sizes an image is measured against: the long and the short side, in pixels. */
export type RequiredSize = { minLongSide: number; minShortSide: number };

/** The smallest photo accepted (1800x1200 landscape, 1200x1800 portrait). */
export const MIN_IMAGE_SIZE: RequiredSize = { minLongSide: 1800, minShortSide: 1200 };

/** Width over height: a landscape photo within these bounds is 3x2 (target 1.5). */
export const LANDSCAPE_RATIO = { min: 1.48, max: 1.53 } as const;
/** A portrait photo within these bounds is 2x3 (target 2/3). */
export const PORTRAIT_RATIO = { min: 0.64, max: 0.69 } as const;

export const IMAGE_MESSAGES = {
  tooSmall: MSG.photoBelowMinimumResolution,
  wrongRatio: MSG.imageNotInRatio,
  notColour: MSG.photoNotInColour,
  notPortrait: MSG.photoMustBePortrait,
  notLandscape: MSG.photoMustBeLandscape,
} as const;

/** The smallest agent photo and sales team large photo (portrait 840x1120), and office photo (landscape 2000x1200). */
export const PEOPLE_PHOTO_SIZE: RequiredSize = { minLongSide: 1120, minShortSide: 840 };
export const OFFICE_PHOTO_SIZE: RequiredSize = { minLongSide: 2000, minShortSide: 1200 };
/** The smallest development logo (70x70). */
export const LOGO_SIZE: RequiredSize = { minLongSide: 70, minShortSide: 70 };

export const isLandscape = (width: number, height: number) => width >= height;

/** The long side reaches `minLongSide` and the short side `minShortSide`, whichever way it stands. */
export function meetsSize(width: number, height: number, size: RequiredSize): boolean {
  return Math.max(width, height) >= size.minLongSide && Math.min(width, height) >= size.minShortSide;
}

/** 3x2 when landscape, 2x3 when portrait, within the bounds above (a square photo is neither). */
export function isInRatio(width: number, height: number): boolean {
  const ratio = width / height;
  const bounds = isLandscape(width, height) ? LANDSCAPE_RATIO : PORTRAIT_RATIO;
  return ratio >= bounds.min && ratio <= bounds.max;
}

export type ImageCheck = {
  requiredSize: RequiredSize;
  allowPortrait: boolean;
  allowLandscape: boolean;
  /** Whether the 3x2 (2x3) ratio is required. */
  isRatioChecked: boolean;
  /** Whether a photo must be in colour (floor plans are often black-and-white drawings). */
  isColourChecked: boolean;
  /**
   * A strict orientation with its own sentence (people photos): portrait is taller than wide,
   * landscape wider than tall, a square is neither. Listings leave it out (the 3x2 sentence).
   */
  shape?: 'portrait' | 'landscape';
  /** The sentence refusing an image below the minimum, when the type has its own (a development logo). */
  tooSmallMessage?: string;
};

/**
 * The sentence that refuses an image of this size, or null when it may be stored: the
 * resolution first (a photo too small is refused whatever its shape), then the orientation the
 * type allows and the ratio.
 */
export function imageRefusal(width: number, height: number, check: ImageCheck): string | null {
  if (!meetsSize(width, height, check.requiredSize)) return check.tooSmallMessage ?? IMAGE_MESSAGES.tooSmall;
  if (check.shape === 'portrait' && !(height > width)) return IMAGE_MESSAGES.notPortrait;
  if (check.shape === 'landscape' && !(width > height)) return IMAGE_MESSAGES.notLandscape;
  const landscape = isLandscape(width, height);
  if (landscape ? !check.allowLandscape : !check.allowPortrait) return IMAGE_MESSAGES.wrongRatio;
  if (check.isRatioChecked && !isInRatio(width, height)) return IMAGE_MESSAGES.wrongRatio;
  return null;
}

/**
 * A stored photo below the minimum size is low resolution: uploads refuse such photos, so only
 * imported ones (and a few demo ones) are; they raise the listing's 'Some photos are too small'.
 */
export const isLowResolution = (width: number, height: number, size: RequiredSize = MIN_IMAGE_SIZE) =>
  !meetsSize(width, height, size);

/**
 * How far apart a pixel's red, green and blue may be and still count as grey (JPEG compression
 * leaves a little colour noise in a black-and-white photo), and the share of the pixels that must
 * show colour: a photo of a white room with a single plant is still a colour photo.
 */
export const COLOUR_RULE = { minChroma: 13, minShare: 0.005 } as const;

/**
 * Whether pixels (red, green, blue[, alpha] per pixel, as sampled from a downscaled photo) show
 * colour: at least COLOUR_RULE.minShare of them have channels more than minChroma apart. A
 * black-and-white photo saved as RGB has none.
 */
export function hasColour(pixels: ArrayLike<number>, channels: 3 | 4 = 3): boolean {
  const count = Math.floor(pixels.length / channels);
  if (count === 0) return false;
  let coloured = 0;
  for (let i = 0; i < count * channels; i += channels) {
    const r = pixels[i]!,
      g = pixels[i + 1]!,
      b = pixels[i + 2]!;
    if (Math.max(r, g, b) - Math.min(r, g, b) >= COLOUR_RULE.minChroma) coloured++;
  }
  return coloured >= Math.max(1, count * COLOUR_RULE.minShare);
}
