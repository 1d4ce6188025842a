import { FILE_KIND_CONTENT_TYPE, type FileKind } from '../files/files.schema';
import { MSG } from '../messages';
import type { Image, ImageType } from './images.schema';

/**
 * The file kinds an image is uploaded as: JPG, JPEG and PNG; a floor plan may also be a PDF; an
 * agent photo and an office photo only JPG or JPEG (spec/002 section 5).
 */
export const imageFileKinds = (imageType: ImageType): readonly FileKind[] =>
  imageType === 'floorPlan'
    ? ['jpeg', 'png', 'pdf']
    : imageType === 'photo' || imageType === 'officePhoto'
      ? ['jpeg']
      : ['jpeg', 'png'];

/** The sentence that refuses a file of another kind than imageFileKinds allows. */
export const imageFormatRefusal = (imageType: ImageType): string =>
  imageType === 'photo' || imageType === 'officePhoto'
    ? MSG.fileTypeJpgJpeg
    : imageType === 'largePhoto' || imageType === 'logo'
      ? MSG.fileTypeJpgPngJpeg
      : MSG.fileFormats;

/** The file picker's `accept` of each file kind: its content type and the usual name endings. */
export const FILE_KIND_PICKER: Record<FileKind, string> = {
  jpeg: 'image/jpeg,.jpg,.jpeg',
  png: 'image/png,.png',
  pdf: 'application/pdf,.pdf',
  csv: 'text/csv,.csv',
  xlsx: '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A PDF floor plan: its original is the PDF, its renditions show the first page. */
export const isPdfImage = (image: Pick<Image, 'mimeType'>) => image.mimeType === FILE_KIND_CONTENT_TYPE.pdf;
