import { MSG } from '../messages';

/** The sizes an image is measured against: the long and the short side, in pixels. */
export type RequiredSize = { minLongSide: number; minShortSide: number };

/** The smallest photo accepted (1800x1200 landscape, 1200x1800 portrait). */
export const MIN_IMAGE_SIZE: RequiredSize = { minLongSide: 1800, minShortSide: 1200 };
/** A photo at least this large is a medium one (3600x2400 or 2400x3600); below it is small. */
export const MEDIUM_IMAGE_SIZE: RequiredSize = { minLongSide: 3600, minShortSide: 2400 };

/** Width over height: a landscape photo within these bounds is 3x2 (target 1.5). */
export const LANDSCAPE_RATIO = { min: 1.48, max: 1.53 } as const;
/** A portrait photo within these bounds is 2x3 (target 2/3). */
export const PORTRAIT_RATIO = { min: 0.64, max: 0.69 } as const;

export const IMAGE_MESSAGES = {
  tooSmall: MSG.photoBelowMinimumResolution,
  wrongRatio: MSG.imageNotInRatio,
} as const;

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
};

/**
 * The sentence that refuses an image of this size, or null when it may be stored: the
 * resolution first (a photo too small is refused whatever its shape), then the orientation the
 * type allows and the ratio.
 */
export function imageRefusal(width: number, height: number, check: ImageCheck): string | null {
  if (!meetsSize(width, height, check.requiredSize)) return IMAGE_MESSAGES.tooSmall;
  const landscape = isLandscape(width, height);
  if (landscape ? !check.allowLandscape : !check.allowPortrait) return IMAGE_MESSAGES.wrongRatio;
  if (check.isRatioChecked && !isInRatio(width, height)) return IMAGE_MESSAGES.wrongRatio;
  return null;
}

/** A stored photo below the medium size counts as low resolution. */
export const isLowResolution = (width: number, height: number) =>
  !meetsSize(width, height, MEDIUM_IMAGE_SIZE);
