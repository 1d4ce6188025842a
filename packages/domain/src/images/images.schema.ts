import { z } from 'zod';
import { FileId } from '../files/files.schema';
import { MIN_IMAGE_SIZE, type ImageCheck } from './image.rules';

/** The records images belong to; agents, offices, sales teams and developments join later. */
export const IMAGE_ENTITY_TYPES = ['listing'] as const;
export type ImageEntityType = (typeof IMAGE_ENTITY_TYPES)[number];

export type ImageTypeInfo = ImageCheck & { name: string; alias: string; maxPhotos: number };

/** The image types of each entity type, with their limits and the checks an upload must pass. */
export const IMAGE_TYPES = {
  listing: {
    mainPhoto: {
      name: 'Main photos',
      alias: 'MAIN PHOTOS',
      maxPhotos: 100,
      allowPortrait: true,
      allowLandscape: true,
      isRatioChecked: true,
      requiredSize: MIN_IMAGE_SIZE,
    },
    floorPlan: {
      name: 'Floor plans',
      alias: 'FLOOR PLAN',
      maxPhotos: 20,
      allowPortrait: true,
      allowLandscape: true,
      isRatioChecked: false,
      requiredSize: MIN_IMAGE_SIZE,
    },
    photographer: {
      name: 'Photographer uploaded images',
      alias: 'PHOTOGRAPHER UPLOADED IMAGES',
      maxPhotos: 100,
      allowPortrait: true,
      allowLandscape: true,
      isRatioChecked: true,
      requiredSize: MIN_IMAGE_SIZE,
    },
  },
} as const satisfies Record<ImageEntityType, Record<string, ImageTypeInfo>>;

export const IMAGE_TYPE_NAMES = ['mainPhoto', 'floorPlan', 'photographer'] as const;
export type ImageType = (typeof IMAGE_TYPE_NAMES)[number];

/** The type info of an entity's image type, or null when that entity has no such type. */
export function imageTypeInfo(entityType: ImageEntityType, imageType: ImageType): ImageTypeInfo | null {
  const types: Partial<Record<ImageType, ImageTypeInfo>> = IMAGE_TYPES[entityType];
  return types[imageType] ?? null;
}

/** The renditions made in the background after an upload: width in pixels. */
export const IMAGE_RENDITIONS = { small: 320, medium: 1024 } as const;
export type ImageRendition = keyof typeof IMAGE_RENDITIONS;

export const ImageId = z.uuid();
export const CAPTION_MAX = 250;

export const ImageSchema = z
  .object({
    id: ImageId,
    entityType: z.enum(IMAGE_ENTITY_TYPES),
    entityId: z.number().int(),
    imageType: z.enum(IMAGE_TYPE_NAMES),
    orderNo: z.number().int(),
    caption: z.string().nullable(),
    floorplancaption: z.string().nullable(),
    size: z.object({ width: z.number().int(), height: z.number().int(), sizeKb: z.number().int() }),
    mimeType: z.string(),
    fileName: z.string(),
    islandscape: z.boolean(),
    isLowResolution: z.boolean(),
    /** 'pending' until the background job has made the small and medium renditions. */
    renditionStatus: z.enum(['pending', 'ready']),
    /** File ids (served by the files download call); small and medium are null while pending. */
    urls: z.object({ original: FileId, small: FileId.nullable(), medium: FileId.nullable() }),
    createdDate: z.string(),
  })
  .meta({ id: 'Image' });
export type Image = z.infer<typeof ImageSchema>;
