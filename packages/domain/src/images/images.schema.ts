import { z } from 'zod';
import { FileId } from '../files/files.schema';
import { MSG } from '../messages';
import {
  LOGO_SIZE,
  MIN_IMAGE_SIZE,
  OFFICE_PHOTO_SIZE,
  PEOPLE_PHOTO_SIZE,
  type ImageCheck,
} from './image.rules';

/** The records images belong to. */
export const IMAGE_ENTITY_TYPES = ['listing', 'agent', 'salesTeam', 'office', 'development'] as const;
export type ImageEntityType = (typeof IMAGE_ENTITY_TYPES)[number];

export type ImageTypeInfo = ImageCheck & {
  name: string;
  alias: string;
  maxPhotos: number;
  /** A type of one photo whose new upload replaces the one it holds (people photos). */
  replacesOnUpload?: boolean;
};

/** The one photo of an agent, a sales team and an office (spec/002 section 5). */
const ONE_PHOTO = { maxPhotos: 1, replacesOnUpload: true, isRatioChecked: false } as const;

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
      isColourChecked: true,
      requiredSize: MIN_IMAGE_SIZE,
    },
    floorPlan: {
      name: 'Floor plans',
      alias: 'FLOOR PLAN',
      maxPhotos: 20,
      allowPortrait: true,
      allowLandscape: true,
      isRatioChecked: false,
      isColourChecked: false,
      requiredSize: MIN_IMAGE_SIZE,
    },
    photographer: {
      name: 'Photographer uploaded images',
      alias: 'PHOTOGRAPHER UPLOADED IMAGES',
      maxPhotos: 100,
      allowPortrait: true,
      allowLandscape: true,
      isRatioChecked: true,
      isColourChecked: true,
      requiredSize: MIN_IMAGE_SIZE,
    },
    hero: {
      name: 'Showcase hero images',
      alias: 'SHOWCASE HERO IMAGES',
      maxPhotos: 5,
      allowPortrait: false,
      allowLandscape: true,
      isRatioChecked: true,
      isColourChecked: true,
      requiredSize: MIN_IMAGE_SIZE,
    },
  },
  agent: {
    photo: {
      ...ONE_PHOTO,
      name: 'Photo',
      alias: 'AGENT PHOTO',
      allowPortrait: true,
      allowLandscape: false,
      shape: 'portrait',
      isColourChecked: true,
      requiredSize: PEOPLE_PHOTO_SIZE,
    },
  },
  salesTeam: {
    largePhoto: {
      ...ONE_PHOTO,
      name: 'Large photo',
      alias: 'LARGE PHOTO',
      allowPortrait: true,
      allowLandscape: false,
      shape: 'portrait',
      isColourChecked: true,
      requiredSize: PEOPLE_PHOTO_SIZE,
    },
  },
  office: {
    officePhoto: {
      ...ONE_PHOTO,
      name: 'Office photo',
      alias: 'OFFICE PHOTO',
      allowPortrait: false,
      allowLandscape: true,
      shape: 'landscape',
      isColourChecked: false,
      requiredSize: OFFICE_PHOTO_SIZE,
    },
  },
  development: {
    logo: {
      ...ONE_PHOTO,
      name: 'Logo',
      alias: 'DEVELOPMENT LOGO',
      allowPortrait: true,
      allowLandscape: true,
      isColourChecked: false,
      requiredSize: LOGO_SIZE,
      tooSmallMessage: MSG.developmentLogoNotUploaded,
    },
    building: {
      name: 'Buildings',
      alias: 'BUILDINGS',
      maxPhotos: 50,
      allowPortrait: true,
      allowLandscape: true,
      isRatioChecked: true,
      isColourChecked: false,
      requiredSize: MIN_IMAGE_SIZE,
    },
    floorPlan: {
      name: 'Building Floorplans',
      alias: 'BUILDING FLOORPLANS',
      maxPhotos: 50,
      allowPortrait: true,
      allowLandscape: true,
      isRatioChecked: false,
      isColourChecked: false,
      requiredSize: MIN_IMAGE_SIZE,
    },
  },
} as const satisfies Record<ImageEntityType, Record<string, ImageTypeInfo>>;

export const IMAGE_TYPE_NAMES = [
  'mainPhoto',
  'floorPlan',
  'photographer',
  'hero',
  'photo',
  'largePhoto',
  'officePhoto',
  'logo',
  'building',
] as const;
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
    /** The image's one tag (spec: one tag per image), or null. */
    tagId: z.number().int().nullable(),
    tagName: z.string().nullable(),
    createdDate: z.string(),
  })
  .meta({ id: 'Image' });
export type Image = z.infer<typeof ImageSchema>;

/** An image type of an entity type with its limits and how many images it holds now. */
export const ImageTypeInfoSchema = z
  .object({
    imageType: z.enum(IMAGE_TYPE_NAMES),
    name: z.string(),
    alias: z.string(),
    maxPhotos: z.number().int(),
    allowPortrait: z.boolean(),
    allowLandscape: z.boolean(),
    photosLoaded: z.number().int(),
    requiredSize: z.object({ minLongSide: z.number().int(), minShortSide: z.number().int() }),
  })
  .meta({ id: 'ImageTypeInfo' });
export type ImageTypeInfoView = z.infer<typeof ImageTypeInfoSchema>;

/** The kinds of tag catalogue: 1 listing images, 2 development images. */
export const IMAGE_TAG_KINDS = { 1: 'listing', 2: 'development' } as const;
export type ImageTagKind = keyof typeof IMAGE_TAG_KINDS;

export const ImageTagSchema = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'ImageTag' });
export type ImageTag = z.infer<typeof ImageTagSchema>;

/** The image types photographer uploads may be sent to. */
export const MOVE_TARGET_TYPES = ['mainPhoto', 'floorPlan'] as const;
/** The image types filled by choosing from main photos. */
export const FEATURED_IMAGE_TYPES = ['hero'] as const;
