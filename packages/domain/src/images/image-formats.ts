import { FILE_KIND_CONTENT_TYPE, type FileKind } from '../files/files.schema';
import type { Image, ImageType } from './images.schema';

/** The file kinds an image is uploaded as: JPG, JPEG and PNG; a floor plan may also be a PDF. */
export const imageFileKinds = (imageType: ImageType): readonly FileKind[] =>
  imageType === 'floorPlan' ? ['jpeg', 'png', 'pdf'] : ['jpeg', 'png'];

/** The file picker's `accept` of each file kind: its content type and the usual name endings. */
export const FILE_KIND_PICKER: Record<FileKind, string> = {
  jpeg: 'image/jpeg,.jpg,.jpeg',
  png: 'image/png,.png',
  pdf: 'application/pdf,.pdf',
};

/** A PDF floor plan: its original is the PDF, its renditions show the first page. */
export const isPdfImage = (image: Pick<Image, 'mimeType'>) => image.mimeType === FILE_KIND_CONTENT_TYPE.pdf;
