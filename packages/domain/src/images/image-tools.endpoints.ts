import { z } from 'zod';
import { defineEndpoints } from '../contract';
import { Id, IdFromText } from '../http';
import { MSG } from '../messages';
import {
  FEATURED_IMAGE_TYPES,
  IMAGE_ENTITY_TYPES,
  IMAGE_TYPE_NAMES,
  ImageId,
  ImageSchema,
  ImageTagSchema,
  ImageTypeInfoSchema,
  MOVE_TARGET_TYPES,
} from './images.schema';

/** The image manager's tools: type info, tags, crop, moving photographer images, hero images. */

const tags = ['images'] as const;
const entityType = z.enum(IMAGE_ENTITY_TYPES);
/** The tag catalogue's kind in a path: 1 listing, 2 development. */
const tagKind = z.enum(['1', '2']).transform((k) => Number(k) as 1 | 2);
const pixels = z.number().int().min(0).max(1_000_000);

export const imageToolEndpoints = defineEndpoints({
  imageTypes: {
    method: 'GET',
    path: '/api/image/:id/:entityType/types',
    summary:
      "The image types of a record's entity type with their limits and how many images each holds (id is the record's id)",
    tags,
    allow: 'signedIn',
    params: z.object({ id: IdFromText, entityType }),
    response: z.array(ImageTypeInfoSchema),
    refusals: [404],
  },
  imageTagCatalogue: {
    method: 'GET',
    path: '/api/image/:kind/tags',
    summary: 'The tag catalogue of images: kind 1 listings, 2 developments',
    tags,
    allow: 'signedIn',
    params: z.object({ kind: tagKind }),
    response: z.array(ImageTagSchema),
  },
  usedImageTags: {
    method: 'GET',
    path: '/api/image/:kind/:entityId/:target/tags',
    summary:
      "The tags used on a record's images of one image type (target is the image type; kind 1 listing, 2 development)",
    tags,
    allow: 'signedIn',
    params: z.object({ kind: tagKind, entityId: IdFromText, target: z.enum(IMAGE_TYPE_NAMES) }),
    response: z.array(ImageTagSchema),
    refusals: [404],
  },
  saveImageTags: {
    method: 'PUT',
    path: '/api/image/:kind/:entityId/:target/tags',
    summary:
      "Sets an image's tag (target is the image's id): ids holds the one tag id, or is empty to clear it (an image has one tag; more than one id is refused)",
    tags,
    allow: 'signedIn',
    params: z.object({ kind: tagKind, entityId: IdFromText, target: ImageId }),
    body: z.object({ ids: z.array(Id).max(1, { error: MSG.oneTagPerImage }) }),
    response: ImageSchema,
    refusals: [400, 404],
  },
  cropImage: {
    method: 'POST',
    path: '/api/image/:id/crop',
    summary:
      'Crops the original (x, y, width, height in its pixels); the crop replaces it and must pass the rules of the image type (newImageType when given); renditions follow in the background',
    tags,
    allow: 'signedIn',
    params: z.object({ id: ImageId }),
    body: z.object({
      x: pixels,
      y: pixels,
      width: pixels.min(1),
      height: pixels.min(1),
      newImageType: z.enum(IMAGE_TYPE_NAMES).optional(),
    }),
    response: ImageSchema,
    refusals: [400, 404],
  },
  moveImages: {
    method: 'PUT',
    path: '/api/image/:id/move',
    summary:
      "Sends photographer uploaded images to main photos or floor plans (id is the record's id): appended in the given order, the rest renumbered from 1",
    tags,
    allow: 'signedIn',
    params: z.object({ id: IdFromText }),
    query: z.object({ entityType }),
    body: z.object({ ids: z.array(ImageId).min(1).max(100), imageType: z.enum(MOVE_TARGET_TYPES) }),
    response: z.array(ImageSchema),
    refusals: [400, 404],
  },
  chooseFeaturedImage: {
    method: 'PUT',
    path: '/api/featuredImage/:entityId/:entityType/:type/featured',
    summary:
      'Copies a main photo (sourceGuid) into the showcase hero images; newGuid, when given, is the id of the copy (a repeat answers the same copy)',
    tags,
    allow: 'signedIn',
    params: z.object({ entityId: IdFromText, entityType, type: z.enum(FEATURED_IMAGE_TYPES) }),
    body: z.object({ sourceGuid: ImageId, newGuid: ImageId.optional() }),
    response: ImageSchema,
    refusals: [400, 404, 409],
  },
});
