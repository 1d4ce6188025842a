import { z } from 'zod';
import { defineEndpoints, NoContent } from '../contract';
import { IdFromText } from '../http';
import { CAPTION_MAX, IMAGE_ENTITY_TYPES, IMAGE_TYPE_NAMES, ImageId, ImageSchema } from './images.schema';

/** The shared image calls: any registered entity type (a listing, an agent, a sales team, an office). */

const tags = ['images'] as const;
const entityType = z.enum(IMAGE_ENTITY_TYPES);
const imageType = z.enum(IMAGE_TYPE_NAMES);

export const imageEndpoints = defineEndpoints({
  listImages: {
    method: 'GET',
    path: '/api/image/:entityId',
    summary: 'The images of a record, of one image type, in their order',
    tags,
    allow: 'signedIn',
    params: z.object({ entityId: IdFromText }),
    query: z.object({ entityType, imageType }),
    response: z.array(ImageSchema),
    refusals: [404],
  },
  saveImage: {
    method: 'POST',
    path: '/api/image/save',
    summary:
      'Upload one image (multipart, field "file"): JPG, JPEG or PNG read from its content (a floor plan also PDF, measured by its first page at 200 dpi), checked for resolution and ratio; renditions follow in the background',
    tags,
    allow: 'signedIn',
    query: z.object({ entityType, entityId: IdFromText, imageType }),
    multipart: true,
    response: ImageSchema,
    status: 201,
    refusals: [400, 404, 413, 415],
  },
  deleteImages: {
    method: 'POST',
    path: '/api/image/delete',
    summary: 'Delete images (their rows, files and objects); the rest are renumbered from 1',
    tags,
    allow: 'signedIn',
    body: z.object({ ids: z.array(ImageId).min(1).max(500) }),
    response: NoContent,
    refusals: [404],
  },
  reorderImages: {
    method: 'PUT',
    path: '/api/image/:id/reorder',
    summary: "The new order of a record's images (id is the record's id)",
    tags,
    allow: 'signedIn',
    params: z.object({ id: IdFromText }),
    query: z.object({ entityType }),
    body: z
      .array(z.object({ id: ImageId, orderNo: z.number().int().min(1) }))
      .min(1)
      .max(500),
    response: NoContent,
    refusals: [400, 404],
  },
  countImages: {
    method: 'GET',
    path: '/api/image/:id/count',
    summary: "How many images a record has, per image type of its entity type (id is the record's id)",
    tags,
    allow: 'signedIn',
    params: z.object({ id: IdFromText }),
    query: z.object({ entityType }),
    response: z.object({
      total: z.number().int(),
      /** One count per image type of the record's entity type (a listing's four, an agent's photo, ...). */
      byType: z.partialRecord(imageType, z.number().int()),
    }),
    refusals: [404],
  },
  saveImageCaption: {
    method: 'PUT',
    path: '/api/image/:id/caption',
    summary: 'The caption of an image, or the title of a floor plan',
    tags,
    allow: 'signedIn',
    params: z.object({ id: ImageId }),
    body: z.object({
      caption: z.string().trim().max(CAPTION_MAX),
      isFloorPlanCaption: z.boolean().default(false),
    }),
    response: NoContent,
    refusals: [404],
  },
});
