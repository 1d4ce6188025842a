/**
 * The sizes images are shared at: two fixed boxes and the original for everyone, and one size
 * more in two sales regions (Street Easy in region 6, 800x600 in region 9). A box is the largest
 * size an image is brought down to; it turns with the image, so a portrait photo fits within
 * 1200x1800 rather than 1800x1200, and an image is never enlarged.
 */
export const SHARE_SIZE_NAMES = ['1800x1200', '3600x2400', 'original', 'streetEasy', '800x600'] as const;
export type ShareSize = (typeof SHARE_SIZE_NAMES)[number];

export type ShareBox = { width: number; height: number };
type ShareSizeInfo = {
  label: string;
  /** The landscape box; null: the stored original as it is. */
  box: ShareBox | null;
  /** Offered only for records of this sales region; everywhere when absent. */
  salesRegionId?: number;
};

/** Street Easy's box: 3x2 like the product's photos, 2048 pixels on the long side (see decision 0022). */
export const STREET_EASY_BOX: ShareBox = { width: 2048, height: 1365 };

export const SHARE_SIZES: Record<ShareSize, ShareSizeInfo> = {
  '1800x1200': { label: '1800 x 1200', box: { width: 1800, height: 1200 } },
  '3600x2400': { label: '3600 x 2400', box: { width: 3600, height: 2400 } },
  original: { label: 'Original', box: null },
  streetEasy: {
    label: `Street Easy (${STREET_EASY_BOX.width} x ${STREET_EASY_BOX.height})`,
    box: STREET_EASY_BOX,
    salesRegionId: 6,
  },
  '800x600': { label: '800 x 600', box: { width: 800, height: 600 }, salesRegionId: 9 },
};

/** The sizes offered for the images of a record of this sales region, in the form's order. */
export function shareSizesFor(salesRegionId: number | null | undefined): ShareSize[] {
  return SHARE_SIZE_NAMES.filter((size) => {
    const region = SHARE_SIZES[size].salesRegionId;
    return region === undefined || region === salesRegionId;
  });
}

/**
 * The box an image of this width and height is fitted within at a size: the size's box turned
 * to the image's orientation; null for the original.
 */
export function shareBoxFor(size: ShareSize, image: ShareBox): ShareBox | null {
  const box = SHARE_SIZES[size].box;
  if (!box) return null;
  return image.height > image.width ? { width: box.height, height: box.width } : box;
}

/** How long a share link works. */
export const SHARE_LINK_DAYS = 30;
