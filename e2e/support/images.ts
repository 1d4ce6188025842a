import sharp from 'sharp';

/** A plain JPEG of one colour (a colour, not grey: photos must be in colour). */
export const jpeg = (width: number, height: number, colour = '#6b8fa8') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 70 })
    .toBuffer();
