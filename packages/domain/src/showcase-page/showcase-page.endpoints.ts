import { z } from 'zod';
import { defineEndpoints, FileDownload } from '../contract';
import { IdFromText } from '../http';
import { ImageId } from '../images/images.schema';

/**
 * The public showcase page's own API: the photos it shows. The page itself (GET /site/{listingId},
 * HTML, outside /api) is registered by the API beside this; see apps/api/src/features/showcase-page.
 */

const tags = ['showcase-page'] as const;

export const SHOWCASE_PHOTO_SIZES = ['small', 'medium', 'original'] as const;

export const showcasePageEndpoints = defineEndpoints({
  showcasePhoto: {
    method: 'GET',
    path: '/api/site/:listingId/photo/:imageId/:size',
    summary:
      "One rendition (small 320 px, medium 1024 px, original) of a main photo of a published listing's showcase page (no sign-in; 404 when the listing is unpublished or private)",
    tags,
    allow: 'public',
    params: z.object({ listingId: IdFromText, imageId: ImageId, size: z.enum(SHOWCASE_PHOTO_SIZES) }),
    response: FileDownload,
    refusals: [404],
  },
});
