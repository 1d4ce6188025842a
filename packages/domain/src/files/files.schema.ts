import { z } from 'zod';
import { MSG } from '../messages';

/** Uploads: one size limit and the accepted types of each place a file can be uploaded to. */
export const UPLOAD_MAX_BYTES = 50 * 1024 * 1024;

/** Above this many pixels an image is refused from its header, before it is decoded. */
export const UPLOAD_MAX_PIXELS = 100_000_000;

export const FILE_MESSAGES = {
  maxFileSize: MSG.maxFileSize,
  formatJpgJpegPngPdf: MSG.fileFormats,
  formatJpgPngPdf: MSG.fileFormatJpgPngPdf,
  imageTypeJpgPng: MSG.imageTypeJpgPng,
  imageRejected: MSG.imagesNotUploaded,
  noFile: MSG.noFileChosen,
} as const;

/** The kinds of content the server recognises from a file's first bytes. */
export const FILE_KINDS = ['jpeg', 'png', 'pdf', 'csv', 'xlsx'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export const FILE_KIND_CONTENT_TYPE: Record<FileKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * Where a file is uploaded decides what it may be and which sentence refuses it: listing photos
 * and floor plans take JPG, JPEG, PNG and PDF; logos only images; other documents JPG, PNG, PDF.
 */
export const UPLOAD_PLACES = {
  photo: { accept: ['jpeg', 'png', 'pdf'], refusal: FILE_MESSAGES.formatJpgJpegPngPdf },
  floorPlan: { accept: ['jpeg', 'png', 'pdf'], refusal: FILE_MESSAGES.formatJpgJpegPngPdf },
  logo: { accept: ['jpeg', 'png'], refusal: FILE_MESSAGES.imageTypeJpgPng },
  document: { accept: ['jpeg', 'png', 'pdf'], refusal: FILE_MESSAGES.formatJpgPngPdf },
  /** A marketing item's file (an advertisement's tear sheet). */
  marketing: { accept: ['jpeg', 'png', 'pdf'], refusal: FILE_MESSAGES.formatJpgPngPdf },
  /** A media outlet's image or an advertisement's ad image. */
  image: { accept: ['jpeg', 'png'], refusal: FILE_MESSAGES.imageTypeJpgPng },
  /** A media outlet's media kit. */
  mediaKit: { accept: ['jpeg', 'png', 'pdf'], refusal: FILE_MESSAGES.formatJpgPngPdf },
  /** An advertisement's tear sheet. */
  tearSheet: { accept: ['jpeg', 'png', 'pdf'], refusal: FILE_MESSAGES.formatJpgPngPdf },
  /** A press item's web display image. */
  webDisplayImage: { accept: ['jpeg', 'png'], refusal: FILE_MESSAGES.imageTypeJpgPng },
  /** A page preview of a design-vault template. */
  preview: { accept: ['jpeg', 'png'], refusal: FILE_MESSAGES.imageTypeJpgPng },
} as const satisfies Record<string, { accept: readonly FileKind[]; refusal: string }>;
export type UploadPlace = keyof typeof UPLOAD_PLACES;
export const UPLOAD_PLACE_NAMES = Object.keys(UPLOAD_PLACES) as [UploadPlace, ...UploadPlace[]];

/**
 * Files that are read and dropped, never stored (imports): a CSV (UTF-8 text without NUL bytes)
 * or an XLSX workbook (a zip holding `xl/`), told apart by content like every upload.
 */
export const IMPORT_UPLOAD_PLACES = {
  showingsImport: { accept: ['csv', 'xlsx'], refusal: MSG.showingsFileFormat, empty: MSG.showingsFileEmpty },
  selectSoldImport: {
    accept: ['csv', 'xlsx'],
    refusal: MSG.showingsFileFormat,
    empty: MSG.selectSoldFileEmpty,
  },
} as const satisfies Record<string, { accept: readonly FileKind[]; refusal: string; empty: string }>;

/** The records files belong to; each area registers its own on the server. */
export const FILE_ENTITY_TYPES = [
  'listing',
  'marketingItem',
  'clientReportSend',
  'agent',
  'salesTeam',
  'office',
  'mediaOutlet',
  'advertisement',
  'press',
  'neighborhood',
  'development',
  'spot',
  'designTemplate',
  'application',
] as const;
export type FileEntityType = (typeof FILE_ENTITY_TYPES)[number];

/** Names are kept lowercased, without any directory part. */
export function normaliseFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = [...base.normalize('NFC')]
    .filter((c) => c !== '"' && c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .toLowerCase();
  return cleaned.slice(-200) || 'file';
}

export const FileId = z.uuid();

export const StoredFileSchema = z
  .object({
    id: FileId,
    entityType: z.enum(FILE_ENTITY_TYPES),
    entityId: z.number().int(),
    place: z.enum(UPLOAD_PLACE_NAMES),
    fileName: z.string(),
    contentType: z.string(),
    sizeBytes: z.number().int(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    createdDate: z.string(),
  })
  .meta({ id: 'StoredFile' });
export type StoredFile = z.infer<typeof StoredFileSchema>;
