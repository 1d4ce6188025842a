import sharp from 'sharp';
import { hasColour, UPLOAD_MAX_PIXELS } from '@atrium/domain';

/** The side of the square a photo is shrunk into before its pixels are sampled for colour. */
const SAMPLE_SIDE = 64;

/**
 * Whether a photo (an upload's temporary file or a crop's bytes, already checked for its type
 * and pixel limit) is in colour: a greyscale file is not, and an RGB one must show colour in a
 * downscaled sample (JPEG decodes it at a fraction of its size, so this stays fast for 50 MB).
 */
export async function isColourPhoto(input: string | Buffer): Promise<boolean> {
  const image = sharp(input, { limitInputPixels: UPLOAD_MAX_PIXELS });
  const { channels } = await image.metadata();
  if (channels < 3) return false;
  const { data } = await image
    .resize(SAMPLE_SIDE, SAMPLE_SIDE, { fit: 'inside' })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return hasColour(data, 3);
}
