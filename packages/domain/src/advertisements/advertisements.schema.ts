import { z } from 'zod';
import { Id, IdFromText, OptionalId } from '../http';
import { MSG } from '../messages';
import { numberField, parseListingDate } from '../listings/listing-fields';
import { FileId } from '../files/files.schema';
import {
  ADVERTISEMENT_FILE_TYPES,
  ADVERTISEMENT_LIMITS as L,
  isDeadlineAfterRunDate,
  isRunDateRangeValid,
  MEDIA_OUTLET_FILE_PLACES,
  MEDIA_OUTLET_STATUS_FILTERS,
} from './advertisements.rules';

/** Media outlets and advertisements: what the forms, the API and the answers share. */

/** Free text: trimmed, '' is null, at most `max` characters. */
const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: MSG.maxLength(label, max) })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/** A required name: trimmed, at most `max` characters. */
const requiredName = (label: string, max: number) =>
  z
    .string({ error: MSG.required([label]) })
    .trim()
    .min(1, { error: MSG.required([label]) })
    .max(max, { error: MSG.maxLength(label, max) });

/** A day in any accepted form (2026-11-01, 11/1/2026...), answered as YYYY-MM-DD; blank is null. */
const Day = (label: string) =>
  z
    .string()
    .trim()
    .nullable()
    .optional()
    .transform((s, ctx): string | null => {
      if (!s) return null;
      const day = parseListingDate(s);
      if (!day) {
        ctx.addIssue({ code: 'custom', message: MSG.invalidDate(label) });
        return z.NEVER;
      }
      return day;
    });

const Page = {
  currentPage: z.int().min(1).max(100000).default(1),
  itemsPerPage: z.int().min(1).max(100).default(L.pageSize),
};

// ---- media outlets ----

/** POST MediaOutlet/search: name (any part, any case), status 0 All / 1 Active / 2 Inactive. */
export const MediaOutletSearchSchema = z.strictObject({
  name: z.string().trim().max(L.nameMax).nullable().optional(),
  statusId: z
    .union(MEDIA_OUTLET_STATUS_FILTERS.map((s) => z.literal(s.id)))
    .optional()
    .default(0),
  ...Page,
});
export type MediaOutletSearchInput = z.input<typeof MediaOutletSearchSchema>;
export type MediaOutletSearchBody = z.output<typeof MediaOutletSearchSchema>;

const OutletFile = z.object({ id: FileId, fileName: z.string(), contentType: z.string(), url: z.string() });
export type MediaOutletFile = z.infer<typeof OutletFile>;

export const MediaOutlet = z
  .object({
    id: z.int(),
    name: z.string(),
    statusId: z.int(),
    status: z.string(),
    /** The download addresses of its files (null when none). */
    image: z.string().nullable(),
    logo: z.string().nullable(),
    mediaKit: z.string().nullable(),
    files: z.object({
      image: OutletFile.nullable(),
      logo: OutletFile.nullable(),
      mediaKit: OutletFile.nullable(),
    }),
    advertisementCount: z.int(),
  })
  .meta({ id: 'MediaOutlet' });
export type MediaOutlet = z.infer<typeof MediaOutlet>;

export const MediaOutletSearchResult = z.object({ items: z.array(MediaOutlet), totalCount: z.int() });

/** POST MediaOutlet: without an id it creates, with one it renames (and may reactivate). */
export const MediaOutletSaveSchema = z.strictObject({
  id: Id.nullable().optional(),
  name: requiredName('Name', L.nameMax),
  statusId: z.union([z.literal(1), z.literal(2)]).optional(),
});
export type MediaOutletSaveInput = z.input<typeof MediaOutletSaveSchema>;

export const MediaOutletLookup = z.object({ id: z.int(), name: z.string() });

export const MediaOutletFileQuery = z.object({ place: z.enum(MEDIA_OUTLET_FILE_PLACES) });
export const MediaOutletFileParams = z.object({ id: IdFromText, place: z.enum(MEDIA_OUTLET_FILE_PLACES) });

// ---- advertisements ----

const Publish = z
  .union([z.boolean(), z.null()])
  .optional()
  .transform((v) => v ?? null);

/** POST advertisement/search: media outlet, name, run date range and publish; 20 a page. */
export const AdvertisementSearchSchema = z
  .strictObject({
    mediaOutletId: OptionalId,
    name: z
      .string()
      .trim()
      .max(L.nameMax)
      .nullable()
      .optional()
      .transform((v) => v || null),
    runDateFrom: Day('Run date from'),
    runDateTo: Day('Run date to'),
    publish: Publish,
    ...Page,
  })
  .superRefine((v, ctx) => {
    if (!isRunDateRangeValid(v.runDateFrom, v.runDateTo))
      ctx.addIssue({ code: 'custom', path: ['runDateTo'], message: MSG.advertisementRunDateRange });
  });
export type AdvertisementSearchInput = z.input<typeof AdvertisementSearchSchema>;
export type AdvertisementSearchBody = z.output<typeof AdvertisementSearchSchema>;

export const AdvertisementListRow = z
  .object({
    id: z.int(),
    name: z.string(),
    mediaOutletId: z.int(),
    mediaOutletName: z.string(),
    publish: z.boolean(),
    type: z.string().nullable(),
    edition: z.string().nullable(),
    runDate: z.string().nullable(),
    reservationDeadline: z.string().nullable(),
    totalCost: z.number().nullable(),
    adImageUrl: z.string().nullable(),
    tearSheetUrl: z.string().nullable(),
  })
  .meta({ id: 'AdvertisementListRow' });
export type AdvertisementListRow = z.infer<typeof AdvertisementListRow>;
export const AdvertisementSearchResult = z.object({
  items: z.array(AdvertisementListRow),
  totalCount: z.int(),
});

const AdFile = z.object({ id: FileId, fileName: z.string(), contentType: z.string() });

export const Advertisement = AdvertisementListRow.extend({
  frequency: z.string().nullable(),
  location: z.string().nullable(),
  notes: z.string().nullable(),
  adImage: AdFile.nullable(),
  tearSheet: AdFile.nullable(),
  createdDate: z.string(),
}).meta({ id: 'Advertisement' });
export type Advertisement = z.infer<typeof Advertisement>;

/** The advertisement form's fields (POST advertisement; an id means update). */
export const advertisementFields = {
  mediaOutletId: z
    .number({ error: (i) => (i.input == null ? MSG.required(['Media outlet']) : MSG.invalidId) })
    .int({ error: MSG.invalidId })
    .min(1, { error: MSG.invalidId })
    .max(2147483647, { error: MSG.invalidId }),
  name: requiredName('Name', L.nameMax),
  publish: z
    .boolean()
    .optional()
    .transform((v) => v ?? false),
  type: text('Type', L.typeMax),
  frequency: text('Frequency', L.frequencyMax),
  location: text('Location', L.locationMax),
  edition: text('Edition', L.editionMax),
  runDate: Day('Run date'),
  reservationDeadline: Day('Reservation deadline'),
  totalCost: numberField({ label: 'Total cost', maxLength: L.costLengthMax, min: 0 }),
  notes: text('Notes', L.notesMax),
};

const checkDeadline = (
  v: { runDate: string | null; reservationDeadline: string | null },
  ctx: z.RefinementCtx,
) => {
  if (isDeadlineAfterRunDate(v.runDate, v.reservationDeadline))
    ctx.addIssue({
      code: 'custom',
      path: ['reservationDeadline'],
      message: MSG.advertisementDeadlineAfterRun,
    });
};

export const AdvertisementFormSchema = z.strictObject(advertisementFields).superRefine(checkDeadline);
export type AdvertisementFormInput = z.input<typeof AdvertisementFormSchema>;

export const AdvertisementSaveSchema = z
  .strictObject({
    id: OptionalId,
    ...advertisementFields,
  })
  .superRefine(checkDeadline);
export type AdvertisementSaveInput = z.input<typeof AdvertisementSaveSchema>;
export type AdvertisementSaveBody = z.output<typeof AdvertisementSaveSchema>;

export const AdvertisementSaved = z.object({ id: z.int(), message: z.string() });

const FileTypeId = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
  z.union(
    ADVERTISEMENT_FILE_TYPES.map((t) => z.literal(t.id)),
    { error: MSG.advertisementFileTypeUnknown },
  ),
);

/** PUT advertisement/file: the advertisement and the fileType (1 image, 2 tear sheet). */
export const AdvertisementFileQuery = z.object({ advertisementId: IdFromText, fileType: FileTypeId });
export const AdvertisementFileParams = z.object({ id: IdFromText, fileType: FileTypeId });
export const AdvertisementFileSaved = z.object({
  fileId: FileId,
  fileName: z.string(),
  fileType: z.int(),
  url: z.string(),
  message: z.string(),
});

export const AdvertisementCopySchema = z.strictObject({ advertisementId: Id });
export const EditionQuery = z.object({ mediaOutletId: IdFromText });

export const Message = z.object({ message: z.string() });
